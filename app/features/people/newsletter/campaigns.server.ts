import { and, asc, count, desc, eq, inArray, notExists, sql } from "drizzle-orm";
import { brand } from "~/config/brand";
import { listNextEvents, type ShownEvent } from "~/features/products/events/cache.server";
import { formatLongDate } from "~/features/products/events/format";
import { isMissingPhoto, MissingPhotoError } from "~/features/extras/images/deletion.server";
import { type MailPhoto, photoForMail } from "~/features/extras/images/library.server";
import { type MailLinkList, renderMail } from "~/features/core/mail/layout";
import { enqueueOutbox, outboxInsertMany, queueMails } from "~/features/core/mail/outbox.server";
import type { MailDraft } from "~/features/core/mail/types";
import { getDb, schema } from "~/lib/db.server";
import { logError, logEvent } from "~/lib/log";
import { adminMessages } from "~/lib/messages.admin";
import { siteOrigin } from "~/lib/request.server";
import { type CampaignDraft, messageVersion } from "./campaign-schema";
import { localizePath, type Locale } from "~/lib/locale";
import { getMailMessages } from "~/lib/mail-messages.server";
import { newsletterUnsubscribe } from "./newsletter.server";

const newsletterCampaignsTable = schema.newsletterCampaigns;
const subs = schema.newsletterSubscriptions;
const mailOutboxTable = schema.mailOutbox;
export const CAMPAIGN_MAIL_KIND = "newsletter-campaign";
/** Recipients per read, D1 batch and queue hand-over (a queue batch takes at most 100 messages). */
export const CAMPAIGN_BATCH = 50;
/**
 * D1 statements one request (or one cron run) spends on a campaign, everything counted: a Worker
 * invocation may make 1,000 queries (paid plan), and the cron shares its run with the booking
 * lifecycle and called-off events (all three at their largest: 707, tests/unit/cron.test.ts). A
 * usual text packs 11 e-mails to a statement (about 2,000 a run), the longest text one (250 a run).
 */
export const CAMPAIGN_STATEMENTS_PER_RUN = 300;

type CampaignEnv = Pick<Env, "DB" | "MAIL_QUEUE" | "SITE_URL" | "TOKEN_SECRET" | "IMAGE_VARIANTS">;

const draftValues = (input: CampaignDraft) => ({
  subject: input.subject,
  body: input.body,
  subject_en: input.subject_en ?? null,
  body_en: input.body_en ?? null,
  include_events: input.include_events ?? false,
  image_key: input.image ?? null,
});

/** The photo's foreign key refused the write: it was deleted a moment before (decision 0173). */
const photoGone = (error: unknown) => isMissingPhoto(error, { foreignKey: true });

/** Throws {@link MissingPhotoError} when its photo is not (any more) in the library. */
export async function createCampaign(env: Pick<Env, "DB">, actorId: string, input: CampaignDraft) {
  try {
    const [row] = await getDb(env)
      .insert(newsletterCampaignsTable)
      .values({ ...draftValues(input), created_by: actorId })
      .returning({ id: newsletterCampaignsTable.id });
    return row!.id;
  } catch (error) {
    throw photoGone(error) ? new MissingPhotoError() : error;
  }
}

/**
 * Changes a draft; a campaign that is sending or sent stays as it went out. The status is part of
 * the UPDATE's condition, so an edit racing a send never changes what is being sent.
 */
export async function updateDraft(
  env: Pick<Env, "DB">,
  id: string,
  input: CampaignDraft,
): Promise<"updated" | "not_found" | "not_draft" | "photo_missing"> {
  const db = getDb(env);
  let updated;
  try {
    updated = await db
      .update(newsletterCampaignsTable)
      .set(draftValues(input))
      .where(and(eq(newsletterCampaignsTable.id, id), eq(newsletterCampaignsTable.status, "draft")))
      .returning({ id: newsletterCampaignsTable.id });
  } catch (error) {
    if (photoGone(error)) return "photo_missing";
    throw error;
  }
  if (updated.length) return "updated";
  const [exists] = await db
    .select({ id: newsletterCampaignsTable.id })
    .from(newsletterCampaignsTable)
    .where(eq(newsletterCampaignsTable.id, id))
    .limit(1);
  return exists ? "not_draft" : "not_found";
}

