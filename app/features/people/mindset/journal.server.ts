import { subHours } from "date-fns";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import * as v from "valibot";
import { renderMail } from "~/features/core/mail/layout";
import { enqueueOutbox, outboxInsert, outboxInsertWhere } from "~/features/core/mail/outbox.server";
import type { MailDraft } from "~/features/core/mail/types";
import { ANSWER_VALUES, MINDSET_QUESTIONS, type QuestionId } from "~/features/people/mindset/questions";
import { type MindsetResult, scoreMindset } from "~/features/people/mindset/scoring";
import {
  CONFIRM_RESEND_MINUTES,
  NEWSLETTER_EMAIL_RATE_LIMIT,
  NEWSLETTER_RATE_LIMIT,
} from "~/features/people/newsletter/newsletter.server";
import { RETENTION } from "~/features/core/privacy/retention";
import { getDb, schema, type Database, d1Statement } from "~/lib/db.server";
import { emailField, type FormResult } from "~/lib/forms";
import { getMessages } from "~/lib/i18n";
import { localizePath, type Locale } from "~/lib/locale";
import { logError } from "~/lib/log";
import { type FormAnswer, runPublicForm } from "~/lib/public-form.server";
import { hitRateLimit, type RateLimitRule } from "~/lib/rate-limit.server";
import { siteOrigin } from "~/lib/request.server";
import { CONFIRM_TOKEN_TTL_SECONDS, signToken, verifyToken } from "~/lib/signed-token.server";
import { PROMPT_FIELD } from "./prompts";
import { noticeSharedEntry } from "./share-notice.server";
import {
  CONSENT_FIELD,
  type EntryPrompt,
  CONSENT_VALUE,
  ENTRY_FIELD,
  ENTRY_MAX_LENGTH,
  type JournalEntry,
  MAX_JOURNAL_ENTRIES,
  PAGE_FIELD,
  SHARE_FIELD,
} from "./journal-entries";

/** The same limits as the newsletter's sign-up (the same kind of form), counted on their own. */
export const JOURNAL_RATE_LIMIT: RateLimitRule = { ...NEWSLETTER_RATE_LIMIT, name: "mindset-journal" };
export const JOURNAL_EMAIL_RATE_LIMIT: RateLimitRule = {
  ...NEWSLETTER_EMAIL_RATE_LIMIT,
  name: "mindset-journal-email",
};
/** Writing in one's journal: generous for a person, a wall for a script. */
export const JOURNAL_ENTRY_RATE_LIMIT: RateLimitRule = { name: "journal-entry", limit: 30, windowSeconds: 600 };

const requests = schema.mindsetJournalRequests;
const journals = schema.mindsetJournal;

/** The consent text exactly as the form shows it (in its language); stored with each request as proof. */
export function journalConsentText(locale: Locale): string {
  const t = getMessages(locale).journal.start;
  return `${t.consent} ${t.privacyLead} ${t.privacyLink}.`;
}

/** The page the form says it was on: only the test's own pages are recorded (anything else is the test page). */
const recordedPage = (value: string | undefined, locale: Locale) => {
  const own = [localizePath("/mindsettest", locale), localizePath("/", locale)];
  return value && own.includes(value) ? value : localizePath("/mindsettest", locale);
};

const answerFields = Object.fromEntries(MINDSET_QUESTIONS.map((q) => [q.id, v.picklist(ANSWER_VALUES)])) as Record<
  QuestionId,
  v.PicklistSchema<typeof ANSWER_VALUES, undefined>
>;

const startSchemaIn = (locale: Locale) => {
  const m = getMessages(locale);
  const e = m.newsletter.errors;
  return v.object({
    email: v.pipe(
      emailField({ required: e.emailRequired, invalid: e.emailInvalid, tooLong: e.emailTooLong }),
      v.toLowerCase(),
    ),
    [CONSENT_FIELD]: v.literal(CONSENT_VALUE, m.journal.start.errors.consent),
    ...answerFields,
  });
};
export const journalStartSchemas = { de: startSchemaIn("de"), en: startSchemaIn("en") } as const;

export type JournalStartResult = FormResult<"email" | typeof CONSENT_FIELD | QuestionId>;

const answersOf = (input: Record<QuestionId, string>): Record<QuestionId, number> =>
  Object.fromEntries(MINDSET_QUESTIONS.map((q) => [q.id, Number(input[q.id])])) as Record<QuestionId, number>;

/** The one answer to every valid request: it never tells whether the address is known. */
const sentIn = (locale: Locale): JournalStartResult => ({ ok: true, message: getMessages(locale).journal.start.sent });

