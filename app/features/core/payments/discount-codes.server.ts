import { desc, eq, getTableColumns, type SQLWrapper, sql } from "drizzle-orm";
import { holdsSeat, type SqlNow } from "~/features/products/events/seats.server";
import { getDb, insertWithBooking, qualified as q, schema } from "~/lib/db.server";
import { berlinToday } from "~/lib/today";
import type { DiscountKind } from "~db/enums";
import { type DiscountRule, normalizeDiscountCode, windowState } from "./discount";

const discountCodesTable = schema.discountCodes;
const discountCodeTargetsTable = schema.discountCodeTargets;
const discountRedemptionsTable = schema.discountRedemptions;
const bookingsTable = schema.bookings;
const p = sql.placeholder;

/**
 * The uses of a code at `now`: its redemptions whose bookings hold seats (decision 0140). A booking
 * that is cancelled, or whose unconfirmed hold ran out, gives its use back, as it gives its seats.
 */
export const discountUsesSql = (codeId: SQLWrapper | string, now: SqlNow) =>
  sql<number>`(SELECT COUNT(*) FROM ${discountRedemptionsTable} INNER JOIN ${bookingsTable} ON ${q(bookingsTable, bookingsTable.id)} = ${q(discountRedemptionsTable, discountRedemptionsTable.booking_id)}
    WHERE ${q(discountRedemptionsTable, discountRedemptionsTable.code_id)} = ${codeId} AND ${holdsSeat(now)})`;

/** The placeholders the booking insert binds for its code (all NULL without one). */
export type DiscountGuardValues = "codeId" | "codeKind" | "codeValue" | "today";

/**
 * The code's part of the booking insert's WHERE clause (docs/decisions/0005-atomic-booking-sql.md):
 * without a code (`codeId` NULL) true; with one, the code as the request read it (kind and value),
 * still active, inside its days, for this event, and with a use left. Checked in the statement that
 * writes the booking, so concurrent bookings cannot use one last use twice.
 */
export function discountGuardSql(
  event: { id: SQLWrapper; category: SQLWrapper; currency: SQLWrapper },
  now: SqlNow,
): SQLWrapper {
  const codeId = p("codeId");
  const today = p("today");
  return sql`(${codeId} IS NULL OR EXISTS (
    SELECT 1 FROM ${discountCodesTable}
    WHERE ${q(discountCodesTable, discountCodesTable.id)} = ${codeId} AND ${q(discountCodesTable, discountCodesTable.active)} = 1
      AND ${q(discountCodesTable, discountCodesTable.kind)} = ${p("codeKind")} AND ${q(discountCodesTable, discountCodesTable.value)} = ${p("codeValue")}
      AND (${q(discountCodesTable, discountCodesTable.valid_from)} IS NULL OR ${q(discountCodesTable, discountCodesTable.valid_from)} <= ${today})
      AND (${q(discountCodesTable, discountCodesTable.valid_until)} IS NULL OR ${q(discountCodesTable, discountCodesTable.valid_until)} >= ${today})
      AND (${q(discountCodesTable, discountCodesTable.kind)} = 'percent' OR ${event.currency} = 'EUR')
      AND (${q(discountCodesTable, discountCodesTable.all_events)} = 1 OR EXISTS (
        SELECT 1 FROM ${discountCodeTargetsTable} WHERE ${q(discountCodeTargetsTable, discountCodeTargetsTable.code_id)} = ${q(discountCodesTable, discountCodesTable.id)}
          AND (${q(discountCodeTargetsTable, discountCodeTargetsTable.event_id)} = ${event.id} OR ${q(discountCodeTargetsTable, discountCodeTargetsTable.category)} = ${event.category})))
      AND (${q(discountCodesTable, discountCodesTable.max_uses)} IS NULL OR ${discountUsesSql(q(discountCodesTable, discountCodesTable.id), now)} < ${q(discountCodesTable, discountCodesTable.max_uses)})))`;
}

/** The redemption, in the booking's batch right after its insert (`insertWithBooking`). */
export const redemptionInsert = insertWithBooking(discountRedemptionsTable, {
  id: discountRedemptionsTable.id,
  codeId: discountRedemptionsTable.code_id,
  bookingId: discountRedemptionsTable.booking_id,
  discountCents: discountRedemptionsTable.discount_cents,
  now: discountRedemptionsTable.created_at,
});

