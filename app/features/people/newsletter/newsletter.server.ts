import { and, desc, eq, gt } from "drizzle-orm";
import { brand } from "~/config/brand";
import { renderMail } from "~/features/core/mail/layout";
import { enqueueOutbox, outboxInsert, queueMails } from "~/features/core/mail/outbox.server";
import { deleteStalePendingSubscriptions } from "~/features/core/privacy/retention.server";
import type { MailDraft } from "~/features/core/mail/types";
import { getDb, schema } from "~/lib/db.server";
import type { FormResult } from "~/lib/forms";
import { type FormAnswer, type PublicForm, runPublicForm } from "~/lib/public-form.server";
import { getMessages } from "~/lib/i18n";
import { localizePath, type Locale } from "~/lib/locale";
import { hitRateLimit, type RateLimitRule } from "~/lib/rate-limit.server";
import { siteOrigin } from "~/lib/request.server";
import { consentTextFor, LOCALE_FIELD, newsletterSchemas } from "./schema";
import { signToken, verifyToken, type TokenPurpose } from "~/lib/signed-token.server";
import { logError } from "~/lib/log";

export const NEWSLETTER_RATE_LIMIT: RateLimitRule = { name: "newsletter", limit: 5, windowSeconds: 600 };
/**
 * Per address, whoever asks: at most this many sign-ups or unsubscribe-link requests a day lead to
 * any work (and so to any e-mail). Rotating client addresses cannot turn the forms into a way of
 * flooding someone's inbox; past the limit the answer stays the same and nothing happens.
 */
export const NEWSLETTER_EMAIL_RATE_LIMIT: RateLimitRule = {
  name: "newsletter-email",
  limit: 5,
  windowSeconds: 24 * 60 * 60,
};
/** A pending address gets at most one confirmation e-mail in this many minutes (no mail-bombing). */
export const CONFIRM_RESEND_MINUTES = 15;

export type NewsletterResult = FormResult<"email">;

const subs = schema.newsletterSubscriptions;

/** The one answer to every valid sign-up: it never tells whether the address was already known. */
const signedUpIn = (locale: Locale): NewsletterResult => {
  const n = getMessages(locale).newsletter;
  return { ok: true, message: { title: n.success.title, text: `${n.success.text} ${n.confirmHint}` } };
};

/** The links in newsletter e-mails, to the page in the subscriber's language (/en/newsletter/… in English). */
export const confirmUrl = (origin: string, token: string, locale: Locale = "de") =>
  `${origin}${localizePath("/newsletter/bestaetigen", locale)}?token=${encodeURIComponent(token)}`;
export const unsubscribeUrl = (origin: string, token: string, locale: Locale = "de") =>
  `${origin}${localizePath("/newsletter/abmelden", locale)}?token=${encodeURIComponent(token)}`;

/**
 * For EVERY newsletter e-mail: the subscriber's own, never-expiring unsubscribe link, as a footer
 * line and as the List-Unsubscribe header that mail clients show as an "unsubscribe" button,
 * with List-Unsubscribe-Post so that button works in one click (RFC 8058).
 */