export const journalConfirmUrl = (origin: string, token: string, locale: Locale) =>
  `${origin}${localizePath("/journal/bestaetigen", locale)}?token=${encodeURIComponent(token)}`;
export const journalPath = (token: string, locale: Locale) => localizePath(`/journal/${token}`, locale);

/** Requests never confirmed are forgotten (data minimisation); also run on every new request. */
export function deleteStaleJournalRequests(db: Database, now: number) {
  return db.delete(requests).where(lt(requests.created_at, subHours(now, RETENTION.pendingJournalHours).toISOString()));
}

/** The confirmation e-mail carries no word the visitor typed or chose: no relay for anyone's text. */
async function confirmationMail(env: Env, id: string, email: string, now: number, locale: Locale): Promise<MailDraft> {
  const token = await signToken(env, "journal-confirm", id, now, CONFIRM_TOKEN_TTL_SECONDS);
  const mail = getMessages(locale).journal.confirmMail;
  return {
    kind: "journal-confirm",
    dedupeKey: `journal-confirm:${id}`,
    refId: id,
    to: email,
    subject: mail.subject,
    ...renderMail({
      heading: mail.heading,
      greeting: mail.greeting,
      paragraphs: [...mail.paragraphs],
      action: { label: mail.action, url: journalConfirmUrl(siteOrigin(env), token, locale) },
      locale,
    }),
  };
}

/**
 * Double opt-in, step one: the request (answers, consent text, page, time) and its confirmation
 * e-mail in one batch. An address with a request younger than CONFIRM_RESEND_MINUTES gets nothing
 * more (no mail-bombing); the caller answers the same in every case.
 */
export async function requestJournal(
  env: Env,
  input: { email: string; answers: Record<QuestionId, number>; page: string },
  locale: Locale,
  now = Date.now(),
): Promise<void> {
  const db = getDb(env);
  await deleteStaleJournalRequests(db, now);
  const recent = await db
    .select({ id: requests.id })
    .from(requests)
    .where(
      and(
        eq(requests.email, input.email),
        gt(requests.created_at, new Date(now - CONFIRM_RESEND_MINUTES * 60_000).toISOString()),
      ),
    )
    .get();
  if (recent) return;
  const id = crypto.randomUUID();
  const draft = await confirmationMail(env, id, input.email, now, locale);
  const [, outboxRows] = await db.batch([
    db.insert(requests).values({
      id,
      email: input.email,
      answers: input.answers,
      locale,
      consent_text: journalConsentText(locale),
      on_page: input.page,
      created_at: new Date(now).toISOString(),
    }),
    outboxInsert(env, draft),
  ]);
  await enqueueOutbox(
    env,
    outboxRows.map((row) => row.id),
  );
}

async function requestInBackground(
  env: Env,
  input: { email: string; answers: Record<QuestionId, number>; page: string },
  locale: Locale,
): Promise<void> {
  try {
    const perAddress = await hitRateLimit(env, JOURNAL_EMAIL_RATE_LIMIT, input.email);
    if (perAddress.allowed) await requestJournal(env, input, locale);
  } catch (error) {
    logError("journal-request-failed", error);
  }
}

/**
 * "Ergebnis per E-Mail und Journal starten" in the public form pipeline: honeypot, the newsletter's
 * limits, valibot (address, explicit consent, a complete set of answers). The work with the
 * address runs after the answer, so known and unknown addresses look the same.
 */
export function handleJournalStart(
  request: Request,
  env: Env,
  ctx: Pick<ExecutionContext, "waitUntil">,
  locale: Locale,
): Promise<FormAnswer<JournalStartResult>> {
  const m = getMessages(locale);
  const error = (text: string) => ({ title: m.common.error.title, text });
  return runPublicForm<(typeof journalStartSchemas)[Locale], JournalStartResult>(request, env, {
    name: "journal-start",
    rateLimit: JOURNAL_RATE_LIMIT,
    schema: journalStartSchemas[locale],
    unreadable: () => ({ status: 400, result: { ok: false, message: m.common.error } }),
    honeypot: () => ({ status: 200, result: sentIn(locale) }),
    rateLimited: () => ({ status: 429, result: { ok: false, message: error(m.common.rateLimited) } }),
    invalid: (fieldErrors, values) => {
      const answersBroken = MINDSET_QUESTIONS.some((q) => fieldErrors[q.id]);
      const text = answersBroken
        ? m.mindset.tampered
        : (fieldErrors.email ?? fieldErrors[CONSENT_FIELD] ?? m.newsletter.errors.emailInvalid);
      return {
        status: 400,
        result: {
          ok: false,
          fieldErrors: {
            ...(fieldErrors.email ? { email: fieldErrors.email } : {}),
            ...(fieldErrors[CONSENT_FIELD] ? { [CONSENT_FIELD]: fieldErrors[CONSENT_FIELD] } : {}),
          },
          // The answers travel back too: a page posted without JavaScript shows the form again with them.
          values: {
            email: values.email ?? "",
            ...Object.fromEntries(MINDSET_QUESTIONS.map((q) => [q.id, values[q.id] ?? ""])),
          },
          message: error(text),
        },
      };
    },
    failed: () => ({ status: 503, result: { ok: false, message: m.common.error } }),
    act: async (input, values) => {
      // Links can be signed at all, or every request hears the error now (not an e-mail that never comes).
      await signToken(env, "journal-confirm", "probe");
      const page = recordedPage(values[PAGE_FIELD], locale);
      ctx.waitUntil(requestInBackground(env, { email: input.email, answers: answersOf(input), page }, locale));
      return { status: 200, result: sentIn(locale) };
    },
  });
}

