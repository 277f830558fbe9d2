import { eq } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import { getDb } from "~/lib/db.server";

/** Deletes the row of `table` with this id; true when there was one (the back office answers 404 otherwise). */
export async function deleteRowById(
  env: Pick<Env, "DB">,
  table: SQLiteTable & { id: SQLiteColumn },
  id: string,
): Promise<boolean> {
  const deleted = await getDb(env).delete(table).where(eq(table.id, id)).returning({ id: table.id });
  return deleted.length > 0;
}
