import type { SQL } from "drizzle-orm";
import type { StatusChange } from "./status-mail.server";
import { businessSettings } from "~/features/core/business/settings.server";
import { eventTextsIn } from "~/features/products/events/localize";
import {
  bookingInvoiceDraft,
  bookingWithEvent,
  cancellationDocumentsMail,
  issueCancellationInvoices,
} from "~/features/core/invoices/invoices.server";
import { invoiceStatements } from "~/features/core/invoices/numbering.server";
import { d1Statement, enqueueOutbox, outboxInsertWhere, queueMails } from "~/features/core/mail/outbox.server";
import type { MailDraft } from "~/features/core/mail/types";
import type { schema } from "~/lib/db.server";
import { logError } from "~/lib/log";
import { purgePublicPages, type PurgeReason } from "~/lib/page-cache.server";
import type { BookingEnv } from "./hold-limits.server";
import { bookingLinks } from "./links.server";
import { bookingMailInput, cancellationMails, coachNotificationMail } from "./mail";
import { sessionMovedMails } from "./session-mail";
import { statusMail } from "./status-mail.server";
import { offerFreedSeats } from "./waitlist.server";
import { paymentFailedMails } from "./payment-failed-mail";

/*
 * The booking kernel's three steps (docs/architecture.md, decision 0196): a transition DECIDES and
 * returns a `BookingPlan` (its guarded writes, the invoices and e-mails written with them, what
 * follows once they hold); `commit` runs the plan's statements as ONE D1 batch (one transaction);
 * `applyEffects` does what may only happen after it: the outbox rows handed to the queue, the
 * e-mails that carry documents issued by the commit, the public pages purged, freed seats offered
 * to the waiting list. This file is the one place where a booking's state change meets the outbox,
 * the invoices, the mail drafts and the page cache; transitions.server.ts imports none of them.
 * Model: an order service that decides inside the transaction and sends its effects after it.
 */

type BookingRecord = typeof schema.bookings.$inferSelect;
type EventRecord = typeof schema.events.$inferSelect;
export type BookingRow = { booking: BookingRecord; event: EventRecord };

/** A booking with its event, as every transition reads it first. */
export const readBooking = (env: Pick<Env, "DB">, bookingId: string): Promise<BookingRow | null> =>
  bookingWithEvent(env, bookingId);

/** One guarded write of a plan, from drizzle's SQL (or a compiled query's text and parameters). */
export function statement(env: Pick<Env, "DB">, query: SQL | { sql: string; params: unknown[] }): D1PreparedStatement {
  return "params" in query && typeof query.sql === "string"
    ? env.DB.prepare(query.sql).bind(...query.params)
    : d1Statement(env, query as SQL);
}

/** An e-mail a plan sends, written in the commit's batch and only if `when` holds after its writes. */
export type MailOrder =
  /** The coach hears of a booking whose address was confirmed. */
  | { kind: "coach-notification"; row: BookingRow; autoConfirm: boolean; confirmBy: Date }
  /** The visitor's cancellation (or withdrawal): the visitor's e-mail, and the coach's where she knew of it. */
  | {
      kind: "cancellation";
      row: BookingRow;
      feeCents: number;
      withdrawal: boolean;
      credit?: "used" | "back";
      toCoach: boolean;
    }
  /** A SEPA debit failed and cancelled the booking (decision 0227): the payer's e-mail and the coach's. */
  | { kind: "payment-failed"; row: BookingRow }
  /** A 1:1 session moved: the visitor's e-mail, and the coach's where the visitor moved it. */
  | {
      kind: "session-moved";
      row: BookingRow;
      moved: Pick<EventRecord, "event_date" | "start_time" | "end_time" | "location">;
      by: "visitor" | "coach";
      now: Date;
    };

/** What follows a committed plan and needs its outcome (the updated row, the documents it issued). */
export type FollowUp =
  /** The visitor's e-mail about the coach's decision (with the invoice the commit issued). */
  | { kind: "status-mail"; change: StatusChange; event: EventRecord; paidOn?: string }
  /**
   * The Stornorechnung of an invoiced booking and the AGB fee's invoice (logged, never raised); the
   * visitor's own cancellation sends them in a documents e-mail, the coach's in her status e-mail.
   */
  | { kind: "cancellation-documents"; row: BookingRow; feePercent: number; mail: "documents" | StatusChange };

/** What a transition decided: everything a commit writes and everything that follows it. */
export interface BookingPlan {
  /** The guarded writes, in batch order. */
  writes: D1PreparedStatement[];
  /** Which of `writes` says whether the transition happened (its RETURNING rows); 0 unless said. */
  decisive?: number;
  /** Invoices issued in the same batch, each only if `when` holds (none for a free booking). */
  invoices?: { row: BookingRow; paidOn?: string; when: SQL }[];
  /** E-mails written in the same batch, each only if `when` holds; handed to the queue after it. */
  mails?: { order: MailOrder; when: SQL }[];
  /** After the commit, only if it happened. */
  followUps?: FollowUp[];
  /** The events whose seats became free (offered to the waiting list, pages purged). */
  seatsFreed?: string[];
}

/** What a commit did: whether the decisive write held, its first row, the outbox rows it wrote. */
export interface Committed<Row> {
  done: boolean;
  row: Row | undefined;
  outboxIds: string[];
}

async function mailDrafts(env: BookingEnv, order: MailOrder): Promise<MailDraft[]> {
  const { booking, event } = order.row;
  const links = await bookingLinks(env, booking.id, booking.locale);
  switch (order.kind) {
    case "coach-notification":
      return [
        coachNotificationMail(bookingMailInput(order.row), links, {
          autoConfirm: order.autoConfirm,
          confirmBy: order.confirmBy,
        }),
      ];
    case "cancellation": {
      const [visitorMail, coachMail] = cancellationMails(
        {
          ...bookingMailInput(order.row),
          by: "visitor",
          feeCents: order.feeCents,
          withdrawal: order.withdrawal,
          ...(order.credit ? { credit: order.credit } : {}),
        },
        links,
      );
      return order.toCoach ? [visitorMail!, coachMail!] : [visitorMail!];
    }
    case "payment-failed":
      return paymentFailedMails(order.row, links.site);
    case "session-moved": {
      const [visitorMail, coachNotice] = sessionMovedMails(
        bookingMailInput({ booking, event: { ...event, ...order.moved } }),
        event,
        links,
        order.now,
        order.by,
      );
      return order.by === "coach" ? [visitorMail] : [visitorMail, coachNotice];
    }
  }
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
    for (const draft of await mailDrafts(env, order)) mails.push(outboxInsertWhere(env, draft, when));
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
  for (const followUp of plan.followUps ?? []) {
    if (followUp.kind === "status-mail") {
      await queueMails(env, [
        await statusMail(env, committed.row!, followUp.event, followUp.change, now, followUp.paidOn),
      ]);
      continue;
    }
    const { row, feePercent, mail } = followUp;
    const documents = await issueCancellationInvoices(env, row.booking.id, feePercent, now);
    if (mail === "documents") {
      if (documents.length) {
        await queueMails(env, [
          cancellationDocumentsMail(row.booking, eventTextsIn(row.event, row.booking.locale).title, documents),
        ]).catch((error: unknown) => logError("invoice-documents-mail-failed", error));
      }
    } else {
      // The coach's decision: the visitor's e-mail carries the Stornorechnung, if one was issued.
      await queueMails(env, [await statusMail(env, committed.row!, row.event, mail, now)]);
    }
  }
}
