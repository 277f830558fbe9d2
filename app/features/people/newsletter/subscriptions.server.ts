import { asc, count, desc, eq } from "drizzle-orm";
import { columnsOf, getDb, schema } from "~/lib/db.server";
import { deleteRowById } from "~/lib/delete-row.server";
import { type PageQuery, searchAcross, withTotal } from "~/lib/search.server";

/** The coach's side of the newsletter sign-ups: her list, a deletion, the export of confirmed consent. */
const newsletterSubscriptionsTable = schema.newsletterSubscriptions;

/** One page of the sign-ups, newest first, searched by address. */
export function subscriptionsPage(env: Pick<Env, "DB">, { q, offset, limit }: PageQuery) {
  const db = getDb(env);
  const where = searchAcross(q, [newsletterSubscriptionsTable.email]);
  return withTotal(
    db
      .select(columnsOf(newsletterSubscriptionsTable, "id", "email", "on_page", "locale", "created_at", "status"))
      .from(newsletterSubscriptionsTable)
      .where(where)
      .orderBy(desc(newsletterSubscriptionsTable.created_at))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(newsletterSubscriptionsTable).where(where),
  );
}

export async function deleteSubscription(env: Pick<Env, "DB">, id: string): Promise<boolean> {
  return deleteRowById(env, newsletterSubscriptionsTable, id);
}

/** Confirmed subscribers with the proof of their consent, oldest confirmation first (the CSV export). */
export function confirmedSubscribers(env: Pick<Env, "DB">) {
  return getDb(env)
    .select(
      columnsOf(
        newsletterSubscriptionsTable,
        "email",
        "created_at",
        "confirmed_at",
        "on_page",
        "locale",
        "consent_text",
      ),
    )
    .from(newsletterSubscriptionsTable)
    .where(eq(newsletterSubscriptionsTable.status, "confirmed"))
    .orderBy(asc(newsletterSubscriptionsTable.confirmed_at));
}
