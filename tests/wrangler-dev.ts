/**
 * The `wrangler dev` arguments that serve the production build on workerd from a state folder of
 * its own, shared by the end-to-end server (tests/e2e/serve.ts) and the benchmark (tests/bench/bench.ts).
 */
export function wranglerDevArgs(options: {
  buildDir: string;
  port: number;
  stateDir: string;
  /** Variables for this run only (`--var NAME:value`), e.g. a test-only TOKEN_SECRET. */
  vars: Record<string, string>;
  extra?: string[];
}): string[] {
  return [
    "dev",
    "-c",
    `${options.buildDir}/server/wrangler.json`,
    // The invoice-PDF Worker beside the site's, reached through its service binding (decision 0232).
    "-c",
    `${options.buildDir}/invoice_pdf/wrangler.json`,
    "--ip",
    "127.0.0.1",
    "--port",
    String(options.port),
    "--persist-to",
    options.stateDir,
    ...Object.entries(options.vars).flatMap(([name, value]) => ["--var", `${name}:${value}`]),
    "--show-interactive-dev-session=false",
    ...(options.extra ?? []),
  ];
}
