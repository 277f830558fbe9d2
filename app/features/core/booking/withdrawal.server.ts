import { and, desc, eq, inArray, like, sql } from "drizzle-orm";
import { brand } from "~/config/brand";
import { formatLongDate, hasStarted } from "~/features/products/events/format";
import { formatPrice } from "~/lib/money";
import { eventTextsIn } from "~/features/products/events/localize";
import { renderMail } from "~/features/core/mail/layout";
import { enqueueOutbox, outboxInsertWhere } from "~/features/core/mail/outbox.server";
import type { MailDraft } from "~/features/core/mail/types";
import { paymentsOf } from "~/features/core/payments/payments.server";
import { bookingReference } from "~/features/core/payments/reference";
import { holdsSeat, isoNow } from "~/features/products/events/seats.server";
import { getDb, schema, d1Statement } from "~/lib/db.server";
import type { FormResult } from "~/lib/forms";
import { getMessages } from "~/lib/i18n";
import { localeFromPath, type Locale } from "~/lib/locale";
import { getMailMessages } from "~/lib/mail-messages.server";
import { logEvent } from "~/lib/log";
import { type FormAnswer, type PublicForm, runPublicForm } from "~/lib/public-form.server";
import { hitRateLimit, type RateLimitRule } from "~/lib/rate-limit.server";
import { siteOrigin } from "~/lib/request.server";
import { loadByBookingToken } from "./booking-link.server";
import { berlinToday, formatBerlinDateTime } from "~/lib/today";
import type { WithdrawalOutcome } from "~db/enums";
import type { BookingEnv } from "./hold-limits.server";
import { REFUND_DAYS } from "./contract";
import { applyEffects, withdraw } from "./transitions.server";
import { productOf } from "./products/booked";
import { type WithdrawalField, type WithdrawalInput, withdrawalSchemas } from "./withdrawal-schema";
import {
  keptCents,
  type PackageUse,
  refundCents,
  type SessionsChoice,
  withdrawalPeriodEndsOn,
} from "./withdrawal-rules";

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

type ContractRow = { booking: typeof bookingsTable.$inferSelect; event: typeof eventsTable.$inferSelect };

/** What a declaration names, read before anything is written (decision 0193). */
export type ResolvedWithdrawal =
  /** No booking of this address (with this number, if one was typed). */
  | { kind: "unknown" }
  /** Several open contracts of this address and no number to choose. */
  | { kind: "ambiguous" }
  /** Already cancelled: nothing left to withdraw from. */
  | { kind: "cancelled"; row: ContractRow }
  /** The period ended on `endsOn`: the AGB's cancellation applies instead. */
  | { kind: "late"; row: ContractRow; endsOn: string }
  | {
      kind: "open";
      row: ContractRow;
      endsOn: string;
      paidCents: number;
      earlyStart: boolean;
      /** A package's sessions (null for anything else) and the bookings of those still to come. */
      packageUse: PackageUse | null;
      upcomingSessions: string[];
      /** The event has begun: the coach decides (a service begun early may make a share due). */
      started: boolean;
    };

/**
 * The contract a declaration names (decision 0193): the address and, if typed, the short number
 * (the id's first eight hex digits); without a number, the one binding booking of that address
 * that is not cancelled, if there is exactly one. Sessions booked with a package's credit belong
 * to the package's contract and are not contracts of their own here.
 */
export async function resolveWithdrawal(
  env: Pick<Env, "DB">,
  declaration: Pick<WithdrawalDeclaration, "email" | "reference">,
  now: Date,
): Promise<ResolvedWithdrawal> {
  const db = getDb(env);
  const byNumber = declaration.reference
    ? like(bookingsTable.id, `${declaration.reference.toLowerCase()}-%`)
    : // A reservation whose hold ran out is no contract (nor an offer any more).
      and(holdsSeat(now), sql`${bookingsTable.total_cents} > 0`);
  const rows = await db
    .select({ booking: bookingsTable, event: eventsTable })
    .from(bookingsTable)
    .innerJoin(eventsTable, eq(eventsTable.id, bookingsTable.event_id))
    .where(and(eq(bookingsTable.email, declaration.email), byNumber))
    .orderBy(desc(bookingsTable.created_at))
    .limit(3);
  if (!rows.length) return { kind: "unknown" };
  if (!declaration.reference && rows.length > 1) return { kind: "ambiguous" };
  const row = rows[0]!;
  if (row.booking.status === "cancelled") return { kind: "cancelled", row };
  const endsOn = withdrawalPeriodEndsOn(await concludedOn(env, row.booking));
  if (berlinToday(now) > endsOn) return { kind: "late", row, endsOn };
  const paidCents = (await paymentsOf(env, [row.booking.id])).get(row.booking.id)?.paidCents ?? 0;
  const sessions = row.event.kind === "package" ? await packageSessions(env, row.event.id, now) : null;
  const consents = await db
    .select({ id: schema.earlyStartConsents.booking_id })
    .from(schema.earlyStartConsents)
    .where(inArray(schema.earlyStartConsents.booking_id, [row.booking.id, ...(sessions?.bookingIds ?? [])]))
    .limit(1);
  return {
    kind: "open",
    row,
    endsOn,
    paidCents,
    earlyStart: consents.length > 0,
    packageUse: sessions ? { credits: sessions.credits, used: sessions.used, booked: sessions.upcoming.length } : null,
    upcomingSessions: sessions?.upcoming ?? [],
    // A package has no start of its own: its sessions' use is counted instead.
    started: productOf(row.event).schedule === "dated" && hasStarted(row.event, now),
  };
}

