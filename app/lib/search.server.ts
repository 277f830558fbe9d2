import { or, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";

/**
 * The search condition of a list: the text anywhere in any of the columns, taken literally and
 * ignoring ASCII letter case, as LIKE did. `instr()` instead of LIKE because D1 refuses LIKE
 * patterns over 50 bytes ("LIKE or GLOB pattern too complex"), which a full e-mail address exceeds;
 * instr has no such limit and no wildcards to escape.
 */
export function searchAcross(q: string, columns: readonly SQLiteColumn[]): SQL | undefined {
  if (!q) return undefined;
  return or(...columns.map((column) => sql`instr(lower(${column}), lower(${q})) > 0`));
}