/** A code as one read gives it: its row, its current uses and the events and categories it is for. */
export interface DiscountCode {
  id: string;
  code: string;
  kind: DiscountKind;
  value: number;
  valid_from: string | null;
  valid_until: string | null;
  max_uses: number | null;
  all_events: boolean;
  active: boolean;
  uses: number;
  eventIds: string[];
  categories: string[];
}

const targetsOf = (column: typeof discountCodeTargetsTable.event_id | typeof discountCodeTargetsTable.category) =>
  sql<string>`(SELECT json_group_array(${q(discountCodeTargetsTable, column)}) FROM ${discountCodeTargetsTable}
    WHERE ${q(discountCodeTargetsTable, discountCodeTargetsTable.code_id)} = ${q(discountCodesTable, discountCodesTable.id)} AND ${q(discountCodeTargetsTable, column)} IS NOT NULL)`;

const parseList = (json: string | null): string[] => {
  try {
    const list: unknown = JSON.parse(json ?? "[]");
    return Array.isArray(list) ? list.filter((item): item is string => typeof item === "string") : [];
  } catch {
    return [];
  }
};

/** Reads a code by what the visitor typed (any case, spaces around), in one round trip; null when unknown. */
export async function readDiscountCode(env: Pick<Env, "DB">, typed: string, now: Date): Promise<DiscountCode | null> {
  const [row] = await getDb(env)
    .select({
      ...getTableColumns(discountCodesTable),
      uses: discountUsesSql(q(discountCodesTable, discountCodesTable.id), now),
      events: targetsOf(discountCodeTargetsTable.event_id),
      categories: targetsOf(discountCodeTargetsTable.category),
    })
    .from(discountCodesTable)
    .where(eq(discountCodesTable.code, normalizeDiscountCode(typed)))
    .limit(1);
  if (!row) return null;
  const { events, categories, ...code } = row;
  return {
    id: code.id,
    code: code.code,
    kind: code.kind,
    value: code.value,
    valid_from: code.valid_from,
    valid_until: code.valid_until,
    max_uses: code.max_uses,
    all_events: code.all_events,
    active: code.active,
    uses: Number(code.uses),
    eventIds: parseList(events),
    categories: parseList(categories),
  };
}

/** Why a code was refused beside its field (the messages: booking.discount.refused). */
export type DiscountProblem = "unknown" | "used_up" | "expired" | "not_yet_valid" | "not_for_event";

export type DiscountVerdict =
  { ok: true; code: DiscountCode; rule: DiscountRule } | { ok: false; problem: DiscountProblem; validFrom?: string };

/**
 * Whether a code may take money off a booking of `event` today (Berlin): the same conditions the
 * insert's guard (`discountGuardSql`) checks again when it writes.
 */
export function judgeDiscountCode(
  code: DiscountCode | null,
  event: { id: string; category: string; currency: string },
  now: Date,
): DiscountVerdict {
  if (!code) return { ok: false, problem: "unknown" };
  // A code the coach switched off reads like one that ran out: it no longer holds.
  if (!code.active) return { ok: false, problem: "expired" };
  const window = windowState(code, berlinToday(now));
  if (window === "not_yet_valid") return { ok: false, problem: window, validFrom: code.valid_from ?? "" };
  if (window === "expired") return { ok: false, problem: window };
  const forEvent =
    (code.kind === "percent" || event.currency === "EUR") &&
    (code.all_events || code.eventIds.includes(event.id) || code.categories.includes(event.category));
  if (!forEvent) return { ok: false, problem: "not_for_event" };
  if (code.max_uses !== null && code.uses >= code.max_uses) return { ok: false, problem: "used_up" };
  return { ok: true, code, rule: { kind: code.kind, value: code.value } };
}

