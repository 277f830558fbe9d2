import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import * as v from "valibot";
import { renderMail } from "~/features/core/mail/layout";
import { enqueueOutbox, outboxInsertWhere, queueMails } from "~/features/core/mail/outbox.server";
import type { MailDraft } from "~/features/core/mail/types";
import { columnsOf, getDb, schema, d1Statement } from "~/lib/db.server";
import { getMessages } from "~/lib/i18n";
import { localizePath, type Locale } from "~/lib/locale";
import { logEvent } from "~/lib/log";
import { type FormAnswer, type PublicForm, runPublicForm } from "~/lib/public-form.server";
import { hitRateLimit, type RateLimitRule } from "~/lib/rate-limit.server";
import { siteOrigin } from "~/lib/request.server";
import { signToken, verifyToken } from "~/lib/signed-token.server";
import { loadByBookingToken } from "~/features/core/booking/booking-link.server";
import { berlinNow, berlinParts } from "~/lib/today";
import {
  insertJournal,
  JOURNAL_EMAIL_RATE_LIMIT,
  journalLinkMail,
  journalPath,
  journalToken,
  newLinkKey,
  type OpenJournal,
} from "./journal.server";
import {
  MAX_PROMPTS,
  PROMPT_CONSENT_FIELD,
  PROMPT_MAX_LENGTH,
  PROMPT_PARAM,
  PROMPT_SEND_HOURS,
  promptIn,
  promptRef,
  promptsFromLines,
  SERIES_EVENT_PREFIX,
  SERIES_FIELD,
  SERIES_NAME_MAX_LENGTH,
  SERIES_PACKAGE_PREFIX,
  type SeriesPrompt,
  storedPrompts,
} from "./prompts";

const series = schema.promptSeries;
const targets = schema.promptSeriesTargets;
const subs = schema.promptSubscriptions;
const journals = schema.mindsetJournal;

/** Starting a series: a person starts a handful, a script hits the wall. */
export const PROMPT_START_RATE_LIMIT: RateLimitRule = { name: "prompt-start", limit: 10, windowSeconds: 600 };
/** At most this many prompts per batch of the daily job (two statements each; D1 takes many per batch). */
const PROMPTS_PER_BATCH = 40;
/** At most this many prompts per run; the next run (ten minutes later) takes the rest. */
const PROMPTS_PER_RUN = 400;

// ---------------------------------------------------------------------------------------------
// The coach's series (back office, /admin/impulse)

const trimmed = (max: number, message: string) => v.pipe(v.string(message), v.trim(), v.maxLength(max, message));

/** The back office's series form; the prompts come as lines (one per day). */
export function parseSeriesForm(
  form: Record<string, string>,
  texts: { name: string; nameEn: string; prompts: string; promptsEn: string },
):
  | {
      ok: true;
      value: {
        name: string;
        name_en: string | null;
        prompts: SeriesPrompt[];
        in_journal: boolean;
        eventIds: string[];
        packageIds: string[];
      };
    }
  | { ok: false; fieldErrors: Record<string, string> } {
  const fieldErrors: Record<string, string> = {};
  const name = v.safeParse(v.pipe(trimmed(SERIES_NAME_MAX_LENGTH, texts.name), v.nonEmpty(texts.name)), form.name);
  if (!name.success) fieldErrors.name = texts.name;
  const nameEn = v.safeParse(trimmed(SERIES_NAME_MAX_LENGTH, texts.nameEn), form.name_en ?? "");
  if (!nameEn.success) fieldErrors.name_en = texts.nameEn;
  const { prompts, extraEnglish } = promptsFromLines(form.prompts ?? "", form.prompts_en ?? "");
  if (!prompts.length || prompts.length > MAX_PROMPTS || prompts.some((p) => p.de.length > PROMPT_MAX_LENGTH))
    fieldErrors.prompts = texts.prompts;
  if (extraEnglish || prompts.some((p) => (p.en ?? "").length > PROMPT_MAX_LENGTH))
    fieldErrors.prompts_en = texts.promptsEn;
  const idsWith = (prefix: string) =>
    Object.keys(form)
      .filter((key) => key.startsWith(prefix) && form[key] === "ja")
      .map((key) => key.slice(prefix.length))
      .filter((id) => /^[0-9a-zA-Z-]{1,64}$/.test(id));
  if (!name.success || !nameEn.success || Object.keys(fieldErrors).length) return { ok: false, fieldErrors };
  return {
    ok: true,
    value: {
      name: name.output,
      name_en: nameEn.output || null,
      prompts,
      in_journal: form.in_journal === "ja",
      eventIds: idsWith(SERIES_EVENT_PREFIX),
      packageIds: idsWith(SERIES_PACKAGE_PREFIX),
    },
  };
}

