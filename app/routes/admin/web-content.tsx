import { and, asc, count, eq, ne } from "drizzle-orm";
import { Link, useSearchParams } from "react-router";
import { markupProblem } from "~/components/ui/rich-text";
import { type Column } from "~/features/admin/data-table";
import {
  failed,
  loadListPage,
  notFound,
  runAdminAction,
  searchAcross,
  validateForm,
  writtenUnlessDuplicate,
} from "~/features/admin/crud.server";
import { EditableList } from "~/features/admin/form-dialog";
import { formatDateTime } from "~/features/admin/format";
import { webContentFields, WebContentSchema } from "~/features/admin/resources";
import { requireAdmin } from "~/features/auth/session.server";
import { knownContentKey, publishContent } from "~/features/content/content.server";
import { livePath } from "~/features/content/live-path";
import { localizePath } from "~/lib/locale";
import { getCloudflare } from "~/lib/context";
import { getDb, schema } from "~/lib/db.server";
import { messages } from "~/lib/messages";
import type { Route } from "./+types/web-content";

const m = messages.admin.webContent;
const w = schema.webContent;

/** ?seite=<page> groups the list by page; each page's rows come sorted by section and key. */
const PAGE_PARAM = "seite";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { env } = getCloudflare(context);
  requireAdmin(context);
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

/** Each action's own failure title (spec 8), also for a malformed request or an unexpected error. */
const failureTitles = { create: m.saveError, update: m.saveError, delete: m.deleteError };

export async function action(args: Route.ActionArgs) {
  return runAdminAction(args, failureTitles, {
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
  });
}

type Row = Route.ComponentProps["loaderData"]["rows"][number];

const preview = (text: string) => (text.length > 80 ? `${text.slice(0, 80)}…` : text);
const badge = "ml-1 inline-block rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap";

const columns: Column<Row>[] = [
  { key: "page", label: m.columns.page, format: (row) => row.page },
  { key: "section", label: m.columns.section, format: (row) => row.section },
  {
    key: "content_key",
    label: m.columns.key,
    format: (row) => (
      <>
        {row.content_key}
        {row.used ? null : (
          <span className={`${badge} bg-amber-100 text-amber-900`} title={m.unusedHint}>
            {m.unused}
          </span>
        )}
      </>
    ),
  },
  { key: "content_de", label: m.columns2.de, format: (row) => preview(row.content_de), className: "max-w-64" },
  {
    key: "content_en",
    label: m.columns2.en,
    format: (row) =>
      row.content_en.trim() ? (
        preview(row.content_en)
      ) : (
        <span className={`${badge} bg-red-100 text-red-900`}>{m.englishMissing}</span>
      ),
    className: "max-w-64",
  },
  {
    key: "live",
    label: m.columns2.live,
    format: (row) =>
      row.live ? (
        <span className="flex gap-2 whitespace-nowrap">
          {(["de", "en"] as const).map((lang) => {
            const path = localizePath(row.live ?? "/", lang);
            return (
              <a
                key={lang}
                href={path}
                target="_blank"
                rel="noreferrer"
                className="text-accent underline underline-offset-4"
                aria-label={m.liveLabel(lang === "de" ? m.liveDe : m.liveEn, path)}
              >
                {lang.toUpperCase()}
              </a>
            );
          })}
        </span>
      ) : (
        "–"
      ),
  },
  {
    key: "updated_at",
    label: m.columns.updated,
    format: (row) => formatDateTime(row.updated_at),
    className: "whitespace-nowrap",
  },
];

/** One link per page: the list grouped by page (sections and keys sorted within). */
function PageFilter({ pages, current }: { pages: string[]; current: string }) {
  const [params] = useSearchParams();
  const hrefFor = (page: string) => {
    const next = new URLSearchParams(params);
    next.delete("page");
    if (page) next.set(PAGE_PARAM, page);
    else next.delete(PAGE_PARAM);
    const query = next.toString();
    return query ? `?${query}` : ".";
  };
  const item = (page: string, label: string) => (
    <li key={page || "all"}>
      <Link
        to={hrefFor(page)}
        aria-current={current === page ? "page" : undefined}
        className="block rounded-full border border-line px-3 py-1 text-sm hover:bg-sand aria-[current=page]:border-accent aria-[current=page]:bg-accent aria-[current=page]:text-white"
      >
        {label}
      </Link>
    </li>
  );
  return (
    <nav aria-label={m.pagesLabel}>
      <ul className="flex flex-wrap gap-2">
        {item("", m.allPages)}
        {pages.map((page) => item(page, page))}
      </ul>
    </nav>
  );
}

export default function WebContent({ loaderData }: Route.ComponentProps) {
  return (
    <div className="flex flex-col gap-4">
      <PageFilter pages={loaderData.pages} current={loaderData.pageFilter} />
      <EditableList
        texts={m}
        list={loaderData}
        columns={columns}
        fields={webContentFields}
        schema={WebContentSchema}
        rowName={(row) => `${row.page} / ${row.section} / ${row.content_key}`}
      />
    </div>
  );
}
