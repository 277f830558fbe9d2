/**
 * What `npm run bench` and `npm run bench:compare` share: the state a server starts from, the
 * requests of each scenario, the load loop, and the CPU time of workerd processes from /proc.
 */
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, rmSync } from "node:fs";
import { rushEventsSql } from "./rush.ts";
import { seedAppointmentTypeId } from "../../db/seed-data.ts";
import { baseEventSlug } from "../../db/event-slug.ts";

/** A separate event with room for every booking the benchmark makes, so it never sells out. */
export const BENCH_EVENT = "00000000-0000-4000-8000-0000000be4c4";
/** Its readable address (decision 0168), where its page and form live. */
export const BENCH_EVENT_ADDRESS = baseEventSlug({ event_date: "2099-01-15", title: "Benchmark-Workshop" });

/** The Worker's variables in a benchmark. */
export const BENCH_VARS = {
  TOKEN_SECRET: "bench-only-secret-9d1f3b5a7c2e4068f13579bd",
  // 400 bookings in seconds are the point here: lift the site-wide form ceiling for this run only.
  PUBLIC_POST_CEILING_FACTOR: "100",
};

/** The environment of the wrangler commands a benchmark runs, for a state folder of its own. */
export const benchEnv = (stateDir: string) => ({
  ...process.env,
  LOCAL_STATE_DIR: stateDir,
  WRANGLER_SEND_METRICS: "false",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
});

/** A fresh local state in `stateDir`: migrated and seeded (scripts/prepare-local-db.ts), plus the bench's event. */
export function prepareBenchState(stateDir: string): void {
  const env = benchEnv(stateDir);
  rmSync(stateDir, { recursive: true, force: true });
  execFileSync("node", ["scripts/prepare-local-db.ts"], { env, stdio: "ignore" });
  const insert = `INSERT INTO klarsinn_events (id, slug, title, description, category, event_date, start_time, end_time, location, max_attendees, price, price_cents, currency)
    VALUES ('${BENCH_EVENT}', '${BENCH_EVENT_ADDRESS}', 'Benchmark-Workshop', 'Nur für die Messung.', 'Workshop', '2099-01-15', '10:00', '14:00', 'Online', 1000000, 49, 4900, 'EUR')`;
  executeSql(stateDir, insert);
  // The launch rush's three small events (tests/bench/rush.ts).
  for (const sql of rushEventsSql) executeSql(stateDir, sql);
}

/** Runs SQL against the local D1 database of `stateDir`. */
export function executeSql(stateDir: string, sql: string): void {
  execFileSync("wrangler", ["d1", "execute", "DB", "--local", "--persist-to", stateDir, "--command", sql], {
    env: benchEnv(stateDir),
    stdio: "ignore",
  });
}

export async function waitForServer(base: string, timeoutMs = 90_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`Server did not start on ${base}`);
}

export interface Scenario {
  name: string;
  /** The i-th request against the server at `base`. */
  request: (base: string, i: number) => Request;
  /** Expected status; anything else counts as an error. */
  status: number;
}

let bookingCounter = 0;
/**
 * Like wrk, no compression: locally workerd gzips text answers inside its own process, which would
 * charge a 40 KB page (not the 234-byte favicon) with work that Cloudflare's edge does outside the
 * Worker's CPU time in production.
 */
const IDENTITY = { "Accept-Encoding": "identity" };
const page = (name: string, path: string, headers: Record<string, string> = {}): Scenario => ({
  name,
  request: (base) => new Request(`${base}${path}`, { headers: { ...IDENTITY, ...headers } }),
  status: 200,
});
/**
 * A booking as the form sends it: with JavaScript a fetcher posts to the route's `.data` URL and
 * gets the action's answer only; without, the browser posts the document and gets the whole page.
 */
