import { waitUntil } from "cloudflare:workers";
import { and, eq, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import { compiledStatement, D1_MAX_PARAMETERS, getDb, schema, d1Statement } from "~/lib/db.server";
import type { MailDraft } from "./types";
import { logError } from "~/lib/log";
import { forgetOnIsolateReset } from "~/lib/isolate-memo";

function outboxRow(draft: MailDraft) {
  const { kind, dedupeKey, refId, to, subject, ...content } = draft;
  return {
    id: crypto.randomUUID(),
    dedupe_key: dedupeKey,
    kind,
    recipient: to,
    subject,
    payload: { to, subject, ...content },
    ref_id: refId ?? null,
  };
}

/** The D1 statement that records a draft; callers put it into the same batch as the record it belongs to. */
export function outboxInsert(env: Pick<Env, "DB">, draft: MailDraft) {
  return getDb(env)
    .insert(schema.mailOutbox)
    .values(outboxRow(draft))
    .onConflictDoNothing({ target: schema.mailOutbox.dedupe_key })
    .returning({ id: schema.mailOutbox.id });
}

/** A statement stays under D1's 100 KB even if its bound values count towards it. */
export const OUTBOX_BYTES_PER_STATEMENT = 90_000;

/**
 * Many drafts in few statements (a message to everyone booked on an event): rows go together while
 * they fit D1's per-statement limits, so an event of 600 costs 55 statements, not 600 (a
 * Worker invocation may make 1,000 D1 queries on the Paid plan). For one `db.batch`.
 */
export function outboxInsertMany(env: Pick<Env, "DB">, drafts: MailDraft[]) {
  const insert = (rows: ReturnType<typeof outboxRow>[]) =>
    getDb(env)
      .insert(schema.mailOutbox)
      .values(rows)
      .onConflictDoNothing({ target: schema.mailOutbox.dedupe_key })
      .returning({ id: schema.mailOutbox.id });
  const rows = drafts.map(outboxRow);
  if (!rows.length) return [];
  // What one row binds (its columns, defaults included), as drizzle writes it.
  const perRow = Math.max(1, insert(rows.slice(0, 1)).toSQL().params.length);
  const groups: (typeof rows)[] = [];
  let bytes = 0;
  for (const row of rows) {
    const size = new TextEncoder().encode(JSON.stringify(row)).byteLength;
    const last = groups.at(-1);
    if (last && (last.length + 1) * perRow <= D1_MAX_PARAMETERS && bytes + size <= OUTBOX_BYTES_PER_STATEMENT) {
      last.push(row);
      bytes += size;
    } else {
      groups.push([row]);
      bytes = size;
    }
  }
  return groups.map(insert);
}

/**
 * Like `outboxInsert`, but records the draft only if `condition` holds when the statement runs.
 * For a write that may be refused inside the same batch (a booking without free seats): the
 * e-mail row then exists exactly when its record does. Returns a plain D1 statement for
 * `env.DB.batch` (drizzle's batch takes no raw SQL); its result rows hold the new row's id.
 */
export function outboxInsertWhere(env: Pick<Env, "DB">, draft: MailDraft, condition: SQL): D1PreparedStatement {
  const row = outboxRow(draft);
  const mailOutboxTable = schema.mailOutbox;
  const col = (column: { name: string }) => sql.identifier(column.name);
  return d1Statement(
    env,
    sql`
    INSERT INTO ${mailOutboxTable} (${col(mailOutboxTable.id)}, ${col(mailOutboxTable.dedupe_key)}, ${col(mailOutboxTable.kind)}, ${col(mailOutboxTable.recipient)}, ${col(mailOutboxTable.subject)}, ${col(mailOutboxTable.payload)}, ${col(mailOutboxTable.ref_id)})
    SELECT ${row.id}, ${row.dedupe_key}, ${row.kind}, ${row.recipient}, ${row.subject}, ${JSON.stringify(row.payload)}, ${row.ref_id}
    WHERE ${condition}
    ON CONFLICT (${col(mailOutboxTable.dedupe_key)}) DO NOTHING
    RETURNING ${col(mailOutboxTable.id)} AS id`,
  );
}

/**
 * `outboxInsertWhere` for a hot path, compiled once per isolate (`compiledStatement`): `condition`
 * uses `sql.placeholder` for its values, bound per call with the draft.
 */
export function compiledOutboxInsertWhere<Name extends string>(
  condition: SQL,
): (env: Pick<Env, "DB">, draft: MailDraft, values: Record<Name, unknown>) => D1PreparedStatement {
  const mailOutboxTable = schema.mailOutbox;
  const col = (column: { name: string }) => sql.identifier(column.name);
  const p = sql.placeholder;
  const statement = compiledStatement<Name | keyof ReturnType<typeof outboxRow>>(
    () => sql`
    INSERT INTO ${mailOutboxTable} (${col(mailOutboxTable.id)}, ${col(mailOutboxTable.dedupe_key)}, ${col(mailOutboxTable.kind)}, ${col(mailOutboxTable.recipient)}, ${col(mailOutboxTable.subject)}, ${col(mailOutboxTable.payload)}, ${col(mailOutboxTable.ref_id)})
    SELECT ${p("id")}, ${p("dedupe_key")}, ${p("kind")}, ${p("recipient")}, ${p("subject")}, ${p("payload")}, ${p("ref_id")}
    WHERE ${condition}
    ON CONFLICT (${col(mailOutboxTable.dedupe_key)}) DO NOTHING
    RETURNING ${col(mailOutboxTable.id)} AS id`,
  );
  return (env, draft, values) => {
    const row = outboxRow(draft);
    return statement(env, { ...values, ...row, payload: JSON.stringify(row.payload) });
  };
}

/** Cloudflare Queues take at most 100 messages per `sendBatch` (local Miniflare refuses more too). */
export const QUEUE_SEND_BATCH_LIMIT = 100;

/**
 * Hands recorded drafts to the queue, at most `QUEUE_SEND_BATCH_LIMIT` per send (a morning's
 * reminders can be more). The rows already exist with status 'queued', so a failed hand-over is
 * visible in the back office instead of being lost; the other sends still go.
 */
export async function enqueueOutbox(env: Pick<Env, "MAIL_QUEUE">, outboxIds: string[]): Promise<void> {
  for (let start = 0; start < outboxIds.length; start += QUEUE_SEND_BATCH_LIMIT) {
    const chunk = outboxIds.slice(start, start + QUEUE_SEND_BATCH_LIMIT);
    try {
      await env.MAIL_QUEUE.sendBatch(chunk.map((outboxId) => ({ body: { outboxId } })));
    } catch (error) {
      logError("mail-enqueue-failed", error, { count: chunk.length });
    }
  }
}

/** A row still 'queued' this long after it was written has lost its way to the queue (or in it). */
export const STRANDED_AFTER_MINUTES = 15;
/** At most this many stranded rows per lifecycle run; the next run takes the rest. */
const STRANDED_PER_RUN = 500;

/**
 * Hands rows that are still 'queued' long after they were written to the queue once more (the
 * booking lifecycle's cron, every ten minutes): a hand-over the queue refused, or an isolate that
 * ended inside a booking's hand-over window (docs/decisions/0084-mail-hand-over-behind-the-answer.md).
 * Rows a consumer is sending right now are left alone. A row whose message is still in the queue
 * after all is sent once anyway: the consumer claims a row before it sends it.
 */
export async function requeueStrandedMail(env: Pick<Env, "DB" | "MAIL_QUEUE">, now = new Date()): Promise<number> {
  const rows = await strandedMailQuery(env, now);
  await enqueueOutbox(
    env,
    rows.map((row) => row.id),
  );
  return rows.length;
}

/** The stranded rows, oldest first; it reads the waiting rows only (mail_outbox_status_created_at_idx). */
export function strandedMailQuery(env: Pick<Env, "DB">, now: Date) {
  const mailOutboxTable = schema.mailOutbox;
  const cutoff = new Date(now.getTime() - STRANDED_AFTER_MINUTES * 60_000).toISOString();
  return getDb(env)
    .select({ id: mailOutboxTable.id })
    .from(mailOutboxTable)
    .where(
      and(
        eq(mailOutboxTable.status, "queued"),
        lt(mailOutboxTable.created_at, cutoff),
        or(isNull(mailOutboxTable.claimed_until), lt(mailOutboxTable.claimed_until, now.toISOString())),
      ),
    )
    .orderBy(mailOutboxTable.created_at)
    .limit(STRANDED_PER_RUN);
}

/** How long a hand-over behind the answer waits for more rows (the consumer waits up to 1 s anyway). */
export const HAND_OVER_WINDOW_MS = 25;

/** The rows waiting in this isolate for the next hand-over, and that hand-over. */
let waiting: { ids: string[]; sent: Promise<void> } | null = null;
forgetOnIsolateReset(() => {
  waiting = null;
});

/**
 * Hands rows to the queue behind the answer, for the hot public path (a booking): the answer does
 * not wait for the queue, and the rows of all requests this isolate finishes within
 * `HAND_OVER_WINDOW_MS` travel in one send instead of one each (docs/decisions/0084-mail-hand-over-behind-the-answer.md).
 * The first request of a window keeps itself alive with `waitUntil` until the send is done; the
 * others only add their ids. Resolves once these ids were handed over (tests wait for it).
 */
export function enqueueOutboxBehindAnswer(env: Pick<Env, "MAIL_QUEUE">, outboxIds: string[]): Promise<void> {
  if (outboxIds.length === 0) return Promise.resolve();
  if (waiting) {
    waiting.ids.push(...outboxIds);
    return waiting.sent;
  }
  const batch: string[] = [...outboxIds];
  const sent = scheduler.wait(HAND_OVER_WINDOW_MS).then(() => {
    waiting = null;
    return enqueueOutbox(env, batch);
  });
  waiting = { ids: batch, sent };
  waitUntil(sent);
  return sent;
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
