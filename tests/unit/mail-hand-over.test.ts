import { env } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { createBooking } from "../../app/features/core/booking/booking.server";
import { runBookingLifecycle } from "../../app/features/core/booking/lifecycle.server";
import {
  enqueueOutbox,
  enqueueOutboxBehindAnswer,
  QUEUE_SEND_BATCH_LIMIT,
  requeueStrandedMail,
  STRANDED_AFTER_MINUTES,
  strandedMailQuery,
} from "../../app/features/core/mail/outbox.server";
import { OLDEST_QUEUED_MAIL_SQL } from "../../app/features/compositions/ops/health.server";
import { BOOKINGS, insertEvent } from "./booking-fixtures";
import { queryPlan } from "./query-plan";

type Sent = { ids: string[]; outcome: "sent" | "refused" };

/** The real local queue, with every `sendBatch` and its outcome written down (docs/decisions/0084). */
function watchedQueue(): { queue: Env["MAIL_QUEUE"]; sends: Sent[] } {
  const sends: Sent[] = [];
  const queue = {
    send: env.MAIL_QUEUE.send.bind(env.MAIL_QUEUE),
    async sendBatch(messages: Iterable<MessageSendRequest<{ outboxId: string }>>) {
      const list = [...messages];
      const record: Sent = { ids: list.map((m) => m.body.outboxId), outcome: "refused" };
      sends.push(record);
      const result = await env.MAIL_QUEUE.sendBatch(list);
      record.outcome = "sent";
      return result;
    },
  } as unknown as Env["MAIL_QUEUE"];
  return { queue, sends };
}

const ids = (n: number) => Array.from({ length: n }, () => crypto.randomUUID());
const visitor = (i: number) => ({ full_name: `Gast ${i}`, email: `gast${i}@example.de`, phone: "", num_tickets: 1 });

describe("handing outbox rows to the queue", () => {
  it("the local queue refuses more than 100 messages in one send, as Cloudflare's does (the limit below is real)", async () => {
    const messages = (n: number) => ids(n).map((outboxId) => ({ body: { outboxId } }));
    await expect(env.MAIL_QUEUE.sendBatch(messages(QUEUE_SEND_BATCH_LIMIT))).resolves.not.toThrow();
    // Locally the refusal surfaces as an internal error; Cloudflare's says the batch exceeds 100.
    await expect(env.MAIL_QUEUE.sendBatch(messages(QUEUE_SEND_BATCH_LIMIT + 1))).rejects.toThrow();
  });

  it("hands 250 rows (a busy morning's reminders) over in sends of at most 100, none refused", async () => {
    const { queue, sends } = watchedQueue();
    const rows = ids(250);
    await enqueueOutbox({ MAIL_QUEUE: queue }, rows);
    expect(sends.map((s) => s.ids.length)).toEqual([100, 100, 50]);
    expect(sends.every((s) => s.outcome === "sent")).toBe(true);
    expect(sends.flatMap((s) => s.ids)).toEqual(rows);
  });

  it("behind the answer: rows of requests finishing together travel in one send; later rows in the next", async () => {
    const { queue, sends } = watchedQueue();
    const [a, b, c, d] = [ids(1), ids(1), ids(2), ids(1)];
    const first = enqueueOutboxBehindAnswer({ MAIL_QUEUE: queue }, a);
    const second = enqueueOutboxBehindAnswer({ MAIL_QUEUE: queue }, b);
    const third = enqueueOutboxBehindAnswer({ MAIL_QUEUE: queue }, c);
    // Nothing is sent while the requests are still answering.
    expect(sends).toHaveLength(0);
    await Promise.all([first, second, third]);
    expect(sends).toEqual([{ ids: [...a, ...b, ...c], outcome: "sent" }]);

    await enqueueOutboxBehindAnswer({ MAIL_QUEUE: queue }, d);
    expect(sends).toHaveLength(2);
    expect(sends[1]).toEqual({ ids: d, outcome: "sent" });
  });

  it("a booking answers before its e-mail reaches the queue, and the e-mail gets there", async () => {
    const { queue, sends } = watchedQueue();
    const event = await insertEvent({ max_attendees: 10 });
    const result = await createBooking({ ...env, MAIL_QUEUE: queue }, event.id, visitor(1));
    expect(result.ok).toBe(true);
    const outbox = await env.DB.prepare("SELECT id FROM mail_outbox WHERE ref_id = ?")
      .bind(result.ok ? result.bookingId : "")
      .all<{ id: string }>();
    expect(outbox.results).toHaveLength(1);
    expect(sends).toHaveLength(0);
    await vi.waitFor(() => expect(sends).toEqual([{ ids: [outbox.results[0]!.id], outcome: "sent" }]));
  });

  it("ten bookings at the same moment: every confirmation reaches the queue exactly once", async () => {
    const { queue, sends } = watchedQueue();
    const event = await insertEvent({ max_attendees: 20 });
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => createBooking({ ...env, MAIL_QUEUE: queue }, event.id, visitor(10 + i))),
    );
    expect(results.every((r) => r.ok)).toBe(true);
    const outbox = await env.DB.prepare(
      `SELECT o.id FROM mail_outbox o JOIN ${BOOKINGS} b ON b.id = o.ref_id WHERE b.event_id = ?`,
    )
      .bind(event.id)
      .all<{ id: string }>();
    expect(outbox.results).toHaveLength(10);
    await vi.waitFor(() =>
      expect(new Set(sends.flatMap((s) => s.ids))).toEqual(new Set(outbox.results.map((r) => r.id))),
    );
    expect(sends.every((s) => s.outcome === "sent")).toBe(true);
    expect(sends.flatMap((s) => s.ids)).toHaveLength(10);
  });
});

