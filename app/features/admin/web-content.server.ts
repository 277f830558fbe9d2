import { and, asc, count, eq, ne } from "drizzle-orm";
import { markupProblem } from "~/components/ui/rich-text";
import { knownContentKey, publishContent } from "~/features/content/content.server";
import { livePath } from "~/features/content/live-path";
import { getDb, schema } from "~/lib/db.server";
import { adminMessages } from "~/lib/messages.admin";
import {
  failed,
  type Handler,
  loadListPage,
  notFound,
  searchAcross,
  validateForm,
  writtenUnlessDuplicate,
} from "./crud.server";
import { PAGE_PARAM, WebContentSchema } from "./resources";

const m = adminMessages.webContent;
const w = schema.webContent;

/** The editor's list: every page name for the filter, and one page of rows with their use and live page. */
export async function listWebContent(request: Request, env: Pick<Env, "DB">) {
  const pageFilter = new URL(request.url).searchParams.get(PAGE_PARAM)?.slice(0, 100) ?? "";
  const pages = await getDb(env)
    .selectDistinct({ page: w.page })
    .from(w)
    .orderBy(asc(w.page))
    .then((rows) => rows.map((row) => row.page))
    .catch(() => [] as string[]);
  const list = await loadListPage(request, env, async ({ db, q, offset, limit }) => {
    const where = and(
      searchAcross(q, [w.page, w.section, w.content_key, w.content_de]),
      pageFilter ? eq(w.page, pageFilter) : undefined,
    );
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
        used: knownContentKey(row.page, row.section, row.content_key),
        live: livePath(row.page, row.section),
      })),
      total: total?.n ?? 0,
    };
  });
  return { ...list, pages, pageFilter };
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
export const webContentFailureTitles = { create: m.saveError, update: m.saveError, delete: m.deleteError };

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
    const parsed = validateForm(WebContentSchema, form, m.saveError);
    if (!parsed.ok) return parsed.result;
    const unsafe = unsafeMarkup(parsed.data);
    if (unsafe) return unsafe;
    const clash = await duplicate(env, parsed.data, id);
    if (clash) return clash;
    let updated: { id: string }[] = [];
    const written = await writtenUnlessDuplicate(async () => {
      updated = await getDb(env)
        .update(w)
        .set({ ...parsed.data, updated_at: new Date().toISOString() })
        .where(eq(w.id, id))
        .returning({ id: w.id });
    });
    if (!written) return duplicateResult();
    if (!updated.length) return notFound(m.saveError);
    await publishContent(env);
    return { ok: true, toast: m.updated };
  },
  delete: async ({ env, id }) => {
    const deleted = await getDb(env).delete(w).where(eq(w.id, id)).returning({ id: w.id });
    if (!deleted.length) return notFound(m.deleteError);
    // The page shows the text as delivered again (the seeded default) from the next request.
    await publishContent(env);
    return { ok: true, toast: m.deleted };
  },
};
