import { and, count, desc, eq, sql } from "drizzle-orm";
import { getDb, schema } from "~/lib/db.server";
import { type PageQuery, searchAcross, withTotal } from "~/lib/search.server";
import { enqueueOutbox } from "./outbox.server";

/** The outbox as a log: what went out, what failed, and sending a failed mail again. */
const mailOutboxTable = schema.mailOutbox;

/**
 * One page of the log, newest first, searchable by recipient, subject and kind. The text comes out
 * of the stored payload with SQLite's json_extract, so a page never loads attachments; it is null
 * once the retention job has cleared the body. The back office shows it without secret links
 * (app/features/compositions/admin/mail-log.server.ts).
 */
export async function mailLogPage(env: Pick<Env, "DB">, { q, offset, limit }: PageQuery) {
  const db = getDb(env);
  const where = searchAcross(q, [mailOutboxTable.recipient, mailOutboxTable.subject, mailOutboxTable.kind]);
  const { rows, total } = await withTotal(
    db
      .select({
        id: mailOutboxTable.id,
        created_at: mailOutboxTable.created_at,
        sent_at: mailOutboxTable.sent_at,
        recipient: mailOutboxTable.recipient,
        subject: mailOutboxTable.subject,
        kind: mailOutboxTable.kind,
        status: mailOutboxTable.status,
        attempts: mailOutboxTable.attempts,
        last_error: mailOutboxTable.last_error,
        provider_message_id: mailOutboxTable.provider_message_id,
        text: sql<string | null>`json_extract(${mailOutboxTable.payload}, '$.text')`,
        // File names and sizes only: the log never loads an attachment's content into the page.
        attachments: sql<string | null>`(SELECT json_group_array(json_object(
            'filename', json_extract(value, '$.filename'),
            'type', json_extract(value, '$.contentType'),
            'length', length(json_extract(value, '$.content')),
            'base64', json_extract(value, '$.encoding') = 'base64'))
          FROM json_each(${mailOutboxTable.payload}, '$.attachments'))`,
      })
      .from(mailOutboxTable)
      .where(where)
      .orderBy(desc(mailOutboxTable.created_at), desc(mailOutboxTable.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(mailOutboxTable).where(where),
  );
  return { rows: rows.map(({ attachments, ...row }) => ({ ...row, attachments: attachmentsOf(attachments) })), total };
}

/** Name, type and size in bytes of each attachment (base64 counts three bytes per four characters). */
function attachmentsOf(json: string | null): { filename: string; type: string; bytes: number }[] {
  if (!json) return [];
  const list = JSON.parse(json) as { filename: string; type: string; length: number; base64: number | null }[];
  return list.map((a) => ({
    filename: a.filename,
    type: a.type,
    bytes: a.base64 ? Math.floor((a.length * 3) / 4) : a.length,
  }));
}

/**
 * A stored mail back to 'queued' with fresh attempts, then onto the queue: only from `from` (so two
 * clicks cannot both send it) and only while its body is still stored.
 */
async function requeueMail(env: Pick<Env, "DB" | "MAIL_QUEUE">, id: string, from: "failed" | "sent"): Promise<boolean> {
  const [row] = await getDb(env)
    .update(mailOutboxTable)
    .set({ status: "queued", attempts: 0, last_error: null, claimed_until: null })
    .where(
      and(
        eq(mailOutboxTable.id, id),
        eq(mailOutboxTable.status, from),
        sql`json_extract(${mailOutboxTable.payload}, '$.text') IS NOT NULL`,
      ),
    )
    .returning({ id: mailOutboxTable.id });
  if (!row) return false;
  await enqueueOutbox(env, [row.id]);
  return true;
}

/** Sends a failed e-mail again (a sent one is never sent twice this way, a queued one is on its way). */
export const resendFailedMail = (env: Pick<Env, "DB" | "MAIL_QUEUE">, id: string) => requeueMail(env, id, "failed");

/**
 * Sends a mail that went out once again, unchanged, to its own recipient: the e-mail log's "Link
 * erneut senden" for a mail with a personal link, which the log does not show (decision 0185).
 */
export const resendSentMail = (env: Pick<Env, "DB" | "MAIL_QUEUE">, id: string) => requeueMail(env, id, "sent");

/** The plain text of a stored mail (what the log's reader may be shown is decided by the back office). */
export async function storedMailText(env: Pick<Env, "DB">, id: string): Promise<string | null> {
  const [row] = await getDb(env)
    .select({ text: sql<string | null>`json_extract(${mailOutboxTable.payload}, '$.text')` })
    .from(mailOutboxTable)
    .where(eq(mailOutboxTable.id, id))
    .limit(1);
  return row?.text ?? null;
}
