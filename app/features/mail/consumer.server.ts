import { and, eq, isNull, lt, ne, or, sql } from "drizzle-orm";
import * as v from "valibot";
import { getDb, schema } from "~/lib/db.server";
import { cloudflareMailer, providerMessageId, type Mailer } from "./mailer.server";
import type { MailContent, MailJob } from "./types";
import { logEvent, logError } from "~/lib/log";

const o = schema.mailOutbox;
/** Dead-letter queues end in "-dlq" in every environment (see the queues in wrangler.toml). */
const isDeadLetterQueue = (queue: string) => queue.endsWith("-dlq");
/** What a queue message must look like; anything else can never be sent, so retrying it is pointless. */
const mailJobSchema = v.object({ outboxId: v.pipe(v.string(), v.minLength(1), v.maxLength(100)) });
/** How long one consumer may take to hand a mail to the provider before another may try. */
export const CLAIM_SECONDS = 60;

/**
 * Sends the e-mails of a queue batch. Delivery is at-least-once, so a row already marked
 * 'sent' is acknowledged without sending again, and a row another consumer is sending right now
 * (claimed_until in the future) is retried later instead of sent twice. Failures are retried by
 * the queue and land in the dead-letter queue, whose consumer marks the row 'failed'.
 */
export async function handleMailBatch(
  batch: MessageBatch<MailJob>,
  env: Env,
  mailer: Mailer = cloudflareMailer(env),
): Promise<void> {
  const db = getDb(env);
  const deadLetter = isDeadLetterQueue(batch.queue);

  for (const message of batch.messages) {
    const job = v.safeParse(mailJobSchema, message.body);
    if (!job.success) {
      // Acknowledged, not retried: a malformed job would otherwise fail its whole batch again and again.
      logEvent("mail-job-malformed", { queue: batch.queue, messageId: message.id });
      message.ack();
      continue;
    }
    const { outboxId } = job.output;
    if (deadLetter) {
      await db
        .update(schema.mailOutbox)
        .set({ status: "failed" })
        .where(and(eq(schema.mailOutbox.id, outboxId), ne(schema.mailOutbox.status, "sent")));
      logEvent("mail-failed", { outboxId });
      message.ack();
      continue;
    }

    const now = new Date();
    const claimed = await db
      .update(schema.mailOutbox)
      .set({
        attempts: sql`${o.attempts} + 1`,
        claimed_until: new Date(now.getTime() + CLAIM_SECONDS * 1000).toISOString(),
      })
      .where(
        and(
          eq(o.id, outboxId),
          ne(o.status, "sent"),
          or(isNull(o.claimed_until), lt(o.claimed_until, now.toISOString())),
        ),
      )
      .returning();
    const row = claimed[0];
    if (!row) {
      // Sent already (done), unknown (nothing to do), or being sent elsewhere: look again later,
      // so the mail is not lost if that other consumer dies.
      const current = await db.select({ status: o.status }).from(o).where(eq(o.id, outboxId)).get();
      if (current && current.status !== "sent") message.retry({ delaySeconds: CLAIM_SECONDS });
      else message.ack();
      continue;
    }

    try {
      const accepted = await mailer.send(row.payload as MailContent);
      await db
        .update(schema.mailOutbox)
        .set({
          status: "sent",
          sent_at: new Date().toISOString(),
          last_error: null,
          claimed_until: null,
          provider_message_id: providerMessageId(accepted),
        })
        .where(eq(schema.mailOutbox.id, outboxId));
      message.ack();
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      logError("mail-attempt-failed", error, { outboxId, attempt: row.attempts });
      await db.update(o).set({ last_error: reason, claimed_until: null }).where(eq(o.id, outboxId));
      message.retry();
    }
  }
}
