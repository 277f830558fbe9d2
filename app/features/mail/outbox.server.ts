import { type SQL, sql } from "drizzle-orm";
import { SQLiteSyncDialect } from "drizzle-orm/sqlite-core";
import { compiledStatement, getDb, schema } from "~/lib/db.server";
import type { MailDraft } from "./types";
import { logError } from "~/lib/log";

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

/**
 * Like `outboxInsert`, but records the draft only if `condition` holds when the statement runs.
 * For a write that may be refused inside the same batch (a booking without free seats): the
 * e-mail row then exists exactly when its record does. Returns a plain D1 statement for
 * `env.DB.batch` (drizzle's batch takes no raw SQL); its result rows hold the new row's id.
 */
export function outboxInsertWhere(env: Pick<Env, "DB">, draft: MailDraft, condition: SQL): D1PreparedStatement {
  const row = outboxRow(draft);
  const t = schema.mailOutbox;
  const col = (column: { name: string }) => sql.identifier(column.name);
  return d1Statement(
    env,
    sql`
    INSERT INTO ${t} (${col(t.id)}, ${col(t.dedupe_key)}, ${col(t.kind)}, ${col(t.recipient)}, ${col(t.subject)}, ${col(t.payload)}, ${col(t.ref_id)})
    SELECT ${row.id}, ${row.dedupe_key}, ${row.kind}, ${row.recipient}, ${row.subject}, ${JSON.stringify(row.payload)}, ${row.ref_id}
    WHERE ${condition}
    ON CONFLICT (${col(t.dedupe_key)}) DO NOTHING
    RETURNING ${col(t.id)} AS id`,
  );
}

/**
 * `outboxInsertWhere` for a hot path, compiled once per isolate (`compiledStatement`): `condition`
 * uses `sql.placeholder` for its values, bound per call with the draft.
 */
export function compiledOutboxInsertWhere<Name extends string>(
  condition: SQL,
): (env: Pick<Env, "DB">, draft: MailDraft, values: Record<Name, unknown>) => D1PreparedStatement {
  const t = schema.mailOutbox;
  const col = (column: { name: string }) => sql.identifier(column.name);
  const p = sql.placeholder;
  const statement = compiledStatement<Name | keyof ReturnType<typeof outboxRow>>(
    () => sql`
    INSERT INTO ${t} (${col(t.id)}, ${col(t.dedupe_key)}, ${col(t.kind)}, ${col(t.recipient)}, ${col(t.subject)}, ${col(t.payload)}, ${col(t.ref_id)})
    SELECT ${p("id")}, ${p("dedupe_key")}, ${p("kind")}, ${p("recipient")}, ${p("subject")}, ${p("payload")}, ${p("ref_id")}
    WHERE ${condition}
    ON CONFLICT (${col(t.dedupe_key)}) DO NOTHING
    RETURNING ${col(t.id)} AS id`,
  );
  return (env, draft, values) => {
    const row = outboxRow(draft);
    return statement(env, { ...values, ...row, payload: JSON.stringify(row.payload) });
  };
}

const dialect = new SQLiteSyncDialect();

/** Turns a drizzle `sql` fragment into a bound D1 statement. */
export function d1Statement(env: Pick<Env, "DB">, query: SQL): D1PreparedStatement {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return env.DB.prepare(text).bind(...params);
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
    logError("mail-enqueue-failed", error, { count: outboxIds.length });
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
