/**
 * `npm run bench:compare`: is build B cheaper than build A? A single bench run moves by 10 % and
 * more with whatever else the machine does (two servers from ONE build differed by 6 % in four
 * rounds, docs/performance-history.md, 2026-11-25 night), so one run each cannot show a change of
 * a few per cent. This starts both builds at once on Miniflare, each with a fresh state of its own,
 * and alternates the load between them round by round (A B, B A, …), so that both meet the same
 * machine. Per round and server: the static file's throughput, then the scenario's, and the
 * scenario's workerd CPU per request from /proc. Prints every round and the medians.
 *
 *   BENCH_A=build-before [BENCH_B=build] [BENCH_ONLY=JS] [BENCH_ROUNDS=12] npm run bench:compare
 *
 * BENCH_A_SQL runs SQL against A's database after it was prepared (an index taken away, say), for
 * changes that live in the database rather than in the build. BENCH_NO_CONSUMER=1 as for the bench.
 * A measurement, not a test; only 127.0.0.1.
 */
import { rmSync } from "node:fs";
import { startMiniflare } from "./miniflare-server.ts";
import {
  BENCH_VARS,
  chosenScenarios,
  cpuMs,
  executeSql,
  median,
  prepareBenchState,
  runLoad,
  waitForServer,
  workerdPids,
} from "./load.ts";

const A = process.env.BENCH_A;
const B = process.env.BENCH_B ?? "build";
if (!A) throw new Error("BENCH_A=<build folder> names the build to compare with (BENCH_B, default build/)");
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 12);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 400);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 10);
const WARMUP = 30;
const [staticFile, ...measured] = chosenScenarios(process.env.BENCH_ONLY ?? "JS");
const scenario = measured[0];
if (!staticFile || !scenario) throw new Error("BENCH_ONLY matches no scenario");

interface Round {
  staticRps: number;
  rps: number;
  cpu: number;
  errors: number;
}

async function startServer(label: string, buildDir: string, port: number, sql?: string) {
  const stateDir = `.wrangler/bench-compare-${port}`;
  prepareBenchState(stateDir);
  if (sql) executeSql(stateDir, sql);
  const before = new Set(workerdPids(process.pid));
  const miniflare = await startMiniflare({
    buildDir,
    port,
    stateDir,
    vars: BENCH_VARS,
    queueConsumers: process.env.BENCH_NO_CONSUMER !== "1",
  });
  const base = `http://127.0.0.1:${port}`;
  await waitForServer(base);
  // This server's workerd: the one that was not there before it started.
  const pids = workerdPids(process.pid).filter((pid) => !before.has(pid));
  return { label, buildDir, base, pids, miniflare, stateDir, rounds: [] as Round[] };
}

const servers = [await startServer("A", A, 8871, process.env.BENCH_A_SQL), await startServer("B", B, 8872)];
try {
  console.log(
    `Comparing A = ${A}${process.env.BENCH_A_SQL ? " (with BENCH_A_SQL)" : ""} and B = ${B}: "${scenario.name}", ${ROUNDS} rounds of ${REQUESTS} requests, ${CONCURRENCY} at a time, alternating\n`,
  );
  for (let round = 0; round < ROUNDS; round++) {
    for (const server of round % 2 === 0 ? servers : [...servers].reverse()) {
      await runLoad(staticFile, server.base, WARMUP, CONCURRENCY);
      const staticLoad = await runLoad(staticFile, server.base, REQUESTS, CONCURRENCY);
      await runLoad(scenario, server.base, WARMUP, CONCURRENCY);
      const cpuBefore = cpuMs(server.pids);
      const load = await runLoad(scenario, server.base, REQUESTS, CONCURRENCY);
      server.rounds.push({
        staticRps: staticLoad.rps,
        rps: load.rps,
        cpu: (cpuMs(server.pids) - cpuBefore) / REQUESTS,
        errors: load.errors + staticLoad.errors,
      });
    }
  }
  const row = (values: number[], digits: number) => values.map((value) => value.toFixed(digits).padStart(6)).join("");
  const summary = servers.map((server) => {
    const cost = server.rounds.map((r) => r.staticRps / r.rps);
    const cpu = server.rounds.map((r) => r.cpu);
    console.log(`${server.label} (${server.buildDir})`);
    console.log(
      `  req/s   ${row(
        server.rounds.map((r) => r.rps),
        0,
      )}`,
    );
    console.log(`  cost ×  ${row(cost, 2)}`);
    console.log(`  CPU ms  ${row(cpu, 2)}`);
    const errors = server.rounds.reduce((sum, r) => sum + r.errors, 0);
    if (errors) console.log(`  ${errors} unexpected answers`);
    return { cost: median(cost), cpu: median(cpu) };
  });
  const [a, b] = summary as [{ cost: number; cpu: number }, { cost: number; cpu: number }];
  console.log(`
median     cost ×   CPU ms
A         ${a.cost.toFixed(2).padStart(7)}  ${a.cpu.toFixed(2).padStart(7)}
B         ${b.cost.toFixed(2).padStart(7)}  ${b.cpu.toFixed(2).padStart(7)}
B / A     ${(b.cost / a.cost).toFixed(2).padStart(7)}  ${(b.cpu / a.cpu).toFixed(2).padStart(7)}

cost × = the static file's throughput over the scenario's, both from the same server in the same round.
CPU ms = CPU time of that server's workerd process per request (Worker, local D1, cache, queues).
Rounds run in order, and a booking scenario's event fills up over them: compare column by column.`);
} finally {
  for (const server of servers) {
    await server.miniflare.dispose();
    rmSync(server.stateDir, { recursive: true, force: true });
  }
}
