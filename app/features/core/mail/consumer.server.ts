import { and, eq, inArray, isNull, lt, ne, or, sql } from "drizzle-orm";
import * as v from "valibot";
import { getDb, inParameterSlices, schema } from "~/lib/db.server";
import { cloudflareMailer, providerMessageId, type Mailer } from "./mailer.server";
import type { MailContent, MailJob } from "./types";
import { logEvent, logError } from "~/lib/log";

const mailOutboxTable = schema.mailOutbox;
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
 *
 * D1 work per batch, not per message (docs/decisions/0066-mail-batch-writes.md): ONE claim of every
 * row of the batch (an atomic UPDATE … RETURNING, so of two consumers each row goes to one), one
 * read of the rows it could not claim, the sends, then ONE batch (a transaction) recording them.
 */
export async function handleMailBatch(
  batch: MessageBatch<MailJob>,
  env: Env,
  mailer: Mailer = cloudflareMailer(env),
): Promise<void> {
  const db = getDb(env);
  const jobs: { message: Message<MailJob>; outboxId: string }[] = [];
  for (const message of batch.messages) {
    const job = v.safeParse(mailJobSchema, message.body);
    if (job.success) {
      jobs.push({ message, outboxId: job.output.outboxId });
      continue;
    }
    // Acknowledged, not retried: a malformed job would otherwise fail its whole batch again and again.
    logEvent("mail-job-malformed", { queue: batch.queue, messageId: message.id });
    message.ack();
  }
  const ids = [...new Set(jobs.map((job) => job.outboxId))];
  if (ids.length === 0) return;

  if (isDeadLetterQueue(batch.queue)) {
    await inParameterSlices(ids, (slice) =>
      db
        .update(mailOutboxTable)
        .set({ status: "failed" })
        .where(and(inArray(mailOutboxTable.id, slice), ne(mailOutboxTable.status, "sent")))
        .returning({ id: mailOutboxTable.id }),
    );
    for (const outboxId of ids) logEvent("mail-failed", { outboxId });
    for (const job of jobs) job.message.ack();
    return;
  }

  const now = new Date();
  const claimed = await inParameterSlices(ids, (slice) =>
    db
      .update(mailOutboxTable)
      .set({
        attempts: sql`${mailOutboxTable.attempts} + 1`,
        claimed_until: new Date(now.getTime() + CLAIM_SECONDS * 1000).toISOString(),
      })
      .where(
        and(
          inArray(mailOutboxTable.id, slice),
          ne(mailOutboxTable.status, "sent"),
          or(isNull(mailOutboxTable.claimed_until), lt(mailOutboxTable.claimed_until, now.toISOString())),
        ),
      )
      .returning(),
  );
  const claimedIds = new Set(claimed.map((row) => row.id));
  // Sent already (done), unknown (nothing to do), or being sent elsewhere: look again later, so the
  // mail is not lost if that other consumer dies.
  const others = ids.filter((id) => !claimedIds.has(id));
  const waiting = new Set(
    (
      await inParameterSlices(others, (slice) =>
        db
          .select({ id: mailOutboxTable.id })
          .from(mailOutboxTable)
          .where(and(inArray(mailOutboxTable.id, slice), ne(mailOutboxTable.status, "sent"))),
      )
    ).map((row) => row.id),
  );

  const outcomes = await Promise.all(
    claimed.map(async (row) => {
      try {
        const accepted = await mailer.send(row.payload as MailContent);
        return { id: row.id, sent: true as const, providerId: providerMessageId(accepted) };
      } catch (error) {
        logError("mail-attempt-failed", error, { outboxId: row.id, attempt: row.attempts });
        return { id: row.id, sent: false as const, reason: error instanceof Error ? error.message : String(error) };
      }
    }),
  );
  if (outcomes.length > 0) {
    const sentAt = new Date().toISOString();
    const [first, ...rest] = outcomes.map((outcome) =>
      outcome.sent
        ? db
            .update(mailOutboxTable)
            .set({
              status: "sent",
              sent_at: sentAt,
              last_error: null,
              claimed_until: null,
              provider_message_id: outcome.providerId,
            })
            .where(eq(mailOutboxTable.id, outcome.id))
        : db
            .update(mailOutboxTable)
            .set({ last_error: outcome.reason, claimed_until: null })
            .where(eq(mailOutboxTable.id, outcome.id)),
    );
    await db.batch([first!, ...rest]);
  }

  const sent = new Set(outcomes.filter((outcome) => outcome.sent).map((outcome) => outcome.id));
  for (const { message, outboxId } of jobs) {
    if (claimedIds.has(outboxId)) {
      if (sent.has(outboxId)) message.ack();
      else message.retry();
    } else if (waiting.has(outboxId)) message.retry({ delaySeconds: CLAIM_SECONDS });
    else message.ack();
  }
}