/** One draft for the editor, or null when there is none of that id or it is no longer a draft. */
export async function draftById(env: Pick<Env, "DB">, id: string) {
  const [row] = await getDb(env)
    .select()
    .from(newsletterCampaignsTable)
    .where(and(eq(newsletterCampaignsTable.id, id), eq(newsletterCampaignsTable.status, "draft")))
    .limit(1);
  return row ?? null;
}

/** One e-mail per campaign and subscription: the outbox's unique dedupe key is what makes a send resumable. */
const dedupePrefix = (campaignId: string) => `${CAMPAIGN_MAIL_KIND}:${campaignId}:`;

type Campaign = {
  id: string;
  subject: string;
  body: string;
  subject_en: string | null;
  body_en: string | null;
  include_events: boolean;
  image_key: string | null;
};

/** The campaign's photo as its e-mails show it, read once per run (decision 0173). */
const campaignPhoto = (env: CampaignEnv, campaign: Campaign) =>
  campaign.image_key ? photoForMail(env, campaign.image_key, siteOrigin(env)) : Promise.resolve(null);

/** A closing she may type herself; then the e-mail adds none of its own (one signature). */
const SIGN_OFF =
  /^(herzlich|liebe grüße|viele grüße|beste grüße|alles liebe|bis bald|deine|dein|warm|best|kind regards|love|all the best|see you)/i;

/** Whether her text ends signed: its last paragraph opens with a closing or names her. */
export function signedByHer(body: string): boolean {
  const last =
    body
      .trim()
      .split(/\r?\n\s*\r?\n/)
      .at(-1)
      ?.trim() ?? "";
  return SIGN_OFF.test(last) || new RegExp(`(^|\\s)${brand.coach.firstName}\\b`).test(last);
}

/** "Nächste Termine" in one language: the next three events when the e-mail is written (decision 0167). */
export type NextEventsBlock = Record<Locale, MailLinkList | undefined>;

export async function nextEventsBlock(env: CampaignEnv, now = new Date()): Promise<NextEventsBlock> {
  const origin = siteOrigin(env);
  const inLocale = async (locale: Locale): Promise<MailLinkList | undefined> => {
    const events: ShownEvent[] = await listNextEvents(env, locale, now);
    if (!events.length) return undefined;
    const t = getMailMessages(locale).nextEvents;
    return {
      heading: t.heading,
      items: events.map((event) => ({
        label: event.title,
        detail: `${formatLongDate(event.event_date, locale)}, ${t.time(event.start_time, event.end_time)} · ${event.location}`,
        url: `${origin}${localizePath(`/events/${event.id}`, locale)}`,
      })),
    };
  };
  const [de, en] = await Promise.all([inLocale("de"), inLocale("en")]);
  return { de, en };
}

/** A newsletter's text and blocks in the reader's version, as `renderMail` takes them. */
export function campaignBody(
  campaign: Campaign,
  locale: Locale,
  origin: string,
  nextEvents: NextEventsBlock | null,
  photo: MailPhoto | null = null,
): { subject: string; locale: Locale; mail: Parameters<typeof renderMail>[0] } {
  const version = messageVersion(campaign, locale);
  const linkList = campaign.include_events ? nextEvents?.[version.locale] : undefined;
  // The English version reads the English alt text when the library has one.
  const image = photo
    ? { src: photo.src, alt: (version.locale === "en" && photo.alt_en) || photo.alt, width: photo.width }
    : undefined;
  return {
    subject: version.subject,
    locale: version.locale,
    mail: {
      heading: version.subject,
      ...(image ? { image } : {}),
      paragraphs: [],
      markup: { text: version.body, origin },
      ...(linkList ? { linkList } : {}),
      signature: !signedByHer(version.body),
      locale: version.locale,
    },
  };
}

