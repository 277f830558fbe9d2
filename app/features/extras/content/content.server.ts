import { asc, eq, sql } from "drizzle-orm";
import { createContext, type RouterContextProvider } from "react-router";
import type { ContentPage } from "~db/content/index";
import { DELIVERED_VERSION_ROW } from "~db/content/version-row";
import { PORTRAIT_SLOT } from "~db/schema";
import { getDb, schema } from "~/lib/db.server";
import type { Locale } from "~/lib/locale";
import { logError } from "~/lib/log";
import { generationMemo, purgePublicPages } from "~/lib/page-cache.server";
import { showTestimonial, type ShownTestimonial, type StoredTestimonial } from "./testimonials";
import type { Texts } from "./texts";

/**
 * Public copy, read through KV (docs/decisions/0032-web-content-cache.md). The whole table fits in
 * one JSON value (all rows, both languages), so a page view costs at most one KV read and no D1
 * query. Every admin save, create and delete calls `publishContent` before it answers: the value is
 * rewritten and the public pages purged, so the next request reads the new text. The published
 * testimonials (decision 0166) and the delivered copy the pages fall back to (decision 0231) travel
 * in the same value. The version in the key changes whenever the cached shape changes, and with a
 * migration that rewrites texts (v4: 0046, decision 0182; v5: the delivered copy, 0044), and it
 * carries the release's version of the delivered copy: a new release reads D1 afresh at once.
 */
export const CONTENT_CACHE_KEY = `web-content:v5:${__DELIVERED_COPY_VERSION__}`;

/** page → section → key → [German, English], as stored; sections and keys in the page's order. */
export type StoredTexts = Record<string, Record<string, Record<string, readonly [string, string]>>>;
/** Her chosen portrait photo: what a page needs to show it (app/features/extras/images/library.server.ts). */
export type StoredPortrait = { key: string; alt: string; alt_en: string | null; width: number; height: number };

type Stored = {
  /** Her rows (web_content). */
  texts: StoredTexts;
  /** The copy as delivered (web_content_delivered): every text a page reads, in its order. */
  delivered: StoredTexts;
  testimonials: StoredTestimonial[];
  portrait: StoredPortrait | null;
  /**
   * Whether D1's delivered copy is this release's (its version row, written by the seed). Only such a
   * copy is cached: before the seed of a deploy has run, the pages show what D1 has, uncached.
   */
  current: boolean;
};

type Kind = "text" | "delivered" | "testimonial" | "portrait";

/**
 * Her texts, the delivered copy, the published testimonials and her portrait photo in ONE statement
 * (UNION ALL, each row tagged with its kind): the home page's cold render stays at two D1 queries,
 * this and its "Nächste Termine" (tests/unit/web-content.test.ts). A compound SELECT has one set of columns, so the
 * portrait's row carries its key in `page`, its alt texts in `de`/`en` and its size in
 * `position` (width) and `added` (height).
 */
export async function loadContentFromDb(env: Pick<Env, "DB">): Promise<Stored> {
  const webContentTable = schema.webContent;
  const testimonialsTable = schema.testimonials;
  const db = getDb(env);
  const texts = db
    .select({
      kind: sql<Kind>`'text'`.as("kind"),
      page: webContentTable.page,
      section: webContentTable.section,
      key: webContentTable.content_key,
      de: webContentTable.content_de,
      en: sql<string | null>`${webContentTable.content_en}`.as("en"),
      position: sql<number>`0`.as("position"),
      added: sql<string>`''`.as("added"),
    })
    .from(webContentTable);
  const deliveredTable = schema.webContentDelivered;
  const delivered = db
    .select({
      kind: sql<Kind>`'delivered'`,
      page: deliveredTable.page,
      section: deliveredTable.section,
      key: deliveredTable.content_key,
      de: deliveredTable.content_de,
      en: sql<string | null>`${deliveredTable.content_en}`,
      position: deliveredTable.position,
      added: sql<string>`''`,
    })
    .from(deliveredTable);
  const testimonials = db
    .select({
      kind: sql<Kind>`'testimonial'`,
      page: sql<string>`''`,
      section: sql<string>`''`,
      key: testimonialsTable.attribution,
      de: testimonialsTable.quote,
      en: testimonialsTable.quote_en,
      position: testimonialsTable.position,
      added: testimonialsTable.created_at,
    })
    .from(testimonialsTable)
    .where(eq(testimonialsTable.published, true));
  const imagesTable = schema.images;
  const portrait = db
    .select({
      kind: sql<Kind>`'portrait'`,
      page: imagesTable.key,
      section: sql<string>`''`,
      key: sql<string>`''`,
      de: imagesTable.alt,
      en: imagesTable.alt_en,
      position: imagesTable.width,
      added: sql<string>`CAST(${imagesTable.height} AS TEXT)`,
    })
    .from(schema.imageSlots)
    .innerJoin(imagesTable, eq(imagesTable.key, schema.imageSlots.image_key))
    .where(eq(schema.imageSlots.slot, PORTRAIT_SLOT));
  const rows = await texts.unionAll(delivered).unionAll(testimonials).unionAll(portrait);
  const stored: Stored = { texts: {}, delivered: {}, testimonials: [], portrait: null, current: false };
  // The delivered copy in its order first (a compound SELECT sorts only by its own columns): the
  // objects keep the order their keys were added in, and pages and editor read them in that order.
  rows.sort((a, b) => Number(b.kind === "delivered") - Number(a.kind === "delivered") || a.position - b.position);
  for (const row of rows) {
    if (row.kind === "portrait") {
      stored.portrait = { key: row.page, alt: row.de, alt_en: row.en, width: row.position, height: Number(row.added) };
      continue;
    }
    if (row.kind === "testimonial") continue;
    if (row.kind === "delivered" && row.page === DELIVERED_VERSION_ROW.page) {
      stored.current = row.de === __DELIVERED_COPY_VERSION__;
      continue;
    }
    putText(row.kind === "delivered" ? stored.delivered : stored.texts, row.page, row.section, row.key, [
      row.de,
      row.en ?? "",
    ]);
  }
  // Her order, then the order they were added in (a compound SELECT sorts only by its own columns).
  stored.testimonials = rows
    .filter((row) => row.kind === "testimonial")
    .sort((a, b) => a.position - b.position || a.added.localeCompare(b.added))
    .map((row) => ({ quote: row.de, quote_en: row.en, attribution: row.key }));
  return stored;
}

