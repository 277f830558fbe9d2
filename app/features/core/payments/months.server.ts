import { and, eq, gte, sql } from "drizzle-orm";
import { getDb, schema } from "~/lib/db.server";
import { berlinParts, berlinToday } from "~/lib/today";
import { amountDueSql, paidSql } from "./payments.server";

/** How many months, this one included, the dashboard's money table shows. */
export const MONEY_MONTHS = 6;

/** One month's money in one currency, in integer cents. */
export interface MonthMoney {
  /** `yyyy-MM`, the calendar month in Berlin. */
  month: string;
  currency: string;
  /** Invoices issued that month, less the Stornorechnungen issued that month. */
  invoicedCents: number;
  /** Paid through Stripe or PayPal. */
  onlineCents: number;
  /** Paid by transfer or in cash. */
  transferCents: number;
  refundedCents: number;
  /** What the bookings invoiced that month still owe today. */
  openCents: number;
}

const ONLINE_METHODS = new Set(["provider", "paypal"]);

/** `yyyy-MM` of a stored Berlin day (`yyyy-MM-dd`) or of an instant, in Berlin. */
const monthOfDay = (day: string) => day.slice(0, 7);
const monthOfInstant = (iso: string) => {
  const { year, month } = berlinParts(new Date(iso));
  return `${year}-${month}`;
};

/** The first Berlin day of the month `back` months before `now`'s month. */
function firstDayMonthsBack(now: Date, back: number): string {
  const [year, month] = berlinToday(now).split("-").map(Number) as [number, number];
  const index = year * 12 + (month - 1) - back;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}-01`;
}

/**
 * The dashboard's money by month (Berlin calendar months, newest first, the last `MONEY_MONTHS`):
 * invoiced, paid online, paid by transfer, refunded, and what the month's invoices still leave open.
 * Payments and refunds are stored with their Berlin day; invoices with their instant, which is
 * turned into Berlin's month here (an invoice at 23:30 UTC on 31 October counts for November).
 * Four reads, together, each limited to the window.
 */
export async function moneyByMonth(env: Pick<Env, "DB">, now = new Date()): Promise<MonthMoney[]> {
  const db = getDb(env);
  const since = firstDayMonthsBack(now, MONEY_MONTHS - 1);
  // A day earlier in UTC covers the Berlin hours before midnight UTC; the month is decided below.
  const sinceInstant = new Date(Date.parse(`${since}T00:00:00Z`) - 86_400_000).toISOString();
  const invoicesTable = schema.invoices;
  const bookingsTable = schema.bookings;
  const [invoices, payments, refunds, open] = await Promise.all([
    db
      .select({ issuedAt: invoicesTable.issued_at, currency: invoicesTable.currency, gross: invoicesTable.gross_cents })
      .from(invoicesTable)
      .where(gte(invoicesTable.issued_at, sinceInstant)),
    db
      .select({
        day: schema.payments.paid_on,
        currency: schema.payments.currency,
        method: schema.payments.method,
        amount: schema.payments.amount_cents,
      })
      .from(schema.payments)
      .where(gte(schema.payments.paid_on, since)),
    db
      .select({
        day: schema.refunds.refunded_on,
        currency: schema.refunds.currency,
        amount: schema.refunds.amount_cents,
      })
      .from(schema.refunds)
      .where(gte(schema.refunds.refunded_on, since)),
    db
      .select({
        issuedAt: invoicesTable.issued_at,
        currency: bookingsTable.currency,
        open: sql<number>`MAX(${amountDueSql} - ${paidSql}, 0)`,
      })
      .from(invoicesTable)
      .innerJoin(bookingsTable, eq(bookingsTable.id, invoicesTable.booking_id))
      .where(and(eq(invoicesTable.kind, "invoice"), gte(invoicesTable.issued_at, sinceInstant))),
  ]);

  const rows = new Map<string, MonthMoney>();
  const row = (month: string, currency: string): MonthMoney | null => {
    if (month < monthOfDay(since)) return null;
    const key = `${month} ${currency}`;
    let found = rows.get(key);
    if (!found) {
      found = { month, currency, invoicedCents: 0, onlineCents: 0, transferCents: 0, refundedCents: 0, openCents: 0 };
      rows.set(key, found);
    }
    return found;
  };
  for (const invoice of invoices) {
    const target = row(monthOfInstant(invoice.issuedAt), invoice.currency);
    if (target) target.invoicedCents += invoice.gross;
  }
  for (const payment of payments) {
    const target = row(monthOfDay(payment.day), payment.currency);
    if (!target) continue;
    if (ONLINE_METHODS.has(payment.method)) target.onlineCents += payment.amount;
    else target.transferCents += payment.amount;
  }
  for (const refund of refunds) {
    const target = row(monthOfDay(refund.day), refund.currency);
    if (target) target.refundedCents += refund.amount;
  }
  for (const invoice of open) {
    const target = row(monthOfInstant(invoice.issuedAt), invoice.currency);
    if (target) target.openCents += Number(invoice.open);
  }
  return [...rows.values()].sort((x, y) => y.month.localeCompare(x.month) || x.currency.localeCompare(y.currency));
}
