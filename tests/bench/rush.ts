/**
 * The launch rush of `npm run bench` (decisions 0115, 0116): 50 visitors, each its own address,
 * browse and book three small events for a minute (`BENCH_RUSH_SECONDS`, default 60), the first half
 * alone and the second half while one address floods the event page and the contact form with bad
 * posts. Checks, from the answers and from D1 afterwards: nothing oversold, no 5xx, every booking
 * answered 200 is in D1 and every booking in D1 was answered 200, and the visitors' median and
 * p99 latency with the flood at most `SLOWDOWN_LIMIT` times without it. Bounded, 127.0.0.1 only.
 */
import { baseEventSlug } from "../../db/event-slug.ts";

/** Three events of 40 seats: 50 visitors holding up to 3 unconfirmed bookings each sell them out. */
export const RUSH_EVENTS = [
  "00000000-0000-4000-8000-00000000a5a1",
  "00000000-0000-4000-8000-00000000a5a2",
  "00000000-0000-4000-8000-00000000a5a3",
] as const;
export const RUSH_SEATS = 40;
export const RUSH_VISITORS = 50;
/** The flood may make the others' median and p99 at most this many times slower (stated figure). */
export const SLOWDOWN_LIMIT = 2;
const FLOODER = "10.250.0.1";
/** How many bad posts the flooding address keeps in flight at once. */
const FLOOD_CONCURRENCY = 4;

/** Each rush event's readable address (decision 0168): its page and its form are there. */
const rushAddress = (i: number) => baseEventSlug({ event_date: `2099-02-1${i}`, title: `Ansturm ${i + 1}` });

export const rushEventsSql = RUSH_EVENTS.map(
  (
    id,
    i,
  ) => `INSERT INTO klarsinn_events (id, slug, title, description, category, event_date, start_time, end_time, location, max_attendees, price, price_cents, currency)
    VALUES ('${id}', '${rushAddress(i)}', 'Ansturm ${i + 1}', 'Nur für die Messung.', 'Workshop', '2099-02-1${i}', '10:00', '14:00', 'Online', ${RUSH_SEATS}, 49, 4900, 'EUR')`,
);

interface Sample {
  kind: "browse" | "book";
  ms: number;
  status: number;
  phase: "quiet" | "flood";
}

const IDENTITY = { "Accept-Encoding": "identity" };

export interface RushReport {
  ok: boolean;
  lines: string[];
}

/**
 * Runs the rush against `base`; `bookingsInDb` reads the stored, not cancelled bookings of the
 * rush events (email and tickets) once the load is over.
 */
