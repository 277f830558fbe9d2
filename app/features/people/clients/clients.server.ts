import { and, desc, eq, inArray, type SQL, sql, type SQLWrapper } from "drizzle-orm";
import type { SelectResult } from "drizzle-orm/query-builders/select.types";
import type { RunnableQuery } from "drizzle-orm/runnable-query";
import type { SelectedFields, SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import { creditsUsedSql } from "~/features/products/sessions/credits.server";
import { intakeAnswersOf, type StoredIntakeAnswer } from "~/features/people/intake/questions.server";
import { sharedEntries } from "~/features/people/mindset/journal-entries";
import { nextStepOpen } from "~/features/people/session-mails/next-step.server";
import { openNote, sealNote } from "~/features/core/privacy/client-notes.server";
import { ANONYMISED_NAME } from "~/features/core/privacy/retention";
import { compiledStatement, getDb, schema } from "~/lib/db.server";
import type { PageQuery } from "~/lib/search.server";

/*
 * Her clients (decision 0194): one person per e-mail address, case and surrounding spaces merged.
 * Nothing is copied: the list and each person's page are read from the tables that hold what she
 * booked, bought, asked or shared, matched by `lower(trim(address))`. The `clients` table gives each
 * address a stable id for its page (filled on demand, as the list is read) and holds the coach's
 * private note, sealed (decision 0195).
 */

const clientsTable = schema.clients;
const nextStepsTable = schema.sessionNextSteps;
const bookingsTable = schema.bookings;
const eventsTable = schema.events;
const invoicesTable = schema.invoices;
const paymentsTable = schema.payments;
const refundsTable = schema.refunds;
const vouchersTable = schema.vouchers;
const journalsTable = schema.mindsetJournal;
const contactsTable = schema.contactSubmissions;
const subscriptionsTable = schema.newsletterSubscriptions;
const withdrawalsTable = schema.withdrawals;
const waitlistTable = schema.waitlist;
const purchasesTable = schema.packagePurchases;
const consentsTable = schema.earlyStartConsents;
const typesTable = schema.appointmentTypes;
const sessionNotesTable = schema.sessionNotes;
const promptSubscriptionsTable = schema.promptSubscriptions;

/** How an address is merged: lower case, without surrounding spaces. */
export const clientKey = (email: string) => email.trim().toLowerCase();
const keyOf = (column: SQLiteColumn) => sql`lower(trim(${column}))`;
const ownedBy = (column: SQLiteColumn, email: string) => sql`${keyOf(column)} = ${email}`;

/**
 * Every trace of a person, one row each: her address (merged), the name she gave there (NULL where
 * none is asked: a journal), and when. Newsletter sign-ups alone make no client (a reader is not a
 * client), and an anonymised booking (address cleared) belongs to nobody. In two compound SELECTs
 * of four: D1 refuses a compound SELECT of more than five terms ("too many terms in compound SELECT").
 */
const traces = sql`
  SELECT * FROM (
    SELECT ${keyOf(bookingsTable.email)} AS email, ${bookingsTable.full_name} AS name, ${bookingsTable.created_at} AS at
      FROM ${bookingsTable} WHERE trim(${bookingsTable.email}) <> ''
    UNION ALL SELECT ${keyOf(contactsTable.email)}, ${contactsTable.name}, ${contactsTable.created_at} FROM ${contactsTable}
    UNION ALL SELECT ${keyOf(vouchersTable.buyer_email)}, ${vouchersTable.buyer_name}, ${vouchersTable.created_at} FROM ${vouchersTable}
    UNION ALL SELECT ${keyOf(vouchersTable.recipient_email)}, ${vouchersTable.recipient_name}, ${vouchersTable.created_at}
      FROM ${vouchersTable} WHERE trim(coalesce(${vouchersTable.recipient_email}, '')) <> '')
  UNION ALL SELECT * FROM (
    SELECT ${keyOf(journalsTable.email)} AS email, NULL AS name, ${journalsTable.created_at} AS at FROM ${journalsTable}
    UNION ALL SELECT ${keyOf(waitlistTable.email)}, ${waitlistTable.full_name}, ${waitlistTable.created_at} FROM ${waitlistTable}
    UNION ALL SELECT ${keyOf(withdrawalsTable.email)}, ${withdrawalsTable.full_name}, ${withdrawalsTable.received_at} FROM ${withdrawalsTable}
    UNION ALL SELECT ${clientsTable.email}, NULL, ${clientsTable.note_updated_at} FROM ${clientsTable} WHERE ${clientsTable.note} IS NOT NULL)`;

/** Gives every address the traces name an id of its own; the ones already there stay as they are. */
const fillClients = sql`INSERT INTO ${clientsTable} (id, email)
  SELECT lower(hex(randomblob(16))), email FROM (${traces}) WHERE email <> '' GROUP BY email
  ON CONFLICT (email) DO NOTHING`;

/**
 * People grouped by address: the latest name she gave (kept with its time as `at ␟ name`, the
 * latest wins), every name she gave (searched too), her latest trace, and how many traces.
 */
const people = sql`
  SELECT email, substr(latest, instr(latest, char(31)) + 1) AS name, names, last_at, traces FROM (
    SELECT email, max(named) AS latest, group_concat(DISTINCT name) AS names, max(at) AS last_at, count(*) AS traces
    FROM (
      SELECT email, name, at,
        CASE WHEN coalesce(name, ${ANONYMISED_NAME}) <> ${ANONYMISED_NAME} THEN at || char(31) || name END AS named
      FROM (${traces})
    ) WHERE email <> '' GROUP BY email
  )`;

/** The search: the text anywhere in the address or any of her names (instr, not LIKE: D1's 50-byte pattern limit). */
const q = sql.placeholder("q");
const matching = sql`(${q} = '' OR instr(p.email, lower(${q})) > 0 OR instr(lower(coalesce(p.names, '')), lower(${q})) > 0)`;

const fillStatement = compiledStatement(() => fillClients);
const listStatement = compiledStatement<"q" | "limit" | "offset">(
  () => sql`SELECT c.id AS id, p.email AS email, p.name AS name, p.last_at AS last_at, p.traces AS traces,
      (c.note IS NOT NULL) AS has_note
    FROM (${people}) AS p JOIN ${clientsTable} AS c ON c.email = p.email
    WHERE ${matching}
    ORDER BY p.last_at DESC, p.email LIMIT ${sql.placeholder("limit")} OFFSET ${sql.placeholder("offset")}`,
);
const countStatement = compiledStatement<"q">(() => sql`SELECT count(*) AS n FROM (${people}) AS p WHERE ${matching}`);

export interface ClientRow {
  id: string;
  email: string;
  name: string | null;
  last_at: string | null;
  traces: number;
  has_note: boolean;
}

/**
 * One page of her clients, the most recently active first, in one batch (a transaction): the
 * addresses seen for the first time get their id, then the page and its total are read.
 */
export async function clientsPage(env: Pick<Env, "DB">, { q, offset, limit }: PageQuery) {
  const [, listed, counted] = await env.DB.batch([
    fillStatement(env, {}),
    listStatement(env, { q, limit, offset }),
    countStatement(env, { q }),
  ]);
  const rows = (listed?.results ?? []) as (Omit<ClientRow, "has_note"> & { has_note: number })[];
  return {
    rows: rows.map((row): ClientRow => ({ ...row, traces: Number(row.traces), has_note: Boolean(row.has_note) })),
    total: Number((counted?.results?.[0] as { n?: number } | undefined)?.n ?? 0),
  };
}

/** The names the addresses were given (the latest per address), for lists that know only an address (the journals). */
export async function namesOf(env: Pick<Env, "DB">, emails: readonly string[]): Promise<Map<string, string>> {
  const keys = [...new Set(emails.map(clientKey))].filter(Boolean);
  if (keys.length === 0) return new Map();
  // One bound parameter per address; a list page has at most 25, well under D1's 100.
  const rows = await getDb(env).all<{ email: string; name: string | null }>(
    sql`SELECT p.email AS email, p.name AS name FROM (${people}) AS p WHERE p.email IN (${sql.join(
      keys.map((key) => sql`${key}`),
      sql`, `,
    )})`,
  );
  return new Map(rows.filter((row) => row.name).map((row) => [row.email, row.name!]));
}

/** The id of an address's page (made if the address has none yet), for links from other pages. */
export async function clientIdOf(env: Pick<Env, "DB">, email: string): Promise<string> {
  const key = clientKey(email);
  const db = getDb(env);
  const [row] = await db
    .insert(clientsTable)
    .values({ email: key })
    .onConflictDoUpdate({ target: clientsTable.email, set: { email: key } })
    .returning({ id: clientsTable.id });
  return row!.id;
}

type NoteEnv = Pick<Env, "DB" | "TOKEN_SECRET" | "TOKEN_SECRET_PREVIOUS">;

/** A booked event, 1:1 session or package as her page lists it. */
export interface ClientBooking {
  id: string;
  eventId: string;
  kind: "event" | "session" | "package";
  title: string;
  typeName: string | null;
  day: string;
  startTime: string;
  status: string;
  attendance: string | null;
  fullName: string;
  tickets: number;
  totalCents: number;
  currency: string;
  createdAt: string;
  withdrawnAt: string | null;
  visitorNote: string | null;
  package: { total: number; used: number; left: number; expiresOn: string } | null;
  sessionNote: string | null;
  /** Her answers to the intake questions of a 1:1 session (decision 0211). */
  intake: StoredIntakeAnswer[];
  /**
   * The next small step sent after a session (decision 0222), or whether one can be sent now:
   * "open" (a confirmed session that has begun), else why not.
   */
  nextStep: { step: string; sentAt: string } | null;
  nextStepState: ReturnType<typeof nextStepOpen>;
}

/** Everything about one person, each list newest first; null when the id is unknown. */
export async function clientRecord(env: NoteEnv, id: string, now = new Date()) {
  const db = getDb(env);
  const [client] = await db.select().from(clientsTable).where(eq(clientsTable.id, id)).limit(1);
  if (!client) return null;
  const { email } = client;
  const theirBookingIds = db
    .select({ id: bookingsTable.id })
    .from(bookingsTable)
    .where(ownedBy(bookingsTable.email, email));
  /**
   * One table's rows of hers, newest first: the shape of most parts of her record. drizzle's builder
   * loses its row type through a generic table, so the type is the one drizzle gives a select from
   * one table without joins (each column as declared).
   */
  const newestFirst = <Fields extends SelectedFields>(
    fields: Fields,
    table: SQLiteTable,
    where: SQL,
    ...newest: SQLiteColumn[]
  ) =>
    db
      .select(fields)
      .from(table)
      .where(where)
      .orderBy(...newest.map((column) => desc(column))) as unknown as RunnableQuery<
      SelectResult<Fields, "partial", Record<string, "not-null">>[],
      "sqlite"
    > &
      SQLWrapper;
  const [
    bookingRows,
    invoiceRows,
    paymentRows,
    refundRows,
    voucherRows,
    journalRows,
    contactRows,
    subscriptionRows,
    withdrawalRows,
    waitlistRows,
    earlyStartRows,
    promptRows,
    noteRows,
  ] = await db.batch([
    db
      .select({
        id: bookingsTable.id,
        eventId: bookingsTable.event_id,
        kind: eventsTable.kind,
        title: eventsTable.title,
        typeName: typesTable.name,
        day: eventsTable.event_date,
        startTime: eventsTable.start_time,
        status: bookingsTable.status,
        attendance: bookingsTable.attendance,
        fullName: bookingsTable.full_name,
        tickets: bookingsTable.num_tickets,
        totalCents: bookingsTable.total_cents,
        currency: bookingsTable.currency,
        createdAt: bookingsTable.created_at,
        withdrawnAt: bookingsTable.withdrawn_at,
        visitorNote: bookingsTable.note,
        cancelledAt: eventsTable.cancelled_at,
        credits: purchasesTable.credits,
        expiresOn: purchasesTable.expires_on,
        used: sql<
          number | null
        >`CASE WHEN ${purchasesTable.event_id} IS NULL THEN NULL ELSE ${creditsUsedSql(purchasesTable.event_id, now)} END`,
      })
      .from(bookingsTable)
      .innerJoin(eventsTable, eq(eventsTable.id, bookingsTable.event_id))
      .leftJoin(typesTable, eq(typesTable.id, eventsTable.appointment_type_id))
      .leftJoin(purchasesTable, eq(purchasesTable.event_id, eventsTable.id))
      .where(ownedBy(bookingsTable.email, email))
      .orderBy(desc(bookingsTable.created_at)),
    newestFirst(
      {
        number: invoicesTable.number,
        kind: invoicesTable.kind,
        issuedAt: invoicesTable.issued_at,
        grossCents: invoicesTable.gross_cents,
        currency: invoicesTable.currency,
        bookingId: invoicesTable.booking_id,
      },
      invoicesTable,
      inArray(invoicesTable.booking_id, theirBookingIds),
      invoicesTable.issued_at,
    ),
    newestFirst(
      {
        id: paymentsTable.id,
        bookingId: paymentsTable.booking_id,
        amountCents: paymentsTable.amount_cents,
        currency: paymentsTable.currency,
        method: paymentsTable.method,
        paidOn: paymentsTable.paid_on,
        createdAt: paymentsTable.created_at,
      },
      paymentsTable,
      inArray(paymentsTable.booking_id, theirBookingIds),
      paymentsTable.paid_on,
      paymentsTable.created_at,
    ),
    newestFirst(
      {
        id: refundsTable.id,
        bookingId: refundsTable.booking_id,
        amountCents: refundsTable.amount_cents,
        currency: refundsTable.currency,
        method: refundsTable.method,
        refundedOn: refundsTable.refunded_on,
      },
      refundsTable,
      inArray(refundsTable.booking_id, theirBookingIds),
      refundsTable.refunded_on,
    ),
    newestFirst(
      {
        id: vouchersTable.id,
        code: vouchersTable.code,
        valueCents: vouchersTable.value_cents,
        buyerName: vouchersTable.buyer_name,
        buyerEmail: vouchersTable.buyer_email,
        recipientName: vouchersTable.recipient_name,
        recipientEmail: vouchersTable.recipient_email,
        paidOn: vouchersTable.paid_on,
        validUntil: vouchersTable.valid_until,
        createdAt: vouchersTable.created_at,
      },
      vouchersTable,
      sql`${ownedBy(vouchersTable.buyer_email, email)} OR ${ownedBy(vouchersTable.recipient_email, email)}`,
      vouchersTable.created_at,
    ),
    newestFirst(
      {
        id: journalsTable.id,
        createdAt: journalsTable.created_at,
        entries: journalsTable.journal_entries,
        consentText: journalsTable.consent_text,
        consentedAt: journalsTable.consented_at,
      },
      journalsTable,
      ownedBy(journalsTable.email, email),
      journalsTable.created_at,
    ),
    newestFirst(
      {
        id: contactsTable.id,
        name: contactsTable.name,
        message: contactsTable.message,
        createdAt: contactsTable.created_at,
        isRead: contactsTable.is_read,
      },
      contactsTable,
      ownedBy(contactsTable.email, email),
      contactsTable.created_at,
    ),
    newestFirst(
      {
        status: subscriptionsTable.status,
        createdAt: subscriptionsTable.created_at,
        confirmedAt: subscriptionsTable.confirmed_at,
        consentText: subscriptionsTable.consent_text,
      },
      subscriptionsTable,
      ownedBy(subscriptionsTable.email, email),
      subscriptionsTable.created_at,
    ),
    newestFirst(
      {
        id: withdrawalsTable.id,
        receivedAt: withdrawalsTable.received_at,
        reference: withdrawalsTable.reference,
        outcome: withdrawalsTable.outcome,
        refundCents: withdrawalsTable.refund_cents,
      },
      withdrawalsTable,
      ownedBy(withdrawalsTable.email, email),
      withdrawalsTable.received_at,
    ),
    db
      .select({
        id: waitlistTable.id,
        eventId: waitlistTable.event_id,
        title: eventsTable.title,
        day: eventsTable.event_date,
        status: waitlistTable.status,
        consentText: waitlistTable.consent_text,
        createdAt: waitlistTable.created_at,
      })
      .from(waitlistTable)
      .innerJoin(eventsTable, eq(eventsTable.id, waitlistTable.event_id))
      .where(ownedBy(waitlistTable.email, email))
      .orderBy(desc(waitlistTable.created_at)),
    db
      .select({
        bookingId: consentsTable.booking_id,
        consentedAt: consentsTable.consented_at,
        version: consentsTable.text_version,
        title: eventsTable.title,
      })
      .from(consentsTable)
      .innerJoin(bookingsTable, eq(bookingsTable.id, consentsTable.booking_id))
      .innerJoin(eventsTable, eq(eventsTable.id, bookingsTable.event_id))
      .where(ownedBy(bookingsTable.email, email))
      .orderBy(desc(consentsTable.consented_at)),
    db
      .select({
        series: schema.promptSeries.name,
        consentText: promptSubscriptionsTable.consent_text,
        consentedAt: promptSubscriptionsTable.consented_at,
        stoppedAt: promptSubscriptionsTable.stopped_at,
      })
      .from(promptSubscriptionsTable)
      .innerJoin(journalsTable, eq(journalsTable.id, promptSubscriptionsTable.journal_id))
      .innerJoin(schema.promptSeries, eq(schema.promptSeries.id, promptSubscriptionsTable.series_id))
      .where(ownedBy(journalsTable.email, email))
      .orderBy(desc(promptSubscriptionsTable.consented_at)),
    db
      .select({ bookingId: sessionNotesTable.booking_id, note: sessionNotesTable.note })
      .from(sessionNotesTable)
      .where(inArray(sessionNotesTable.booking_id, theirBookingIds)),
  ]);

  const sessionNotes = new Map<string, string | null>();
  for (const row of noteRows)
    sessionNotes.set(row.bookingId, await openNote(env, row.note, { bookingId: row.bookingId }));
  const [intake, stepRows] = await Promise.all([
    intakeAnswersOf(
      env,
      bookingRows.map((row) => row.id),
    ),
    db
      .select({ bookingId: nextStepsTable.booking_id, step: nextStepsTable.step, sentAt: nextStepsTable.sent_at })
      .from(nextStepsTable)
      .where(inArray(nextStepsTable.booking_id, theirBookingIds)),
  ]);
  const steps = new Map(stepRows.map(({ bookingId, ...step }) => [bookingId, step]));
  const bookings: ClientBooking[] = bookingRows.map(({ credits, expiresOn, used, cancelledAt, ...row }) => {
    const usedCount = Number(used ?? 0);
    return {
      ...row,
      package:
        credits !== null && expiresOn !== null
          ? { total: credits, used: usedCount, left: Math.max(0, credits - usedCount), expiresOn }
          : null,
      sessionNote: sessionNotes.get(row.id) ?? null,
      intake: intake.get(row.id) ?? [],
      nextStep: steps.get(row.id) ?? null,
      nextStepState: nextStepOpen({ ...row, cancelledAt }, now),
    };
  });
  const names = [...new Set(bookingRows.map((row) => row.fullName).concat(contactRows.map((row) => row.name)))].filter(
    (name) => name && name !== ANONYMISED_NAME,
  );
  const journals = journalRows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt,
    consentText: row.consentText,
    consentedAt: row.consentedAt,
    // Only what she shared with the coach (decision 0144), newest first.
    shared: sharedEntries(row.entries),
  }));
  const consents = [
    ...earlyStartRows.map((row) => ({
      kind: "earlyStart" as const,
      at: row.consentedAt,
      text: row.version,
      about: row.title,
      bookingId: row.bookingId,
    })),
    ...subscriptionRows
      .filter((row) => row.consentText)
      .map((row) => ({
        kind: "newsletter" as const,
        at: row.confirmedAt ?? row.createdAt,
        text: row.consentText!,
        about: null,
        bookingId: null,
      })),
    ...journalRows
      .filter((row) => row.consentText)
      .map((row) => ({
        kind: "journal" as const,
        at: row.consentedAt ?? row.createdAt,
        text: row.consentText!,
        about: null,
        bookingId: null,
      })),
    ...promptRows
      .filter((row) => row.consentText)
      .map((row) => ({
        kind: "prompts" as const,
        at: row.consentedAt ?? "",
        text: row.consentText!,
        about: row.series,
        bookingId: null,
      })),
    ...waitlistRows
      .filter((row) => row.consentText)
      .map((row) => ({
        kind: "waitlist" as const,
        at: row.createdAt,
        text: row.consentText!,
        about: row.title,
        bookingId: null,
      })),
  ].sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));

  const note = client.note ? await openNote(env, client.note, { email }) : null;
  return {
    client: {
      id: client.id,
      email,
      names,
      createdAt: client.created_at,
      note,
      // A note no key opens (TOKEN_SECRET replaced without TOKEN_SECRET_PREVIOUS): said, never shown as cipher text.
      noteUnreadable: client.note !== null && note === null,
      noteUpdatedAt: client.note_updated_at,
    },
    bookings,
    invoices: invoiceRows,
    payments: paymentRows,
    refunds: refundRows,
    vouchers: voucherRows,
    journals,
    contacts: contactRows,
    newsletter: subscriptionRows[0] ?? null,
    withdrawals: withdrawalRows,
    waitlist: waitlistRows,
    consents,
  };
}