/** The back office's list: every code with its uses now and the money it took off bookings holding seats. */
export async function listDiscountCodes(env: Pick<Env, "DB">, now = new Date()) {
  const given = sql<number>`(SELECT COALESCE(SUM(${q(discountRedemptionsTable, discountRedemptionsTable.discount_cents)}), 0) FROM ${discountRedemptionsTable}
    INNER JOIN ${bookingsTable} ON ${q(bookingsTable, bookingsTable.id)} = ${q(discountRedemptionsTable, discountRedemptionsTable.booking_id)}
    WHERE ${q(discountRedemptionsTable, discountRedemptionsTable.code_id)} = ${q(discountCodesTable, discountCodesTable.id)} AND ${holdsSeat(now)})`;
  const rows = await getDb(env)
    .select({
      ...getTableColumns(discountCodesTable),
      uses: discountUsesSql(q(discountCodesTable, discountCodesTable.id), now),
      given_cents: given,
      events: targetsOf(discountCodeTargetsTable.event_id),
      categories: targetsOf(discountCodeTargetsTable.category),
    })
    .from(discountCodesTable)
    .orderBy(desc(discountCodesTable.active), desc(discountCodesTable.created_at));
  return rows.map(({ events, categories, ...row }) => ({
    ...row,
    uses: Number(row.uses),
    given_cents: Number(row.given_cents),
    eventIds: parseList(events),
    categories: parseList(categories),
  }));
}

export interface NewDiscountCode {
  code: string;
  kind: DiscountKind;
  value: number;
  valid_from: string | null;
  valid_until: string | null;
  max_uses: number | null;
  eventIds: string[];
  categories: string[];
}

/**
 * Creates a code with its targets in one batch; no events and no categories chosen: every event.
 * False when the code exists already (its unique index decides, also between two concurrent saves).
 */
export async function createDiscountCode(env: Pick<Env, "DB">, input: NewDiscountCode): Promise<boolean> {
  const db = getDb(env);
  const id = crypto.randomUUID();
  const code = normalizeDiscountCode(input.code);
  const [existing] = await db
    .select({ id: discountCodesTable.id })
    .from(discountCodesTable)
    .where(eq(discountCodesTable.code, code))
    .limit(1);
  if (existing) return false;
  const targets = [
    ...input.eventIds.map((event_id) => ({ code_id: id, event_id, category: null })),
    ...input.categories.map((category) => ({ code_id: id, event_id: null, category })),
  ] as (typeof discountCodeTargetsTable.$inferInsert)[];
  const insertCode = db.insert(discountCodesTable).values({
    id,
    code,
    kind: input.kind,
    value: input.value,
    valid_from: input.valid_from,
    valid_until: input.valid_until,
    max_uses: input.max_uses,
    all_events: targets.length === 0,
    active: true,
  });
  await (targets.length ? db.batch([insertCode, db.insert(discountCodeTargetsTable).values(targets)]) : insertCode);
  return true;
}

/** Switches a code off (it stays, with its redemptions, for the invoices and the list). False: no such code. */
export async function deactivateDiscountCode(env: Pick<Env, "DB">, id: string): Promise<boolean> {
  const done = await getDb(env)
    .update(discountCodesTable)
    .set({ active: false })
    .where(eq(discountCodesTable.id, id))
    .returning({ id: discountCodesTable.id });
  return done.length > 0;
}

/** The Veranstaltungen (kind "event") a code can be limited to: not over yet, not called off, soonest first. */
export async function eventsForCodes(env: Pick<Env, "DB">, now = new Date()) {
  const eventsTable = schema.events;
  return getDb(env)
    .select({ id: eventsTable.id, title: eventsTable.title, event_date: eventsTable.event_date })
    .from(eventsTable)
    .where(
      sql`${eventsTable.event_date} >= ${berlinToday(now)} AND ${eventsTable.cancelled_at} IS NULL AND ${eventsTable.kind} = 'event'`,
    )
    .orderBy(eventsTable.event_date, eventsTable.start_time);
}

/**
 * Whether every chosen target is a Veranstaltung that exists (a page loaded before an event was
 * deleted offers it still). A 1:1 session's or a package's row is no target (issue 56).
 */
export async function eventsExist(env: Pick<Env, "DB">, ids: string[]): Promise<boolean> {
  if (!ids.length) return true;
  const eventsTable = schema.events;
  const rows = await getDb(env)
    .select({ id: eventsTable.id })
    .from(eventsTable)
    .where(
      sql`${eventsTable.kind} = 'event' AND ${eventsTable.id} IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  return rows.length === new Set(ids).size;
}
