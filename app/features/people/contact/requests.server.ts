import { count, desc, eq } from "drizzle-orm";
import { getDb, schema } from "~/lib/db.server";
import { deleteRowById } from "~/lib/delete-row.server";
import { type PageQuery, searchAcross, withTotal } from "~/lib/search.server";

/** The coach's side of the contact form: her list of requests, read and deleted there. */
const contactSubmissionsTable = schema.contactSubmissions;

/** One page of the requests, newest first, searched in name, address and message. */
export function contactRequestsPage(env: Pick<Env, "DB">, { q, offset, limit }: PageQuery) {
  const db = getDb(env);
  const where = searchAcross(q, [
    contactSubmissionsTable.name,
    contactSubmissionsTable.email,
    contactSubmissionsTable.message,
  ]);
  return withTotal(
    db
      .select()
      .from(contactSubmissionsTable)
      .where(where)
      .orderBy(desc(contactSubmissionsTable.created_at))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(contactSubmissionsTable).where(where),
  );
}

/** Opening a request marks it read; there is no way back to unread. False when it does not exist. */
export async function markContactRequestRead(env: Pick<Env, "DB">, id: string): Promise<boolean> {
  const updated = await getDb(env)
    .update(contactSubmissionsTable)
    .set({ is_read: true })
    .where(eq(contactSubmissionsTable.id, id))
    .returning({ id: contactSubmissionsTable.id });
  return updated.length > 0;
}

export async function deleteContactRequest(env: Pick<Env, "DB">, id: string): Promise<boolean> {
  return deleteRowById(env, contactSubmissionsTable, id);
}