export type ClientRecord = NonNullable<Awaited<ReturnType<typeof clientRecord>>>;

/** The coach's private note about a person, sealed; an empty text removes it. False when the id is unknown. */
export async function saveClientNote(env: NoteEnv, id: string, text: string): Promise<boolean> {
  const db = getDb(env);
  const [client] = await db.select({ email: clientsTable.email }).from(clientsTable).where(eq(clientsTable.id, id));
  if (!client) return false;
  const plain = text.trim();
  const rows = await db
    .update(clientsTable)
    .set(
      plain
        ? { note: await sealNote(env, plain, { email: client.email }), note_updated_at: new Date().toISOString() }
        : { note: null, note_updated_at: null },
    )
    .where(eq(clientsTable.id, id))
    .returning({ id: clientsTable.id });
  return rows.length > 0;
}

/**
 * The coach's private note about one of the person's bookings (a session), sealed; empty removes it.
 * False when the booking is not hers (the client's page only offers her own).
 */
export async function saveSessionNote(
  env: NoteEnv,
  clientId: string,
  bookingId: string,
  text: string,
): Promise<boolean> {
  const db = getDb(env);
  const [owned] = await db
    .select({ id: bookingsTable.id })
    .from(bookingsTable)
    .innerJoin(clientsTable, eq(clientsTable.email, keyOf(bookingsTable.email)))
    .where(and(eq(clientsTable.id, clientId), eq(bookingsTable.id, bookingId)))
    .limit(1);
  if (!owned) return false;
  const plain = text.trim();
  if (!plain) {
    await db.delete(sessionNotesTable).where(eq(sessionNotesTable.booking_id, bookingId));
    return true;
  }
  const note = await sealNote(env, plain, { bookingId });
  await db
    .insert(sessionNotesTable)
    .values({ booking_id: bookingId, note })
    .onConflictDoUpdate({ target: sessionNotesTable.booking_id, set: { note, updated_at: new Date().toISOString() } });
  return true;
}

/** Rows of a list that knows only an address (the journals), each with the name she gave elsewhere. */
export async function withNames<Row extends { email: string }>(
  env: Pick<Env, "DB">,
  rows: Row[],
): Promise<(Row & { name: string | null })[]> {
  const names = await namesOf(
    env,
    rows.map((row) => row.email),
  );
  return rows.map((row) => ({ ...row, name: names.get(clientKey(row.email)) ?? null }));
}
