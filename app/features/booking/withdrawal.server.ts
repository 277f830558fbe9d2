import { and, desc, eq, like, sql } from "drizzle-orm";
import { brand } from "~/config/brand";
import { hasStarted } from "~/features/events/format";
import { renderMail } from "~/features/mail/layout";
import { d1Statement, enqueueOutbox, outboxInsertWhere } from "~/features/mail/outbox.server";
import type { MailDraft } from "~/features/mail/types";
import { paymentsOf } from "~/features/payments/payments.server";
import { bookingReference } from "~/features/payments/reference";
import { isoNow } from "~/features/events/seats.server";
import { getDb, schema } from "~/lib/db.server";
import type { FormResult } from "~/lib/forms";
import { getMessages } from "~/lib/i18n";
import { localeFromPath, type Locale } from "~/lib/locale";
import { getMailMessages } from "~/lib/mail-messages.server";
import { logEvent } from "~/lib/log";
import { type FormAnswer, type PublicForm, runPublicForm } from "~/lib/public-form.server";
import { hitRateLimit, type RateLimitRule } from "~/lib/rate-limit.server";
import { siteOrigin } from "~/lib/request.server";
import { loadByToken } from "~/lib/signed-token.server";
import { berlinToday } from "~/lib/today";
import type { WithdrawalOutcome } from "~db/enums";
import type { BookingEnv } from "./booking.server";
import { REFUND_DAYS } from "./contract";
import { applyEffects, withdraw } from "./transitions.server";
import { formatBerlinDateTime } from "./policy";
import { type WithdrawalField, type WithdrawalInput, withdrawalSchemas } from "./withdrawal-schema";

const bookingsTable = schema.bookings;
const eventsTable = schema.events;
const withdrawalsTable = schema.withdrawals;
const col = (column: { name: string }) => sql.identifier(column.name);

/** Per client: a person withdraws once or twice; ten posts (both steps) in ten minutes is plenty. */
export const WITHDRAWAL_RATE_LIMIT: RateLimitRule = { name: "withdrawal", limit: 10, windowSeconds: 600 };
/** Per address: the receipt goes to the address typed, so one address gets few of them. */
export const WITHDRAWAL_EMAIL_RATE_LIMIT: RateLimitRule = { name: "withdrawal-email", limit: 5, windowSeconds: 3600 };

export interface WithdrawalDeclaration {
  fullName: string;
  /** Lower case, as the booking form stores addresses. */
  email: string;
  /** The short booking number, upper case (bookingReference). */
  reference: string;
  locale: Locale;
}

export interface WithdrawalReceipt {
  id: string;
  receivedAt: Date;
  outcome: WithdrawalOutcome;
}

/** The booking a declaration names: same short number and the address it was booked with. */
async function bookingOfDeclaration(env: Pick<Env, "DB">, declaration: WithdrawalDeclaration) {
  // The number is the id's first eight hex digits (bookingReference); the pattern stays far below
  // D1's 50-byte LIKE limit. Two bookings of one address sharing them is a 1 : 4 billion chance;
  // the latest wins then.
  const [row] = await getDb(env)
    .select({ booking: bookingsTable, event: eventsTable })
    .from(bookingsTable)
    .innerJoin(eventsTable, eq(eventsTable.id, bookingsTable.event_id))
    .where(
      and(
        like(bookingsTable.id, `${declaration.reference.toLowerCase()}-%`),
        eq(bookingsTable.email, declaration.email),
      ),
    )
    .orderBy(desc(bookingsTable.created_at))
    .limit(1);
  return row ?? null;
}

/** The receipt (§ 356a BGB): to the address typed, the same text whatever the declaration matched. */
export function withdrawalReceiptMail(id: string, declaration: WithdrawalDeclaration, receivedAt: Date): MailDraft {
  const m = getMailMessages(declaration.locale).withdrawal;
  const when = formatBerlinDateTime(receivedAt, declaration.locale);
  return {
    kind: "withdrawal-receipt",
    dedupeKey: `withdrawal-receipt:${id}`,
    refId: id,
    to: declaration.email,
    replyTo: brand.mail.coachInbox,
    subject: m.subject,
    ...renderMail({
      locale: declaration.locale,
      heading: m.heading,
      greeting: m.greeting(declaration.fullName),
      paragraphs: [...m.paragraphs(when), m.declaration],
      details: [
        [m.rows.name, declaration.fullName],
        [m.rows.email, declaration.email],
        [m.rows.reference, declaration.reference],
        [m.rows.receivedAt, declaration.locale === "de" ? `${when} Uhr` : when],
      ],
    }),
  };
}

const outcomeText: Record<WithdrawalOutcome, string> = {
  cancelled: "Die Buchung ist gefunden und kostenfrei storniert.",
  review:
    "Die Buchung ist gefunden, aber nicht automatisch storniert (schon storniert oder die Veranstaltung hat begonnen). Bitte prüfe sie.",
  unmatched:
    "Zu dieser Buchungsnummer und E-Mail-Adresse gibt es keine Buchung. Vielleicht hat sich die Person vertippt: Bitte prüfe es und melde dich bei ihr.",
};

