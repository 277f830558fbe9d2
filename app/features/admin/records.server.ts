import { asc, count, desc, eq } from "drizzle-orm";
import { sharedWithCoach } from "~/features/mindset/journal-entries";
import { getDb, schema } from "~/lib/db.server";
import { loadListPage, searchAcross, withTotal } from "./crud.server";

/**
 * The back office's plain record lists (contact requests, newsletter subscriptions, mindset
 * journals, audit trail): one page, newest first, with the list's search; and their row changes.
 * The routes in app/routes/admin/ only adapt these to loaders and actions.
 */
const c = schema.contactSubmissions;
const j = schema.mindsetJournal;
const n = schema.newsletterSubscriptions;
const l = schema.auditLog;
const p = schema.profiles;

export function listContactRequests(request: Request, env: Pick<Env, "DB">) {
  return loadListPage(request, env, async ({ db, q, offset, limit }) => {
    const where = searchAcross(q, [c.name, c.email, c.message]);
    return withTotal(
      db.select().from(c).where(where).orderBy(desc(c.created_at)).limit(limit).offset(offset),
      db.select({ n: count() }).from(c).where(where),
    );
  });
}

/** Opening a request marks it read; there is no way back to unread. False when it does not exist. */
export async function markContactRequestRead(env: Pick<Env, "DB">, id: string): Promise<boolean> {
  const updated = await getDb(env).update(c).set({ is_read: true }).where(eq(c.id, id)).returning({ id: c.id });
  return updated.length > 0;
}

export async function deleteContactRequest(env: Pick<Env, "DB">, id: string): Promise<boolean> {
  return (await getDb(env).delete(c).where(eq(c.id, id)).returning({ id: c.id })).length > 0;
}

export function listJournals(request: Request, env: Pick<Env, "DB">) {
  return loadListPage(request, env, async ({ db, q, offset, limit }) => {
    const where = searchAcross(q, [j.email, j.summary]);
    const { rows, total } = await withTotal(
      db.select().from(j).where(where).orderBy(desc(j.created_at)).limit(limit).offset(offset),
      db.select({ n: count() }).from(j).where(where),
    );
    // Only what the visitor shared reaches the coach (decision 0144): the answers and private
    // entries never leave the server. Formatted as JSON once here.
    const shaped = rows.map((row) => ({
      id: row.id,
      email: row.email,
      created_at: row.created_at,
      summary: row.summary,
      journal_entries: JSON.stringify(sharedWithCoach(row.journal_entries), null, 2),
    }));
    return { rows: shaped, total };
  });
}

/** The coach's summary of a journal (plain text; empty clears it). False when the journal is gone. */
export async function saveJournalSummary(env: Pick<Env, "DB">, id: string, summary: string): Promise<boolean> {
  const rows = await getDb(env)
    .update(j)
    .set({ summary: summary.trim() === "" ? null : summary })
    .where(eq(j.id, id))
    .returning({ id: j.id });
  return rows.length > 0;
}

export async function deleteJournal(env: Pick<Env, "DB">, id: string): Promise<boolean> {
  return (await getDb(env).delete(j).where(eq(j.id, id)).returning({ id: j.id })).length > 0;
}

export function listSubscriptions(request: Request, env: Pick<Env, "DB">) {
  return loadListPage(request, env, async ({ db, q, offset, limit }) => {
    const where = searchAcross(q, [n.email]);
    return withTotal(
      db
        .select({
          id: n.id,
          email: n.email,
          on_page: n.on_page,
          locale: n.locale,
          created_at: n.created_at,
          status: n.status,
        })
        .from(n)
        .where(where)
        .orderBy(desc(n.created_at))
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(n).where(where),
    );
  });
}

export async function deleteSubscription(env: Pick<Env, "DB">, id: string): Promise<boolean> {
  return (await getDb(env).delete(n).where(eq(n.id, id)).returning({ id: n.id })).length > 0;
}

/** Read-only: the trail cannot be edited or deleted from the back office. */
export function listAuditLog(request: Request, env: Pick<Env, "DB">) {
  return loadListPage(request, env, async ({ db, q, offset, limit }) => {
    const where = searchAcross(q, [l.action, l.target_table, p.email]);
    return withTotal(
      db
        .select({
          id: l.id,
          at: l.at,
          action: l.action,
          target_table: l.target_table,
          target_id: l.target_id,
          outcome: l.outcome,
          client_address: l.client_address,
          actor: p.email,
        })
        .from(l)
        .leftJoin(p, eq(p.id, l.actor_id))
        .where(where)
        .orderBy(desc(l.at))
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(l).leftJoin(p, eq(p.id, l.actor_id)).where(where),
    );
  });
}

/** Confirmed subscribers with the proof of their consent, oldest confirmation first (the CSV export). */
export function confirmedSubscribers(env: Pick<Env, "DB">) {
  return getDb(env)
    .select({
      email: n.email,
      created_at: n.created_at,
      confirmed_at: n.confirmed_at,
      on_page: n.on_page,
      locale: n.locale,
      consent_text: n.consent_text,
    })
    .from(n)
    .where(eq(n.status, "confirmed"))
    .orderBy(asc(n.confirmed_at));
}