/** The series for the back office: prompts, where attached, how many run right now. */
export async function listPromptSeries(env: Pick<Env, "DB">) {
  const db = getDb(env);
  const [rows, attached, running] = await db.batch([
    db.select().from(series).orderBy(desc(series.created_at)),
    db.select().from(targets),
    db
      .select({ series_id: subs.series_id, n: sql<number>`count(*)` })
      .from(subs)
      .where(and(isNull(subs.stopped_at), isNull(subs.finished_at)))
      .groupBy(subs.series_id),
  ]);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    name_en: row.name_en,
    prompts: storedPrompts(row.prompts),
    in_journal: row.in_journal,
    eventIds: attached.filter((t) => t.series_id === row.id && t.event_id).map((t) => t.event_id!),
    packageIds: attached.filter((t) => t.series_id === row.id && t.package_id).map((t) => t.package_id!),
    running: Number(running.find((r) => r.series_id === row.id)?.n ?? 0),
  }));
}

/** What a series can be attached to: events to come (not called off) and the packages. */
export async function promptSeriesChoices(env: Pick<Env, "DB">, now = new Date()) {
  const db = getDb(env);
  const eventsTable = schema.events;
  const sessionPackagesTable = schema.sessionPackages;
  const [events, packages] = await db.batch([
    db
      .select({ id: eventsTable.id, title: eventsTable.title, event_date: eventsTable.event_date })
      .from(eventsTable)
      .where(
        and(
          eq(eventsTable.kind, "event"),
          isNull(eventsTable.cancelled_at),
          gte(eventsTable.event_date, berlinNow(now).day),
        ),
      )
      .orderBy(asc(eventsTable.event_date))
      .limit(200),
    db
      .select({ id: sessionPackagesTable.id, name: sessionPackagesTable.name, active: sessionPackagesTable.active })
      .from(sessionPackagesTable)
      .orderBy(asc(sessionPackagesTable.sort_order), asc(sessionPackagesTable.name)),
  ]);
  return { events, packages };
}

type SeriesInput = Extract<ReturnType<typeof parseSeriesForm>, { ok: true }>["value"];

/** Do the chosen events (ordinary events) and packages exist? */
export async function seriesTargetsExist(env: Pick<Env, "DB">, input: SeriesInput): Promise<boolean> {
  const db = getDb(env);
  const eventsTable = schema.events;
  const sessionPackagesTable = schema.sessionPackages;
  const [events, packages] = await Promise.all([
    input.eventIds.length
      ? db
          .select({ id: eventsTable.id })
          .from(eventsTable)
          .where(and(inArray(eventsTable.id, input.eventIds), eq(eventsTable.kind, "event")))
      : [],
    input.packageIds.length
      ? db
          .select({ id: sessionPackagesTable.id })
          .from(sessionPackagesTable)
          .where(inArray(sessionPackagesTable.id, input.packageIds))
      : [],
  ]);
  return events.length === new Set(input.eventIds).size && packages.length === new Set(input.packageIds).size;
}

/**
 * Creates (no id) or updates a series and sets its attachments, in one batch: an event or package
 * attached here leaves the series it had (one series per event or package). False: no such series.
 */
