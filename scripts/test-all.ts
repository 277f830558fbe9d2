/**
 * `npm test`: every check the project has, in stages, with the time of each printed at the end.
 * Stages in one group run at the same time: they are single-threaded and independent, so on a
 * 2-core machine two of them finish in about the time of the longer one (docs/performance.md,
 * "Test suite time"). A group whose stages run together shows each stage's output when it ends,
 * in one piece; a stage alone writes straight to the terminal. Any failing stage fails the run
 * (after its group has ended), like `a && b && c`.
 */
import { spawn } from "node:child_process";

/**
 * npm scripts from package.json; the stages of one inner list run together. test:ops joins the
 * static checks: its lint test's probe cycle in app/lib is left out of `eslint .`, tsc and Prettier
 * (their ignore lists), so they no longer have to wait for it. The build stays on its own: beside
 * test:ops on a clean clone it made the group only 4 s longer, but with its load the seed's single
 * batch lost its workerd connection (scripts/local-d1.ts now sends it in parts; docs/performance.md,
 * "Headless shell").
 */
const GROUPS: string[][] = [
  ["typecheck", "lint:eslint", "lint:format", "test:ops"],
  ["test:unit"],
  ["build"],
  ["bundle:check"],
  ["test:e2e"],
];

interface Result {
  script: string;
  seconds: number;
  code: number;
}

function run(script: string, together: boolean): Promise<Result> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", script], { stdio: together ? ["ignore", "pipe", "pipe"] : "inherit" });
    const output: Buffer[] = [];
    child.stdout?.on("data", (chunk: Buffer) => output.push(chunk));
    child.stderr?.on("data", (chunk: Buffer) => output.push(chunk));
    child.on("close", (code, signal) => {
      const result = { script, seconds: (performance.now() - started) / 1000, code: code ?? (signal ? 1 : 0) };
      if (together) {
        const verdict = result.code === 0 ? "ok" : `FAILED (exit ${result.code})`;
        process.stdout.write(`\n── ${script}: ${verdict}, ${result.seconds.toFixed(1)} s ──\n`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve(result);
    });
  });
}

function report(results: Result[][], totalSeconds: number): void {
  const width = Math.max(...GROUPS.flat().map((script) => script.length));
  const lines = results.flatMap((group) =>
    group.map((result, index) => {
      const mark = group.length === 1 ? " " : index === 0 ? "┐" : index === group.length - 1 ? "┘" : "│";
      const verdict = result.code === 0 ? "" : `  FAILED (exit ${result.code})`;
      return `  ${result.script.padEnd(width)} ${result.seconds.toFixed(1).padStart(7)} s ${mark}${verdict}`;
    }),
  );
  process.stdout.write(
    `\nStage times (┐…┘ ran together):\n${lines.join("\n")}\n  ${"total".padEnd(width)} ${totalSeconds.toFixed(1).padStart(7)} s\n`,
  );
}

const started = performance.now();
const results: Result[][] = [];
for (const group of GROUPS) {
  const together = group.length > 1;
  const groupResults = await Promise.all(group.map((script) => run(script, together)));
  results.push(groupResults);
  if (groupResults.some((result) => result.code !== 0)) break;
}
report(results, (performance.now() - started) / 1000);
process.exitCode = results.flat().some((result) => result.code !== 0) ? 1 : 0;
