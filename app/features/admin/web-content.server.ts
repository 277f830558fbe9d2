import { and, asc, count, eq, ne } from "drizzle-orm";
import { contentSeed } from "~db/content/index";
import type { PageCopy } from "~db/content/types";
import { markupProblem } from "~/components/ui/rich-text";
import { knownContentKey, publishContent } from "~/features/content/content.server";
import { livePath } from "~/features/content/live-path";
import { getDb, schema } from "~/lib/db.server";
import { CONTROL_CHARACTERS_MULTILINE } from "~/lib/forms";
import { adminMessages } from "~/lib/messages.admin";
import {
  failed,
  type Handler,
  listQuery,
  loadListPage,
  notFound,
  searchAcross,
  validateForm,
  writtenUnlessDuplicate,
} from "./crud.server";
import { WEB_CONTENT_MAX_LENGTH, WebContentSchema } from "./resources";
import { keyLabel, pageLabel, pageRank, sectionLabel, textPath } from "./web-content-labels";

const m = adminMessages.webContent;
const e = m.editor;
const w = schema.webContent;
const seed = contentSeed as Record<string, PageCopy>;

/** The texts her search finds (`?q=`), one page of rows with their name, use and live page. */
export async function listWebContent(request: Request, env: Pick<Env, "DB">) {
  const { q: search } = listQuery(request);
  const list = await loadListPage(request, env, async ({ db, q, offset, limit }) => {
    const where = searchAcross(q, [w.page, w.section, w.content_key, w.content_de]);
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(w)
        .where(where)
        .orderBy(asc(w.page), asc(w.section), asc(w.content_key))
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(w).where(where),
    ]);
    return {
      rows: rows.map((row) => ({
        ...row,
        label: textPath(row.page, row.section, row.content_key),
        used: knownContentKey(row.page, row.section, row.content_key),
        live: livePath(row.page, row.section),
      })),
      total: total?.n ?? 0,
    };
  });
  return { ...list, q: search };
}

/** A link to anything but http(s), mailto: or a site path is refused with the field's German message. */
function unsafeMarkup(value: { content_de: string; content_en: string }) {
  const fieldErrors: Record<string, string> = {};
  for (const field of ["content_de", "content_en"] as const) {
    const problem = markupProblem(value[field]);
    if (problem) fieldErrors[field] = problem;
  }
  const first = Object.values(fieldErrors)[0];
  return first ? { ...failed(m.saveError, first), fieldErrors, status: 422 } : null;
}

const duplicateResult = () => ({ ...failed(m.saveError, m.duplicate), fieldErrors: { content_key: m.duplicate } });

async function duplicate(env: Env, value: { page: string; section: string; content_key: string }, exceptId = "") {
  const [row] = await getDb(env)
    .select({ id: w.id })
    .from(w)
    .where(
      and(
        eq(w.page, value.page),
        eq(w.section, value.section),
        eq(w.content_key, value.content_key),
        ne(w.id, exceptId),
      ),
    )
    .limit(1);
  return row ? duplicateResult() : null;
}

/** Each action's own failure title, also for a malformed request or an unexpected error. */
export const webContentFailureTitles = {
  create: m.saveError,
  update: m.saveError,
  savePage: m.saveError,
  delete: m.deleteError,
};

/** Intents that name no single row: a page's save names its page. */
export const webContentWithoutId = ["savePage"] as const;

