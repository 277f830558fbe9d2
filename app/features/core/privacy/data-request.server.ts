import { and, eq, inArray, or, sql } from "drizzle-orm";
import type { SelectedFields, SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import { brand } from "~/config/brand";
import { emailOnlySchemas } from "~/lib/forms";
import { afterSeatsFreed } from "~/features/core/booking/manage.server";
import { berlinNow } from "~/lib/today";
import { renderMail } from "~/features/core/mail/layout";
import { queueMails } from "~/features/core/mail/outbox.server";
import { signToken, verifyToken } from "~/lib/signed-token.server";
import { getDb, schema } from "~/lib/db.server";
import { runPublicForm } from "~/lib/public-form.server";
import { logError, logEvent } from "~/lib/log";
import { getMessages } from "~/lib/i18n";
import { localizePath, type Locale } from "~/lib/locale";
import { hitRateLimit, type RateLimitRule } from "~/lib/rate-limit.server";
import { siteOrigin } from "~/lib/request.server";
import { sharedWithCoach } from "./journal-sharing";
import { RETENTION } from "./retention";
import { anonymisedBooking, anonymisedVoucher, CLEARED_MAIL_PAYLOAD } from "./retention.server";
import { openNote } from "./client-notes.server";

const {
  bookings,
  contactSubmissions,
  newsletterSubscriptions,
  mindsetJournal,
  mailOutbox,
  dataRequests,
  events,
  invoices,
  waitlist,
  clients,
  sessionNotes,
  sessionWaitlist,
  vouchers,
  withdrawals,
} = schema;

/** Per client, like the other public forms. */
export const DATA_REQUEST_RATE_LIMIT: RateLimitRule = { name: "data-request", limit: 5, windowSeconds: 600 };
/** Per address, whoever asks: no way to flood someone's inbox with data links. */
export const DATA_REQUEST_EMAIL_RATE_LIMIT: RateLimitRule = {
  name: "data-request-email",
  limit: 3,
  windowSeconds: 24 * 60 * 60,
};

/** The link in the e-mail, to the page in the language the visitor asked in (/en/meine-daten/… in English). */
export const manageUrl = (origin: string, token: string, locale: Locale = "de") =>
  `${origin}${localizePath("/meine-daten/verwalten", locale)}?token=${encodeURIComponent(token)}`;

export type RequestState = { state: "form"; error?: string; email?: string } | { state: "sent" };

/**
 * Everything stored under one address, matched without regard to case or surrounding spaces, as the
 * back office merges a person's records (decision 0194).
 */
const ownedBy = (column: SQLiteColumn, email: string) => sql`lower(trim(${column})) = ${email}`;

/** A voucher belongs to the address that bought it and to the one it was given to. */
const voucherOf = (email: string) => or(ownedBy(vouchers.buyer_email, email), ownedBy(vouchers.recipient_email, email));

/** The export's first columns of a booking and of a waiting-list entry: which event, who. */
const eventAndPerson = <T extends { full_name: SQLiteColumn; email: SQLiteColumn }>(table: T) => ({
  event: events.title,
  event_date: events.event_date,
  full_name: table.full_name,
  email: table.email,
});

async function holdsData(env: Pick<Env, "DB">, email: string): Promise<boolean> {
  const db = getDb(env);
  const found = await db.batch([
    db.select({ id: bookings.id }).from(bookings).where(ownedBy(bookings.email, email)).limit(1),
    db
      .select({ id: contactSubmissions.id })
      .from(contactSubmissions)
      .where(ownedBy(contactSubmissions.email, email))
      .limit(1),
    db
      .select({ id: newsletterSubscriptions.id })
      .from(newsletterSubscriptions)
      .where(ownedBy(newsletterSubscriptions.email, email))
      .limit(1),
    db.select({ id: mindsetJournal.id }).from(mindsetJournal).where(ownedBy(mindsetJournal.email, email)).limit(1),
    db
      .select({ id: schema.mindsetJournalRequests.id })
      .from(schema.mindsetJournalRequests)
      .where(ownedBy(schema.mindsetJournalRequests.email, email))
      .limit(1),
    db.select({ id: mailOutbox.id }).from(mailOutbox).where(ownedBy(mailOutbox.recipient, email)).limit(1),
    db.select({ id: waitlist.id }).from(waitlist).where(ownedBy(waitlist.email, email)).limit(1),
    db.select({ id: sessionWaitlist.id }).from(sessionWaitlist).where(ownedBy(sessionWaitlist.email, email)).limit(1),
    // Vouchers she bought or was given, withdrawals she declared (issue 54).
    db.select({ id: vouchers.id }).from(vouchers).where(voucherOf(email)).limit(1),
    db.select({ id: withdrawals.id }).from(withdrawals).where(ownedBy(withdrawals.email, email)).limit(1),
    // The coach's record of the person with a note (decision 0195): hers to see and to have erased.
    db
      .select({ id: clients.id })
      .from(clients)
      .where(and(eq(clients.email, email), sql`${clients.note} IS NOT NULL`))
      .limit(1),
  ]);
  return found.some((rows) => rows.length > 0);
}

/** The request's work with the address, after the answer (ctx.waitUntil): the link goes out only if data exists. */
async function sendDataLinkInBackground(env: Env, email: string, locale: Locale): Promise<void> {
  const t = getMessages(locale).myData;
  try {
    const perAddress = await hitRateLimit(env, DATA_REQUEST_EMAIL_RATE_LIMIT, email);
    if (!perAddress.allowed || !(await holdsData(env, email))) return;
    const id = crypto.randomUUID();
    const token = await signToken(env, "data-request", id, Date.now(), RETENTION.dataRequestHours * 60 * 60);
    await getDb(env).insert(dataRequests).values({ id, email });
    await queueMails(env, [
      {
        kind: "data-request",
        dedupeKey: `data-request:${id}`,
        refId: id,
        to: email,
        subject: t.mail.subject(brand.productName),
        ...renderMail({
          locale,
          heading: t.mail.heading,
          greeting: t.mail.greeting,
          paragraphs: t.mail.paragraphs(RETENTION.dataRequestHours),
          action: { label: t.mail.action, url: manageUrl(siteOrigin(env), token, locale) },
        }),
      },
    ]);
    logEvent("data-request-sent");
  } catch (error) {
    logError("data-request-failed", error);
  }
}

/**
 * Step one (/meine-daten): the answer is the same for every valid address and comes before anything
 * about it is looked up; the check and the e-mail with the link run in `waitUntil`. Answer and
 * e-mail speak the language of the page (/en/meine-daten in English).
 */
export async function requestDataLink(
  request: Request,
  env: Env,
  ctx: Pick<ExecutionContext, "waitUntil">,
  values: Record<string, string>,
  locale: Locale = "de",
): Promise<{ status: number; state: RequestState; headers?: Record<string, string> }> {
  const messages = getMessages(locale);
  const answer = await runPublicForm<(typeof emailOnlySchemas)["de"], RequestState>(
    request,
    env,
    {
      name: "data-request",
      rateLimit: DATA_REQUEST_RATE_LIMIT,
      // The address field as the newsletter forms check it, with the messages of the page's language.
      schema: emailOnlySchemas[locale],
      unreadable: () => ({ status: 400, result: { state: "form", error: messages.newsletter.errors.emailInvalid } }),
      honeypot: () => ({ status: 200, result: { state: "sent" } }),
      rateLimited: () => ({ status: 429, result: { state: "form", error: messages.common.rateLimited } }),
      invalid: (fieldErrors, input) => ({
        status: 400,
        result: {
          state: "form",
          error: fieldErrors.email ?? messages.newsletter.errors.emailInvalid,
          email: (input.email ?? "").slice(0, 254),
        },
      }),
      failed: () => ({ status: 503, result: { state: "form", error: messages.common.error.text } }),
      act: async (input) => {
        ctx.waitUntil(sendDataLinkInBackground(env, input.email, locale));
        return { status: 200, result: { state: "sent" } };
      },
    },
    { values },
  );
  // Retry-After of a refused request goes with it (the route's `headers` passes it on).
  return { status: answer.status, state: answer.result, ...(answer.headers ? { headers: answer.headers } : {}) };
}

export type ManageState =
  | { state: "invalid" | "expired" }
  | { state: "ready"; token: string; summary: DataSummary; error?: string }
  | { state: "erased" };

export interface DataSummary {
  bookings: number;
  upcomingBookings: number;
  contactRequests: number;
  newsletter: string | null;
  journals: number;
  waitlistEntries: number;
  emails: number;
  vouchers: number;
  withdrawals: number;
}

/** The address behind a link, if the link is genuine, fresh and not used up. */
async function addressOf(
  env: Env,
  token: string | null | undefined,
): Promise<{ email: string } | { state: "invalid" | "expired" }> {
  const check = await verifyToken(env, token, "data-request");
  if (!check.ok) return { state: check.reason };
  const [row] = await getDb(env)
    .select({ email: dataRequests.email })
    .from(dataRequests)
    .where(eq(dataRequests.id, check.id))
    .limit(1);
  return row ? { email: row.email } : { state: "expired" };
}

async function summarise(env: Env, email: string): Promise<DataSummary> {
  const db = getDb(env);
  const today = berlinNow().day;
  const count = sql<number>`count(*)`;
  const [bookingRows, contacts, subscription, journals, mails, waiting, voucherCount, withdrawalCount] = await db.batch(
    [
      db
        .select({ date: events.event_date, status: bookings.status })
        .from(bookings)
        .innerJoin(events, eq(events.id, bookings.event_id))
        .where(ownedBy(bookings.email, email)),
      db.select({ n: count }).from(contactSubmissions).where(ownedBy(contactSubmissions.email, email)),
      db
        .select({ status: newsletterSubscriptions.status })
        .from(newsletterSubscriptions)
        .where(ownedBy(newsletterSubscriptions.email, email))
        .limit(1),
      db.select({ n: count }).from(mindsetJournal).where(ownedBy(mindsetJournal.email, email)),
      db.select({ n: count }).from(mailOutbox).where(ownedBy(mailOutbox.recipient, email)),
      db.select({ n: count }).from(waitlist).where(ownedBy(waitlist.email, email)),
      db.select({ n: count }).from(vouchers).where(voucherOf(email)),
      db.select({ n: count }).from(withdrawals).where(ownedBy(withdrawals.email, email)),
    ],
  );
  return {
    bookings: bookingRows.length,
    upcomingBookings: bookingRows.filter((row) => row.status !== "cancelled" && row.date >= today).length,
    contactRequests: Number(contacts[0]?.n ?? 0),
    newsletter: subscription[0]?.status ?? null,
    journals: Number(journals[0]?.n ?? 0),
    waitlistEntries: Number(waiting[0]?.n ?? 0),
    emails: Number(mails[0]?.n ?? 0),
    vouchers: Number(voucherCount[0]?.n ?? 0),
    withdrawals: Number(withdrawalCount[0]?.n ?? 0),
  };
}

/** GET of the link: shows what is stored and the two buttons; changes nothing (mail scanners prefetch links). */
export async function inspectDataLink(env: Env, token: string | null): Promise<ManageState> {
  const owner = await addressOf(env, token);
  if ("state" in owner) return owner;
  return { state: "ready", token: token ?? "", summary: await summarise(env, owner.email) };
}

/**
 * A journal as the export carries it (decision 0185): what she shared with the coach in full; of a
 * private entry (and the test's answers) only its date and kind, with a note that the journal's own
 * link shows them. The export proves control of the address; the journal's link is what proves the
 * journal is hers, so nothing private leaves it by any other way (a mail log, a forwarded mailbox).
 */
function withoutPrivateEntries<Row extends { journal_entries: unknown }>(row: Row) {
  const stored = Array.isArray(row.journal_entries) ? (row.journal_entries as unknown[]) : [];
  const shared = new Set(sharedWithCoach(stored));
  const entries = stored.map((entry) => {
    if (shared.has(entry)) return entry;
    const e = (entry ?? {}) as { kind?: unknown; date?: unknown };
    return { kind: e.kind ?? "entry", date: e.date ?? null, shared: false, private: true };
  });
  return {
    ...row,
    journal_entries: entries,
    private_entries_note: entries.length > shared.size ? getMessages("de").myData.privateEntriesNote : undefined,
  };
}

/** Everything stored under the address, as the visitor downloads it. */
export async function exportData(
  env: Env,
  token: string | null,
): Promise<{ ok: true; json: string } | { ok: false; state: "invalid" | "expired" }> {
  const owner = await addressOf(env, token);
  if ("state" in owner) return { ok: false, state: owner.state };
  const { email } = owner;
  const db = getDb(env);
  // The rows of one table that belong to the address (by its e-mail column, in lower case).
  const owned = <F extends SelectedFields>(table: SQLiteTable, column: SQLiteColumn, fields: F) =>
    db.select(fields).from(table).where(ownedBy(column, email));
  const promptSubscriptionsTable = schema.promptSubscriptions;
  const [
    bookingRows,
    contacts,
    subscriptions,
    journals,
    mails,
    waiting,
    invoiceRows,
    journalRequests,
    promptRows,
    clientRows,
    sessionNoteRows,
    sessionWaitingRows,
    voucherRows,
    withdrawalRows,
    intakeRows,
    nextStepRows,
  ] = await db.batch([
    db
      .select({
        id: bookings.id,
        ...eventAndPerson(bookings),
        phone: bookings.phone,
        billing_street: bookings.billing_street,
        billing_postcode: bookings.billing_postcode,
        billing_city: bookings.billing_city,
        billing_country: bookings.billing_country,
        company_name: bookings.company_name,
        company_vat_id: bookings.company_vat_id,
        purchase_order: bookings.purchase_order,
        note: bookings.note,
        num_tickets: bookings.num_tickets,
        total_price: bookings.total_price,
        currency: bookings.currency,
        status: bookings.status,
        created_at: bookings.created_at,
      })
      .from(bookings)
      .innerJoin(events, eq(events.id, bookings.event_id))
      .where(ownedBy(bookings.email, email)),
    owned(contactSubmissions, contactSubmissions.email, {
      name: contactSubmissions.name,
      email: contactSubmissions.email,
      message: contactSubmissions.message,
      created_at: contactSubmissions.created_at,
    }),
    owned(newsletterSubscriptions, newsletterSubscriptions.email, {
      email: newsletterSubscriptions.email,
      status: newsletterSubscriptions.status,
      created_at: newsletterSubscriptions.created_at,
      confirmed_at: newsletterSubscriptions.confirmed_at,
      consent_text: newsletterSubscriptions.consent_text,
    }),
    // The journal with its consent record; its private entries are reduced below (decision 0185).
    owned(mindsetJournal, mindsetJournal.email, {
      created_at: mindsetJournal.created_at,
      summary: mindsetJournal.summary,
      journal_entries: mindsetJournal.journal_entries,
      consent_text: mindsetJournal.consent_text,
      consented_at: mindsetJournal.consented_at,
      on_page: mindsetJournal.on_page,
      updated_at: mindsetJournal.updated_at,
    }),
    owned(mailOutbox, mailOutbox.recipient, {
      kind: mailOutbox.kind,
      subject: mailOutbox.subject,
      status: mailOutbox.status,
      created_at: mailOutbox.created_at,
      sent_at: mailOutbox.sent_at,
    }),
    db
      .select({
        ...eventAndPerson(waitlist),
        num_tickets: waitlist.num_tickets,
        status: waitlist.status,
        consent_text: waitlist.consent_text,
        created_at: waitlist.created_at,
      })
      .from(waitlist)
      .innerJoin(events, eq(events.id, waitlist.event_id))
      .where(ownedBy(waitlist.email, email)),
    // Invoices issued for the visitor's bookings (they carry the name; kept for the tax retention period).
    db
      .select({
        number: invoices.number,
        kind: invoices.kind,
        issued_at: invoices.issued_at,
        recipient: sql<string>`json_extract(${invoices.snapshot}, '$.recipient.name')`,
        gross_cents: invoices.gross_cents,
        currency: invoices.currency,
      })
      .from(invoices)
      .innerJoin(bookings, eq(bookings.id, invoices.booking_id))
      .where(ownedBy(bookings.email, email)),
    owned(schema.mindsetJournalRequests, schema.mindsetJournalRequests.email, {
      answers: schema.mindsetJournalRequests.answers,
      consent_text: schema.mindsetJournalRequests.consent_text,
      on_page: schema.mindsetJournalRequests.on_page,
      created_at: schema.mindsetJournalRequests.created_at,
    }),
    // Prompt series of the journals (decision 0158), each with its consent record.
    db
      .select({
        series: schema.promptSeries.name,
        journal_created_at: mindsetJournal.created_at,
        prompts_sent: promptSubscriptionsTable.next_index,
        last_sent_day: promptSubscriptionsTable.last_sent_day,
        consent_text: promptSubscriptionsTable.consent_text,
        consented_at: promptSubscriptionsTable.consented_at,
        on_page: promptSubscriptionsTable.on_page,
        stopped_at: promptSubscriptionsTable.stopped_at,
        finished_at: promptSubscriptionsTable.finished_at,
      })
      .from(promptSubscriptionsTable)
      .innerJoin(mindsetJournal, eq(mindsetJournal.id, promptSubscriptionsTable.journal_id))
      .innerJoin(schema.promptSeries, eq(schema.promptSeries.id, promptSubscriptionsTable.series_id))
      .where(ownedBy(mindsetJournal.email, email)),
    // The coach's record of the person and her private notes (decision 0195): data about her (Art. 15 DSGVO).
    db
      .select({ created_at: clients.created_at, note: clients.note, note_updated_at: clients.note_updated_at })
      .from(clients)
      .where(eq(clients.email, email)),
    db
      .select({
        booking_id: sessionNotes.booking_id,
        event: events.title,
        event_date: events.event_date,
        note: sessionNotes.note,
        updated_at: sessionNotes.updated_at,
      })
      .from(sessionNotes)
      .innerJoin(bookings, eq(bookings.id, sessionNotes.booking_id))
      .innerJoin(events, eq(events.id, bookings.event_id))
      .where(ownedBy(bookings.email, email)),
    // The 1:1 waiting list (decision 0207): the days asked for, with the consent.
    db
      .select({
        appointment_type: schema.appointmentTypes.name,
        from_day: sessionWaitlist.from_day,
        to_day: sessionWaitlist.to_day,
        full_name: sessionWaitlist.full_name,
        status: sessionWaitlist.status,
        offer_starts_at: sessionWaitlist.offer_starts_at,
        consent_text: sessionWaitlist.consent_text,
        created_at: sessionWaitlist.created_at,
      })
      .from(sessionWaitlist)
      .innerJoin(schema.appointmentTypes, eq(schema.appointmentTypes.id, sessionWaitlist.appointment_type_id))
      .where(ownedBy(sessionWaitlist.email, email)),
    // Vouchers bought or received (issue 54): the code only by its last four characters, since
    // whoever holds the code spends the voucher.
    db
      .select({
        code_ends_with: sql<string>`substr(${vouchers.code}, -4)`,
        value_cents: vouchers.value_cents,
        buyer_name: vouchers.buyer_name,
        buyer_email: vouchers.buyer_email,
        recipient_name: vouchers.recipient_name,
        recipient_email: vouchers.recipient_email,
        message: vouchers.message,
        deliver_on: vouchers.deliver_on,
        paid_on: vouchers.paid_on,
        refunded_cents: vouchers.refunded_cents,
        valid_until: vouchers.valid_until,
        delivered_at: vouchers.delivered_at,
        created_at: vouchers.created_at,
      })
      .from(vouchers)
      .where(voucherOf(email)),
    owned(withdrawals, withdrawals.email, {
      received_at: withdrawals.received_at,
      full_name: withdrawals.full_name,
      email: withdrawals.email,
      reference: withdrawals.reference,
      outcome: withdrawals.outcome,
      refund_cents: withdrawals.refund_cents,
      refund_due_on: withdrawals.refund_due_on,
      kept_cents: withdrawals.kept_cents,
      sessions_choice: withdrawals.sessions_choice,
    }),
    // Her answers to the questions before a session (decision 0211).
    db
      .select({
        booking_id: schema.intakeAnswers.booking_id,
        question: schema.intakeAnswers.question,
        answer: schema.intakeAnswers.answer,
      })
      .from(schema.intakeAnswers)
      .innerJoin(bookings, eq(bookings.id, schema.intakeAnswers.booking_id))
      .where(ownedBy(bookings.email, email))
      .orderBy(schema.intakeAnswers.booking_id, schema.intakeAnswers.sort_order),
    // The next small steps the coach sent her after a session (decision 0222).
    db
      .select({
        booking_id: schema.sessionNextSteps.booking_id,
        step: schema.sessionNextSteps.step,
        sent_at: schema.sessionNextSteps.sent_at,
      })
      .from(schema.sessionNextSteps)
      .innerJoin(bookings, eq(bookings.id, schema.sessionNextSteps.booking_id))
      .where(ownedBy(bookings.email, email))
      .orderBy(schema.sessionNextSteps.sent_at),
  ]);
  // The notes in plain text: sealed at rest, readable in her copy.
  const clientRecord = await Promise.all(
    clientRows.map(async (row) => ({ ...row, note: row.note ? await openNote(env, row.note, { email }) : null })),
  );
  const notesOnSessions = await Promise.all(
    sessionNoteRows.map(async (row) => ({
      ...row,
      note: await openNote(env, row.note, { bookingId: row.booking_id }),
    })),
  );
  logEvent("data-exported");
  return {
    ok: true,
    json: JSON.stringify(
      {
        exported_at: new Date().toISOString(),
        email,
        bookings: bookingRows,
        contact_requests: contacts,
        newsletter: subscriptions,
        mindset_journals: journals.map(withoutPrivateEntries),
        mindset_journal_requests: journalRequests,
        prompt_series: promptRows,
        waiting_lists: waiting,
        session_waiting_list: sessionWaitingRows,
        vouchers: voucherRows,
        withdrawals: withdrawalRows,
        invoices: invoiceRows,
        emails: mails,
        client_record: clientRecord,
        session_notes: notesOnSessions,
        intake_answers: intakeRows,
        session_next_steps: nextStepRows,
      },
      null,
      2,
    ),
  };
}

/**
 * Erasure: deletes everything that names the visitor, in ONE batch (a transaction, so never half
 * done). Kept, because the law requires it for the accounts: each booking's reference (id), event,
 * tickets, total, currency and status, anonymised like the retention purge does after the event.
 * Vouchers she bought or was given keep code, value and payment (still redeemable, in the books)
 * but no name, address or message (decision 0228).
 * The e-mails about the visitor's bookings, vouchers and requests lose their text (the coach's notices too).
 */
export async function eraseData(
  env: Env,
  token: string | null,
  confirmed: boolean,
  locale: Locale = "de",
): Promise<ManageState> {
  const owner = await addressOf(env, token);
  if ("state" in owner) return owner;
  const { email } = owner;
  if (!confirmed) {
    return {
      state: "ready",
      token: token ?? "",
      summary: await summarise(env, email),
      error: getMessages(locale).myData.manage.confirmRequired,
    };
  }
  const db = getDb(env);
  // Seats held for a running waiting-list offer of this visitor are freed by the erasure.
  const offered = await db
    .selectDistinct({ eventId: waitlist.event_id })
    .from(waitlist)
    .where(and(ownedBy(waitlist.email, email), eq(waitlist.status, "offered")));
  const theirBookings = db.select({ id: bookings.id }).from(bookings).where(ownedBy(bookings.email, email));
  const theirWaitlistEntries = db.select({ id: waitlist.id }).from(waitlist).where(ownedBy(waitlist.email, email));
  const theirSessionWishes = db
    .select({ id: sessionWaitlist.id })
    .from(sessionWaitlist)
    .where(ownedBy(sessionWaitlist.email, email));
  const theirVouchers = db.select({ id: vouchers.id }).from(vouchers).where(voucherOf(email));
  const theirRequests = db
    .select({ id: contactSubmissions.id })
    .from(contactSubmissions)
    .where(ownedBy(contactSubmissions.email, email));
  const results = await db.batch([
    // The coach's record and notes about her (decision 0195), before her bookings lose their address.
    db.delete(sessionNotes).where(inArray(sessionNotes.booking_id, theirBookings)),
    db.delete(clients).where(eq(clients.email, email)),
    // Her answers to the questions before a session (decision 0211).
    db.delete(schema.intakeAnswers).where(inArray(schema.intakeAnswers.booking_id, theirBookings)),
    // The next small steps the coach sent her (decision 0222).
    db.delete(schema.sessionNextSteps).where(inArray(schema.sessionNextSteps.booking_id, theirBookings)),
    db
      .update(mailOutbox)
      .set({ payload: CLEARED_MAIL_PAYLOAD })
      .where(
        or(
          inArray(mailOutbox.ref_id, theirBookings),
          inArray(mailOutbox.ref_id, theirRequests),
          inArray(mailOutbox.ref_id, theirWaitlistEntries),
          inArray(mailOutbox.ref_id, theirSessionWishes),
          inArray(mailOutbox.ref_id, theirVouchers),
        ),
      ),
    db.delete(mailOutbox).where(ownedBy(mailOutbox.recipient, email)),
    db.update(bookings).set(anonymisedBooking(new Date().toISOString())).where(ownedBy(bookings.email, email)),
    // After the e-mails above found them by her address: nothing of a voucher is sent any more.
    db.update(vouchers).set(anonymisedVoucher()).where(voucherOf(email)),
    db.delete(contactSubmissions).where(ownedBy(contactSubmissions.email, email)),
    db.delete(newsletterSubscriptions).where(ownedBy(newsletterSubscriptions.email, email)),
    // A journal's prompt series first (decision 0158): they hold its consent records and end with it.
    db
      .delete(schema.promptSubscriptions)
      .where(
        inArray(
          schema.promptSubscriptions.journal_id,
          db.select({ id: mindsetJournal.id }).from(mindsetJournal).where(ownedBy(mindsetJournal.email, email)),
        ),
      ),
    db.delete(mindsetJournal).where(ownedBy(mindsetJournal.email, email)),
    db.delete(schema.mindsetJournalRequests).where(ownedBy(schema.mindsetJournalRequests.email, email)),
    db.delete(waitlist).where(ownedBy(waitlist.email, email)),
    // A held 1:1 offer ends with the entry: its time is free again for the scheduler at once.
    db.delete(sessionWaitlist).where(ownedBy(sessionWaitlist.email, email)),
    db.delete(schema.rateLimits).where(
      inArray(
        schema.rateLimits.key,
        ["contact-email", "newsletter-email", "data-request-email", "login-account", "mindset-journal-email"].map(
          (rule) => `${rule}:${email}`,
        ),
      ),
    ),
    db.delete(dataRequests).where(ownedBy(dataRequests.email, email)),
  ]);
  logEvent("data-erased", { changes: results.reduce((n, r) => n + r.meta.changes, 0) });
  for (const { eventId } of offered) await afterSeatsFreed(env, eventId);
  return { state: "erased" };
}
