import { and, eq, ne, sql } from "drizzle-orm";
import { getDb, schema } from "~/lib/db.server";
import { cloudflareMailer, type Mailer } from "./mailer.server";
import type { MailContent, MailJob } from "./types";

const DEAD_LETTER_QUEUE = "klarsinn-mail-dlq";

/**
 * Sends the e-mails of a queue batch. Delivery is at-least-once, so a row already marked
 * 'sent' is acknowledged without sending again; failures are retried by the queue and land
 * in the dead-letter queue, whose consumer marks the row 'failed'.
 */
export async function handleMailBatch(
  batch: MessageBatch<MailJob>,
  env: Env,
  mailer: Mailer = cloudflareMailer(env),
): Promise<void> {
  const db = getDb(env);
  const deadLetter = batch.queue === DEAD_LETTER_QUEUE;

  for (const message of batch.messages) {
    const { outboxId } = message.body;
    if (deadLetter) {
      await db
        .update(schema.mailOutbox)
        .set({ status: "failed" })
        .where(and(eq(schema.mailOutbox.id, outboxId), ne(schema.mailOutbox.status, "sent")));
      console.error(`mail ${outboxId}: gave up after retries`);
      message.ack();
      continue;
    }

    const claimed = await db
      .update(schema.mailOutbox)
      .set({ attempts: sql`${schema.mailOutbox.attempts} + 1` })
      .where(and(eq(schema.mailOutbox.id, outboxId), ne(schema.mailOutbox.status, "sent")))
      .returning();
    const row = claimed[0];
    if (!row) {
      message.ack();
      continue;
    }

    try {
      await mailer.send(row.payload as MailContent);
      await db
        .update(schema.mailOutbox)
        .set({ status: "sent", sent_at: new Date().toISOString(), last_error: null })
        .where(eq(schema.mailOutbox.id, outboxId));
      message.ack();
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      console.error(`mail ${outboxId}: attempt ${row.attempts} failed: ${reason}`);
      await db.update(schema.mailOutbox).set({ last_error: reason }).where(eq(schema.mailOutbox.id, outboxId));
      message.retry();
    }
  }
}
