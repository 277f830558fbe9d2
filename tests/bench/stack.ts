/**
 * The whole-stack load scenario of `npm run bench` (issue 54), also run alone with
 * `node tests/bench/stack.ts` against the ALREADY BUILT site (BUILD_DIR, default build/). A server of
 * its own on workerd (Miniflare, as production runs it) with the limits as deployed: no
 * PUBLIC_POST_CEILING_FACTOR, unlike the other scenarios, since whether innocent visitors meet a 429 is
 * the question. 50 visitors, each its own CF-Connecting-IP, arrive within `STACK_ARRIVAL_SECONDS` and
 * each, at a person's pace: opens an event of `STACK_SEATS` seats and books it (1 or 2 seats), takes
 * the whole mindset test (14 steps, a few seconds per question) and posts the contact form; all the
 * while one client floods the mindset test with `FLOOD_CONCURRENCY` posts in flight. Prints the 5xx
 * answers, the 429s to the visitors (by form), the oversold seats (D1 afterwards) and the visitors'
 * latency percentiles; all three counts must be 0. A measurement that prints figures, not a timed
 * test; only 127.0.0.1, bounded.
 */
import { rmSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { baseEventSlug } from "../../db/event-slug.ts";
import { MINDSET_QUESTIONS } from "../../app/features/people/mindset/questions.ts";
import { startMiniflare } from "./miniflare-server.ts";
import { executeSql, prepareBenchState, waitForServer } from "./load.ts";

export const STACK_VISITORS = 50;
/** The visitors' event: fewer seats than they ask for, so the last ones find it sold out. */
export const STACK_SEATS = 60;
const STACK_EVENT = "00000000-0000-4000-8000-0000000057ac";
const STACK_ADDRESS = baseEventSlug({ event_date: "2099-03-14", title: "Ganzer Stapel" });
/** The visitors arrive spread over this many seconds (a newsletter went out; all are on the site at once). */
const STACK_ARRIVAL_SECONDS = Number(process.env.BENCH_STACK_ARRIVAL_SECONDS ?? 60);
/** A person's time per question of the mindset test, in ms (reading and choosing), spread per visitor and step. */
const THINK_MS = [2500, 6500] as const;
const FLOODER = "10.251.0.1";
const FLOOD_CONCURRENCY = 4;
const FORM = "application/x-www-form-urlencoded";

type Kind = "page" | "booking" | "mindset" | "contact";
interface Sample {
  kind: Kind;
  ms: number;
  status: number;
}

export interface StackReport {
  ok: boolean;
  lines: string[];
}

/** A deterministic spread per visitor and step (the same run each time, no Math.random). */
const spread = (v: number, step: number, [low, high]: readonly [number, number]) =>
  low + (((v * 7919 + step * 104_729) % 1000) / 1000) * (high - low);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The answers of a mindset test up to question `step` (0-based), as the test's hidden fields carry them. */
function mindsetStep(step: number, v: number): URLSearchParams {
  const body = new URLSearchParams({ step: String(step) });
  for (const [i, question] of MINDSET_QUESTIONS.slice(0, step + 1).entries())
    body.set(question.id, String((v + i) % 4));
  return body;
}

async function scenario(base: string, bookingsInDb: () => Promise<{ tickets: number }>) {
  const samples: Sample[] = [];
  const floodStatuses = new Map<number, number>();
  let visitorsDone = 0;

  async function timed(kind: Kind, ip: string, path: string, body?: URLSearchParams): Promise<number> {
    const headers: Record<string, string> = { "CF-Connecting-IP": ip, "Accept-Encoding": "identity" };
    if (body) Object.assign(headers, { Origin: base, "Content-Type": FORM });
    const t0 = performance.now();
    const response = await fetch(`${base}${path}`, {
      method: body ? "POST" : "GET",
      headers,
      body: body ?? null,
      redirect: "manual",
    });
    await response.arrayBuffer();
    samples.push({ kind, ms: performance.now() - t0, status: response.status });
    return response.status;
  }

  async function visitor(v: number) {
    const ip = `10.210.${v >> 8}.${v & 255}`;
    await pause((v / STACK_VISITORS) * STACK_ARRIVAL_SECONDS * 1000);
    await timed("page", ip, `/events/${STACK_ADDRESS}`);
    await pause(spread(v, 0, [3000, 8000]));
    await timed(
      "booking",
      ip,
      `/events/${STACK_ADDRESS}.data`,
      new URLSearchParams({
        full_name: "Stapel Gast",
        email: `stapel${v}@example.de`,
        phone: "",
        num_tickets: String(1 + (v % 2)),
        idempotency_key: crypto.randomUUID(),
      }),
    );
    await timed("page", ip, "/mindsettest");
    for (let step = 0; step < MINDSET_QUESTIONS.length; step++) {
      await pause(spread(v, step + 1, THINK_MS));
      await timed("mindset", ip, "/mindsettest.data", mindsetStep(step, v));
    }
    await pause(spread(v, 99, [5000, 15000]));
    await timed(
      "contact",
      ip,
      "/contact.data",
      new URLSearchParams({
        name: "Stapel Gast",
        email: `stapel${v}@example.de`,
        message: "Hallo Johanna, ich habe den Test gemacht und hätte eine Frage zum Workshop.",
      }),
    );
    visitorsDone++;
  }

  async function flooder(k: number) {
    let n = 0;
    while (visitorsDone < STACK_VISITORS) {
      const response = await fetch(`${base}/mindsettest.data`, {
        method: "POST",
        headers: { "CF-Connecting-IP": FLOODER, Origin: base, "Content-Type": FORM },
        body: mindsetStep((k + n++) % MINDSET_QUESTIONS.length, k),
        redirect: "manual",
      });
      await response.arrayBuffer();
      floodStatuses.set(response.status, (floodStatuses.get(response.status) ?? 0) + 1);
    }
  }

  const started = performance.now();
  await Promise.all([
    ...Array.from({ length: STACK_VISITORS }, (_, v) => visitor(v + 1)),
    ...Array.from({ length: FLOOD_CONCURRENCY }, (_, k) => flooder(k)),
  ]);
  const seconds = (performance.now() - started) / 1000;

  const lines: string[] = [];
  const count = (predicate: (s: Sample) => boolean) => samples.filter(predicate).length;
  const byKind = (status: number) =>
    (["page", "booking", "mindset", "contact"] as const)
      .map((kind) => `${kind} ${count((s) => s.kind === kind && s.status === status)}`)
      .join(", ");
  const server5xx = count((s) => s.status >= 500) + [...floodStatuses].filter(([s]) => s >= 500).length;
  const innocent429 = count((s) => s.status === 429);
  const sold = (await bookingsInDb()).tickets;
  const oversold = Math.max(0, sold - STACK_SEATS);
  const bookings = samples.filter((s) => s.kind === "booking");
  const pct = (values: number[], p: number) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
  };
  const percentiles = (kind?: Kind) => {
    const ms = samples.filter((s) => !kind || s.kind === kind).map((s) => s.ms);
    return `p50 ${pct(ms, 50).toFixed(1)} ms, p95 ${pct(ms, 95).toFixed(1)} ms, p99 ${pct(ms, 99).toFixed(1)} ms (${ms.length})`;
  };
  lines.push(
    `${STACK_VISITORS} visitors in ${seconds.toFixed(0)} s, ${samples.length} requests; the flooder's mindset posts: ${
      [...floodStatuses].map(([status, n]) => `${n}×${status}`).join(" ") || "none"
    }`,
  );
  lines.push(
    `bookings: ${bookings.filter((s) => s.status === 200).length} answered 200, ${bookings.filter((s) => s.status === 409).length} sold out (409); ${sold} of ${STACK_SEATS} seats taken in D1`,
  );
  lines.push(`5xx answers: ${server5xx}`);
  lines.push(`429s to the visitors: ${innocent429} (${byKind(429)})`);
  lines.push(`oversold seats: ${oversold}`);
  lines.push(`visitors' latency, all requests: ${percentiles()}`);
  for (const kind of ["page", "booking", "mindset", "contact"] as const) lines.push(`  ${kind}: ${percentiles(kind)}`);
  const other = samples.filter((s) => s.status >= 400 && s.status !== 409 && s.status !== 429 && s.status < 500);
  if (other.length) {
    const tally = new Map<string, number>();
    for (const s of other) tally.set(`${s.kind} ${s.status}`, (tally.get(`${s.kind} ${s.status}`) ?? 0) + 1);
    lines.push(`other refusals of the visitors: ${[...tally].map(([what, n]) => `${n}× ${what}`).join(", ")}`);
  }
  const ok = server5xx === 0 && innocent429 === 0 && oversold === 0 && other.length === 0;
  return { ok, lines };
}

