/**
 * `npm run bench`: how much does a request cost? Starts the ALREADY BUILT site (BUILD_DIR, default
 * build/) on workerd with a fresh local state of its own, through Miniflare directly as production
 * runs it (BENCH_RUNTIME=wrangler: under `wrangler dev`, with its dev proxy in front; decision 0080), then measures requests per second,
 * p50/p99 latency and the workerd processes' CPU time per request for public pages (from the edge
 * cache and, with a Cookie header that bypasses it, rendered), a booking POST and a static file of
 * the same server. Prints each scenario against the static file, the launch rush (rush.ts), the
 * whole-stack scenario on a server of its own with the limits as deployed (stack.ts;
 * `BENCH_STACK=0` skips it), then the Worker's compressed size and start-up time (scripts/check-bundle.ts). Only 127.0.0.1, bounded loops; a measurement, not a test.
 */
import { spawn } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import {
  PARTS,
  PROFILE_V8_FLAGS,
  perfAvailable,
  type Shares,
  startCpuProfile,
  workerModuleNames,
} from "./cpu-profile.ts";
import { measureBundle } from "../../scripts/check-bundle.ts";
import { wranglerDevArgs } from "../wrangler-dev.ts";
import { startMiniflare } from "./miniflare-server.ts";
import { printSlotComputation } from "./slots.ts";
import { RUSH_EVENTS, RUSH_SEATS, RUSH_VISITORS, runRush } from "./rush.ts";
import { printStack } from "./stack.ts";
import {
  BENCH_VARS,
  benchEnv,
  chosenScenarios,
  cpuMs,
  prepareBenchState,
  runLoad,
  type Scenario,
  waitForServer,
  workerdPids,
} from "./load.ts";

const PORT = Number(process.env.BENCH_PORT ?? 8863);
const BASE = `http://127.0.0.1:${PORT}`;
const BUILD_DIR = process.env.BUILD_DIR ?? "build";
const STATE_DIR = `.wrangler/bench-state-${PORT}`;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 400);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 10);
const WARMUP = 30;
/** Other work on a shared machine moves single runs a lot: every scenario runs this often, the median counts. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/**
 * Which server runs the build: `miniflare` (default) serves it on workerd like production, assets
 * router first and the Worker for the rest; `wrangler` uses `wrangler dev`, whose dev ProxyWorker
 * in front runs every text/html answer through an HTMLRewriter (docs/decisions/0080-bench-without-dev-proxy.md).
 */
const RUNTIME = process.env.BENCH_RUNTIME ?? "miniflare";
/**
 * `BENCH_NO_CONSUMER=1` (Miniflare only) starts the Worker without its queue consumer: the booking's
 * figures are then its request path alone. By default the consumer runs in the same workerd and
 * sends each booking's e-mail while the next bookings come in, as the figures in docs/performance.md show.
 */
const WITHOUT_CONSUMER = process.env.BENCH_NO_CONSUMER === "1";
if (RUNTIME !== "miniflare" && RUNTIME !== "wrangler")
  throw new Error(`BENCH_RUNTIME must be miniflare or wrangler, not ${RUNTIME}`);
/**
 * `BENCH_PROFILE=1` (Miniflare only, needs Linux `perf`) samples the workerd process during each
 * measured run and splits every row's CPU time into the Worker's own and Miniflare's parts
 * (tests/bench/cpu-profile.ts). Sampling slows the process, so its throughput is not comparable.
 */
const PROFILE = process.env.BENCH_PROFILE === "1";
if (PROFILE) {
  if (RUNTIME !== "miniflare") throw new Error("BENCH_PROFILE needs BENCH_RUNTIME=miniflare");
  if (!perfAvailable()) throw new Error("BENCH_PROFILE needs Linux perf (Debian: apt-get install linux-perf)");
  // Read by Miniflare when it starts workerd: V8 writes /tmp/perf-<pid>.map for perf to name JS frames.
  process.env.MINIFLARE_WORKERD_V8_FLAGS = PROFILE_V8_FLAGS;
}

/**
 * The runtime process among them: wrangler dev puts a proxy workerd in front (it owns the public
 * port, `entry=127.0.0.1:<port>`), which production does not have. The other one hosts the Worker
 * with its local D1, cache and queues: its CPU is the closer bound of what the Worker costs.
 */
function runtimePids(pids: number[]): number[] {
  return pids.filter((pid) => {
    try {
      return !readFileSync(`/proc/${pid}/cmdline`, "utf8").includes(`entry=127.0.0.1:${PORT}\0`);
    } catch {
      return false;
    }
  });
}

