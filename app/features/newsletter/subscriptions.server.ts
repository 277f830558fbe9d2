import { asc, count, desc, eq } from "drizzle-orm";
import { columnsOf, getDb, schema } from "~/lib/db.server";
import { type PageQuery, searchAcross, withTotal } from "~/lib/search.server";

/** The coach's side of the newsletter sign-ups: her list, a deletion, the export of confirmed consent. */
const n = schema.newsletterSubscriptions;

/** One page of the sign-ups, newest first, searched by address. */
export function subscriptionsPage(env: Pick<Env, "DB">, { q, offset, limit }: PageQuery) {
  const db = getDb(env);
  const where = searchAcross(q, [n.email]);
  return withTotal(
    db
      .select(columnsOf(n, "id", "email", "on_page", "locale", "created_at", "status"))
      .from(n)
      .where(where)
      .orderBy(desc(n.created_at))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(n).where(where),
  );
}

export async function deleteSubscription(env: Pick<Env, "DB">, id: string): Promise<boolean> {
  return (await getDb(env).delete(n).where(eq(n.id, id)).returning({ id: n.id })).length > 0;
}

/** Confirmed subscribers with the proof of their consent, oldest confirmation first (the CSV export). */
export function confirmedSubscribers(env: Pick<Env, "DB">) {
  return getDb(env)
    .select(columnsOf(n, "email", "created_at", "confirmed_at", "on_page", "locale", "consent_text"))
    .from(n)
    .where(eq(n.status, "confirmed"))
    .orderBy(asc(n.confirmed_at));
}