async function campaignMail(
  env: CampaignEnv,
  campaign: Campaign,
  recipient: { id: string; email: string; locale: Locale },
  nextEvents: NextEventsBlock | null,
  photo: MailPhoto | null,
): Promise<MailDraft> {
  const origin = siteOrigin(env);
  const { subject, locale, mail } = campaignBody(campaign, recipient.locale, origin, nextEvents, photo);
  const { footnotes, headers } = await newsletterUnsubscribe(env, recipient.id, origin, locale);
  return {
    kind: CAMPAIGN_MAIL_KIND,
    dedupeKey: dedupePrefix(campaign.id) + recipient.id,
    refId: campaign.id,
    to: recipient.email,
    subject,
    headers,
    ...renderMail({ ...mail, footnotes }),
  };
}

/**
 * "Test an mich": one copy of each version (German, and English if written) to the acting
 * administrator, marked as a test, with no unsubscribe link.
 */
export async function sendTestCampaign(env: CampaignEnv, campaignId: string, to: string): Promise<boolean> {
  const [campaign] = await getDb(env)
    .select()
    .from(newsletterCampaignsTable)
    .where(eq(newsletterCampaignsTable.id, campaignId))
    .limit(1);
  if (!campaign) return false;
  const origin = siteOrigin(env);
  const [nextEvents, photo] = await Promise.all([
    campaign.include_events ? nextEventsBlock(env) : null,
    campaignPhoto(env, campaign),
  ]);
  const english = messageVersion(campaign, "en");
  const locales: Locale[] = english.locale === "en" ? ["de", "en"] : ["de"];
  const versions = locales.map((locale) => campaignBody(campaign, locale, origin, nextEvents, photo));
  await queueMails(
    env,
    versions.map(({ subject, mail }) => ({
      kind: "newsletter-test",
      dedupeKey: `newsletter-test:${campaign.id}:${crypto.randomUUID()}`,
      refId: campaign.id,
      to,
      subject: `${adminMessages.campaigns.testPrefix} ${subject}`,
      ...renderMail(mail),
    })),
  );
  return true;
}

/** Confirmed subscribers this campaign has no e-mail for yet. */
const unmailedWhere = (env: Pick<Env, "DB">, campaignId: string) =>
  and(
    eq(subs.status, "confirmed"),
    notExists(
      getDb(env)
        .select({ one: sql`1` })
        .from(mailOutboxTable)
        .where(eq(mailOutboxTable.dedupe_key, sql`${dedupePrefix(campaignId)} || ${subs.id}`)),
    ),
  );

/** The next `limit` of them in sign-up order, after `after`. */
function unmailed(env: Pick<Env, "DB">, campaignId: string, limit: number, after?: { created_at: string; id: string }) {
  return getDb(env)
    .select({ id: subs.id, email: subs.email, locale: subs.locale, created_at: subs.created_at })
    .from(subs)
    .where(
      and(
        unmailedWhere(env, campaignId),
        after ? sql`(${subs.created_at}, ${subs.id}) > (${after.created_at}, ${after.id})` : undefined,
      ),
    )
    .orderBy(asc(subs.created_at), asc(subs.id))
    .limit(limit);
}

async function unmailedCount(env: Pick<Env, "DB">, campaignId: string): Promise<number> {
  const [row] = await getDb(env).select({ n: count() }).from(subs).where(unmailedWhere(env, campaignId));
  return row?.n ?? 0;
}

export type CampaignRun = { written: number; done: boolean; recipients: number };

/**
 * Writes the campaign's e-mails for subscribers who have none yet, in batches (one read, then the
 * rows packed by `outboxInsertMany`), and hands them to the queue, until nobody is left or the next
 * batch could pass `budget` D1 statements; then marks it sent. Safe to run twice at once: a row that
 * exists already is not written (nor queued) again.
 */
