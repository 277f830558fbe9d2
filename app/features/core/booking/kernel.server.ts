import type { SQL } from "drizzle-orm";
import { businessSettings } from "~/features/core/business/settings.server";
import { bookingInvoiceDraft, bookingWithEvent } from "~/features/core/invoices/invoices.server";
import { invoiceStatements } from "~/features/core/invoices/numbering.server";
import { d1Statement, enqueueOutbox, outboxInsertWhere } from "~/features/core/mail/outbox.server";
import { logError } from "~/lib/log";
import { purgePublicPages, type PurgeReason } from "~/lib/page-cache.server";
import { followUpEffects, handlerFor, mailOrderDrafts } from "./effects.server";
import type { BookingEnv } from "./hold-limits.server";
import type { BookingPlan, BookingRecord, BookingRow, Committed } from "./plan";
import { offerFreedSeats } from "./waitlist.server";

export type { BookingPlan, BookingRow, Committed, FollowUp, MailOrder } from "./plan";

/*
 * The booking kernel's three steps (docs/architecture.md, decision 0196): a transition DECIDES and
 * returns a `BookingPlan` (its guarded writes, the invoices and e-mails written with them, what
 * follows once they hold); `commit` runs the plan's statements as ONE D1 batch (one transaction);
 * `applyPlanEffects` does what may only happen after it: the outbox rows handed to the queue, then
 * each follow-up by the one handler its kind names (effects.server.ts: the e-mails that carry
 * documents issued by the commit); freed seats are purged and offered to the waiting list. The
 * kernel and its handlers are where a booking's state change meets the outbox, the invoices, the
 * mail drafts and the page cache; transitions.server.ts imports none of them.
 * Model: an order service that decides inside the transaction and sends its effects after it.
 */

/** A booking with its event, as every transition reads it first. */
export const readBooking = (env: Pick<Env, "DB">, bookingId: string): Promise<BookingRow | null> =>
  bookingWithEvent(env, bookingId);

/** One guarded write of a plan, from drizzle's SQL (or a compiled query's text and parameters). */
export function statement(env: Pick<Env, "DB">, query: SQL | { sql: string; params: unknown[] }): D1PreparedStatement {
  return "params" in query && typeof query.sql === "string"
    ? env.DB.prepare(query.sql).bind(...query.params)
    : d1Statement(env, query as SQL);
}

/** Runs a plan's statements, invoices and e-mails as ONE D1 batch (one transaction). */
export async function commit<Row = BookingRecord>(
  env: BookingEnv,
  plan: BookingPlan,
  now: Date,
): Promise<Committed<Row>> {
  const invoices = plan.invoices?.length ? await invoiceWrites(env, plan.invoices, now) : [];
  const mails: D1PreparedStatement[] = [];
  for (const { order, when } of plan.mails ?? [])
    for (const draft of await handlerFor(mailOrderDrafts, order)(env, order, undefined))
      mails.push(outboxInsertWhere(env, draft, when));
  const results = await env.DB.batch<Row & { id: string }>([...plan.writes, ...invoices, ...mails]);
  const row = results[plan.decisive ?? 0]?.results[0] as Row | undefined;
  const outboxIds = results.slice(plan.writes.length + invoices.length).flatMap((m) => m.results.map((r) => r.id));
  return { done: row !== undefined, row, outboxIds };
}

async function invoiceWrites(env: BookingEnv, invoices: NonNullable<BookingPlan["invoices"]>, now: Date) {
  const settings = await businessSettings(env);
  return invoices.flatMap(({ row, paidOn, when }) =>
    invoiceStatements(env, bookingInvoiceDraft(row.booking, row.event, settings, paidOn), now, when),
  );
}

/**
 * After seats were freed (cancellation, expired hold, capacity raised): offer them to the waiting
 * list and purge the cached public pages. The freeing write is committed already, so a failure here
 * is logged, never reported to the visitor; the lifecycle cron offers again within minutes.
 */
export async function afterSeatsFreed(
  env: BookingEnv,
  eventId: string,
  now = new Date(),
  reason: PurgeReason = "seats-freed",
): Promise<void> {
  await offerFreedSeats(env, eventId, now).catch((error: unknown) => logError("waitlist-offer-failed", error));
  await purgePublicPages(env, reason);
}

/** Frees each event once: the seats' effects of one or more committed plans. */
export async function applySeatsFreed(env: BookingEnv, seatsFreed: string[], now: Date): Promise<void> {
  for (const eventId of new Set(seatsFreed)) await afterSeatsFreed(env, eventId, now);
}

/**
 * The effects of a committed plan, in order: its outbox rows to the queue, its follow-ups with the
 * committed row. Freed seats are left to the caller (`applySeatsFreed`), which may gather several
 * plans' (the cron's expired holds) and offer each event once.
 */
export async function applyPlanEffects(
  env: BookingEnv,
  plan: BookingPlan,
  committed: Committed<BookingRecord>,
  now: Date,
): Promise<void> {
  await enqueueOutbox(env, committed.outboxIds);
  const context = { row: committed.row, now };
  for (const followUp of plan.followUps ?? []) await handlerFor(followUpEffects, followUp)(env, followUp, context);
}
