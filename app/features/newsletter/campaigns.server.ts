import { and, count, desc, eq, inArray } from "drizzle-orm";
import { paragraphsOf, renderMail } from "~/features/mail/layout";
import { enqueueOutbox, outboxInsert, queueMails } from "~/features/mail/outbox.server";
import type { MailDraft } from "~/features/mail/types";
import { getDb, schema } from "~/lib/db.server";
import { logEvent } from "~/lib/log";
import { adminMessages } from "~/lib/messages.admin";
import { siteOrigin } from "~/lib/request.server";
import type { CampaignInput } from "./campaign-schema";
import { newsletterUnsubscribe } from "./newsletter.server";

const c = schema.newsletterCampaigns;
const subs = schema.newsletterSubscriptions;
const o = schema.mailOutbox;
export const CAMPAIGN_MAIL_KIND = "newsletter-campaign";
/** Recipients per D1 batch and queue hand-over (a queue batch takes at most 100 messages). */
export const CAMPAIGN_BATCH = 50;

type CampaignEnv = Pick<Env, "DB" | "MAIL_QUEUE" | "SITE_URL" | "TOKEN_SECRET">;

export async function createCampaign(env: Pick<Env, "DB">, actorId: string, input: CampaignInput) {
  const [row] = await getDb(env)
    .insert(c)
    .values({ subject: input.subject, body: input.body, created_by: actorId })
    .returning({ id: c.id });
  return row!.id;
}

async function campaignMail(
  env: CampaignEnv,
  campaign: { id: string; subject: string; body: string },
  recipient: { id: string; email: string },
): Promise<MailDraft> {
  const { footnotes, headers } = await newsletterUnsubscribe(env, recipient.id, siteOrigin(env));
  return {
    kind: CAMPAIGN_MAIL_KIND,
    dedupeKey: `newsletter-campaign:${campaign.id}:${recipient.id}`,
    refId: campaign.id,
    to: recipient.email,
    subject: campaign.subject,
    headers,
    ...renderMail({ heading: campaign.subject, paragraphs: paragraphsOf(campaign.body), footnotes }),
  };
}

/** "Test an mich": one copy to the acting administrator, marked as a test, with no unsubscribe link. */
export async function sendTestCampaign(env: CampaignEnv, campaignId: string, to: string): Promise<boolean> {
  const [campaign] = await getDb(env).select().from(c).where(eq(c.id, campaignId)).limit(1);
  if (!campaign) return false;
  await queueMails(env, [
    {
      kind: "newsletter-test",
      dedupeKey: `newsletter-test:${campaign.id}:${crypto.randomUUID()}`,
      refId: campaign.id,
      to,
      subject: `${adminMessages.campaigns.testPrefix} ${campaign.subject}`,
      ...renderMail({ heading: campaign.subject, paragraphs: paragraphsOf(campaign.body) }),
    },
  ]);
  return true;
}

/**
 * Sends a draft to every confirmed subscriber, once: the draft → sending switch is one conditional
 * UPDATE, so two clicks never send twice. Each recipient's e-mail (with a personal unsubscribe link,
 * List-Unsubscribe and List-Unsubscribe-Post) is an outbox row keyed by campaign and subscription,
 * written and handed to the queue in batches; the queue consumer sends and records each one.
 */
export async function sendCampaign(env: CampaignEnv, campaignId: string, now = new Date()): Promise<number | null> {
  const db = getDb(env);
  const [campaign] = await db
    .update(c)
    .set({ status: "sending" })
    .where(and(eq(c.id, campaignId), eq(c.status, "draft")))
    .returning();
  if (!campaign) return null;
  const recipients = await db
    .select({ id: subs.id, email: subs.email })
    .from(subs)
    .where(eq(subs.status, "confirmed"))
    .orderBy(subs.created_at);
  for (let i = 0; i < recipients.length; i += CAMPAIGN_BATCH) {
    const chunk = recipients.slice(i, i + CAMPAIGN_BATCH);
    const drafts = await Promise.all(chunk.map((recipient) => campaignMail(env, campaign, recipient)));
    const [first, ...rest] = drafts.map((draft) => outboxInsert(env, draft));
    const written = first ? await db.batch([first, ...rest]) : [];
    await enqueueOutbox(
      env,
      written.flatMap((rows) => rows.map((row) => row.id)),
    );
  }
  await db
    .update(c)
    .set({ status: "sent", recipients: recipients.length, sent_at: now.toISOString() })
    .where(eq(c.id, campaignId));
  logEvent("newsletter-campaign-sent", { recipients: recipients.length });
  return recipients.length;
}

/** The campaigns, newest first, each with its e-mails counted by state (the per-campaign log). */
export async function listCampaigns(env: Pick<Env, "DB">, limit: number, offset = 0) {
  const db = getDb(env);
  const [rows, [total]] = await Promise.all([
    db.select().from(c).orderBy(desc(c.created_at)).limit(limit).offset(offset),
    db.select({ n: count() }).from(c),
  ]);
  const ids = rows.map((row) => row.id);
  const states = ids.length
    ? await db
        .select({ ref: o.ref_id, status: o.status, n: count() })
        .from(o)
        .where(and(eq(o.kind, CAMPAIGN_MAIL_KIND), inArray(o.ref_id, ids)))
        .groupBy(o.ref_id, o.status)
    : [];
  const progress = (id: string) => {
    const mine = states.filter((s) => s.ref === id);
    const of = (status: string) => mine.find((s) => s.status === status)?.n ?? 0;
    return { queued: of("queued"), sent: of("sent"), failed: of("failed") };
  };
  return { rows: rows.map((row) => ({ ...row, progress: progress(row.id) })), total: total?.n ?? 0 };
}

export type CampaignRow = Awaited<ReturnType<typeof listCampaigns>>["rows"][number];

/** Drafts can be deleted; a sent campaign stays as the record of what went out. */
export async function deleteDraft(env: Pick<Env, "DB">, id: string): Promise<boolean> {
  const deleted = await getDb(env)
    .delete(c)
    .where(and(eq(c.id, id), eq(c.status, "draft")))
    .returning({ id: c.id });
  return deleted.length > 0;
}
