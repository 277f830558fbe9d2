import { and, count, desc, eq, sql } from "drizzle-orm";
import { RESET_PATH } from "~/features/auth/password-reset.server";
import { JOURNAL_LINK_PATHS } from "~/features/mindset/journal-entries";
import { enqueueOutbox } from "~/features/mail/outbox.server";
import { getDb, schema } from "~/lib/db.server";
import { adminMessages } from "~/lib/messages.admin";
import { searchAcross, withTotal, type ListPageInput } from "./crud.server";

const o = schema.mailOutbox;

/**
 * One page of the back-office e-mail log (/admin/emails), newest first, searchable by recipient,
 * subject and kind. The text comes out of the stored payload with SQLite's json_extract, so a page
 * never loads attachments; it is null once the retention job has cleared the body.
 */
export async function listMailLog({ db, q, offset, limit }: ListPageInput) {
  const where = searchAcross(q, [o.recipient, o.subject, o.kind]);
  const { rows, total } = await withTotal(
    db
      .select({
        id: o.id,
        created_at: o.created_at,
        sent_at: o.sent_at,
        recipient: o.recipient,
        subject: o.subject,
        kind: o.kind,
        status: o.status,
        attempts: o.attempts,
        last_error: o.last_error,
        provider_message_id: o.provider_message_id,
        text: sql<string | null>`json_extract(${o.payload}, '$.text')`,
        // File names and sizes only: the log never loads an attachment's content into the page.
        attachments: sql<string | null>`(SELECT json_group_array(json_object(
            'filename', json_extract(value, '$.filename'),
            'type', json_extract(value, '$.contentType'),
            'length', length(json_extract(value, '$.content')),
            'base64', json_extract(value, '$.encoding') = 'base64'))
          FROM json_each(${o.payload}, '$.attachments'))`,
      })
      .from(o)
      .where(where)
      .orderBy(desc(o.created_at), desc(o.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(o).where(where),
  );
  return {
    rows: rows.map(({ attachments, text, ...row }) => {
      const shown = withoutSecretLinks(text);
      return { ...row, text: shown, links: linksIn(shown), attachments: attachmentsOf(attachments) };
    }),
    total,
  };
}

export type MailLogRow = Awaited<ReturnType<typeof listMailLog>>["rows"][number];

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
 * Paths of links that open the back office to whoever holds them (a password reset today). The mail
 * goes out with the link; the log says only that one was there, so a stolen admin session cannot read
 * a working secret from it (docs/decisions/0110-mail-log-without-secrets.md). Redacted on the server,
 * before anything reaches the page, its detail view or its data request.
 */
export const SECRET_LINK_PATHS = [RESET_PATH, ...JOURNAL_LINK_PATHS] as const;

const escaped = (path: string) => path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A whole URL (up to white space, a quote or a closing bracket), or a bare path, starting with one of them. */
const SECRET_LINK = new RegExp(
  String.raw`(?:\bhttps?://[^\s/<>"')\]]+)?(?:${SECRET_LINK_PATHS.map(escaped).join("|")})[^\s<>"')\]]*`,
  "g",
);

/** A mail's text as the log shows it: every secret link replaced by a note that one was there. */
export function withoutSecretLinks(text: string | null): string | null {
  return text === null ? null : text.replace(SECRET_LINK, adminMessages.emails.secretLink);
}

/** The addresses a mail's text links to, in order and once each, for the log's detail view. */
export function linksIn(text: string | null): string[] {
  if (!text) return [];
  // A sentence's full stop or comma after a link is not part of it.
  const links = (text.match(/\b(?:https?:\/\/|mailto:)[^\s<>"')\]]+/g) ?? []).map((link) =>
    link.replace(/[.,;:!?]+$/, ""),
  );
  return [...new Set(links)];
}

/**
 * Sends a failed e-mail again: back to 'queued' with fresh attempts, then onto the queue. Only a
 * failed mail qualifies (a sent one is never sent twice, a queued one is on its way), and only
 * while its body is still stored.
 */
export async function resendFailedMail(env: Pick<Env, "DB" | "MAIL_QUEUE">, id: string): Promise<boolean> {
  const [row] = await getDb(env)
    .update(o)
    .set({ status: "queued", attempts: 0, last_error: null, claimed_until: null })
    .where(and(eq(o.id, id), eq(o.status, "failed"), sql`json_extract(${o.payload}, '$.text') IS NOT NULL`))
    .returning({ id: o.id });
  if (!row) return false;
  await enqueueOutbox(env, [row.id]);
  return true;
}