async function run(scenario: Scenario, total: number, pids: number[] = [], runtime: number[] = [], profileOf?: number) {
  const profile =
    profileOf === undefined ? undefined : startCpuProfile(profileOf, workerModules(), `.wrangler/bench-${PORT}.perf`);
  await profile?.ready();
  const cpuBefore = cpuMs(pids);
  const runtimeBefore = cpuMs(runtime);
  const load = await runLoad(scenario, BASE, total, CONCURRENCY);
  const cpu = (cpuMs(pids) - cpuBefore) / total;
  const runtimeCpu = (cpuMs(runtime) - runtimeBefore) / total;
  return { ...load, cpu, runtimeCpu, parts: await profile?.stop() };
}

/**
 * The launch rush (tests/bench/rush.ts) after the scenarios: `BENCH_RUSH_SECONDS` (default 60; 0
 * skips it). Miniflare only: its D1 is read afterwards to compare with the answers.
 */
const RUSH_SECONDS = Number(process.env.BENCH_RUSH_SECONDS ?? 60);
let miniflareServer: Awaited<ReturnType<typeof startMiniflare>> | undefined;

async function rush() {
  if (!miniflareServer) {
    console.log("\nLaunch rush: skipped (needs BENCH_RUNTIME=miniflare).");
    return;
  }
  const db = await miniflareServer.getD1Database("DB");
  console.log(
    `\nLaunch rush: ${RUSH_VISITORS} visitors (each its own address) browse and book ${RUSH_EVENTS.length} events of ${RUSH_SEATS} seats for ${RUSH_SECONDS} s; one address floods bad posts in the second half:`,
  );
  const report = await runRush(BASE, RUSH_SECONDS, async () => {
    const { results } = await db
      .prepare(
        `SELECT event_id, email, num_tickets FROM klarsinn_booking WHERE status != 'cancelled' AND event_id IN (${RUSH_EVENTS.map(() => "?").join(", ")})`,
      )
      .bind(...RUSH_EVENTS)
      .all<{ event_id: string; email: string; num_tickets: number }>();
    return results;
  });
  for (const line of report.lines) console.log(`  ${line}`);
  console.log(`  ${report.ok ? "PASS" : "FAIL"}`);
  if (!report.ok) process.exitCode = 1;
}

let modules: Set<string> | undefined;
const workerModules = () => (modules ??= workerModuleNames(BUILD_DIR));

const env = benchEnv(STATE_DIR);
const chosen = chosenScenarios();

/** The running server: the process its workerd processes run under, and how to stop it. */
async function startServer(): Promise<{ root: number; stop: () => Promise<void> }> {
  if (RUNTIME === "miniflare") {
    const miniflare = await startMiniflare({
      buildDir: BUILD_DIR,
      port: PORT,
      stateDir: STATE_DIR,
      vars: BENCH_VARS,
      queueConsumers: !WITHOUT_CONSUMER,
    });
    miniflareServer = miniflare;
    return { root: process.pid, stop: () => miniflare.dispose() };
  }
  const server = spawn(
    "wrangler",
    wranglerDevArgs({
      buildDir: BUILD_DIR,
      port: PORT,
      stateDir: STATE_DIR,
      vars: BENCH_VARS,
      extra: ["--log-level", "error"],
    }),
    { env, stdio: "ignore" },
  );
  return {
    root: server.pid!,
    stop: async () => {
      server.kill("SIGTERM");
    },
  };
}

/** Each row's CPU per request split by whose code the samples were in (BENCH_PROFILE=1). */
function printParts(results: { name: string; cpu: number; parts?: { shares: Shares; samples: number } }[]) {
  const pad = (value: string, width: number) => value.padStart(width);
  console.log(`\nCPU per request by part, ms (perf samples of the workerd process during the median round):`);
  console.log(
    `${"scenario".padEnd(38)}${pad("CPU", 6)}${PARTS.map((part) => pad(part, 10)).join("")}${pad("samples", 9)}`,
  );
  for (const { name, cpu, parts } of results) {
    if (!parts) continue;
    const cells = PARTS.map((part) => pad((parts.shares[part] * cpu).toFixed(2), 10)).join("");
    console.log(`${name.padEnd(38)}${pad(cpu.toFixed(1), 6)}${cells}${pad(String(parts.samples), 9)}`);
  }
  console.log(`
worker    = the Worker's own modules (build/server), with the native calls they make: closest to what
            production bills as its CPU time. The rest is local only: Miniflare's D1 (d1), cache,
            queues, and its entry, routing and assets workers (miniflare); native = samples without
            a JavaScript frame (workerd's I/O, garbage collection of every isolate, SQLite).`);
}