export async function runRush(
  base: string,
  seconds: number,
  bookingsInDb: () => Promise<{ event_id: string; email: string; num_tickets: number }[]>,
): Promise<RushReport> {
  const samples: Sample[] = [];
  const committed = new Set<string>();
  const refusedBookings = new Map<number, number>();
  const floodStatuses = new Map<number, number>();
  const started = performance.now();
  const halfway = started + (seconds * 1000) / 2;
  const end = started + seconds * 1000;
  const phase = () => (performance.now() < halfway ? "quiet" : "flood");
  let bookingNumber = 0;

  async function timed(kind: Sample["kind"], request: Request): Promise<Response> {
    const t0 = performance.now();
    const response = await fetch(request, { redirect: "manual" });
    await response.arrayBuffer();
    samples.push({ kind, ms: performance.now() - t0, status: response.status, phase: phase() });
    return response;
  }

  async function visitor(v: number) {
    const ip = `10.200.${v >> 8}.${v & 255}`;
    while (performance.now() < end) {
      const event = rushAddress((v + bookingNumber) % RUSH_EVENTS.length);
      await timed("browse", new Request(`${base}/events`, { headers: IDENTITY }));
      await timed("browse", new Request(`${base}/events/${event}`, { headers: IDENTITY }));
      const email = `rush${++bookingNumber}@example.de`;
      const response = await timed(
        "book",
        new Request(`${base}/events/${event}.data`, {
          method: "POST",
          headers: {
            ...IDENTITY,
            Origin: base,
            "Content-Type": "application/x-www-form-urlencoded",
            "CF-Connecting-IP": ip,
          },
          body: new URLSearchParams({
            full_name: "Rush Gast",
            email,
            num_tickets: String(1 + (bookingNumber % 2)),
            idempotency_key: crypto.randomUUID(),
          }),
        }),
      );
      if (response.status === 200) committed.add(email);
      else refusedBookings.set(response.status, (refusedBookings.get(response.status) ?? 0) + 1);
      // A person reads the answer before the next click.
      await new Promise((resolve) => setTimeout(resolve, 200 + ((v * 37) % 300)));
    }
  }

  async function flooder(k: number) {
    while (performance.now() < halfway) await new Promise((resolve) => setTimeout(resolve, 50));
    let n = 0;
    while (performance.now() < end) {
      const bad =
        (k + n++) % 2
          ? new Request(`${base}/events/${rushAddress(0)}.data`, {
              method: "POST",
              headers: {
                Origin: base,
                "Content-Type": "application/x-www-form-urlencoded",
                "CF-Connecting-IP": FLOODER,
              },
              body: new URLSearchParams({ full_name: "x", email: "kaputt", num_tickets: "99" }),
            })
          : new Request(`${base}/contact`, {
              method: "POST",
              headers: {
                Origin: base,
                "Content-Type": "application/x-www-form-urlencoded",
                "CF-Connecting-IP": FLOODER,
              },
              body: new URLSearchParams({ name: "", email: "kaputt", message: "" }),
            });
      const response = await fetch(bad, { redirect: "manual" });
      await response.arrayBuffer();
      floodStatuses.set(response.status, (floodStatuses.get(response.status) ?? 0) + 1);
    }
  }

  await Promise.all([
    ...Array.from({ length: RUSH_VISITORS }, (_, v) => visitor(v + 1)),
    ...Array.from({ length: FLOOD_CONCURRENCY }, (_, k) => flooder(k)),
  ]);

  const stored = await bookingsInDb();
  const lines: string[] = [];
  let ok = true;
  const fail = (line: string) => {
    ok = false;
    lines.push(`FAIL ${line}`);
  };

  for (const event of RUSH_EVENTS) {
    const sold = stored.filter((row) => row.event_id === event).reduce((sum, row) => sum + row.num_tickets, 0);
    lines.push(`event ${event.slice(-4)}: ${sold} of ${RUSH_SEATS} seats taken`);
    if (sold > RUSH_SEATS) fail(`event ${event} oversold: ${sold} > ${RUSH_SEATS}`);
  }
  const storedEmails = new Set(stored.map((row) => row.email));
  const missing = [...committed].filter((email) => !storedEmails.has(email));
  const unreported = [...storedEmails].filter((email) => !committed.has(email));
  lines.push(
    `bookings answered 200: ${committed.size}; in D1: ${storedEmails.size}; answered 200 but not stored: ${missing.length}; stored but not answered 200: ${unreported.length}`,
  );
  if (missing.length || unreported.length) fail("a booking's answer and D1 disagree");
  const refused = [...refusedBookings].map(([status, n]) => `${n}×${status}`).join(" ");
  lines.push(
    `bookings refused: ${refused || "none"} (409: sold out with a waiting-list offer, or the caps on unconfirmed holds)`,
  );
  const server5xx = samples.filter((s) => s.status >= 500).length + [...floodStatuses].filter(([s]) => s >= 500).length;
  const flood = [...floodStatuses].map(([status, n]) => `${n}×${status}`).join(" ");
  lines.push(`flood from one address (second half): ${flood || "none"}`);
  if (server5xx) fail(`${server5xx} answers with 5xx`);

  const pct = (values: number[], p: number) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
  };
  const of = (p: Sample["phase"]) => samples.filter((s) => s.phase === p).map((s) => s.ms);
  const [quiet, flooded] = [of("quiet"), of("flood")];
  const [q50, q99, f50, f99] = [pct(quiet, 50), pct(quiet, 99), pct(flooded, 50), pct(flooded, 99)];
  lines.push(
    `visitors' requests: ${quiet.length} without the flood (p50 ${q50.toFixed(1)} ms, p99 ${q99.toFixed(1)} ms), ${flooded.length} with it (p50 ${f50.toFixed(1)} ms, p99 ${f99.toFixed(1)} ms): ×${(f50 / q50).toFixed(2)} and ×${(f99 / q99).toFixed(2)} (limit ×${SLOWDOWN_LIMIT})`,
  );
  if (f50 > SLOWDOWN_LIMIT * q50 || f99 > SLOWDOWN_LIMIT * q99)
    fail(`the flood slowed the visitors beyond ×${SLOWDOWN_LIMIT}`);
  return { ok, lines };
}
