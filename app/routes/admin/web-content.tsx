import { Link, useSearchParams } from "react-router";
import { badgeClass, EnglishMissing } from "~/features/admin/cells";
import { type Column } from "~/features/admin/data-table";
import { runAdminAction } from "~/features/admin/crud.server";
import { EditableList } from "~/features/admin/form-dialog";
import { formatDateTime } from "~/features/admin/format";
import { PAGE_PARAM, webContentFields, WebContentSchema } from "~/features/admin/resources";
import { listWebContent, webContentFailureTitles, webContentHandlers } from "~/features/admin/web-content.server";
import { requireAdmin } from "~/features/auth/session.server";
import { localizePath } from "~/lib/locale";
import { getCloudflare } from "~/lib/context";
import { adminMessages } from "~/lib/messages.admin";
import type { Route } from "./+types/web-content";

const m = adminMessages.webContent;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { env } = getCloudflare(context);
  requireAdmin(context);
  return listWebContent(request, env);
}

export async function action(args: Route.ActionArgs) {
  return runAdminAction(args, webContentFailureTitles, webContentHandlers);
}

type Row = Route.ComponentProps["loaderData"]["rows"][number];

const preview = (text: string) => (text.length > 80 ? `${text.slice(0, 80)}…` : text);

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
          <span className={`${badgeClass} ml-1 bg-amber-100 text-amber-900`} title={m.unusedHint}>
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
    format: (row) => (row.content_en.trim() ? preview(row.content_en) : <EnglishMissing />),
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