// The scheduler's computation alone, before any server shares the machine with it.
printSlotComputation();
console.log("");

prepareBenchState(STATE_DIR);
const server = await startServer();
process.on("SIGINT", () => {
  void server.stop().finally(() => process.exit(130));
});

try {
  await waitForServer(BASE);
  const pids = workerdPids(server.root);
  // Miniflare has no dev proxy: its one workerd process is the runtime.
  const runtime = RUNTIME === "wrangler" ? runtimePids(pids) : pids;
  const topology =
    RUNTIME === "wrangler"
      ? "wrangler dev: its dev proxy in front of the Worker"
      : "Miniflare: workerd without a dev proxy, assets first, as in production";
  console.log(
    `Benchmark (runtime ${RUNTIME}; ${topology}${WITHOUT_CONSUMER ? "; queue consumer off: request paths alone" : ""}): ${REQUESTS} requests per scenario, concurrency ${CONCURRENCY}, median of ${ROUNDS} rounds, ${BASE} (${BUILD_DIR})\n`,
  );
  type Result = { name: string } & Awaited<ReturnType<typeof run>>;
  const rounds: Result[][] = chosen.map(() => []);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, scenario] of chosen.entries()) {
      await run(scenario, WARMUP);
      rounds[i]!.push({
        name: scenario.name,
        ...(await run(scenario, REQUESTS, pids, runtime, PROFILE ? pids[0] : undefined)),
      });
    }
  }
  // Per scenario the round with the median throughput (all its figures from that one round).
  const results = rounds.map((runs) => [...runs].sort((a, b) => a.rps - b.rps)[Math.floor(runs.length / 2)]!);
  const staticRps = results[0]!.rps;
  const pad = (value: string, width: number) => value.padStart(width);
  console.log(
    `${"scenario".padEnd(32)}${pad("req/s", 7)}${pad("p50 ms", 8)}${pad("p99 ms", 8)}${pad("vs static", 11)}${pad("cost ×", 8)}${pad("CPU ms", 8)}${pad("rt CPU", 8)}${pad("errors", 8)}`,
  );
  for (const r of results) {
    console.log(
      `${r.name.padEnd(32)}${pad(r.rps.toFixed(0), 7)}${pad(r.p50.toFixed(1), 8)}${pad(r.p99.toFixed(1), 8)}${pad(
        (r.rps / staticRps).toFixed(2),
        11,
      )}${pad((staticRps / r.rps).toFixed(1), 8)}${pad(r.cpu.toFixed(1), 8)}${pad(r.runtimeCpu.toFixed(1), 8)}${pad(String(r.errors), 8)}${r.errorStatuses ? `  (${r.errorStatuses})` : ""}`,
    );
  }
  console.log(`
vs static = throughput as a share of the static file's (goal for public pages: at least 0.70).
cost ×    = how many times more time one request takes than the static file (goal for the booking: at most 3).
CPU ms    = CPU time of the workerd processes (${pids.length}: Worker, local D1 and cache) per request, from /proc;
            an upper bound of the Worker's own CPU time, which production limits to 10 ms on the free plan.`);
  if (PROFILE) printParts(results);
  console.log(
    RUNTIME === "wrangler"
      ? `rt CPU    = the same for the runtime process alone (${runtime.length}), without wrangler's dev proxy in front, which
            production does not have: the Worker plus local D1, cache and the queue consumer (for a
            booking, its e-mail sent in the same process). Still an upper bound, a closer one.`
      : `rt CPU    = the same: Miniflare runs no dev proxy, its one workerd process (${runtime.length}) is the runtime (the
            assets router, the Worker, local D1, KV, cache and the queue consumer with its e-mail).
            Miniflare's Node side and this client share the bench's process; neither is counted.`,
  );
  if (RUSH_SECONDS > 0) await rush();
} finally {
  if (PROFILE) for (const pid of workerdPids(server.root)) rmSync(`/tmp/perf-${pid}.map`, { force: true });
  await server.stop();
  rmSync(STATE_DIR, { recursive: true, force: true });
}

// Its own server on the next port, after this one stopped: the limits as deployed (tests/bench/stack.ts).
if (RUNTIME === "miniflare" && process.env.BENCH_STACK !== "0" && !(await printStack(BUILD_DIR, PORT + 1)))
  process.exitCode = 1;

if (BUILD_DIR === "build") {
  console.log("\nWorker bundle (npm run bundle:check):");
  measureBundle();
}