export async function savePromptSeries(
  env: Pick<Env, "DB">,
  id: string | null,
  input: SeriesInput,
  now = new Date(),
): Promise<boolean> {
  const db = getDb(env);
  const seriesId = id ?? crypto.randomUUID();
  const fields = { name: input.name, name_en: input.name_en, prompts: input.prompts, in_journal: input.in_journal };
  const write = id
    ? db
        .update(series)
        .set({ ...fields, updated_at: now.toISOString() })
        .where(eq(series.id, id))
        .returning({ id: series.id })
    : db
        .insert(series)
        .values({ id: seriesId, ...fields })
        .returning({ id: series.id });
  const exists = sql`EXISTS (SELECT 1 FROM ${series} WHERE ${series.id} = ${seriesId})`;
  const rows = [
    ...input.eventIds.map((event_id) => ({ id: crypto.randomUUID(), series_id: seriesId, event_id })),
    ...input.packageIds.map((package_id) => ({ id: crypto.randomUUID(), series_id: seriesId, package_id })),
  ];
  const [written] = await db.batch([
    write,
    db
      .delete(targets)
      .where(
        or(
          eq(targets.series_id, seriesId),
          input.eventIds.length ? inArray(targets.event_id, input.eventIds) : sql`0`,
          input.packageIds.length ? inArray(targets.package_id, input.packageIds) : sql`0`,
        ),
      ),
    // Only for a series that exists (an update of a deleted one writes nothing at all).
    ...rows.map((row) =>
      db.insert(targets).select(
        db
          .select({
            id: sql`${row.id}`.as("id"),
            series_id: sql`${row.series_id}`.as("series_id"),
            event_id: sql`${"event_id" in row ? row.event_id : null}`.as("event_id"),
            package_id: sql`${"package_id" in row ? row.package_id : null}`.as("package_id"),
          })
          .from(sql`(SELECT 1)`)
          .where(exists),
      ),
    ),
  ]);
  return written.length > 0;
}

/** Deletes a series; its running subscriptions go with it (no more prompts), its attachments too. */
export async function deletePromptSeries(env: Pick<Env, "DB">, id: string): Promise<boolean> {
  const db = getDb(env);
  const [, , deleted] = await db.batch([
    db.delete(subs).where(eq(subs.series_id, id)),
    db.delete(targets).where(eq(targets.series_id, id)),
    db.delete(series).where(eq(series.id, id)).returning({ id: series.id }),
  ]);
  return deleted.length > 0;
}

// ---------------------------------------------------------------------------------------------
// Starting a series (decision 0158: a POST with its own consent, recorded like the journal's)

/** The consent text exactly as the start form shows it (in its language); stored as proof. */
export function promptConsentText(locale: Locale, withJournal: boolean): string {
  const t = getMessages(locale).prompts;
  const privacy = `${t.bookingPage.privacyLead} ${t.bookingPage.privacyLink}.`;
  return withJournal ? `${t.consent} ${t.journalConsent} ${privacy}` : `${t.consent} ${privacy}`;
}

const seriesName = (row: { name: string; name_en: string | null }, locale: Locale) =>
  (locale === "en" && row.name_en) || row.name;

/** The stop link of one subscription (never expires: what it still does is the row's state). */
export const promptStopUrl = async (env: Env, subscriptionId: string, locale: Locale) =>
  `${siteOrigin(env)}${localizePath("/journal/impulse/beenden", locale)}?token=${encodeURIComponent(
    await signToken(env, "prompt-stop", subscriptionId),
  )}`;

/**
 * One day's prompt e-mail: the prompt, a link into the journal with the prompt preselected, and
 * the stop link (footer and RFC 8058 headers). It carries nothing the person wrote.
 */
