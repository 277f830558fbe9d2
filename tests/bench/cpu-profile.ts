/**
 * `BENCH_PROFILE=1 npm run bench`: whose CPU time is a request's? The bench's CPU column is the
 * whole workerd process: locally it also runs Miniflare's D1, cache, queues and assets router,
 * which in production are not the Worker's CPU time. This samples the process with Linux `perf`
 * while a scenario runs, with V8's perf map switched on (`--perf-basic-prof` through
 * MINIFLARE_WORKERD_V8_FLAGS), and attributes each sample to the innermost JavaScript frame on its
 * stack: the Worker's own modules (build/server), one of Miniflare's internal workers, or none
 * (workerd's own I/O, garbage collection, SQLite run for D1). Native work a frame calls (encoding,
 * crypto, a binding's call) counts for that frame; work that completes later does not. A measurement, not a test; needs `perf`
 * (Debian: linux-perf) and the permission to sample the process.
 */
import { spawn, spawnSync } from "node:child_process";
import { readdirSync, rmSync } from "node:fs";
import { join } from "node:path";

/**
 * V8's perf map for `perf` to name JavaScript frames. The map turns V8's code log on, which would
 * also leave an `isolate-…-v8.log` per isolate in the working directory: that log goes to /dev/null.
 */
export const PROFILE_V8_FLAGS = "--perf-basic-prof --logfile=/dev/null --no-logfile-per-isolate";

/** The parts a sample can belong to, in the order they are printed. */
export const PARTS = ["worker", "d1", "cache", "queues", "miniflare", "native"] as const;
export type Part = (typeof PARTS)[number];
export type Shares = Record<Part, number>;

/** Miniflare's internal workers by the file names their frames carry; any other is "miniflare" (its entry, router and assets workers). */
const MINIFLARE_PARTS: [RegExp, Part][] = [
  [/^database\.worker\.js$/, "d1"],
  [/^cache(-entry)?\.worker\.js$/, "cache"],
  [/^(broker|queue[\w-]*)\.worker\.js$/, "queues"],
];

/** The Worker's own module files as V8 names them: `index.js` and `assets/<chunk>.js` of build/server. */
export function workerModuleNames(buildDir: string): Set<string> {
  const server = join(buildDir, "server");
  const names = new Set(readdirSync(server).filter((file) => file.endsWith(".js")));
  for (const file of readdirSync(join(server, "assets"))) if (file.endsWith(".js")) names.add(`assets/${file}`);
  return names;
}

/** `perf` is there and may sample processes of this user. */
export function perfAvailable(): boolean {
  return spawnSync("perf", ["--version"], { stdio: "ignore" }).status === 0;
}

/** Frames resolved through V8's perf map look like `JS:*name file.js:12:3+0x1f`; the file is what counts. */
const JS_FRAME = /\bJS:\S*(?:\s\S*)?\s(\S+?\.m?js):\d+/;

/** Shares of the samples (0–1) by part, from `perf script` output. */
export function attribute(perfScript: string, workerModules: Set<string>): { shares: Shares; samples: number } {
  const counts: Shares = { worker: 0, d1: 0, cache: 0, queues: 0, miniflare: 0, native: 0 };
  let samples = 0;
  for (const sample of perfScript.split("\n\n")) {
    const lines = sample.split("\n").filter((line) => line.trim());
    if (lines.length < 2) continue;
    samples++;
    let part: Part = "native";
    for (const line of lines.slice(1)) {
      const file = JS_FRAME.exec(line)?.[1];
      if (!file) continue;
      if (workerModules.has(file)) part = "worker";
      else part = MINIFLARE_PARTS.find(([pattern]) => pattern.test(file))?.[1] ?? "miniflare";
      break;
    }
    counts[part]++;
  }
  const shares = { ...counts };
  for (const part of PARTS) shares[part] = samples ? counts[part] / samples : 0;
  return { shares, samples };
}

/** Samples `pid` (with call stacks) until `stop()`, then attributes the samples. */
export function startCpuProfile(pid: number, workerModules: Set<string>, file: string) {
  const recorder = spawn("perf", ["record", "-F", "1999", "-g", "-p", String(pid), "-o", file, "--quiet"], {
    stdio: "ignore",
  });
  const exited = new Promise<void>((resolve) => recorder.once("exit", () => resolve()));
  return {
    /** perf needs a moment to attach before the requests start. */
    ready: () => new Promise((resolve) => setTimeout(resolve, 500)),
    async stop() {
      recorder.kill("SIGINT");
      await exited;
      const script = spawnSync("perf", ["script", "-i", file], { encoding: "utf8", maxBuffer: 1 << 30 });
      rmSync(file, { force: true });
      return attribute(script.stdout ?? "", workerModules);
    },
  };
}