/** Starts a server of its own on `port` with the limits as deployed, runs the scenario, stops it. */
export async function runStack(buildDir: string, port: number): Promise<StackReport> {
  const stateDir = `.wrangler/bench-stack-${port}`;
  prepareBenchState(stateDir);
  executeSql(
    stateDir,
    `INSERT INTO klarsinn_events (id, slug, title, description, category, event_date, start_time, end_time, location, max_attendees, price, price_cents, currency)
     VALUES ('${STACK_EVENT}', '${STACK_ADDRESS}', 'Ganzer Stapel', 'Nur für die Messung.', 'Workshop', '2099-03-14', '10:00', '14:00', 'Online', ${STACK_SEATS}, 49, 4900, 'EUR')`,
  );
  const base = `http://127.0.0.1:${port}`;
  const miniflare = await startMiniflare({
    buildDir,
    port,
    stateDir,
    // The limits as deployed: no PUBLIC_POST_CEILING_FACTOR.
    vars: { TOKEN_SECRET: "bench-only-secret-9d1f3b5a7c2e4068f13579bd" },
    queueConsumers: true,
  });
  try {
    await waitForServer(base);
    const db = await miniflare.getD1Database("DB");
    return await scenario(base, async () => ({
      tickets:
        (await db
          .prepare(
            "SELECT COALESCE(SUM(num_tickets), 0) AS n FROM klarsinn_booking WHERE event_id = ? AND status != 'cancelled'",
          )
          .bind(STACK_EVENT)
          .first<number>("n")) ?? 0,
    }));
  } finally {
    await miniflare.dispose();
    rmSync(stateDir, { recursive: true, force: true });
  }
}

/** The heading and figures as `npm run bench` prints them. */
export async function printStack(buildDir: string, port: number): Promise<boolean> {
  console.log(
    `\nWhole stack (limits as deployed): ${STACK_VISITORS} visitors (each its own address) arrive within ${STACK_ARRIVAL_SECONDS} s, each books, takes the mindset test and writes to the contact form; one client floods the mindset test:`,
  );
  const report = await runStack(buildDir, port);
  for (const line of report.lines) console.log(`  ${line}`);
  console.log(`  ${report.ok ? "PASS" : "FAIL"}`);
  return report.ok;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const ok = await printStack(process.env.BUILD_DIR ?? "build", Number(process.env.BENCH_STACK_PORT ?? 8865));
  if (!ok) process.exitCode = 1;
}