/** An outbox row as the booking's batch writes it, at a given time and state. */
async function outboxRow(createdAt: Date, status = "queued", claimedUntil: Date | null = null): Promise<string> {
  const id = crypto.randomUUID();
  await env.DB.prepare(
    `INSERT INTO mail_outbox (id, dedupe_key, kind, recipient, subject, payload, status, created_at, claimed_until)
     VALUES (?, ?, 'booking-confirmation', 'miriam@example.de', 'Deine Buchung', '{"text":"Hallo"}', ?, ?, ?)`,
  )
    .bind(id, `test:${id}`, status, createdAt.toISOString(), claimedUntil?.toISOString() ?? null)
    .run();
  return id;
}

describe("e-mails stranded before the queue (the lifecycle cron)", () => {
  const now = new Date("2099-03-01T09:00:00.000Z");
  const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);

  it(`hands 'queued' rows older than ${STRANDED_AFTER_MINUTES} minutes to the queue again, and only those`, async () => {
    const stranded = await outboxRow(minutesAgo(STRANDED_AFTER_MINUTES + 1));
    const justWritten = await outboxRow(minutesAgo(STRANDED_AFTER_MINUTES - 1));
    const sending = await outboxRow(minutesAgo(60), "queued", new Date(now.getTime() + 60_000));
    const claimRanOut = await outboxRow(minutesAgo(60), "queued", minutesAgo(5));
    const sent = await outboxRow(minutesAgo(60), "sent");
    const failed = await outboxRow(minutesAgo(60), "failed");

    const { queue, sends } = watchedQueue();
    const count = await requeueStrandedMail({ ...env, MAIL_QUEUE: queue }, now);
    const handed = sends.flatMap((s) => s.ids);
    expect(handed).toEqual(expect.arrayContaining([stranded, claimRanOut]));
    for (const id of [justWritten, sending, sent, failed]) expect(handed).not.toContain(id);
    expect(count).toBe(handed.length);
  });

  it("runs with the booking lifecycle and says how many it handed over", async () => {
    const stranded = await outboxRow(minutesAgo(STRANDED_AFTER_MINUTES * 2));
    const { queue, sends } = watchedQueue();
    const report = await runBookingLifecycle({ ...env, MAIL_QUEUE: queue }, now);
    expect(sends.flatMap((s) => s.ids)).toContain(stranded);
    expect(report.strandedMailRequeued).toBeGreaterThanOrEqual(1);
  });
});

describe("reading the waiting e-mails without walking the outbox's history", () => {
  // Every ten minutes (the sweep) and on every /healthz: by created_at alone, SQLite would read every
  // older row (twelve months of sent mail) to find the few still queued, and D1 bills rows read.
  it("the stranded-mail sweep and /healthz's oldest queued mail search the (status, created_at) index", async () => {
    const { sql: sweep, params } = strandedMailQuery(env, new Date()).toSQL();
    expect(await queryPlan(sweep, params)).toMatch(
      /SEARCH mail_outbox USING INDEX mail_outbox_status_created_at_idx \(status=\? AND created_at<\?\)/,
    );
    expect(await queryPlan(OLDEST_QUEUED_MAIL_SQL)).toMatch(
      /USING COVERING INDEX mail_outbox_status_created_at_idx \(status=\?\)/,
    );
  });
});
