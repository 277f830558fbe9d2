import { and, gte, lt } from "drizzle-orm";
import { getDb, schema } from "~/lib/db.server";
import { datevBuchungsstapel, datevBytes, type DatevOptions } from "./datev";

const invoicesTable = schema.invoices;

/** Her invoices issued in a Berlin month as a DATEV Buchungsstapel (EXTF, Windows-1252), for a download. */
export async function datevExport(env: Pick<Env, "DB">, options: DatevOptions): Promise<Uint8Array<ArrayBuffer>> {
  const [year, month] = options.month.split("-").map(Number) as [number, number];
  // A day either side covers the Berlin offset; datevBuchungsstapel keeps the month's Berlin days.
  const from = new Date(Date.UTC(year, month - 1, 0)).toISOString();
  const to = new Date(Date.UTC(year, month, 2)).toISOString();
  const rows = await getDb(env)
    .select()
    .from(invoicesTable)
    .where(and(gte(invoicesTable.issued_at, from), lt(invoicesTable.issued_at, to)));
  return datevBytes(datevBuchungsstapel(rows, options));
}