export type ConfirmState =
  | { state: "missing" | "invalid" | "expired" | "gone" | "already" | "error" }
  | { state: "ready"; token: string }
  | { state: "confirmed"; journalPath: string };

/** GET of the confirm page: checks the link, writes nothing (mail scanners prefetch links). */
export async function inspectJournalConfirm(env: Env, token: string | null): Promise<ConfirmState> {
  if (!token) return { state: "missing" };
  const check = await verifyToken(env, token, "journal-confirm");
  if (!check.ok) return { state: check.reason };
  const db = getDb(env);
  if (await db.select({ id: requests.id }).from(requests).where(eq(requests.id, check.id)).get())
    return { state: "ready", token };
  const made = await db.select({ id: journals.id }).from(journals).where(eq(journals.id, check.id)).get();
  return { state: made ? "already" : "gone" };
}

/** A fresh random link key (128 bits): the journal's link is signed with it. */
export const newLinkKey = () => {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
};

/** The journal's link token: its id and its current key, signed (decision 0144). */
export const journalToken = (env: Pick<Env, "TOKEN_SECRET">, id: string, linkKey: string) =>
  signToken(env, "journal", `${id}.${linkKey}`);

export async function journalLinkMail(
  env: Env,
  kind: "journal-welcome" | "journal-link" | "journal-prompts",
  journal: { id: string; email: string; locale: Locale; summary: string | null },
  linkKey: string,
): Promise<MailDraft> {
  const m = getMessages(journal.locale).journal;
  const mail = kind === "journal-welcome" ? m.welcomeMail : kind === "journal-prompts" ? m.promptsMail : m.linkMail;
  const url = `${siteOrigin(env)}${journalPath(await journalToken(env, journal.id, linkKey), journal.locale)}`;
  // The welcome e-mail carries the result the visitor asked for; neither carries a journal entry.
  const result =
    kind === "journal-welcome" && journal.summary ? [m.welcomeMail.resultLead, ...journal.summary.split("\n")] : [];
  return {
    kind,
    // The link sent from Meine Buchung may be asked for again later (the rate limit bounds it).
    dedupeKey:
      kind === "journal-prompts"
        ? `${kind}:${journal.id}:${linkKey}:${Math.floor(Date.now() / 600_000)}`
        : `${kind}:${journal.id}:${linkKey}`,
    refId: journal.id,
    to: journal.email,
    subject: mail.subject,
    ...renderMail({
      heading: mail.heading,
      greeting: mail.greeting,
      paragraphs: [...result, ...mail.paragraphs],
      action: { label: mail.action, url },
      locale: journal.locale,
    }),
  };
}

/**
 * The one way a journal row is created (decision 0144): with its consent record (the words agreed
 * to, when, on which page) and its first link key. A second insert with the same id does nothing.
 * Also used when a prompt series is started from Meine Buchung (decision 0158).
 */
export function insertJournal(
  env: Pick<Env, "DB">,
  journal: {
    id: string;
    email: string;
    locale: Locale;
    summary: string | null;
    created_at: string;
    journal_entries: JournalEntry[];
    consent: { text: string; at: string; page: string };
    link_key: string;
  },
) {
  const { consent, ...row } = journal;
  return getDb(env)
    .insert(journals)
    .values({ ...row, consent_text: consent.text, consented_at: consent.at, on_page: consent.page })
    .onConflictDoNothing({ target: journals.id })
    .returning({ id: journals.id });
}