async function promptMail(
  env: Env,
  sub: { id: string; seriesId: string },
  journal: { id: string; email: string; locale: Locale; link_key: string },
  row: { name: string; name_en: string | null },
  prompts: SeriesPrompt[],
  index: number,
): Promise<MailDraft> {
  const locale = journal.locale;
  const t = getMessages(locale).prompts.mail;
  const day = index + 1;
  const name = seriesName(row, locale);
  const journalUrl = `${siteOrigin(env)}${journalPath(await journalToken(env, journal.id, journal.link_key), locale)}?${PROMPT_PARAM}=${encodeURIComponent(promptRef(sub.seriesId, day))}`;
  const stopUrl = await promptStopUrl(env, sub.id, locale);
  return {
    kind: "journal-prompt",
    // Each prompt of a subscription at most once, whoever records it (decision 0158).
    dedupeKey: `journal-prompt:${sub.id}:${index}`,
    refId: sub.id,
    to: journal.email,
    subject: t.subject(name, day),
    headers: { "List-Unsubscribe": `<${stopUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
    ...renderMail({
      heading: t.heading(day, prompts.length),
      greeting: t.greeting,
      paragraphs: [t.lead, promptIn(prompts[index]!, locale), t.after],
      action: { label: t.action, url: journalUrl },
      footnotes: [t.stop(stopUrl)],
      locale,
    }),
  };
}

/**
 * Starts `seriesId` for a journal: the subscription (its consent record) and day 1's prompt in
 * one batch, so the first prompt comes right away and the daily job goes on from tomorrow.
 * "already": the series runs for this journal; "unknown": no such series.
 */
async function startSubscription(
  env: Env,
  journal: { id: string; email: string; locale: Locale; link_key: string },
  seriesId: string,
  consent: { text: string; page: string },
  extra: D1PreparedStatement[],
  now: Date,
): Promise<"started" | "already" | "unknown"> {
  const db = getDb(env);
  const row = await db.select().from(series).where(eq(series.id, seriesId)).get();
  const prompts = storedPrompts(row?.prompts);
  if (!row || !prompts.length) return "unknown";
  const id = crypto.randomUUID();
  const at = now.toISOString();
  const insert = d1Statement(
    env,
    sql`INSERT INTO ${subs} (id, journal_id, series_id, next_index, last_sent_day, consent_text, consented_at, on_page, finished_at)
        VALUES (${id}, ${journal.id}, ${seriesId}, 1, ${berlinNow(now).day}, ${consent.text}, ${at}, ${consent.page}, ${prompts.length === 1 ? at : null})
        ON CONFLICT DO NOTHING RETURNING id`,
  );
  const mail = outboxInsertWhere(
    env,
    await promptMail(env, { id, seriesId }, journal, row, prompts, 0),
    sql`EXISTS (SELECT 1 FROM ${subs} WHERE ${subs.id} = ${id})`,
  );
  const results = await env.DB.batch<{ id: string }>([...extra, insert, mail]);
  const started = results[extra.length]?.results.length ?? 0;
  if (!started) return "already";
  await enqueueOutbox(
    env,
    (results[extra.length + 1]?.results ?? []).map((r) => r.id),
  );
  logEvent("prompt-series-started", { series: seriesId });
  return "started";
}

export type StartResult =
  { ok: true; state: "started" | "already" } | { ok: false; error: string; field?: typeof PROMPT_CONSENT_FIELD };

const startSchemaIn = (locale: Locale) => {
  const t = getMessages(locale).prompts.section;
  return v.object({
    [SERIES_FIELD]: v.pipe(v.string(t.unknown), v.regex(/^[0-9a-zA-Z-]{1,64}$/, t.unknown)),
    [PROMPT_CONSENT_FIELD]: v.literal("ja", t.consentError),
  });
};
const startSchemas = { de: startSchemaIn("de"), en: startSchemaIn("en") } as const;

function startForm(
  locale: Locale,
  act: (input: v.InferOutput<(typeof startSchemas)[Locale]>) => Promise<FormAnswer<StartResult>>,
): PublicForm<(typeof startSchemas)[Locale], StartResult> {
  const m = getMessages(locale);
  return {
    name: "prompt-start",
    rateLimit: PROMPT_START_RATE_LIMIT,
    schema: startSchemas[locale],
    unreadable: () => ({ status: 400, result: { ok: false as const, error: m.common.error.text } }),
    honeypot: () => ({ status: 200, result: { ok: true as const, state: "started" as const } }),
    rateLimited: () => ({ status: 429, result: { ok: false as const, error: m.common.rateLimited } }),
    invalid: (fieldErrors: Record<string, string>) => ({
      status: 400,
      result: fieldErrors[PROMPT_CONSENT_FIELD]
        ? { ok: false, error: fieldErrors[PROMPT_CONSENT_FIELD], field: PROMPT_CONSENT_FIELD }
        : { ok: false as const, error: fieldErrors[SERIES_FIELD] ?? m.prompts.section.unknown },
    }),
    failed: () => ({ status: 503, result: { ok: false as const, error: m.common.error.text } }),
    act,
  };
}

/** "Impulse starten" in Mein Journal: a series offered in the journal, for this journal. */
export function startSeriesFromJournal(
  request: Request,
  env: Env,
  journal: OpenJournal,
  locale: Locale,
  now = new Date(),
): Promise<FormAnswer<StartResult>> {
  const m = getMessages(locale).prompts.section;
  return runPublicForm(
    request,
    env,
    startForm(locale, async (input) => {
      const offered = await getDb(env)
        .select({ id: series.id })
        .from(series)
        .where(and(eq(series.id, input[SERIES_FIELD]), eq(series.in_journal, true)))
        .get();
      if (!offered) return { status: 404, result: { ok: false, error: m.unknown } };
      const state = await startSubscription(
        env,
        { id: journal.id, email: journal.email, locale: journal.locale, link_key: journal.link_key },
        offered.id,
        { text: promptConsentText(locale, false), page: localizePath("/journal", locale) },
        [],
        now,
      );
      if (state === "unknown") return { status: 404, result: { ok: false, error: m.unknown } };
      return { status: 200, result: { ok: true, state } };
    }),
  );
}

/** The series and the booking behind a Meine Buchung link, if the booking may start it. */
async function bookingSeries(env: Env, bookingToken: string | undefined) {
  const bookingsTable = schema.bookings;
  const eventsTable = schema.events;
  const row = await loadByBookingToken(env, bookingToken, (id) =>
    getDb(env)
      .select({ booking: bookingsTable, event: eventsTable })
      .from(bookingsTable)
      .innerJoin(eventsTable, eq(eventsTable.id, bookingsTable.event_id))
      .where(eq(bookingsTable.id, id))
      .get(),
  );
  // Only a booking whose address was confirmed (the person reads that inbox) and that still holds.
  if (!row || row.booking.status === "cancelled" || !row.booking.email_confirmed_at) return null;
  const packagePurchasesTable = schema.packagePurchases;
  const target =
    row.event.kind === "package"
      ? sql`${targets.package_id} = (SELECT ${packagePurchasesTable.package_id} FROM ${packagePurchasesTable} WHERE ${packagePurchasesTable.event_id} = ${row.event.id})`
      : eq(targets.event_id, row.event.id);
  const attached = await getDb(env)
    .select({ id: series.id, name: series.name, name_en: series.name_en, prompts: series.prompts })
    .from(targets)
    .innerJoin(series, eq(series.id, targets.series_id))
    .where(target)
    .get();
  const prompts = storedPrompts(attached?.prompts);
  if (!attached || !prompts.length) return null;
  return { booking: row.booking, series: { id: attached.id, name: attached.name, name_en: attached.name_en, prompts } };
}

/** What Meine Buchung and its prompts page show: the attached series' name and length, or null. */
export async function bookingPromptOffer(env: Env, bookingToken: string | undefined, locale: Locale) {
  const found = await bookingSeries(env, bookingToken);
  return found
    ? { seriesId: found.series.id, name: seriesName(found.series, locale), days: found.series.prompts.length }
    : null;
}

/**
 * "Impulse starten" from Meine Buchung: the booking's address gets the series in its newest
 * journal, or in a new journal created here with the journal's consent (the same form's words).
 * Answers the journal's path to go on to.
 */
export function startSeriesFromBooking(
  request: Request,
  env: Env,
  bookingToken: string,
  locale: Locale,
  now = new Date(),
): Promise<FormAnswer<StartResult>> {
  const m = getMessages(locale).prompts;
  return runPublicForm(
    request,
    env,
    startForm(locale, async (input) => {
      const found = await bookingSeries(env, bookingToken);
      if (!found || found.series.id !== input[SERIES_FIELD])
        return { status: 404, result: { ok: false, error: m.bookingPage.unavailable } };
      const email = found.booking.email.toLowerCase();
      // The page, without the booking's secret link: its route pattern.
      const page = localizePath("/buchung/:token/impulse", locale);
      const existing = await getDb(env)
        .select({ id: journals.id, locale: journals.locale, link_key: journals.link_key, summary: journals.summary })
        .from(journals)
        .where(and(eq(journals.email, email), isNotNull(journals.link_key)))
        .orderBy(desc(journals.created_at))
        .get();
      if (existing?.link_key) {
        // Her journal exists: nothing but its own link opens it or records a consent in it
        // (decision 0185). The booking's link only sends the journal's link to the journal's own
        // address, where she starts the series herself; the answer is the same as for a new journal.
        const perAddress = await hitRateLimit(env, JOURNAL_EMAIL_RATE_LIMIT, email);
        if (perAddress.allowed) {
          const journal = { id: existing.id, email, locale: existing.locale, summary: existing.summary };
          await queueMails(env, [await journalLinkMail(env, "journal-prompts", journal, existing.link_key)]);
        }
        return { status: 200, result: { ok: true, state: "started" } };
      }
      const journal = { id: crypto.randomUUID(), email, locale, link_key: newLinkKey() };
      // The words the page showed: the journal's sentence is part of them (a new, empty journal).
      const consentText = promptConsentText(locale, true);
      const create = [
        // The journal's consent is the same form's: its Art. 9 sentence is part of the text.
        insertJournal(env, {
          id: journal.id,
          email,
          locale,
          summary: null,
          created_at: now.toISOString(),
          journal_entries: [],
          consent: { text: consentText, at: now.toISOString(), page },
          link_key: journal.link_key,
        }).toSQL(),
      ].map((q) => env.DB.prepare(q.sql).bind(...q.params));
      const state = await startSubscription(env, journal, found.series.id, { text: consentText, page }, create, now);
      if (state === "unknown") return { status: 404, result: { ok: false, error: m.bookingPage.unavailable } };
      // No way into the journal from here: its link goes to the booking's address only, in day 1's
      // prompt e-mail, so whoever holds the booking's link never holds the journal's (decision 0185).
      return { status: 200, result: { ok: true, state } };
    }),
  );
}

/** Mein Journal's prompt section: the series running or run in this journal, and those it may start. */
export async function journalPromptView(env: Pick<Env, "DB" | "TOKEN_SECRET">, journal: OpenJournal, locale: Locale) {
  const db = getDb(env);
  const [mine, offered] = await db.batch([
    db
      .select({
        id: subs.id,
        series_id: subs.series_id,
        next_index: subs.next_index,
        stopped_at: subs.stopped_at,
        finished_at: subs.finished_at,
        name: series.name,
        name_en: series.name_en,
        prompts: series.prompts,
      })
      .from(subs)
      .innerJoin(series, eq(series.id, subs.series_id))
      .where(eq(subs.journal_id, journal.id))
      .orderBy(desc(subs.consented_at)),
    db
      .select({ id: series.id, name: series.name, name_en: series.name_en, prompts: series.prompts })
      .from(series)
      .where(eq(series.in_journal, true))
      .orderBy(asc(series.name)),
  ]);
  const running = mine.filter((s) => !s.stopped_at && !s.finished_at);
  return {
    running: await Promise.all(
      running.map(async (s) => ({
        name: seriesName(s, locale),
        day: s.next_index,
        days: storedPrompts(s.prompts).length,
        stopPath: `${localizePath("/journal/impulse/beenden", locale)}?token=${encodeURIComponent(await signToken(env, "prompt-stop", s.id))}`,
      })),
    ),
    offered: offered
      .filter((s) => !running.some((r) => r.series_id === s.id) && storedPrompts(s.prompts).length)
      .map((s) => ({ id: s.id, name: seriesName(s, locale), days: storedPrompts(s.prompts).length })),
    /** The prompts this journal was sent: an entry may answer one of them. */
    sent: mine.map((s) => ({ seriesId: s.series_id, upTo: s.next_index, prompts: storedPrompts(s.prompts) })),
  };
}

/**
 * The prompt an entry answers, as the server knows it: only a prompt this journal was sent
 * (its series, a day up to the one sent last). Null for anything else.
 */
export async function sentPrompt(
  env: Pick<Env, "DB">,
  journalId: string,
  ref: { seriesId: string; day: number } | null,
  locale: Locale,
): Promise<{ series: string; day: number; text: string } | null> {
  if (!ref) return null;
  const row = await getDb(env)
    .select({ prompts: series.prompts, upTo: sql<number>`max(${subs.next_index})` })
    .from(subs)
    .innerJoin(series, eq(series.id, subs.series_id))
    .where(and(eq(subs.journal_id, journalId), eq(subs.series_id, ref.seriesId)))
    .get();
  const prompt = storedPrompts(row?.prompts)[ref.day - 1];
  if (!row || !prompt || ref.day > Number(row.upTo)) return null;
  return { series: ref.seriesId, day: ref.day, text: promptIn(prompt, locale) };
}

// ---------------------------------------------------------------------------------------------
// Stopping ("Impulse beenden": GET shows the button, POST stops; RFC 8058 one-click POST too)

export type StopState =
  | { state: "missing" | "invalid" | "gone" | "error" }
  | { state: "ready" | "stopped" | "already"; name: string; token: string };

async function subscriptionOf(env: Env, token: string | null) {
  if (!token) return { state: "missing" as const };
  const check = await verifyToken(env, token, "prompt-stop");
  if (!check.ok) return { state: "invalid" as const };
  const row = await getDb(env)
    .select({
      id: subs.id,
      stopped_at: subs.stopped_at,
      finished_at: subs.finished_at,
      name: series.name,
      name_en: series.name_en,
    })
    .from(subs)
    .innerJoin(series, eq(series.id, subs.series_id))
    .where(eq(subs.id, check.id))
    .get();
  return row ? { state: "found" as const, row } : { state: "gone" as const };
}

/** GET of the stop page: checks the link, changes nothing (mail scanners open links). */
export async function inspectPromptStop(env: Env, token: string | null, locale: Locale): Promise<StopState> {
  const found = await subscriptionOf(env, token);
  if (found.state !== "found") return { state: found.state };
  const ended = found.row.stopped_at || found.row.finished_at;
  return { state: ended ? "already" : "ready", name: seriesName(found.row, locale), token: token! };
}

/** The POST: no further prompt of this subscription, from this moment (the job's claim checks it). */
export async function stopPromptSubscription(
  env: Env,
  token: string | null,
  locale: Locale,
  now = new Date(),
): Promise<StopState> {
  const found = await subscriptionOf(env, token);
  if (found.state !== "found") return { state: found.state };
  const stopped = await getDb(env)
    .update(subs)
    .set({ stopped_at: now.toISOString() })
    .where(and(eq(subs.id, found.row.id), isNull(subs.stopped_at)))
    .returning({ id: subs.id });
  if (stopped.length) logEvent("prompt-series-stopped", {});
  return { state: stopped.length ? "stopped" : "already", name: seriesName(found.row, locale), token: token! };
}

// ---------------------------------------------------------------------------------------------
// The daily job (cron, every ten minutes; sends in the Berlin morning)

/**
 * Sends each running subscription its next prompt once per Berlin day, from PROMPT_SEND_HOURS.from
 * until PROMPT_SEND_HOURS.until (a missed morning is caught up before noon). A prompt is claimed by
 * one conditional UPDATE (this index, not yet sent today, not stopped) and its e-mail is recorded
 * in the same batch only if that claim holds, under a dedupe key per subscription and prompt: two
 * runs at once, or a run repeated, send nothing twice (decision 0158). Days are Berlin calendar
 * days, so the summer-time change neither skips nor doubles a day. Answers how many were queued.
 */
export async function sendDailyPrompts(env: Env, now = new Date()): Promise<number> {
  const hour = Number(berlinParts(now).hour);
  if (hour < PROMPT_SEND_HOURS.from || hour >= PROMPT_SEND_HOURS.until) return 0;
  const today = berlinNow(now).day;
  const db = getDb(env);
  const due = await db
    .select({
      ...columnsOf(subs, "id", "series_id", "next_index"),
      journal_id: journals.id,
      ...columnsOf(journals, "email", "locale", "link_key"),
      ...columnsOf(series, "name", "name_en", "prompts"),
    })
    .from(subs)
    .innerJoin(journals, eq(journals.id, subs.journal_id))
    .innerJoin(series, eq(series.id, subs.series_id))
    .where(
      and(
        isNull(subs.stopped_at),
        isNull(subs.finished_at),
        or(isNull(subs.last_sent_day), lt(subs.last_sent_day, today)),
      ),
    )
    .limit(PROMPTS_PER_RUN);
  const at = now.toISOString();
  const statements: D1PreparedStatement[] = [];
  for (const row of due) {
    const prompts = storedPrompts(row.prompts);
    const index = row.next_index;
    if (index >= prompts.length || !row.link_key) {
      // The coach shortened the series below this day (or an old journal has no link): it is over.
      statements.push(
        d1Statement(
          env,
          sql`UPDATE ${subs} SET finished_at = ${at} WHERE id = ${row.id} AND finished_at IS NULL AND next_index = ${index} RETURNING 'none' AS id`,
        ),
      );
      continue;
    }
    const claim = d1Statement(
      env,
      sql`UPDATE ${subs} SET next_index = next_index + 1, last_sent_day = ${today},
            finished_at = CASE WHEN next_index + 1 >= ${prompts.length} THEN ${at} ELSE NULL END
          WHERE id = ${row.id} AND next_index = ${index} AND stopped_at IS NULL AND finished_at IS NULL
            AND (last_sent_day IS NULL OR last_sent_day < ${today})
          RETURNING 'none' AS id`,
    );
    const draft = await promptMail(
      env,
      { id: row.id, seriesId: row.series_id },
      { id: row.journal_id, email: row.email, locale: row.locale, link_key: row.link_key },
      row,
      prompts,
      index,
    );
    // Recorded only while this day's claim holds (the UPDATE just before, or a run racing it).
    const mail = outboxInsertWhere(
      env,
      draft,
      sql`EXISTS (SELECT 1 FROM ${subs} WHERE id = ${row.id} AND next_index = ${index + 1} AND last_sent_day = ${today} AND stopped_at IS NULL)`,
    );
    statements.push(claim, mail);
  }
  const queued: string[] = [];
  for (let start = 0; start < statements.length; start += PROMPTS_PER_BATCH * 2) {
    const results = await env.DB.batch<{ id: string }>(statements.slice(start, start + PROMPTS_PER_BATCH * 2));
    for (const result of results) for (const r of result.results) if (r.id !== "none") queued.push(r.id);
  }
  await enqueueOutbox(env, queued);
  if (queued.length) logEvent("prompts-queued", { count: queued.length });
  return queued.length;
}