/** The coach hears of every withdrawal at once, matched or not (nothing is lost). */
function coachWithdrawalMail(
  id: string,
  declaration: WithdrawalDeclaration,
  receivedAt: Date,
  outcome: WithdrawalOutcome,
  refund: { cents: number; dueOn: string | null; currency: string },
  site: string,
): MailDraft {
  return {
    kind: "withdrawal-notification",
    dedupeKey: `withdrawal-notification:${id}`,
    refId: id,
    to: brand.mail.coachInbox,
    replyTo: declaration.email,
    subject: `Widerruf: ${declaration.fullName} (${declaration.reference})`,
    ...renderMail({
      heading: "Widerruf eingegangen",
      paragraphs: [
        `${declaration.fullName} hat über die Widerrufsfunktion der Website einen Vertrag widerrufen.`,
        outcomeText[outcome],
        ...(refund.cents > 0 && refund.dueOn
          ? [
              `Bereits gezahlt: ${(refund.cents / 100).toFixed(2).replace(".", ",")} ${refund.currency}. Bitte bis ${refund.dueOn} zurückzahlen.`,
            ]
          : []),
      ],
      details: [
        ["Name", declaration.fullName],
        ["E-Mail", declaration.email],
        ["Buchungsnummer", declaration.reference],
        ["Eingegangen", `${formatBerlinDateTime(receivedAt)} Uhr`],
      ],
      action: { label: "Widerrufe im Backoffice", url: new URL("/admin/widerrufe", site).toString() },
    }),
  };
}

/**
 * A withdrawal declared through the withdrawal function (§ 356a BGB; decision 0106). Always stored
 * with its receipt time, always answered with a receipt to the address typed and a notification to
 * the coach. When the number and the address name a booking that is not cancelled and whose event
 * has not begun, the booking is cancelled free of charge in the same D1 batch (one transaction:
 * the withdrawal, the cancellation and both e-mails, or nothing); money paid for it is recorded as
 * to be refunded within 14 days. Then, as after any cancellation: a cancellation invoice where an
 * invoice exists (sent to the booking's address), and the freed seats go to the waiting list.
 */
export async function withdrawBooking(
  env: BookingEnv,
  declaration: WithdrawalDeclaration,
  now = new Date(),
): Promise<WithdrawalReceipt> {
  const id = crypto.randomUUID();
  const at = isoNow(now);
  const row = await bookingOfDeclaration(env, declaration);
  const cancels = Boolean(row && row.booking.status !== "cancelled" && !hasStarted(row.event, now));
  const paidCents = row ? ((await paymentsOf(env, [row.booking.id])).get(row.booking.id)?.paidCents ?? 0) : 0;
  const refundDueOn = paidCents > 0 ? berlinToday(new Date(now.getTime() + REFUND_DAYS * 24 * 60 * 60 * 1000)) : null;
  const intended: WithdrawalOutcome = !row ? "unmatched" : cancels ? "cancelled" : "review";

  // First the declaration itself, its receipt and the coach's notice, in one batch: whatever
  // happens to the booking after it, nothing of the declaration is lost. A matching booking is
  // recorded as "review" until the one withdrawal transition (transitions.server.ts) has cancelled it.
  const recordedOutcome: WithdrawalOutcome = row ? "review" : "unmatched";
  const site = siteOrigin(env);
  const currency = row?.booking.currency ?? "EUR";
  const recorded = sql`EXISTS (SELECT 1 FROM ${withdrawalsTable} WHERE ${withdrawalsTable.id} = ${id})`;
  const [, receiptRows, coachRows] = await env.DB.batch<{ id: string }>([
    d1Statement(
      env,
      sql`INSERT INTO ${withdrawalsTable} (${col(withdrawalsTable.id)}, ${col(withdrawalsTable.received_at)}, ${col(withdrawalsTable.full_name)}, ${col(withdrawalsTable.email)}, ${col(withdrawalsTable.reference)},
            ${col(withdrawalsTable.locale)}, ${col(withdrawalsTable.booking_id)}, ${col(withdrawalsTable.outcome)}, ${col(withdrawalsTable.refund_cents)}, ${col(withdrawalsTable.refund_due_on)})
          VALUES (${id}, ${at}, ${declaration.fullName}, ${declaration.email}, ${declaration.reference},
            ${declaration.locale}, ${row?.booking.id ?? null}, ${recordedOutcome}, ${paidCents}, ${refundDueOn})`,
    ),
    outboxInsertWhere(env, withdrawalReceiptMail(id, declaration, now), recorded),
    outboxInsertWhere(
      env,
      coachWithdrawalMail(id, declaration, now, intended, { cents: paidCents, dueOn: refundDueOn, currency }, site),
      recorded,
    ),
  ]);
  await enqueueOutbox(
    env,
    [...(receiptRows?.results ?? []), ...(coachRows?.results ?? [])].map((r) => r.id),
  );

  let stored: WithdrawalOutcome = recordedOutcome;
  if (row && cancels) {
    // The one withdrawal transition: free of charge, Stornorechnung where invoiced, paid money marked
    // to be refunded, the e-mails, and the freed seats offered (applied at this edge).
    const result = await withdraw(env, row, now);
    if (result.ok) {
      await applyEffects(env, result.effects, now);
      await getDb(env).update(withdrawalsTable).set({ outcome: "cancelled" }).where(eq(withdrawalsTable.id, id));
      stored = "cancelled";
    }
  }
  logEvent("withdrawal-received", { outcome: stored });
  return { id, receivedAt: now, outcome: stored };
}

