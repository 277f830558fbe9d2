import * as v from "valibot";
import { markupProblem } from "~/components/ui/rich-text";
import { knownContentKey, readDelivered } from "~/features/extras/content/content.server";
import { livePath } from "~/features/extras/content/live-path";
import {
  createText,
  deleteText,
  pageTexts,
  savePageTexts,
  storedText,
  textAddresses,
  updateText,
  webTextsPage,
} from "~/features/extras/content/web-texts.server";
import { CONTROL_CHARACTERS_MULTILINE } from "~/lib/forms";
import { adminMessages } from "~/lib/messages.admin";
import { failed, type Handler, listQuery, loadListPage, notFound, validateForm } from "./crud.server";
import { WEB_CONTENT_MAX_LENGTH, WebContentSchema } from "./resources";
import { keyLabel, pageLabel, pageRank, sectionLabel, textPath } from "./web-content-labels";

const m = adminMessages.webContent;
const e = m.editor;

/** The texts her search finds (`?q=`), one page of rows with their name, use and live page. */
export async function listWebContent(request: Request, env: Pick<Env, "DB">) {
  const { q: search } = listQuery(request);
  const delivered = await readDelivered(env, undefined, { addressesOnly: true });
  const list = await loadListPage(request, async (page) => {
    const { rows, total } = await webTextsPage(env, page);
    return {
      rows: rows.map((row) => ({
        ...row,
        label: textPath(row.page, row.section, row.content_key),
        used: knownContentKey(delivered, row.page, row.section, row.content_key),
        live: livePath(row.page, row.section),
        editable: Object.hasOwn(delivered, row.page),
      })),
      total,
    };
  });
  return { ...list, q: search };
}

/** The list's addresses that open its dialog without JavaScript: `?neu=1`, `?bearbeiten=<id>`, `?loeschen=<id>`. */
export const LIST_MODES = { create: "neu", edit: "bearbeiten", delete: "loeschen" } as const;

const ModeId = v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(64));

/**
 * What the address asks the list to open (so the dialog works without JavaScript too): a new text,
 * or a stored text to edit or delete. A missing or unknown id opens nothing.
 */
export async function openedText(request: Request, env: Pick<Env, "DB">) {
  const params = new URL(request.url).searchParams;
  if (params.has(LIST_MODES.create)) return { mode: "create" as const, row: null };
  for (const mode of ["edit", "delete"] as const) {
    const id = v.safeParse(ModeId, params.get(LIST_MODES[mode]) ?? "");
    if (!id.success) continue;
    const row = await storedText(env, id.output);
    if (!row) return null;
    return {
      mode,
      row: {
        ...row,
        label: textPath(row.page, row.section, row.content_key),
        used: knownContentKey(
          await readDelivered(env, row.page, { addressesOnly: true }),
          row.page,
          row.section,
          row.content_key,
        ),
      },
    };
  }
  return null;
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

/** Each action's own failure title, also for a malformed request or an unexpected error. */
export const webContentFailureTitles = {
  create: m.saveError,
  update: m.saveError,
  savePage: m.saveError,
  delete: m.deleteError,
};

/** Intents that name no single row: a page's save names its page. */
export const webContentWithoutId = ["savePage"] as const;

/** The intents' handlers; `webContentHandlers` below is what the route runs. */
const handlers: Record<keyof typeof webContentFailureTitles, Handler> = {
  create: async ({ form, env }) => {
    const parsed = validateForm(WebContentSchema, form, m.saveError);
    if (!parsed.ok) return parsed.result;
    const unsafe = unsafeMarkup(parsed.data);
    if (unsafe) return unsafe;
    if ((await createText(env, parsed.data)) === "duplicate") return duplicateResult();
    return { ok: true, toast: m.created };
  },
  update: async ({ form, env, id }) => {
    // Page, section and key stay as stored (the pages find a text by them): a form may leave them
    // out, and one that names others is refused before anything is written.
    const stored = await storedText(env, id);
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
    if (!(await updateText(env, id, parsed.data))) return notFound(m.saveError);
    return { ok: true, toast: m.updated };
  },
  savePage: async ({ form, env }) => savePage(env, form),
  delete: async ({ env, id }) => {
    const outcome = await deleteText(env, id);
    if (outcome === "not_found") return notFound(m.deleteError);
    return { ok: true, toast: outcome === "reset" ? m.reset : m.deleted };
  },
};

/** The text fields a refused create or update sends back, for the list's form without JavaScript. */
const TEXT_FIELDS = ["page", "section", "content_key", "content_de", "content_en"] as const;
const withValues =
  (handler: Handler): Handler =>
  async (input) => {
    const result = await handler(input);
    if (result.ok || ("values" in result && result.values)) return result;
    const values = Object.fromEntries(TEXT_FIELDS.map((name) => [name, input.form[name] ?? ""]));
    return { ...result, values };
  };

/** Create, change, delete: each save publishes the copy (docs/decisions/0032-web-content-cache.md). */
export const webContentHandlers: Record<keyof typeof webContentFailureTitles, Handler> = {
  ...handlers,
  create: withValues(handlers.create),
  update: withValues(handlers.update),
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
  const [rows, delivered] = await Promise.all([pageTexts(env, page), readDelivered(env, page)]);
  // What the page shows first; the texts for search engines and the browser tab last.
  const ordered = Object.entries(delivered[page] ?? {}).sort(([a], [b]) => Number(a === "meta") - Number(b === "meta"));
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
    .filter((row) => !knownContentKey(delivered, row.page, row.section, row.content_key))
    .map((row) => ({ id: row.id, label: textPath(row.page, row.section, row.content_key), de: row.content_de }));
  if (!sections.length && !unused.length) return null;
  return { page, label: pageLabel(page).text, live: livePath(page, ""), sections, unused };
}

/** Every page for the editor's start: its name, how many texts it has and how many of its rows no page reads. */
export async function contentPagesOverview(env: Pick<Env, "DB">) {
  const [rows, delivered] = await Promise.all([
    textAddresses(env),
    readDelivered(env, undefined, { addressesOnly: true }),
  ]);
  const pages = [...new Set([...Object.keys(delivered), ...rows.map((row) => row.page)])].sort(
    (a, b) => pageRank(a) - pageRank(b) || a.localeCompare(b),
  );
  return pages.map((page) => {
    const known = Object.values(delivered[page] ?? {}).reduce((sum, keys) => sum + Object.keys(keys).length, 0);
    const unused = rows.filter(
      (row) => row.page === page && !knownContentKey(delivered, page, row.section, row.key),
    ).length;
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
  const sections = (await readDelivered(env, page))[page];
  if (!sections) return failed(m.saveError, e.unknownPage, 422);
  const rows = await pageTexts(env, page);
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
  await savePageTexts(env, page, writes);
  return { ok: true as const, toast: e.saved };
}