function booking(name: string, path: string): Scenario {
  return {
    name,
    request: (base) => {
      const n = ++bookingCounter;
      return new Request(`${base}${path}`, {
        method: "POST",
        headers: {
          ...IDENTITY,
          Origin: base,
          "Content-Type": "application/x-www-form-urlencoded",
          // Every booking from its own address, so the per-client rate limit is not what is measured.
          "CF-Connecting-IP": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
        },
        body: new URLSearchParams({
          full_name: "Bench Gast",
          email: `bench${n}@example.de`,
          num_tickets: "1",
          idempotency_key: crypto.randomUUID(),
        }),
      });
    },
    status: 200,
  };
}
/** Any Cookie header makes the page cache step aside (app/lib/page-cache.server.ts): the render cost. */
const rendered = { Cookie: "bench=1" };

/** Every scenario, the static file first: the others are measured against it. */
export const SCENARIOS: Scenario[] = [
  page("GET /favicon.svg (static)", "/favicon.svg"),
  page("GET / (cached)", "/"),
  page("GET /angebote (cached)", "/angebote"),
  page("GET /sinn (cached)", "/sinn"),
  page("GET /events (cached)", "/events"),
  page("GET /events/{id} (cached)", `/events/${BENCH_EVENT_ADDRESS}`),
  page("GET / (rendered)", "/", rendered),
  page("GET /events (rendered)", "/events", rendered),
  page("GET /events/{id} (rendered)", `/events/${BENCH_EVENT_ADDRESS}`, rendered),
  // The seeded intro call's free times for its 60 days: one D1 batch plus the computation in memory
  // (app/features/products/sessions/slots.server.ts); the render's CPU is their upper bound.
  page("GET /termin?art={intro} (rendered)", `/termin?art=${seedAppointmentTypeId(1)}&ort=online`, rendered),
  booking("POST /events/{id}.data (booking, JS)", `/events/${BENCH_EVENT_ADDRESS}.data`),
  booking("POST /events/{id} (booking, no JS)", `/events/${BENCH_EVENT_ADDRESS}`),
];

/** `BENCH_ONLY=booking` keeps the scenarios whose name contains one of its comma-separated words (the static file always). */
export function chosenScenarios(only = process.env.BENCH_ONLY ?? ""): Scenario[] {
  const words = only.split(",").filter(Boolean);
  return SCENARIOS.filter((s, i) => i === 0 || words.length === 0 || words.some((word) => s.name.includes(word)));
}

/** `total` requests of a scenario, `concurrency` at a time: throughput, latencies and unexpected answers. */
export async function runLoad(scenario: Scenario, base: string, total: number, concurrency: number) {
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  let next = 0;
  const started = performance.now();
  async function worker() {
    while (next < total) {
      const i = next++;
      const t0 = performance.now();
      const response = await fetch(scenario.request(base, i), { redirect: "manual" });
      await response.arrayBuffer();
      latencies.push(performance.now() - t0);
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0;
  const errors = [...statuses].filter(([status]) => status !== scenario.status);
  return {
    rps: total / seconds,
    p50: pct(50),
    p99: pct(99),
    errors: errors.reduce((sum, [, n]) => sum + n, 0),
    errorStatuses: errors.map(([status, n]) => `${n}×${status}`).join(" "),
  };
}

/**
 * The workerd processes under the server's process: wrangler dev runs its proxy and, in another,
 * the Worker with its local D1; Miniflare in this process runs one workerd with all of them.
 */
export function workerdPids(root: number): number[] {
  const children = new Map<number, number[]>();
  const names = new Map<number, string>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const name = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      names.set(Number(entry), name);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // the process ended meanwhile
    }
  }
  const found: number[] = [];
  const visit = (pid: number) => {
    for (const child of children.get(pid) ?? []) {
      if (names.get(child) === "workerd") found.push(child);
      visit(child);
    }
  };
  visit(root);
  return found;
}

/** CPU time (user + system) of the given processes in milliseconds (/proc, clock ticks of 10 ms). */
export function cpuMs(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // gone
    }
  }
  return ticks * 10;
}

/** The middle value (the upper one of an even count). */
export const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
