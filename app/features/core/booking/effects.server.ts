import { sql } from "drizzle-orm";
import { eventTextsIn } from "~/features/products/events/localize";
import { cancellationDocumentsMail, issueCancellationInvoices } from "~/features/core/invoices/invoices.server";
import { compiledOutboxInsertWhere, queueMails } from "~/features/core/mail/outbox.server";
import type { MailDraft } from "~/features/core/mail/types";
import { schema } from "~/lib/db.server";
import { logError } from "~/lib/log";
import type { BookingEnv } from "./hold-limits.server";
import { bookingLinks } from "./links.server";
import { bookingConfirmationMail, bookingMailInput, cancellationMails, coachNotificationMail } from "./mail";
import { paymentFailedMails } from "./payment-failed-mail";
import type { BookingRecord, FollowUp, HoldPlan, MailOrder } from "./plan";
import { sessionMovedMails } from "./session-mail";
import { statusMail } from "./status-mail.server";

/*
 * One small handler per kind of effect a booking plan can name (decision 0196, docs/architecture.md
 * "The booking kernel"). The kernel looks a plan's e-mail orders and follow-ups up here by their
 * `kind` and runs only the handler each names: a confirmation never passes the cancellation's
 * documents. A new kind is a new member of the union in plan.ts and a new entry here; the
 * mapped types below refuse to compile without it.
 */

type Handlers<Order extends { kind: string }, Context, Result> = {
  [Kind in Order["kind"]]: (
    env: BookingEnv,
    order: Extract<Order, { kind: Kind }>,
    context: Context,
  ) => Promise<Result>;
};

/** The handler of `order`'s kind, with its own order type (TypeScript cannot narrow a lookup by itself). */
export function handlerFor<Order extends { kind: string }, Context, Result>(
  handlers: Handlers<Order, Context, Result>,
  order: Order,
): (env: BookingEnv, order: Order, context: Context) => Promise<Result> {
  return handlers[order.kind as Order["kind"]] as (env: BookingEnv, order: Order, context: Context) => Promise<Result>;
}

type Order<Kind extends MailOrder["kind"]> = Extract<MailOrder, { kind: Kind }>;

async function coachNotificationDrafts(env: BookingEnv, order: Order<"coach-notification">): Promise<MailDraft[]> {
  const links = await bookingLinks(env, order.row.booking.id, order.row.booking.locale);
  return [
    coachNotificationMail(bookingMailInput(order.row), links, {
      autoConfirm: order.autoConfirm,
      confirmBy: order.confirmBy,
    }),
  ];
}

async function cancellationDrafts(env: BookingEnv, order: Order<"cancellation">): Promise<MailDraft[]> {
  const links = await bookingLinks(env, order.row.booking.id, order.row.booking.locale);
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

async function paymentFailedDrafts(env: BookingEnv, order: Order<"payment-failed">): Promise<MailDraft[]> {
  const links = await bookingLinks(env, order.row.booking.id, order.row.booking.locale);
  return paymentFailedMails(order.row, links.site);
}

async function sessionMovedDrafts(env: BookingEnv, order: Order<"session-moved">): Promise<MailDraft[]> {
  const { booking, event } = order.row;
  const links = await bookingLinks(env, booking.id, booking.locale);
  const [visitorMail, coachNotice] = sessionMovedMails(
    bookingMailInput({ booking, event: { ...event, ...order.moved } }),
    event,
    links,
    order.now,
    order.by,
  );
  return order.by === "coach" ? [visitorMail] : [visitorMail, coachNotice];
}

/** The e-mails of each order kind, drafted for the commit's batch (written only if the order's condition holds). */
export const mailOrderDrafts: Handlers<MailOrder, undefined, MailDraft[]> = {
  "coach-notification": coachNotificationDrafts,
  cancellation: cancellationDrafts,
  "payment-failed": paymentFailedDrafts,
  "session-moved": sessionMovedDrafts,
};

/** What a committed plan's follow-ups need: the row its decisive write returned, and the clock. */
export interface FollowUpContext {
  row: BookingRecord | undefined;
  now: Date;
}

type Step<Kind extends FollowUp["kind"]> = Extract<FollowUp, { kind: Kind }>;

/** The visitor's e-mail about the coach's decision, with the invoice the commit issued. */
async function sendStatusMail(env: BookingEnv, followUp: Step<"status-mail">, { row, now }: FollowUpContext) {
  await queueMails(env, [await statusMail(env, row!, followUp.event, followUp.change, now, followUp.paidOn)]);
}

/** The Stornorechnung and the fee's invoice, sent in a documents e-mail or in the coach's status e-mail. */
async function sendCancellationDocuments(
  env: BookingEnv,
  { row, feePercent, mail }: Step<"cancellation-documents">,
  committed: FollowUpContext,
) {
  const documents = await issueCancellationInvoices(env, row.booking.id, feePercent, committed.now);
  if (mail !== "documents") {
    // The coach's decision: the visitor's e-mail carries the Stornorechnung, if one was issued.
    await queueMails(env, [await statusMail(env, committed.row!, row.event, mail, committed.now)]);
    return;
  }
  if (!documents.length) return;
  await queueMails(env, [
    cancellationDocumentsMail(row.booking, eventTextsIn(row.event, row.booking.locale).title, documents),
  ]).catch((error: unknown) => logError("invoice-documents-mail-failed", error));
}

/** Each follow-up kind, run after the commit held. */
export const followUpEffects: Handlers<FollowUp, FollowUpContext, void> = {
  "status-mail": sendStatusMail,
  "cancellation-documents": sendCancellationDocuments,
};

const bookingsTable = schema.bookings;
/** The hold's first e-mail, recorded only if its booking row exists (same batch, same transaction). */
const confirmationInsert = compiledOutboxInsertWhere<"bookingId">(
  sql`EXISTS (SELECT 1 FROM ${bookingsTable} WHERE ${bookingsTable.id} = ${sql.placeholder("bookingId")})`,
);

/** The statement that writes a hold's first e-mail ("bitte bestätige …") with the booking, or none. */
export async function addressMailWrite(env: BookingEnv, hold: HoldPlan): Promise<D1PreparedStatement | null> {
  if (!hold.addressMail) return null;
  const { input, holdUntil, now } = hold.addressMail;
  const links = await bookingLinks(env, hold.bookingId, input.locale);
  return confirmationInsert(env, bookingConfirmationMail(input, links, holdUntil, now), { bookingId: hold.bookingId });
}