export async function newsletterUnsubscribe(
  env: Pick<Env, "TOKEN_SECRET">,
  subscriptionId: string,
  origin: string,
  locale: Locale = "de",
) {
  const url = unsubscribeUrl(origin, await signToken(env, "unsubscribe", subscriptionId), locale);
  const note = getMessages(locale).newsletter.unsubscribeNote;
  return {
    // A link, not the address itself: a long token would not wrap on a phone (decision 0167).
    footnotes: [{ text: note.text, link: { label: note.label, url } }],
    // RFC 8058: mail clients offer "unsubscribe" and POST to the link themselves (no page visit).
    headers: { "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}

async function confirmationMail(
  env: Env,
  id: string,
  email: string,
  origin: string,
  now: number,
  locale: Locale,
): Promise<MailDraft> {
  const token = await signToken(env, "confirm", id, now);
  const mail = getMessages(locale).newsletter.confirmMail;
  const bucket = Math.floor(now / (CONFIRM_RESEND_MINUTES * 60_000));
  const { footnotes, headers } = await newsletterUnsubscribe(env, id, origin, locale);
  return {
    kind: "newsletter-confirm",
    // Concurrent sign-ups within one window collapse into one e-mail.
    dedupeKey: `newsletter-confirm:${id}:${bucket}`,
    refId: id,
    to: email,
    subject: mail.subject,
    headers,
    ...renderMail({
      heading: mail.heading,
      greeting: mail.greeting,
      paragraphs: [...mail.paragraphs],
      action: { label: mail.action, url: confirmUrl(origin, token, locale) },
      footnotes,
      locale,
    }),
  };
}

async function welcomeMail(env: Env, id: string, email: string, origin: string, locale: Locale): Promise<MailDraft> {
  const mail = getMessages(locale).newsletter.welcomeMail;
  const { footnotes, headers } = await newsletterUnsubscribe(env, id, origin, locale);
  return {
    kind: "newsletter-welcome",
    dedupeKey: `newsletter-welcome:${id}`,
    refId: id,
    to: email,
    subject: mail.subject,
    headers,
    ...renderMail({
      heading: mail.heading,
      greeting: mail.greeting,
      paragraphs: [...mail.paragraphs],
      footnotes,
      locale,
    }),
  };
}

/**
 * Double opt-in, step one. New address: a pending row (time, page, consent text) and its
 * confirmation e-mail in ONE batch. Pending address: the e-mail again, at most every
 * CONFIRM_RESEND_MINUTES. Confirmed address: nothing at all. The caller answers the same in each case.
 */
export async function subscribe(
  env: Env,
  email: string,
  origin: string,
  now = Date.now(),
  locale: Locale = "de",
): Promise<void> {
  const db = getDb(env);
  await deleteStalePendingSubscriptions(db, now);

  const existing = await db.select().from(subs).where(eq(subs.email, email)).get();
  if (existing?.status === "confirmed") return;

  if (existing) {
    const resendCutoff = new Date(now - CONFIRM_RESEND_MINUTES * 60_000).toISOString();
    const recent = await db
      .select({ id: schema.mailOutbox.id })
      .from(schema.mailOutbox)
      .where(
        and(
          eq(schema.mailOutbox.ref_id, existing.id),
          eq(schema.mailOutbox.kind, "newsletter-confirm"),
          gt(schema.mailOutbox.created_at, resendCutoff),
        ),
      )
      .orderBy(desc(schema.mailOutbox.created_at))
      .get();
    if (recent) return;
    await queueMails(env, [await confirmationMail(env, existing.id, email, origin, now, locale)]);
    return;
  }

  const id = crypto.randomUUID();
  // Signed before anything is written: without a secret nothing is stored that could never be confirmed.
  const draft = await confirmationMail(env, id, email, origin, now, locale);
  const [, outboxRows] = await db.batch([
    db
      .insert(subs)
      .values({
        id,
        email,
        on_page: brand.short,
        status: "pending",
        consent_text: consentTextFor(locale),
        locale,
        created_at: new Date(now).toISOString(),
      })
      .onConflictDoNothing({ target: subs.email }),
    outboxInsert(env, draft),
  ]);
  await enqueueOutbox(
    env,
    outboxRows.map((row) => row.id),
  );
}

/**
 * Everything a sign-up does with the address, run after the answer has gone out (ctx.waitUntil):
 * the per-address limit, the lookup, the row and the e-mail. Failures are logged (no address).
 */
async function signUpInBackground(env: Env, email: string, locale: Locale): Promise<void> {
  try {
    const perAddress = await hitRateLimit(env, NEWSLETTER_EMAIL_RATE_LIMIT, email);
    if (perAddress.allowed) await subscribe(env, email, siteOrigin(env), Date.now(), locale);
  } catch (error) {
    logError("newsletter-signup-failed", error);
  }
}

/**
 * Links can be signed at all: a deployment without a usable TOKEN_SECRET answers every sign-up with
 * the error at once (the same for every address), instead of promising an e-mail that never comes.
 */
async function canSignLinks(env: Env): Promise<boolean> {
  try {
    await signToken(env, "confirm", "probe");
    return true;
  } catch (error) {
    logError("newsletter-signup-failed", error);
    return false;
  }
}

/** The footer form says which language it was shown in; the answer and the e-mails follow it. */
const localeOf = (values: Record<string, string>): Locale => (values[LOCALE_FIELD] === "en" ? "en" : "de");

/**
 * The footer's sign-up in the public form pipeline (app/lib/public-form.server.ts). The answer is
 * the same for a new, a pending and a confirmed address; the work itself runs after the answer.
 */
export function signupForm(
  env: Env,
  ctx: Pick<ExecutionContext, "waitUntil">,
): PublicForm<(typeof newsletterSchemas)[Locale], NewsletterResult> {
  const messagesOf = (values: Record<string, string>) => getMessages(localeOf(values));
  return {
    name: "newsletter",
    rateLimit: NEWSLETTER_RATE_LIMIT,
    schema: (values) => newsletterSchemas[localeOf(values)],
    unreadable: () => ({ status: 400, result: { ok: false, message: getMessages("de").common.error } }),
    honeypot: (values) => ({ status: 200, result: signedUpIn(localeOf(values)) }),
    rateLimited: (values) => {
      const { common } = messagesOf(values);
      return { status: 429, result: { ok: false, message: { title: common.error.title, text: common.rateLimited } } };
    },
    invalid: (fieldErrors, values) => {
      const messages = messagesOf(values);
      const error = fieldErrors.email ?? messages.newsletter.errors.emailInvalid;
      return {
        status: 400,
        result: {
          ok: false,
          fieldErrors: { email: error },
          values: { email: values.email ?? "" },
          message: { title: messages.common.error.title, text: error },
        },
      };
    },
    failed: (values) => ({ status: 503, result: { ok: false, message: messagesOf(values).common.error } }),
    act: async (input, values) => {
      if (!(await canSignLinks(env)))
        return { status: 503, result: { ok: false, message: messagesOf(values).common.error } };
      ctx.waitUntil(signUpInBackground(env, input.email, localeOf(values)));
      return { status: 200, result: signedUpIn(localeOf(values)) };
    },
  };
}

export function handleSignup(
  request: Request,
  env: Env,
  ctx: Pick<ExecutionContext, "waitUntil">,
): Promise<FormAnswer<NewsletterResult>> {
  return runPublicForm(request, env, signupForm(env, ctx));
}

export type LinkState =
  | { state: "missing" | "invalid" | "expired" | "gone" }
  /** The unsubscribe page without a link: the form that e-mails one. */
  | { state: "request"; error?: string; email?: string }
  | { state: "requested" }
  | { state: "ready"; token: string }
  | { state: "confirmed" | "already"; unsubscribeToken: string }
  | { state: "unsubscribed" }
  | { state: "error" };

async function checkLink(env: Env, token: string | null, purpose: TokenPurpose) {
  if (!token) return { state: "missing" } as const;
  const check = await verifyToken(env, token, purpose);
  if (!check.ok) return { state: check.reason } as const;
  return { state: "valid", id: check.id } as const;
}

/** GET of the confirm page: checks the link, writes nothing (mail scanners prefetch links). */
export async function inspectConfirmLink(env: Env, token: string | null): Promise<LinkState> {
  const link = await checkLink(env, token, "confirm");
  if (link.state !== "valid") return link;
  const row = await getDb(env).select().from(subs).where(eq(subs.id, link.id)).get();
  if (!row) return { state: "gone" };
  if (row.status === "confirmed") {
    return { state: "already", unsubscribeToken: await signToken(env, "unsubscribe", row.id) };
  }
  return { state: "ready", token: token ?? "" };
}

/** Double opt-in, step two: only this (the visitor's click) confirms; a welcome e-mail follows. */
export async function confirmSubscription(env: Env, token: string | null, origin: string): Promise<LinkState> {
  const link = await checkLink(env, token, "confirm");
  if (link.state !== "valid") return link;
  const db = getDb(env);
  const row = await db.select().from(subs).where(eq(subs.id, link.id)).get();
  if (!row) return { state: "gone" };
  const unsubscribeToken = await signToken(env, "unsubscribe", row.id);
  if (row.status === "confirmed") return { state: "already", unsubscribeToken };

  const [, outboxRows] = await db.batch([
    db
      .update(subs)
      .set({ status: "confirmed", confirmed_at: new Date().toISOString() })
      .where(and(eq(subs.id, row.id), eq(subs.status, "pending"))),
    outboxInsert(env, await welcomeMail(env, row.id, row.email, origin, row.locale)),
  ]);
  // In the confirming batch, so the welcome e-mail exists exactly when the confirmation does.
  await enqueueOutbox(
    env,
    outboxRows.map((r) => r.id),
  );
  return { state: "confirmed", unsubscribeToken };
}

/** GET of the unsubscribe page: checks the link only; without one, offers to e-mail it. */
export async function inspectUnsubscribeLink(env: Env, token: string | null): Promise<LinkState> {
  if (!token) return { state: "request" };
  const link = await checkLink(env, token, "unsubscribe");
  if (link.state !== "valid") return link;
  return { state: "ready", token: token ?? "" };
}

/** Deletes the subscription (data minimisation: nothing kept). Idempotent: a second click answers the same. */
export async function unsubscribe(env: Env, token: string | null): Promise<LinkState> {
  const link = await checkLink(env, token, "unsubscribe");
  if (link.state !== "valid") return link;
  await getDb(env).delete(subs).where(eq(subs.id, link.id));
  return { state: "unsubscribed" };
}

async function unsubscribeLinkMail(
  env: Env,
  id: string,
  email: string,
  origin: string,
  now: number,
  locale: Locale,
): Promise<MailDraft> {
  const mail = getMessages(locale).newsletter.unsubscribeMail;
  const token = await signToken(env, "unsubscribe", id);
  return {
    kind: "newsletter-unsubscribe-link",
    // At most one such e-mail per address and resend window, however often the form is sent.
    dedupeKey: `newsletter-unsubscribe-link:${id}:${Math.floor(now / (CONFIRM_RESEND_MINUTES * 60_000))}`,
    refId: id,
    to: email,
    subject: mail.subject,
    ...renderMail({
      heading: mail.heading,
      greeting: mail.greeting,
      paragraphs: [...mail.paragraphs],
      action: { label: mail.action, url: unsubscribeUrl(origin, token, locale) },
      locale,
    }),
  };
}

/** The unsubscribe-link request's work with the address, after the answer (see `handleSignup`). */
async function sendUnsubscribeLinkInBackground(env: Env, email: string, now: number, locale: Locale): Promise<void> {
  try {
    const perAddress = await hitRateLimit(env, NEWSLETTER_EMAIL_RATE_LIMIT, email);
    if (!perAddress.allowed) return;
    const row = await getDb(env).select().from(subs).where(eq(subs.email, email)).get();
    if (!row) return;
    await queueMails(env, [await unsubscribeLinkMail(env, row.id, row.email, siteOrigin(env), now, locale)]);
  } catch (error) {
    logError("newsletter-unsubscribe-failed", error);
  }
}

/**
 * The site's own way out of the newsletter for someone without an old e-mail at hand: the
 * address gets its personal unsubscribe link by e-mail (so nobody can unsubscribe others). The
 * answer is decided before the address is looked up, and the lookup and the e-mail run in
 * `waitUntil`: known and unknown addresses get the same answer on the same path. The e-mail speaks
 * the language of the page that asked for it.
 */
export async function requestUnsubscribeLink(
  request: Request,
  env: Env,
  ctx: Pick<ExecutionContext, "waitUntil">,
  values: Record<string, string>,
  now = Date.now(),
  locale: Locale = "de",
): Promise<{ status: number; state: LinkState }> {
  const { common, newsletter: t } = getMessages(locale);
  const answer = await runPublicForm<typeof newsletterSchemas.de, LinkState>(
    request,
    env,
    {
      name: "newsletter-unsubscribe-request",
      rateLimit: NEWSLETTER_RATE_LIMIT,
      schema: newsletterSchemas[locale],
      unreadable: () => ({ status: 400, result: { state: "request", error: t.errors.emailInvalid } }),
      honeypot: () => ({ status: 200, result: { state: "requested" } }),
      rateLimited: () => ({ status: 429, result: { state: "request", error: common.rateLimited } }),
      invalid: (fieldErrors, input) => ({
        status: 400,
        result: { state: "request", error: fieldErrors.email ?? t.errors.emailInvalid, email: input.email ?? "" },
      }),
      failed: () => ({ status: 503, result: { state: "error" } }),
      act: async (input) => {
        ctx.waitUntil(sendUnsubscribeLinkInBackground(env, input.email, now, locale));
        return { status: 200, result: { state: "requested" } };
      },
    },
    { values },
  );
  return { status: answer.status, state: answer.result };
}
