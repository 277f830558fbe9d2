import { or, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";

/**
 * The search condition of a list: the text anywhere in any of the columns, taken literally and
 * ignoring ASCII letter case, as LIKE did. `instr()` instead of LIKE because D1 refuses LIKE
 * patterns over 50 bytes ("LIKE or GLOB pattern too complex"), which a full e-mail address exceeds;
 * instr has no such limit and no wildcards to escape. A column may also be an expression (a JSON
 * field of a snapshot); a NULL one matches nothing.
 */
export function searchAcross(q: string, columns: readonly (SQLiteColumn | SQL)[]): SQL | undefined {
  if (!q) return undefined;
  return or(...columns.map((column) => sql`instr(lower(${column}), lower(${q})) > 0`));
}

/** One page of a back-office list: its search and where the page starts. */
export interface PageQuery {
  q: string;
  offset: number;
  limit: number;
}

/** One page of a list and the list's total (`{ n }` from a count query), the two reads in parallel. */
export async function withTotal<Row>(
  rows: PromiseLike<Row[]>,
  counted: PromiseLike<{ n: number }[]>,
): Promise<{ rows: Row[]; total: number }> {
  const [page, [total]] = await Promise.all([rows, counted]);
  return { rows: page, total: total?.n ?? 0 };
}