/**
 * Production KV refuses a second write of one key within a second (429, platform notes), so two
 * saves in quick succession would leave the older text in the cache. The rewrite waits out that
 * second and tries again, reading D1 afresh each time so the last attempt writes the newest rows.
 */
export const CONTENT_WRITE_ATTEMPTS = 3;
export const CONTENT_WRITE_RETRY_MS = 1_100;

/** Writes the cache, unless D1's delivered copy is another release's (then says so in the log). */
async function cacheIfCurrent(env: Pick<Env, "KV">, stored: Stored): Promise<void> {
  if (!stored.current) {
    logError("delivered-copy-not-current", new Error(`web_content_delivered is not ${__DELIVERED_COPY_VERSION__}`));
    return;
  }
  await env.KV.put(CONTENT_CACHE_KEY, JSON.stringify(stored));
}

/** Rewrites the cached copy from D1 (rather than deleting it) so the next reader never misses. */
async function refreshContentCache(env: Pick<Env, "DB" | "KV">): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await cacheIfCurrent(env, await loadContentFromDb(env));
      return;
    } catch (error) {
      if (attempt >= CONTENT_WRITE_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, CONTENT_WRITE_RETRY_MS));
    }
  }
}

/**
 * After a save: the cached copy first, then the purge, so that no page rendered under the new
 * generation can read the old copy. Never throws: the row is committed already; a cache that could
 * not be rewritten is logged and caught up by the next save.
 */
export async function publishContent(env: Pick<Env, "DB" | "KV" | "SITE_URL">): Promise<void> {
  try {
    await refreshContentCache(env);
  } catch (error) {
    logError("content-cache-refresh-failed", error);
  }
  await purgePublicPages(env, "content-edit");
}

async function readFromKv(env: Pick<Env, "DB" | "KV">): Promise<Stored> {
  const cached = await env.KV.get<Stored>(CONTENT_CACHE_KEY, "json");
  if (cached) return cached;
  const stored = await loadContentFromDb(env);
  try {
    await cacheIfCurrent(env, stored);
  } catch (error) {
    // A failed cache write costs the next visitor one more D1 read, never the page.
    logError("content-cache-write-failed", error);
  }
  return stored;
}

/**
 * The parsed copy, kept by the isolate while the public pages' generation stays the same
 * (`generationMemo`): every save purges, so a new generation is the signal to read again. Rendering a
 * page then parses no JSON. Other data centres learn of a save only through KV's replication, so the
 * copy is also dropped after a few seconds.
 */
const ISOLATE_COPY_MS = 10_000;
const isolateCopy = generationMemo<Stored>(ISOLATE_COPY_MS);

const readStored = (env: Pick<Env, "DB" | "KV" | "SITE_URL">): Promise<Stored> =>
  isolateCopy(env, () => readFromKv(env));

/** Unsaved texts of one page: section → key → German and/or English. */
export type ContentDrafts = { page: string; texts: Record<string, Record<string, { de?: string; en?: string }>> };

/**
 * Her unsaved texts, set only in the context of the back office's preview render (routes/admin/
 * web-content.vorschau.ts, behind the admin guard; decision 0172). They override the stored texts
 * of that one render and nothing else: the copy read from KV and the isolate's memo stay untouched.
 */
export const contentDraftsContext = createContext<ContentDrafts | null>(null);

function withDrafts(stored: Stored, drafts: ContentDrafts): Stored {
  const seedPage = stored.delivered[drafts.page];
  const page = { ...stored.texts[drafts.page] };
  for (const [section, keys] of Object.entries(drafts.texts)) {
    const texts = { ...page[section] };
    for (const [key, draft] of Object.entries(keys)) {
      const [de, en] = texts[key] ?? seedPage?.[section]?.[key] ?? ["", ""];
      texts[key] = [draft.de ?? de, draft.en ?? en];
    }
    page[section] = texts;
  }
  return { ...stored, texts: { ...stored.texts, [drafts.page]: page } };
}

