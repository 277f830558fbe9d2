import { and, eq, sql, type SQL } from "drizzle-orm";
import { getDb, schema, d1Statement } from "~/lib/db.server";
import { berlinToday } from "~/lib/today";
import type { INVOICE_KINDS } from "~db/enums";
import type { InvoiceSnapshot } from "~db/invoice-snapshot";

const invoiceCounterTable = schema.invoiceCounter;
const invoicesTable = schema.invoices;
const bookingsTable = schema.bookings;
/** An invoice without a booking takes its currency from its subject (decision 0223). */
const manualTable = schema.manualInvoices;
const col = (column: { name: string }) => sql.identifier(column.name);

export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/** Everything an invoice row holds except its number, id and date, which issuing decides. */
export interface InvoiceDraft {
  /** The booking's id, or the subject's of an invoice without a booking (decision 0223). */
  bookingId: string;
  kind: InvoiceKind;
  grossCents: number;
  netCents: number;
  vatCents: number;
  vatRateBp: number;
  refersTo: string | null;
  snapshot: InvoiceSnapshot;
}

/** "2026-0042": the year (Berlin) and the consecutive number, at least four digits. */
export const invoiceNumber = (year: number, n: number) => `${year}-${String(n).padStart(4, "0")}`;

/**
 * The two statements that issue an invoice, for a D1 batch (one transaction): the counter advances
 * only when this booking has no invoice of this kind yet and `condition` holds, and the invoice
 * takes exactly that number. 50 confirmations at once get 50 different numbers without a gap; a
 * failing insert rolls the counter back with it. `condition` lets a caller tie the invoice to its
 * own write in the same batch (the coach's confirmation: only a confirmed booking is invoiced).
 * None for a document over nothing (a free booking): it is no supply for consideration, and it would
 * use up a number of the year's gapless sequence.
 */
export function invoiceStatements(
  env: Pick<Env, "DB">,
  draft: InvoiceDraft,
  now: Date,
  condition: SQL = sql`EXISTS (SELECT 1 FROM ${bookingsTable} WHERE ${bookingsTable.id} = ${draft.bookingId})`,
): D1PreparedStatement[] {
  if (draft.grossCents === 0) return [];
  const year = Number(berlinToday(now).slice(0, 4));
  const issued = sql`EXISTS (SELECT 1 FROM ${invoicesTable} WHERE ${invoicesTable.booking_id} = ${draft.bookingId} AND ${invoicesTable.kind} = ${draft.kind})`;
  return [
    d1Statement(
      env,
      sql`INSERT INTO ${invoiceCounterTable} (${col(invoiceCounterTable.year)}, ${col(invoiceCounterTable.last_number)})
          SELECT ${year}, 1 WHERE NOT ${issued} AND ${condition}
          ON CONFLICT (${col(invoiceCounterTable.year)}) DO UPDATE SET ${col(invoiceCounterTable.last_number)} = ${col(invoiceCounterTable.last_number)} + 1`,
    ),
    d1Statement(
      env,
      sql`INSERT INTO ${invoicesTable} (${col(invoicesTable.id)}, ${col(invoicesTable.number)}, ${col(invoicesTable.booking_id)}, ${col(invoicesTable.kind)}, ${col(invoicesTable.issued_at)},
            ${col(invoicesTable.gross_cents)}, ${col(invoicesTable.currency)}, ${col(invoicesTable.net_cents)}, ${col(invoicesTable.vat_cents)}, ${col(invoicesTable.vat_rate_bp)},
            ${col(invoicesTable.refers_to)}, ${col(invoicesTable.snapshot)})
          SELECT ${crypto.randomUUID()}, ${`${year}-`} || substr('0000' || ${invoiceCounterTable.last_number}, -max(4, length(${invoiceCounterTable.last_number}))),
            ${draft.bookingId}, ${draft.kind}, ${now.toISOString()}, ${draft.grossCents},
            COALESCE((SELECT ${bookingsTable.currency} FROM ${bookingsTable} WHERE ${bookingsTable.id} = ${draft.bookingId}),
              (SELECT ${manualTable.currency} FROM ${manualTable} WHERE ${manualTable.id} = ${draft.bookingId})),
            ${draft.netCents}, ${draft.vatCents}, ${draft.vatRateBp}, ${draft.refersTo}, ${JSON.stringify(draft.snapshot)}
          FROM ${invoiceCounterTable} WHERE ${invoiceCounterTable.year} = ${year} AND NOT ${issued} AND ${condition}`,
    ),
  ];
}

export type InvoiceRow = typeof invoicesTable.$inferSelect;

/** A booking's invoice of one kind, if issued. */
export async function invoiceOf(env: Pick<Env, "DB">, bookingId: string, kind: InvoiceKind) {
  const [row] = await getDb(env)
    .select()
    .from(invoicesTable)
    .where(and(eq(invoicesTable.booking_id, bookingId), eq(invoicesTable.kind, kind)))
    .limit(1);
  return row ?? null;
}

/**
 * Issues the invoice of `draft.kind` for a booking with the next number, or returns the one issued
 * before (then `issuedNow` is false). Null when the booking does not exist, `condition` fails or the
 * draft is over nothing.
 */
export async function issueInvoice(
  env: Pick<Env, "DB">,
  draft: InvoiceDraft,
  now = new Date(),
  condition?: SQL,
): Promise<(InvoiceRow & { issuedNow: boolean }) | null> {
  const statements = invoiceStatements(env, draft, now, condition);
  if (!statements.length) return null;
  const [, inserted] = await env.DB.batch(statements);
  const row = await invoiceOf(env, draft.bookingId, draft.kind);
  // Only the call whose insert wrote the row sees a change; every other one found it issued.
  return row ? { ...row, issuedNow: Boolean(inserted?.meta.changes) } : null;
}