/** Create, change, delete: each save publishes the copy (docs/decisions/0032-web-content-cache.md). */
export const webContentHandlers: Record<keyof typeof webContentFailureTitles, Handler> = {
  create: async ({ form, env }) => {
    const parsed = validateForm(WebContentSchema, form, m.saveError);
    if (!parsed.ok) return parsed.result;
    const unsafe = unsafeMarkup(parsed.data);
    if (unsafe) return unsafe;
    const clash = await duplicate(env, parsed.data);
    if (clash) return clash;
    const written = await writtenUnlessDuplicate(() => getDb(env).insert(w).values(parsed.data));
    if (!written) return duplicateResult();
    await publishContent(env);
    return { ok: true, toast: m.created };
  },
  update: async ({ form, env, id }) => {
    // Page, section and key stay as stored (the pages find a text by them): a form may leave them
    // out, and one that names others is refused before anything is written.
    const [stored] = await getDb(env).select().from(w).where(eq(w.id, id)).limit(1);
    if (!stored) return notFound(m.saveError);
    const address = { page: stored.page, section: stored.section, content_key: stored.content_key };
    const moved = (Object.keys(address) as (keyof typeof address)[]).filter(
      (field) => form[field] !== undefined && form[field] !== address[field],
    );
    if (moved.length) {
      return { ...failed(m.saveError, e.locked), fieldErrors: Object.fromEntries(moved.map((f) => [f, e.locked])) };
    }
    const parsed = validateForm(WebContentSchema, { ...form, ...address }, m.saveError);
    if (!parsed.ok) return parsed.result;
    const unsafe = unsafeMarkup(parsed.data);
    if (unsafe) return unsafe;
    const updated = await getDb(env)
      .update(w)
      .set({
        content_de: parsed.data.content_de,
        content_en: parsed.data.content_en,
        updated_at: new Date().toISOString(),
      })
      .where(eq(w.id, id))
      .returning({ id: w.id });
    if (!updated.length) return notFound(m.saveError);
    await publishContent(env);
    return { ok: true, toast: m.updated };
  },
  savePage: async ({ form, env }) => savePage(env, form),
  delete: async ({ env, id }) => {
    // A text a page reads stays: without its row the page would fall back to the delivered text
    // unnoticed. Only leftovers no page reads can go.
    const [stored] = await getDb(env).select().from(w).where(eq(w.id, id)).limit(1);
    if (!stored) return notFound(m.deleteError);
    if (knownContentKey(stored.page, stored.section, stored.content_key)) return failed(m.deleteError, e.needed);
    const deleted = await getDb(env).delete(w).where(eq(w.id, id)).returning({ id: w.id });
    if (!deleted.length) return notFound(m.deleteError);
    await publishContent(env);
    return { ok: true, toast: m.deleted };
  },
};

/** The form field of one text in one language: `de:approach:step1Text`. */
export const textField = (lang: "de" | "en", section: string, key: string) => `${lang}:${section}:${key}`;

/** Form text as the pages store it: browsers send a textarea's line breaks as CR LF. */
const asStored = (value: string) => value.replace(/\r\n?/g, "\n");

export interface EditorText {
  key: string;
  label: string;
  de: string;
  en: string;
  /** Long texts get a tall field (the delivered text's length tells). */
  long: boolean;
}

/** One page's texts for the editor: every text the page reads, grouped as the page shows them, and its leftovers. */
export async function contentPageEditor(env: Pick<Env, "DB">, page: string) {
  const rows = await getDb(env).select().from(w).where(eq(w.page, page)).orderBy(asc(w.section), asc(w.content_key));
  // What the page shows first; the texts for search engines and the browser tab last.
  const ordered = Object.entries(seed[page] ?? {}).sort(([a], [b]) => Number(a === "meta") - Number(b === "meta"));
  const sections = ordered.map(([section, keys]) => ({
    section,
    label: sectionLabel(page, section).text,
    texts: Object.entries(keys).map(([key, [seedDe, seedEn]]): EditorText => {
      const row = rows.find((r) => r.section === section && r.content_key === key);
      return {
        key,
        label: keyLabel(key).text,
        de: row?.content_de ?? seedDe,
        en: row?.content_en ?? seedEn,
        long: seedDe.length > 120 || seedDe.includes("\n"),
      };
    }),
  }));
  const unused = rows
    .filter((row) => !knownContentKey(row.page, row.section, row.content_key))
    .map((row) => ({ id: row.id, label: textPath(row.page, row.section, row.content_key), de: row.content_de }));
  if (!sections.length && !unused.length) return null;
  return { page, label: pageLabel(page).text, live: livePath(page, ""), sections, unused };
}