/** The request's stored copy, read once however many loaders (root and page) ask. */
const storedContentContext = createContext<Promise<Stored> | null>(null);

function storedFor(
  context: Readonly<RouterContextProvider>,
  env: Pick<Env, "DB" | "KV" | "SITE_URL">,
): Promise<Stored> {
  let pending = context.get(storedContentContext);
  if (!pending) {
    const drafts = context.get(contentDraftsContext);
    pending = drafts ? readStored(env).then((stored) => withDrafts(stored, drafts)) : readStored(env);
    context.set(storedContentContext, pending);
  }
  return pending;
}

/**
 * The texts of the given pages in one language: every text the delivered copy has for the page. A
 * row's English left empty shows the German text; a text without a row of hers (deleted, or new in
 * this release) shows the delivered one.
 */
export async function readTexts<P extends ContentPage>(
  context: Readonly<RouterContextProvider>,
  env: Pick<Env, "DB" | "KV" | "SITE_URL">,
  locale: Locale,
  pages: readonly P[],
): Promise<Texts<P>> {
  const stored = await storedFor(context, env);
  const index = locale === "en" ? 1 : 0;
  const texts: Record<string, Record<string, Record<string, string>>> = {};
  for (const page of pages) {
    const seedPage = stored.delivered[page] ?? {};
    const out: Record<string, Record<string, string>> = {};
    for (const [section, keys] of Object.entries(seedPage)) {
      const outSection: Record<string, string> = {};
      for (const [key, fallback] of Object.entries(keys)) {
        const row = stored.texts[page]?.[section]?.[key] ?? fallback;
        outSection[key] = row[index]?.trim() ? row[index] : row[0];
      }
      out[section] = outSection;
    }
    texts[page] = out;
  }
  return texts as unknown as Texts<P>;
}

/**
 * The sections of a page whose English is missing (every text of the section falls back to German):
 * the English site marks them `lang="de"` so that screen readers read them in German.
 */
export async function germanOnlySections(
  context: Readonly<RouterContextProvider>,
  env: Pick<Env, "DB" | "KV" | "SITE_URL">,
  page: ContentPage,
): Promise<string[]> {
  const stored = await storedFor(context, env);
  return Object.entries(stored.delivered[page] ?? {})
    .filter(([section, keys]) =>
      Object.entries(keys).every(([key, fallback]) => !(stored.texts[page]?.[section]?.[key] ?? fallback)[1].trim()),
    )
    .map(([section]) => section);
}

/** The published testimonials in a page's language, in her order (decision 0166). */
export async function readTestimonials(
  context: Readonly<RouterContextProvider>,
  env: Pick<Env, "DB" | "KV" | "SITE_URL">,
  locale: Locale,
): Promise<ShownTestimonial[]> {
  const stored = await storedFor(context, env);
  return stored.testimonials.map((testimonial) => showTestimonial(testimonial, locale));
}

/** Her chosen portrait photo, kept with the copy (no query of its own); null while she has chosen none. */
export async function readPortrait(
  context: Readonly<RouterContextProvider>,
  env: Pick<Env, "DB" | "KV" | "SITE_URL">,
): Promise<StoredPortrait | null> {
  return (await storedFor(context, env)).portrait ?? null;
}

/** Puts a text at its page, section and key: the shape the pages, the editor and the list read. */
function putText(into: StoredTexts, page: string, section: string, key: string, text: readonly [string, string]) {
  ((into[page] ??= {})[section] ??= {})[key] = text;
}

/**
 * The delivered copy straight from D1 (the back office's editor and list, the AGB document): all of
 * it, or one page's. Fresh on every call, where the pages read it through the cached copy above.
 * `addressesOnly` reads page, section and key without the texts (the whole copy's texts are about
 * 250 KB), for the questions that only ask whether a text exists; its texts are then empty.
 */
export async function readDelivered(
  env: Pick<Env, "DB">,
  page?: string,
  { addressesOnly = false }: { addressesOnly?: boolean } = {},
): Promise<StoredTexts> {
  const table = schema.webContentDelivered;
  const rows = await getDb(env)
    .select({
      page: table.page,
      section: table.section,
      key: table.content_key,
      de: addressesOnly ? sql<string>`''` : table.content_de,
      en: addressesOnly ? sql<string>`''` : table.content_en,
    })
    .from(table)
    .where(page === undefined ? undefined : eq(table.page, page))
    .orderBy(asc(table.position));
  const delivered: StoredTexts = {};
  for (const row of rows) {
    if (row.page !== DELIVERED_VERSION_ROW.page) putText(delivered, row.page, row.section, row.key, [row.de, row.en]);
  }
  return delivered;
}

/** Whether a page reads this text (it is in the delivered copy): the editor refuses rows for anything else. */
export function knownContentKey(delivered: StoredTexts, page: string, section: string, key: string): boolean {
  const seedPage = delivered[page];
  return Boolean(seedPage && Object.hasOwn(seedPage, section) && Object.hasOwn(seedPage[section] ?? {}, key));
}