async function continueCampaign(
  env: CampaignEnv,
  campaign: Campaign,
  budget: number,
  now: Date,
): Promise<CampaignRun & { statements: number }> {
  const db = getDb(env);
  // The photo's one read counts against the run's budget too.
  let statements = campaign.image_key ? 1 : 0;
  let written = 0;
  let after: { created_at: string; id: string } | undefined;
  try {
    // Read once per run (the events' own cache), so every reader of a run gets the same dates.
    const [nextEvents, photo] = await Promise.all([
      campaign.include_events ? nextEventsBlock(env, now) : null,
      campaignPhoto(env, campaign),
    ]);
    // The worst next batch: its read, one statement per row (the longest text packs one row each), the finish.
    while (statements + 2 + CAMPAIGN_BATCH <= budget) {
      const recipients = await unmailed(env, campaign.id, CAMPAIGN_BATCH, after);
      statements++;
      if (!recipients.length) {
        const [sent] = await db
          .update(newsletterCampaignsTable)
          .set({
            status: "sent",
            recipients: sql`(SELECT COUNT(*) FROM ${mailOutboxTable} WHERE ${mailOutboxTable.kind} = ${CAMPAIGN_MAIL_KIND} AND ${mailOutboxTable.ref_id} = ${campaign.id})`,
            sent_at: now.toISOString(),
          })
          .where(and(eq(newsletterCampaignsTable.id, campaign.id), eq(newsletterCampaignsTable.status, "sending")))
          .returning({ recipients: newsletterCampaignsTable.recipients });
        statements++;
        if (sent) logEvent("newsletter-campaign-sent", { recipients: sent.recipients });
        return { written, done: true, recipients: sent?.recipients ?? written, statements };
      }
      after = recipients.at(-1);
      const drafts = await Promise.all(
        recipients.map((recipient) => campaignMail(env, campaign, recipient, nextEvents, photo)),
      );
      const [first, ...rest] = outboxInsertMany(env, drafts);
      const inserted = first ? await db.batch([first, ...rest]) : [];
      statements += 1 + rest.length;
      const ids = inserted.flatMap((rows) => rows.map((row) => row.id));
      written += ids.length;
      await enqueueOutbox(env, ids);
    }
  } catch (error) {
    // D1 or the queue failing halfway: what is written stays written (a row not handed over is
    // requeued as stranded), and the cron goes on where this stopped. The send itself happened.
    logError("newsletter-campaign-interrupted", error, { written });
  }
  return { written, done: false, recipients: written, statements };
}

/**
 * Sends a draft to every confirmed subscriber, once: the draft → sending switch is one conditional
 * UPDATE, so two clicks never send twice. Each recipient's e-mail (with a personal unsubscribe link,
 * List-Unsubscribe and List-Unsubscribe-Post) is an outbox row keyed by campaign and subscription;
 * the queue consumer sends and records each one. A list longer than one request's share of D1's
 * queries is finished by the cron (`finishCampaigns`, decision 0096).
 */
export async function sendCampaign(
  env: CampaignEnv,
  campaignId: string,
  now = new Date(),
): Promise<CampaignRun | { refused: "not_found" | "sending" | "sent" }> {
  const db = getDb(env);
  const [campaign] = await db
    .update(newsletterCampaignsTable)
    .set({ status: "sending" })
    .where(and(eq(newsletterCampaignsTable.id, campaignId), eq(newsletterCampaignsTable.status, "draft")))
    .returning();
  if (!campaign) {
    const [current] = await db
      .select({ status: newsletterCampaignsTable.status })
      .from(newsletterCampaignsTable)
      .where(eq(newsletterCampaignsTable.id, campaignId))
      .limit(1);
    return { refused: current?.status === "sending" ? "sending" : current ? "sent" : "not_found" };
  }
  const { written, done, recipients } = await continueCampaign(env, campaign, CAMPAIGN_STATEMENTS_PER_RUN - 1, now);
  return { written, done, recipients };
}