/**
 * Double opt-in, step two (the visitor's click, a POST): the journal is created with the request's
 * id, its consent record, the result in words as summary and the answers as first entry; the
 * request is deleted and the welcome e-mail (result and link) queued, all in one batch.
 */
export async function confirmJournal(
  env: Env,
  token: string | null,
  describe: (result: MindsetResult, locale: Locale) => Promise<string>,
  now = Date.now(),
): Promise<ConfirmState> {
  if (!token) return { state: "missing" };
  const check = await verifyToken(env, token, "journal-confirm", now);
  if (!check.ok) return { state: check.reason };
  const db = getDb(env);
  const request = await db.select().from(requests).where(eq(requests.id, check.id)).get();
  if (!request) {
    const made = await db.select({ id: journals.id }).from(journals).where(eq(journals.id, check.id)).get();
    return { state: made ? "already" : "gone" };
  }
  const answers = request.answers as Record<QuestionId, number>;
  const summary = await describe(scoreMindset(answers), request.locale);
  const linkKey = newLinkKey();
  const date = new Date(now).toISOString();
  const first: JournalEntry = { kind: "answers", date, answers, shared: false };
  const journal = { id: request.id, email: request.email, locale: request.locale, summary };
  const [created, , outboxRows] = await db.batch([
    insertJournal(env, {
      ...journal,
      created_at: date,
      journal_entries: [first],
      consent: { text: request.consent_text, at: request.created_at, page: request.on_page },
      link_key: linkKey,
    }),
    db.delete(requests).where(eq(requests.id, request.id)),
    outboxInsert(env, await journalLinkMail(env, "journal-welcome", journal, linkKey)),
  ]);
  // A second click racing this one created the journal first: its link is the one that counts.
  if (!created.length) return { state: "already" };
  await enqueueOutbox(
    env,
    outboxRows.map((row) => row.id),
  );
  return { state: "confirmed", journalPath: journalPath(await journalToken(env, request.id, linkKey), request.locale) };
}

/** The journal a link opens: genuine signature, and the key the journal holds now; else null. */
export async function openJournal(env: Env, token: string | null | undefined) {
  const check = await verifyToken(env, token, "journal");
  if (!check.ok) return null;
  const [id, key, ...rest] = check.id.split(".");
  if (!id || !key || rest.length) return null;
  const row = await getDb(env)
    .select()
    .from(journals)
    .where(and(eq(journals.id, id), eq(journals.link_key, key)))
    .get();
  return row ? { ...row, link_key: key } : null;
}
export type OpenJournal = NonNullable<Awaited<ReturnType<typeof openJournal>>>;

export type EntryResult =
  | { ok: true; intent: "entry" | "rotate" | "start-series"; state?: "started" | "already" }
  | { ok: false; error: string; values?: { text: string; shared: boolean }; field?: string };

const entrySchemaIn = (locale: Locale) => {
  const e = getMessages(locale).journal.page.errors;
  return v.object({
    // Kept as written (no trimming): only an entry of nothing but spaces is refused.
    [ENTRY_FIELD]: v.pipe(
      v.string(e.entryRequired),
      v.check((text) => text.trim().length > 0, e.entryRequired),
      v.maxLength(ENTRY_MAX_LENGTH, e.entryTooLong),
    ),
    [SHARE_FIELD]: v.optional(v.literal("ja")),
    [PROMPT_FIELD]: v.optional(v.pipe(v.string(), v.maxLength(100))),
  });
};
const entrySchemas = { de: entrySchemaIn("de"), en: entrySchemaIn("en") } as const;

/**
 * A new entry at the end of the journal, in one statement (json_insert), only while the link's key
 * is still the journal's and the journal is not full. Private unless "share" was ticked.
 */
