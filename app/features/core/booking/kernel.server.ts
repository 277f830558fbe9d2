import type { SQL } from "drizzle-orm";
import { businessSettings } from "~/features/core/business/settings.server";
import { bookingInvoiceDraft, bookingWithEvent } from "~/features/core/invoices/invoices.server";
import { invoiceStatements } from "~/features/core/invoices/numbering.server";
import { enqueueOutbox, enqueueOutboxBehindAnswer, outboxInsertWhere } from "~/features/core/mail/outbox.server";
import { logError, logEvent } from "~/lib/log";
import type { FormLimits } from "~/lib/public-form.server";
import { purgePublicPages, type PurgeReason } from "~/lib/page-cache.server";
import { addressMailWrite, followUpEffects, handlerFor, mailOrderDrafts } from "./effects.server";
import type { BookingEnv } from "./hold-limits.server";
import type { BookingPlan, BookingRecord, BookingRow, Committed, HoldPlan } from "./plan";
import { offerFreedSeats } from "./waitlist.server";
import { d1Statement } from "~/lib/db.server";

export type { BookingPlan, BookingRow, Committed, FollowUp, HoldPlan, MailOrder } from "./plan";

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

/** What a hold's commit did: whether the booking row was written, every statement's result, its e-mail's outbox rows. */
export interface HeldCommit {
  held: boolean;
  /** The results of the product's statements before the hold's (its own row first), the hold's, and after. */
  results: D1Result<{ id: string; count: number }>[];
  outboxIds: string[];
}

/**
 * The hold's commit, for every product: ONE batch of the post's rate-limit counters (first, so the
 * insert holds only within them, decision 0086), the product's own rows (`before`: a 1:1 session's
 * time, a package's purchase), the hold's insert with its first e-mail right behind it and what is
 * written only with it, and the product's clean-ups (`after`). `null`: the post was over its limits.
 */
export async function commitHold(
  env: BookingEnv,
  hold: HoldPlan,
  {
    limits,
    before = [],
    after = [],
  }: { limits?: FormLimits | undefined; before?: D1PreparedStatement[]; after?: D1PreparedStatement[] } = {},
): Promise<HeldCommit | null> {
  const [insert, ...withIt] = hold.writes;
  const mail = await addressMailWrite(env, hold);
  const counted = limits?.statements.length ?? 0;
  const results = await env.DB.batch<{ id: string; count: number }>([
    ...(limits?.statements ?? []),
    ...before,
    insert!,
    ...(mail ? [mail] : []),
    ...withIt,
    ...after,
  ]);
  if (limits && !limits.settle(results.slice(0, counted))) return null;
  const own = results.slice(counted);
  return {
    held: Boolean(own[before.length]?.results.length),
    results: own,
    outboxIds: mail ? (own[before.length + 1]?.results ?? []).map((row) => row.id) : [],
  };
}

/** After a hold's batch wrote it: its e-mail handed to the queue, the public pages purged, a log line. */
export async function applyHoldEffects(
  env: BookingEnv,
  committed: HeldCommit,
  eventId: string,
  tickets: number,
): Promise<void> {
  // Behind the answer: the visitor waits for her booking, not for the queue (ADR 0084).
  void enqueueOutboxBehindAnswer(env, committed.outboxIds);
  // Pages showing free seats must show this booking at once; the purge never throws and writes no
  // KV key (production KV refuses a second write to one key within a second).
  await purgePublicPages(env, "booking");
  logEvent("booking-created", { eventId, tickets });
}
