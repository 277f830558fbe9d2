import { count, desc, eq } from "drizzle-orm";
import { getDb, schema } from "~/lib/db.server";
import { type PageQuery, searchAcross, withTotal } from "~/lib/search.server";

/** The coach's side of the contact form: her list of requests, read and deleted there. */
const c = schema.contactSubmissions;

/** One page of the requests, newest first, searched in name, address and message. */
export function contactRequestsPage(env: Pick<Env, "DB">, { q, offset, limit }: PageQuery) {
  const db = getDb(env);
  const where = searchAcross(q, [c.name, c.email, c.message]);
  return withTotal(
    db.select().from(c).where(where).orderBy(desc(c.created_at)).limit(limit).offset(offset),
    db.select({ n: count() }).from(c).where(where),
  );
}

/** Opening a request marks it read; there is no way back to unread. False when it does not exist. */
export async function markContactRequestRead(env: Pick<Env, "DB">, id: string): Promise<boolean> {
  const updated = await getDb(env).update(c).set({ is_read: true }).where(eq(c.id, id)).returning({ id: c.id });
  return updated.length > 0;
}

export async function deleteContactRequest(env: Pick<Env, "DB">, id: string): Promise<boolean> {
  return (await getDb(env).delete(c).where(eq(c.id, id)).returning({ id: c.id })).length > 0;
}
