import { and, eq, sql } from "drizzle-orm";
import { d1Statement } from "~/features/mail/outbox.server";
import { getDb, schema } from "~/lib/db.server";
import { berlinToday } from "~/lib/today";
import type { INVOICE_KINDS } from "~db/enums";

const c = schema.invoiceCounter;
const i = schema.invoices;
const b = schema.bookings;
const col = (column: { name: string }) => sql.identifier(column.name);

export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/** "2026-0042": the year (Berlin) and the consecutive number, at least four digits. */
export const invoiceNumber = (year: number, n: number) => `${year}-${String(n).padStart(4, "0")}`;

/**
 * Issues the invoice of `kind` for a booking with the next number, or returns the one issued before.
 * ONE batch (a transaction): the counter advances only when this booking has no invoice of this kind
 * yet, and the invoice takes exactly that number. D1 runs the batch atomically, so 50 confirmations
 * at once get 50 different numbers without a gap; a failing insert rolls the counter back with it.
 */
export async function issueInvoice(
  env: Pick<Env, "DB">,
  bookingId: string,
  kind: InvoiceKind,
  grossCents: number,
  now = new Date(),
): Promise<{ number: string; issuedNow: boolean } | null> {
  const year = Number(berlinToday(now).slice(0, 4));
  const id = crypto.randomUUID();
  const issued = sql`EXISTS (SELECT 1 FROM ${i} WHERE ${i.booking_id} = ${bookingId} AND ${i.kind} = ${kind})`;
  const bookingExists = sql`EXISTS (SELECT 1 FROM ${b} WHERE ${b.id} = ${bookingId})`;
  const advance = d1Statement(
    env,
    sql`INSERT INTO ${c} (${col(c.year)}, ${col(c.last_number)})
        SELECT ${year}, 1 WHERE NOT ${issued} AND ${bookingExists}
        ON CONFLICT (${col(c.year)}) DO UPDATE SET ${col(c.last_number)} = ${col(c.last_number)} + 1`,
  );
  const insert = d1Statement(
    env,
    sql`INSERT INTO ${i} (${col(i.id)}, ${col(i.number)}, ${col(i.booking_id)}, ${col(i.kind)}, ${col(i.issued_at)},
          ${col(i.gross_cents)}, ${col(i.currency)})
        SELECT ${id}, ${`${year}-`} || substr('0000' || ${c.last_number}, -max(4, length(${c.last_number}))),
          ${bookingId}, ${kind}, ${now.toISOString()}, ${grossCents}, (SELECT ${b.currency} FROM ${b} WHERE ${b.id} = ${bookingId})
        FROM ${c} WHERE ${c.year} = ${year} AND NOT ${issued} AND ${bookingExists}`,
  );
  const [, inserted] = await env.DB.batch([advance, insert]);
  const [row] = await getDb(env)
    .select({ number: i.number, id: i.id })
    .from(i)
    .where(and(eq(i.booking_id, bookingId), eq(i.kind, kind)))
    .limit(1);
  if (!row) return null;
  return { number: row.number, issuedNow: Boolean(inserted?.meta.changes) && row.id === id };
}
