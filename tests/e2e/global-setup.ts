/**
 * One server per Playwright worker (docs/decisions/0120-one-e2e-server-per-worker.md): the state is
 * prepared once (migrations, demo seed, administrator: several wrangler runs), then copied into a
 * folder per worker, and each copy is served on a port of its own. Worker n reaches its server
 * through tests/e2e/config.ts (E2E_FIRST_PORT + n), so specs in different workers never share a
 * database, a mail log or a rate-limit counter.
 */
import type { FullConfig } from "@playwright/test";
import { E2E_FIRST_PORT, e2eServer } from "./config.ts";
import { copyState, prepareState, startServing, stopServer } from "./server.ts";

export default async function startE2eServers(config: FullConfig): Promise<() => Promise<void>> {
  const template = `.wrangler/e2e-template-${E2E_FIRST_PORT}`;
  prepareState(template);
  const servers = Array.from({ length: Math.max(1, config.workers) }, (_, index) => e2eServer(index));
  for (const server of servers) copyState(template, server.stateDir);
  const started = await Promise.allSettled(servers.map((server) => startServing(server)));
  const children = started.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
  const stopAll = async () => {
    await Promise.all(children.map(stopServer));
  };
  const failed = started.find((result) => result.status === "rejected");
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  // Should the run end without its teardown (an uncaught error, process.exit), still end the servers.
  process.once("exit", () => children.forEach((child) => child.kill("SIGTERM")));
  return stopAll;
}