export function addJournalEntry(
  request: Request,
  env: Env,
  journal: OpenJournal,
  locale: Locale,
  now = Date.now(),
  /** The prompt the entry answers, as the server knows it (prompts.server.ts `sentPrompt`); null: none. */
  answering: (ref: string | undefined) => Promise<EntryPrompt | null> = async () => null,
): Promise<FormAnswer<EntryResult>> {
  const m = getMessages(locale);
  return runPublicForm<(typeof entrySchemas)[Locale], EntryResult>(request, env, {
    name: "journal-entry",
    rateLimit: JOURNAL_ENTRY_RATE_LIMIT,
    schema: entrySchemas[locale],
    unreadable: () => ({ status: 400, result: { ok: false, error: m.common.error.text } }),
    honeypot: () => ({ status: 200, result: { ok: true, intent: "entry" } }),
    rateLimited: () => ({ status: 429, result: { ok: false, error: m.common.rateLimited } }),
    invalid: (fieldErrors, values) => ({
      status: 400,
      result: {
        ok: false,
        error: fieldErrors[ENTRY_FIELD] ?? m.journal.page.errors.entryRequired,
        values: { text: values[ENTRY_FIELD] ?? "", shared: values[SHARE_FIELD] === "ja" },
      },
    }),
    failed: (values) => ({
      status: 503,
      result: {
        ok: false,
        error: m.common.error.text,
        values: { text: values[ENTRY_FIELD] ?? "", shared: values[SHARE_FIELD] === "ja" },
      },
    }),
    act: async (input) => {
      const prompt = await answering(input[PROMPT_FIELD]);
      const entry: JournalEntry = {
        kind: "entry",
        id: crypto.randomUUID(),
        date: new Date(now).toISOString(),
        text: input[ENTRY_FIELD],
        shared: input[SHARE_FIELD] === "ja",
        ...(prompt ? { prompt } : {}),
      };
      const written = await getDb(env)
        .update(journals)
        .set({
          journal_entries: sql`json_insert(${journals.journal_entries}, '$[#]', json(${JSON.stringify(entry)}))`,
          updated_at: entry.date,
        })
        .where(
          and(
            eq(journals.id, journal.id),
            eq(journals.link_key, journal.link_key),
            sql`json_array_length(${journals.journal_entries}) < ${MAX_JOURNAL_ENTRIES}`,
          ),
        )
        .returning({ id: journals.id });
      if (written.length) {
        // A shared entry: the coach hears of it, without its content (decision 0212).
        if (entry.shared) await noticeSharedEntry(env, journal.id, now);
        return { status: 200, result: { ok: true, intent: "entry" } };
      }
      return {
        status: 409,
        result: {
          ok: false,
          error: m.journal.page.errors.full,
          values: { text: input[ENTRY_FIELD], shared: entry.shared },
        },
      };
    },
  });
}

const noFields = v.object({});

/**
 * "Neuen Link anfordern": a new key (the old link opens nothing from now on) and the new link by
 * e-mail to the journal's address, in one batch. Limited per client and per address like the
 * newsletter's e-mails.
 */
export async function rotateJournalLink(
  request: Request,
  env: Env,
  journal: OpenJournal,
  locale: Locale,
): Promise<FormAnswer<EntryResult>> {
  const m = getMessages(locale);
  return runPublicForm<typeof noFields, EntryResult>(request, env, {
    name: "journal-link",
    rateLimit: JOURNAL_RATE_LIMIT,
    schema: noFields,
    unreadable: () => ({ status: 400, result: { ok: false, error: m.common.error.text } }),
    honeypot: () => ({ status: 200, result: { ok: true, intent: "rotate" } }),
    rateLimited: () => ({ status: 429, result: { ok: false, error: m.common.rateLimited } }),
    invalid: () => ({ status: 400, result: { ok: false, error: m.common.error.text } }),
    failed: () => ({ status: 503, result: { ok: false, error: m.common.error.text } }),
    act: async () => {
      const perAddress = await hitRateLimit(env, JOURNAL_EMAIL_RATE_LIMIT, journal.email);
      if (!perAddress.allowed) return { status: 429, result: { ok: false, error: m.common.rateLimited } };
      const linkKey = newLinkKey();
      const holdsKey = (key: string) =>
        sql`EXISTS (SELECT 1 FROM ${journals} WHERE ${journals.id} = ${journal.id} AND ${journals.link_key} = ${key})`;
      // The e-mail is recorded only if this rotation won (a second one racing it changed the key first).
      const [rotated, mail] = await env.DB.batch<{ id: string }>([
        d1Statement(
          env,
          sql`UPDATE ${journals} SET ${sql.identifier(journals.link_key.name)} = ${linkKey}, ${sql.identifier(journals.updated_at.name)} = ${new Date().toISOString()} WHERE ${journals.id} = ${journal.id} AND ${journals.link_key} = ${journal.link_key} RETURNING ${sql.identifier(journals.id.name)} AS id`,
        ),
        outboxInsertWhere(env, await journalLinkMail(env, "journal-link", journal, linkKey), holdsKey(linkKey)),
      ]);
      if (!rotated?.results.length) return { status: 409, result: { ok: false, error: m.journal.linkErrors.closed } };
      await enqueueOutbox(
        env,
        (mail?.results ?? []).map((row) => row.id),
      );
      return { status: 200, result: { ok: true, intent: "rotate" } };
    },
  });
}
