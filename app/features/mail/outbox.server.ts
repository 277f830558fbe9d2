import { getDb, schema } from "~/lib/db.server";
import type { MailDraft } from "./types";

/** The D1 statement that records a draft; callers put it into the same batch as the record it belongs to. */
export function outboxInsert(env: Pick<Env, "DB">, draft: MailDraft) {
  const { kind, dedupeKey, refId, to, subject, ...content } = draft;
  return getDb(env)
    .insert(schema.mailOutbox)
    .values({
      id: crypto.randomUUID(),
      dedupe_key: dedupeKey,
      kind,
      recipient: to,
      subject,
      payload: { to, subject, ...content },
      ref_id: refId ?? null,
    })
    .onConflictDoNothing({ target: schema.mailOutbox.dedupe_key })
    .returning({ id: schema.mailOutbox.id });
}

/**
 * Hands recorded drafts to the queue. The rows already exist with status 'queued', so a failed
 * hand-over is visible in the back office instead of being lost.
 */
export async function enqueueOutbox(env: Pick<Env, "MAIL_QUEUE">, outboxIds: string[]): Promise<void> {
  if (outboxIds.length === 0) return;
  try {
    await env.MAIL_QUEUE.sendBatch(outboxIds.map((outboxId) => ({ body: { outboxId } })));
  } catch (error) {
    console.error("mail: could not enqueue", outboxIds, error);
  }
}

/** Records drafts and queues them: for e-mails that belong to no other write. */
export async function queueMails(env: Pick<Env, "DB" | "MAIL_QUEUE">, drafts: MailDraft[]): Promise<void> {
  const ids: string[] = [];
  for (const draft of drafts) {
    const rows = await outboxInsert(env, draft);
    for (const row of rows) ids.push(row.id);
  }
  await enqueueOutbox(env, ids);
}