/** Every page for the editor's start: its name, how many texts it has and how many of its rows no page reads. */
export async function contentPagesOverview(env: Pick<Env, "DB">) {
  const rows = await getDb(env).select({ page: w.page, section: w.section, key: w.content_key }).from(w);
  const pages = [...new Set([...Object.keys(seed), ...rows.map((row) => row.page)])].sort(
    (a, b) => pageRank(a) - pageRank(b) || a.localeCompare(b),
  );
  return pages.map((page) => {
    const known = Object.values(seed[page] ?? {}).reduce((sum, keys) => sum + Object.keys(keys).length, 0);
    const unused = rows.filter((row) => row.page === page && !knownContentKey(page, row.section, row.key)).length;
    return { id: page, page, label: pageLabel(page).text, texts: known + unused, unused, live: livePath(page, "") };
  });
}

/**
 * Saves the texts of one page that she changed, in one batch, and publishes once. Page, section and
 * key come from the delivered copy, never from the form: a text cannot be moved. A text the page
 * needs is refused when its German is empty (decision 0172); English may stay empty (the page shows
 * the German). Texts the form does not send stay as they are.
 */
async function savePage(env: Env, form: Record<string, string>) {
  const page = form.page ?? "";
  const sections = Object.hasOwn(seed, page) ? seed[page] : undefined;
  if (!sections) return failed(m.saveError, e.unknownPage, 422);
  const db = getDb(env);
  const rows = await db.select().from(w).where(eq(w.page, page));
  const fieldErrors: Record<string, string> = {};
  const writes: { id?: string; section: string; key: string; de: string; en: string }[] = [];
  for (const [section, keys] of Object.entries(sections)) {
    for (const [key, [seedDe, seedEn]] of Object.entries(keys)) {
      const deField = textField("de", section, key);
      const enField = textField("en", section, key);
      if (form[deField] === undefined && form[enField] === undefined) continue;
      const row = rows.find((r) => r.section === section && r.content_key === key);
      const de = asStored(form[deField] ?? row?.content_de ?? seedDe);
      const en = asStored(form[enField] ?? row?.content_en ?? seedEn);
      if (!de.trim()) fieldErrors[deField] = e.germanNeeded;
      for (const [field, value] of [
        [deField, de],
        [enField, en],
      ] as const) {
        const problem =
          value.length > WEB_CONTENT_MAX_LENGTH
            ? adminMessages.form.tooLong(WEB_CONTENT_MAX_LENGTH)
            : CONTROL_CHARACTERS_MULTILINE.test(value)
              ? adminMessages.form.controlCharacters
              : markupProblem(value);
        if (problem && !fieldErrors[field]) fieldErrors[field] = problem;
      }
      if (de === (row?.content_de ?? seedDe) && en === (row?.content_en ?? seedEn)) continue;
      writes.push({ ...(row ? { id: row.id } : {}), section, key, de, en });
    }
  }
  const firstError = Object.values(fieldErrors)[0];
  if (firstError) return { ...failed(m.saveError, firstError, 422), fieldErrors, values: form };
  if (!writes.length) return { ok: true as const, toast: e.nothingChanged };
  const now = new Date().toISOString();
  const statements = writes.map((text) =>
    text.id
      ? db.update(w).set({ content_de: text.de, content_en: text.en, updated_at: now }).where(eq(w.id, text.id))
      : db
          .insert(w)
          .values({ page, section: text.section, content_key: text.key, content_de: text.de, content_en: text.en })
          .onConflictDoUpdate({
            target: [w.page, w.section, w.content_key],
            set: { content_de: text.de, content_en: text.en, updated_at: now },
          }),
  );
  await db.batch(statements as [(typeof statements)[number], ...(typeof statements)[number][]]);
  await publishContent(env);
  return { ok: true as const, toast: e.saved };
}