/**
 * When the contract came about (AGB § 3, the coach's confirmation), as a Berlin day: the day its
 * invoice was issued (with the confirmation); a free or older booking without one, the day the
 * visitor's binding click was recorded, else the day it was made (never later than the truth).
 */
async function concludedOn(env: Pick<Env, "DB">, booking: typeof bookingsTable.$inferSelect): Promise<string> {
  const [invoice] = await getDb(env)
    .select({ at: schema.invoices.issued_at })
    .from(schema.invoices)
    .where(and(eq(schema.invoices.booking_id, booking.id), eq(schema.invoices.kind, "invoice")))
    .orderBy(schema.invoices.issued_at)
    .limit(1);
  return berlinToday(new Date(invoice?.at ?? booking.email_confirmed_at ?? booking.created_at));
}

/**
 * A package's sessions at `now`: its credits, those held or used up (a session that began, or one
 * cancelled too late), and the bookings of those still to come.
 */
async function packageSessions(env: Pick<Env, "DB">, packageEventId: string, now: Date) {
  const uses = schema.packageCreditUses;
  const db = getDb(env);
  const [purchase] = await db
    .select({ credits: schema.packagePurchases.credits })
    .from(schema.packagePurchases)
    .where(eq(schema.packagePurchases.event_id, packageEventId))
    .limit(1);
  const rows = await db
    .select({ forfeited: uses.forfeited, booking: bookingsTable, event: eventsTable })
    .from(uses)
    .innerJoin(eventsTable, eq(eventsTable.id, uses.session_event_id))
    .innerJoin(bookingsTable, eq(bookingsTable.event_id, uses.session_event_id))
    .where(eq(uses.package_event_id, packageEventId));
  let used = 0;
  const upcoming: string[] = [];
  for (const r of rows) {
    if (r.forfeited) used += 1;
    else if (r.booking.status === "cancelled") continue;
    else if (hasStarted(r.event, now)) used += 1;
    else upcoming.push(r.booking.id);
  }
  return { credits: purchase?.credits ?? 0, used, upcoming, bookingIds: rows.map((r) => r.booking.id) };
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
  refund: { cents: number; dueOn: string | null; currency: string; keptCents: number; choice: SessionsChoice | null },
  site: string,
): MailDraft {
  const euro = (cents: number) => formatPrice(cents, refund.currency);
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
        ...(refund.keptCents > 0
          ? [`Anteilig für bereits erbrachte oder behaltene Leistungen behalten: ${euro(refund.keptCents)}.`]
          : []),
        ...(refund.choice
          ? [
              refund.choice === "cancel"
                ? "Die noch gebuchten Termine des Pakets sind mit storniert."
                : "Die noch gebuchten Termine des Pakets bleiben gebucht (anteilig bezahlt).",
            ]
          : []),
        ...(refund.cents > 0 && refund.dueOn
          ? [`Zurückzuzahlen: ${euro(refund.cents)}, bitte bis ${refund.dueOn}.`]
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

/** Why a declaration changed nothing (decision 0193): the page says it plainly. */
export type WithdrawalRefusal = "unknown" | "ambiguous" | "cancelled" | "late";

export type WithdrawalAnswer =
  ({ ok: true } & WithdrawalReceipt) | { ok: false; reason: WithdrawalRefusal; endsOn?: string };

/**
 * A withdrawal declared through the withdrawal function (§ 356a BGB; decisions 0106, 0193). Only a
 * contract that the address (and the number, if typed) names and whose period still runs is
 * withdrawn; anything else changes nothing and is answered with its reason. The declaration is
 * stored with its receipt time, the receipt goes to the address, the coach is told, all in one
 * batch; then the one withdrawal transition cancels the booking (Stornorechnung, freed seats). What
 * is refunded follows § 357a (2) BGB (`keptCents`): a package keeps the share of the sessions held
 * with the early-start request, and of those still booked when the visitor keeps them; with
 * `choice` "cancel" they are cancelled with it.
 */
export async function withdrawBooking(
  env: BookingEnv,
  declaration: WithdrawalDeclaration,
  now = new Date(),
  choice: SessionsChoice | null = null,
): Promise<WithdrawalAnswer> {
  const resolved = await resolveWithdrawal(env, declaration, now);
  if (resolved.kind !== "open") {
    return { ok: false, reason: resolved.kind, ...(resolved.kind === "late" ? { endsOn: resolved.endsOn } : {}) };
  }
  const { row, paidCents } = resolved;
  const id = crypto.randomUUID();
  const at = isoNow(now);
  const sessionsChoice = resolved.packageUse && resolved.upcomingSessions.length ? (choice ?? "cancel") : null;
  const kept = keptCents({
    totalCents: row.booking.total_cents,
    earlyStart: resolved.earlyStart,
    packageUse: resolved.packageUse,
    choice: sessionsChoice,
  });
  const refund = refundCents(paidCents, kept);
  const refundDueOn = refund > 0 ? berlinToday(new Date(now.getTime() + REFUND_DAYS * 24 * 60 * 60 * 1000)) : null;
  const intended: WithdrawalOutcome = resolved.started ? "review" : "cancelled";
  const named = { ...declaration, reference: bookingReference(row.booking.id) };

  // First the declaration itself, its receipt and the coach's notice, in one batch: whatever
  // happens to the booking after it, nothing of the declaration is lost. Recorded as "review" until
  // the one withdrawal transition (transitions.server.ts) has cancelled the booking.
  const site = siteOrigin(env);
  const recorded = sql`EXISTS (SELECT 1 FROM ${withdrawalsTable} WHERE ${withdrawalsTable.id} = ${id})`;
  const [, receiptRows, coachRows] = await env.DB.batch<{ id: string }>([
    d1Statement(
      env,
      sql`INSERT INTO ${withdrawalsTable} (${col(withdrawalsTable.id)}, ${col(withdrawalsTable.received_at)}, ${col(withdrawalsTable.full_name)}, ${col(withdrawalsTable.email)}, ${col(withdrawalsTable.reference)},
            ${col(withdrawalsTable.locale)}, ${col(withdrawalsTable.booking_id)}, ${col(withdrawalsTable.outcome)}, ${col(withdrawalsTable.refund_cents)}, ${col(withdrawalsTable.refund_due_on)},
            ${col(withdrawalsTable.kept_cents)}, ${col(withdrawalsTable.sessions_choice)})
          VALUES (${id}, ${at}, ${named.fullName}, ${named.email}, ${named.reference},
            ${named.locale}, ${row.booking.id}, ${"review"}, ${refund}, ${refundDueOn}, ${kept}, ${sessionsChoice})`,
    ),
    outboxInsertWhere(env, withdrawalReceiptMail(id, named, now), recorded),
    outboxInsertWhere(
      env,
      coachWithdrawalMail(
        id,
        named,
        now,
        intended,
        { cents: refund, dueOn: refundDueOn, currency: row.booking.currency, keptCents: kept, choice: sessionsChoice },
        site,
      ),
      recorded,
    ),
  ]);
  await enqueueOutbox(
    env,
    [...(receiptRows?.results ?? []), ...(coachRows?.results ?? [])].map((r) => r.id),
  );

  let stored: WithdrawalOutcome = "review";
  if (!resolved.started) {
    // The one withdrawal transition: free of charge, Stornorechnung where invoiced, the e-mails, and
    // the freed seats offered (applied at this edge). The booking's refund is the one computed here.
    const result = await withdraw(env, row, now);
    if (result.ok) {
      await applyEffects(env, result.effects, now);
      const db = getDb(env);
      await db.batch([
        db.update(withdrawalsTable).set({ outcome: "cancelled" }).where(eq(withdrawalsTable.id, id)),
        db.update(bookingsTable).set({ refund_due_cents: refund }).where(eq(bookingsTable.id, row.booking.id)),
      ]);
      stored = "cancelled";
      if (sessionsChoice === "cancel") {
        for (const sessionBooking of resolved.upcomingSessions) {
          const session = await withdraw(env, sessionBooking, now);
          if (session.ok) await applyEffects(env, session.effects, now);
        }
      }
    }
  }
  logEvent("withdrawal-received", { outcome: stored });
  return { ok: true, id, receivedAt: now, outcome: stored };
}

/** What the page shows: the declaration to confirm, then the receipt's time (never what it matched). */
export type WithdrawalResult = FormResult<WithdrawalField> & {
  step?: "review" | "done";
  declaration?: { full_name: string; email: string; reference: string };
  /** Berlin time in the page's language, written by the server (decision 0091). */
  receivedAt?: string;
  /** What the review shows of the contract found, formatted by the server (decision 0193). */
  contract?: ContractSummary;
  /** The period is over: the page says so and points to the normal cancellation. */
  late?: { endsOn: string };
};

export interface ContractSummary {
  title: string;
  when: string;
  endsOn: string;
  paid: string;
  started: boolean;
  /** Kept and refunded: with the sessions cancelled (or no package) and with them kept. */
  cancel: { kept: string; refund: string; keptCents: number };
  keep: { kept: string; refund: string; keptCents: number };
  upcomingSessions: number;
}

function contractSummary(resolved: Extract<ResolvedWithdrawal, { kind: "open" }>, locale: Locale): ContractSummary {
  const { booking, event } = resolved.row;
  const money = (cents: number) => formatPrice(cents, booking.currency, locale);
  const option = (choice: SessionsChoice | null) => {
    const kept = keptCents({
      totalCents: booking.total_cents,
      earlyStart: resolved.earlyStart,
      packageUse: resolved.packageUse,
      choice,
    });
    return { kept: money(kept), refund: money(refundCents(resolved.paidCents, kept)), keptCents: kept };
  };
  return {
    title: eventTextsIn(event, locale).title,
    when: productOf(event).schedule === "valid-until" ? "" : formatLongDate(event.event_date, locale),
    endsOn: formatLongDate(resolved.endsOn, locale),
    paid: money(resolved.paidCents),
    started: resolved.started,
    cancel: option("cancel"),
    keep: option("keep"),
    upcomingSessions: resolved.upcomingSessions.length,
  };
}

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
  const failure = (text: string, values: Record<string, string>, title: string = m.failedTitle) => ({
    ok: false as const,
    message: { title, text },
    values: keptFields(values),
  });
  /** A declaration that names no open contract: its reason in plain words, nothing changed (0193). */
  const refusal = (
    reason: WithdrawalRefusal,
    endsOn: string | undefined,
    values: Record<string, string>,
    hasReference: boolean,
  ): { status: number; result: WithdrawalResult } => {
    if (reason === "late") {
      const day = formatLongDate(endsOn ?? "", locale);
      return {
        status: 409,
        result: {
          ...failure(`${m.refused.late(day)} ${m.refused.lateCancel}`, values, m.refused.lateTitle),
          late: { endsOn: day },
        },
      };
    }
    if (reason === "ambiguous") {
      return {
        status: 400,
        result: { ...failure(m.refused.ambiguous, values), fieldErrors: { reference: m.refused.ambiguous } },
      };
    }
    const text =
      reason === "cancelled" ? m.refused.cancelled : hasReference ? m.refused.unknown : m.refused.unknownNoReference;
    return { status: reason === "cancelled" ? 409 : 404, result: failure(text, values) };
  };
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
        const resolved = await resolveWithdrawal(env, input, now);
        if (resolved.kind !== "open") {
          return refusal(
            resolved.kind,
            resolved.kind === "late" ? resolved.endsOn : undefined,
            values,
            Boolean(input.reference),
          );
        }
        return {
          status: 200,
          result: {
            ok: true,
            step: "review",
            declaration: {
              full_name: input.full_name,
              email: input.email,
              reference: bookingReference(resolved.row.booking.id),
            },
            contract: contractSummary(resolved, locale),
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
        input.sessions ?? null,
      );
      if (!receipt.ok) return refusal(receipt.reason, receipt.endsOn, values, Boolean(input.reference));
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
  const row = await loadByBookingToken(env, token, async (bookingId) => {
    const [found] = await getDb(env).select().from(bookingsTable).where(eq(bookingsTable.id, bookingId)).limit(1);
    return found ?? null;
  });
  return row ? { full_name: row.full_name, email: row.email, reference: bookingReference(row.id) } : null;
}