/** What the page shows: the declaration to confirm, then the receipt's time (never what it matched). */
export type WithdrawalResult = FormResult<WithdrawalField> & {
  step?: "review" | "done";
  declaration?: { full_name: string; email: string; reference: string };
  /** Berlin time in the page's language, written by the server (decision 0091). */
  receivedAt?: string;
};

const keptFields = (values: Record<string, string>) => ({
  full_name: values.full_name ?? "",
  email: values.email ?? "",
  reference: values.reference ?? "",
});

/**
 * The withdrawal form in the public form pipeline (app/lib/public-form.server.ts): both steps are
 * checked with the same schema; only the second ("Widerruf bestätigen") writes. The answer never
 * depends on whether a booking matched.
 */
export function withdrawalForm(
  env: BookingEnv,
  locale: Locale,
  now: Date,
): PublicForm<(typeof withdrawalSchemas)[Locale], WithdrawalResult> {
  const m = getMessages(locale).contract.withdrawal;
  const failure = (text: string, values: Record<string, string>) => ({
    ok: false as const,
    message: { title: m.failedTitle, text },
    values: keptFields(values),
  });
  const done = (input: Pick<WithdrawalInput, "full_name" | "email" | "reference">, at: Date): WithdrawalResult => ({
    ok: true,
    step: "done",
    declaration: { full_name: input.full_name, email: input.email, reference: input.reference },
    receivedAt: formatBerlinDateTime(at, locale),
  });
  const rateLimited = (values: Record<string, string>) => ({ status: 429, result: failure(m.rateLimited, values) });
  return {
    name: "withdrawal",
    rateLimit: WITHDRAWAL_RATE_LIMIT,
    schema: withdrawalSchemas[locale],
    unreadable: () => ({ status: 400, result: failure(getMessages(locale).booking.validation.checkInput, {}) }),
    // Bots fill every field: answered like the step they posted, nothing stored, nothing sent.
    honeypot: (values) => ({
      status: 200,
      result:
        values.step === "confirm"
          ? done({ full_name: "", email: "", reference: "" }, now)
          : { ok: true, step: "review", declaration: keptFields(values) },
    }),
    rateLimited,
    invalid: (fieldErrors, values) => ({
      status: 400,
      result: { ...failure(getMessages(locale).booking.validation.checkInput, values), fieldErrors },
    }),
    failed: (values) => ({ status: 503, result: failure(m.error, values) }),
    act: async (input, values) => {
      if (input.step === "edit") {
        return {
          status: 200,
          result: {
            ok: true,
            declaration: { full_name: input.full_name, email: input.email, reference: input.reference },
          },
        };
      }
      if (input.step === "review") {
        return {
          status: 200,
          result: {
            ok: true,
            step: "review",
            declaration: { full_name: input.full_name, email: input.email, reference: input.reference },
          },
        };
      }
      const perAddress = await hitRateLimit(env, WITHDRAWAL_EMAIL_RATE_LIMIT, input.email, now.getTime());
      if (!perAddress.allowed) {
        return { ...rateLimited(values), headers: { "Retry-After": String(perAddress.retryAfterSeconds) } };
      }
      const receipt = await withdrawBooking(
        env,
        { fullName: input.full_name, email: input.email, reference: input.reference, locale },
        now,
      );
      return { status: 200, result: done(input, receipt.receivedAt) };
    },
  };
}

/** The withdrawal page's action (/widerruf, /en/widerruf), with and without JavaScript. */
export function handleWithdrawalRequest(
  request: Request,
  env: BookingEnv,
  now = new Date(),
): Promise<FormAnswer<WithdrawalResult>> {
  const locale = localeFromPath(new URL(request.url).pathname);
  return runPublicForm(request, env, withdrawalForm(env, locale, now), { now: now.getTime() });
}

/** The form prefilled from "Meine Buchung" (its signed token in `?buchung=`); null for anything else. */
export async function withdrawalPrefill(env: BookingEnv, token: string | null) {
  if (!token) return null;
  const row = await loadByToken(env, token, "booking", async (bookingId) => {
    const [found] = await getDb(env).select().from(bookingsTable).where(eq(bookingsTable.id, bookingId)).limit(1);
    return found ?? null;
  });
  return row ? { full_name: row.full_name, email: row.email, reference: bookingReference(row.id) } : null;
}