/**
 * The cron's part (every ten minutes): goes on with every campaign still sending, oldest first,
 * within one run's statement budget: the rest of a long list, or a send whose request died halfway.
 */
export async function finishCampaigns(env: CampaignEnv, now = new Date()): Promise<number> {
  const sending = await getDb(env)
    .select({
      id: newsletterCampaignsTable.id,
      subject: newsletterCampaignsTable.subject,
      body: newsletterCampaignsTable.body,
      subject_en: newsletterCampaignsTable.subject_en,
      body_en: newsletterCampaignsTable.body_en,
      include_events: newsletterCampaignsTable.include_events,
      image_key: newsletterCampaignsTable.image_key,
    })
    .from(newsletterCampaignsTable)
    .where(eq(newsletterCampaignsTable.status, "sending"))
    .orderBy(asc(newsletterCampaignsTable.created_at));
  let budget = CAMPAIGN_STATEMENTS_PER_RUN - 1;
  let written = 0;
  for (const campaign of sending) {
    const run = await continueCampaign(env, campaign, budget, now);
    written += run.written;
    budget -= run.statements;
    if (!run.done) break;
  }
  return written;
}

/** The campaigns, newest first, each with its e-mails counted by state (the per-campaign log). */
export async function listCampaigns(env: Pick<Env, "DB">, limit: number, offset = 0) {
  const db = getDb(env);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(newsletterCampaignsTable)
      .orderBy(desc(newsletterCampaignsTable.created_at))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(newsletterCampaignsTable),
  ]);
  const ids = rows.map((row) => row.id);
  const states = ids.length
    ? await db
        .select({ ref: mailOutboxTable.ref_id, status: mailOutboxTable.status, n: count() })
        .from(mailOutboxTable)
        .where(and(eq(mailOutboxTable.kind, CAMPAIGN_MAIL_KIND), inArray(mailOutboxTable.ref_id, ids)))
        .groupBy(mailOutboxTable.ref_id, mailOutboxTable.status)
    : [];
  // A campaign still sending also counts the subscribers whose e-mail the next run writes.
  const waiting = new Map(
    await Promise.all(
      rows
        .filter((row) => row.status === "sending")
        .map(async (row) => [row.id, await unmailedCount(env, row.id)] as const),
    ),
  );
  const progress = (row: (typeof rows)[number]) => {
    const mine = states.filter((s) => s.ref === row.id);
    const of = (status: string) => mine.find((s) => s.status === status)?.n ?? 0;
    const later = waiting.get(row.id) ?? 0;
    const [queued, sent, failed] = [of("queued") + later, of("sent"), of("failed")];
    return { queued, sent, failed, total: row.status === "sent" ? row.recipients : queued + sent + failed };
  };
  return { rows: rows.map((row) => ({ ...row, progress: progress(row) })), total: total?.n ?? 0 };
}

export type CampaignRow = Awaited<ReturnType<typeof listCampaigns>>["rows"][number];

/** Who a campaign would reach now: the confirmed subscribers, and how many of them signed up on /en. */
export async function campaignAudience(env: Pick<Env, "DB">): Promise<{ total: number; english: number }> {
  const [row] = await getDb(env)
    .select({ total: count(), english: sql<number>`COALESCE(SUM(${subs.locale} = 'en'), 0)` })
    .from(subs)
    .where(eq(subs.status, "confirmed"));
  return { total: row?.total ?? 0, english: row?.english ?? 0 };
}

/** Drafts can be deleted; a sent campaign stays as the record of what went out. */
export async function deleteDraft(env: Pick<Env, "DB">, id: string): Promise<boolean> {
  const deleted = await getDb(env)
    .delete(newsletterCampaignsTable)
    .where(and(eq(newsletterCampaignsTable.id, id), eq(newsletterCampaignsTable.status, "draft")))
    .returning({ id: newsletterCampaignsTable.id });
  return deleted.length > 0;
}
