/**
 * `npm run bench`: how much does rendering cost? Starts the ALREADY BUILT site (BUILD_DIR, default
 * build/) on workerd with a fresh local state of its own, then measures requests per second and
 * p50/p99 latency for the events overview, an event page, a booking POST and a static file of
 * the same server, and prints each page's cost relative to the static file.
 * Only 127.0.0.1, bounded loops; a measurement script, not a test.
 */
import { execFileSync, spawn } from "node:child_process";
import { rmSync } from "node:fs";

const PORT = Number(process.env.BENCH_PORT ?? 8863);
const BASE = `http://127.0.0.1:${PORT}`;
const BUILD_DIR = process.env.BUILD_DIR ?? "build";
const STATE_DIR = `.wrangler/bench-state-${PORT}`;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 400);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 10);
const WARMUP = 30;
/** A separate event with room for every booking the benchmark makes, so it never sells out. */
const BENCH_EVENT = "00000000-0000-4000-8000-0000000be4c4";

const env = {
  ...process.env,
  LOCAL_STATE_DIR: STATE_DIR,
  WRANGLER_SEND_METRICS: "false",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
};

function prepareState() {
  rmSync(STATE_DIR, { recursive: true, force: true });
  execFileSync("node", ["db/prepare-local.ts"], { env, stdio: "ignore" });
  const insert = `INSERT INTO klarsinn_events (id, title, description, category, event_date, start_time, end_time, location, max_attendees, price, currency)
    VALUES ('${BENCH_EVENT}', 'Benchmark-Workshop', 'Nur für die Messung.', 'Workshop', '2099-01-15', '10:00', '14:00', 'Online', 1000000, 49, 'EUR')`;
  execFileSync("wrangler", ["d1", "execute", "DB", "--local", "--persist-to", STATE_DIR, "--command", insert], {
    env,
    stdio: "ignore",
  });
}

async function waitForServer(timeoutMs = 90_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(`${BASE}/healthz`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`Server did not start on ${BASE}`);
}

interface Scenario {
  name: string;
  request: (i: number) => Request;
  /** Expected status; anything else counts as an error. */
  status: number;
}

let bookingCounter = 0;
const scenarios: Scenario[] = [
  { name: "GET /favicon.svg (static)", request: () => new Request(`${BASE}/favicon.svg`), status: 200 },
  { name: "GET /events", request: () => new Request(`${BASE}/events`), status: 200 },
  { name: "GET /events/{id}", request: () => new Request(`${BASE}/events/${BENCH_EVENT}`), status: 200 },
  {
    name: "POST /events/{id} (booking)",
    request: () => {
      const n = ++bookingCounter;
      return new Request(`${BASE}/events/${BENCH_EVENT}`, {
        method: "POST",
        headers: {
          Origin: BASE,
          "Content-Type": "application/x-www-form-urlencoded",
          // Every booking from its own address, so the per-client rate limit is not what is measured.
          "CF-Connecting-IP": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
        },
        body: new URLSearchParams({
          full_name: `Bench Gast ${n}`,
          email: `bench${n}@example.de`,
          num_tickets: "1",
        }),
      });
    },
    status: 200,
  },
];

async function run(scenario: Scenario, total: number) {
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  async function worker() {
    while (next < total) {
      const i = next++;
      const t0 = performance.now();
      const response = await fetch(scenario.request(i), { redirect: "manual" });
      await response.arrayBuffer();
      latencies.push(performance.now() - t0);
      if (response.status !== scenario.status) errors++;
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0;
  return { rps: total / seconds, p50: pct(50), p99: pct(99), errors };
}

prepareState();
const server = spawn(
  "wrangler",
  [
    "dev",
    "-c",
    `${BUILD_DIR}/server/wrangler.json`,
    "--ip",
    "127.0.0.1",
    "--port",
    String(PORT),
    "--persist-to",
    STATE_DIR,
    "--var",
    "TOKEN_SECRET:bench-only-secret-9d1f3b5a7c2e4068f13579bd",
    // 400 bookings in seconds are the point here: lift the site-wide form ceiling for this run only.
    "--var",
    "PUBLIC_POST_CEILING_FACTOR:100",
    "--show-interactive-dev-session=false",
    "--log-level",
    "error",
  ],
  { env, stdio: "ignore" },
);
const stop = () => server.kill("SIGTERM");
process.on("SIGINT", () => {
  stop();
  process.exit(130);
});

try {
  await waitForServer();
  console.log(`Benchmark: ${REQUESTS} requests per scenario, concurrency ${CONCURRENCY}, ${BASE} (${BUILD_DIR})\n`);
  const results: { name: string; rps: number; p50: number; p99: number; errors: number }[] = [];
  for (const scenario of scenarios) {
    await run(scenario, WARMUP);
    results.push({ name: scenario.name, ...(await run(scenario, REQUESTS)) });
  }
  const staticRps = results[0]!.rps;
  const pad = (value: string, width: number) => value.padStart(width);
  console.log(
    `${"scenario".padEnd(30)}${pad("req/s", 9)}${pad("p50 ms", 9)}${pad("p99 ms", 9)}${pad("x static", 10)}${pad("errors", 8)}`,
  );
  for (const r of results) {
    console.log(
      `${r.name.padEnd(30)}${pad(r.rps.toFixed(0), 9)}${pad(r.p50.toFixed(1), 9)}${pad(r.p99.toFixed(1), 9)}${pad(
        (staticRps / r.rps).toFixed(1),
        10,
      )}${pad(String(r.errors), 8)}`,
    );
  }
  console.log("\nx static = how many times more time one request takes than the static file (req/s ratio).");
} finally {
  stop();
  rmSync(STATE_DIR, { recursive: true, force: true });
}
