import { Link } from "react-router";
import { EnglishMissing } from "~/features/admin/cells";
import { type Column, DataTable, IconLink } from "~/features/admin/data-table";
import { runAdminAction } from "~/features/admin/crud.server";
import { formatDateTime } from "~/features/admin/format";
import { PAGE_PARAM } from "~/features/admin/resources";
import type { AdminResult } from "~/features/admin/result";
import { LiveLinks, PageEditor, textAnchor, UnusedBadge } from "~/features/admin/web-content-editor";
import {
  contentPageEditor,
  contentPagesOverview,
  listWebContent,
  webContentFailureTitles,
  webContentHandlers,
  webContentWithoutId,
} from "~/features/admin/web-content.server";
import { requireAdmin } from "~/features/auth/session.server";
import { getCloudflare } from "~/lib/context";
import { adminMessages } from "~/lib/messages.admin";
import type { Route } from "./+types/web-content";

const m = adminMessages.webContent;
const e = m.editor;

/** Without `?seite=`: the pages (or, with `?q=`, the texts found); with it: that page's editor. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { env } = getCloudflare(context);
  requireAdmin(context);
  const page = new URL(request.url).searchParams.get(PAGE_PARAM)?.slice(0, 100) ?? "";
  const editor = page ? await contentPageEditor(env, page) : null;
  if (editor) return { view: "page" as const, editor };
  const [list, pages] = await Promise.all([listWebContent(request, env), contentPagesOverview(env)]);
  return { view: "list" as const, ...list, overview: pages, unknownPage: Boolean(page) };
}

export async function action(args: Route.ActionArgs) {
  return runAdminAction(args, webContentFailureTitles, webContentHandlers, { withoutId: webContentWithoutId });
}

type Loaded = Extract<Route.ComponentProps["loaderData"], { view: "list" }>;
type PageRow = Loaded["overview"][number];
type TextRow = Loaded["rows"][number];

const editorHref = (page: string) => `?${new URLSearchParams({ [PAGE_PARAM]: page })}`;
const excerpt = (text: string) => (text.length > 80 ? `${text.slice(0, 80)}…` : text);

const pageColumns: Column<PageRow>[] = [
  {
    key: "page",
    label: e.pageColumn,
    format: (row) => (
      <Link to={editorHref(row.page)} className="font-medium text-accent underline underline-offset-4">
        {row.label}
      </Link>
    ),
  },
  { key: "texts", label: e.textsColumn, format: (row) => e.textCount(row.texts) },
  {
    key: "notes",
    label: e.notesColumn,
    format: (row) => (row.unused ? <span title={m.unusedHint}>{e.unusedCount(row.unused)}</span> : "–"),
  },
  { key: "live", label: m.columns2.live, format: (row) => <LiveLinks path={row.live} /> },
];

const textColumns: Column<TextRow>[] = [
  {
    key: "text",
    label: e.textColumn,
    format: (row) => (
      <span className="flex flex-col items-start gap-1">
        {row.label}
        {row.used ? null : <UnusedBadge />}
      </span>
    ),
  },
  { key: "content_de", label: m.columns2.de, format: (row) => excerpt(row.content_de), className: "max-w-64" },
  {
    key: "content_en",
    label: m.columns2.en,
    format: (row) => (row.content_en.trim() ? excerpt(row.content_en) : <EnglishMissing />),
    className: "max-w-64",
  },
  { key: "live", label: m.columns2.live, format: (row) => <LiveLinks path={row.live} /> },
  {
    key: "updated_at",
    label: m.columns.updated,
    format: (row) => formatDateTime(row.updated_at),
    className: "whitespace-nowrap",
  },
];

export default function WebContent({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.view === "page") {
    return <PageEditor editor={loaderData.editor} answer={actionData as AdminResult | undefined} />;
  }
  const searching = Boolean(loaderData.q);
  return (
    <div className="flex flex-col gap-4">
      {loaderData.unknownPage ? <p role="alert">{e.unknownPage}</p> : null}
      {searching ? (
        <DataTable
          texts={{ title: e.title, loadError: m.loadError }}
          list={loaderData}
          columns={textColumns}
          rowName={(row) => row.label}
          rowActions={(row) => (
            <IconLink
              label={e.edit(row.label)}
              icon="edit"
              to={`${editorHref(row.page)}#${textAnchor(row.section, row.content_key)}`}
            />
          )}
        />
      ) : (
        <DataTable
          texts={{ title: e.title, loadError: m.loadError }}
          list={{ rows: loaderData.overview, page: { page: 1, pageCount: 1, total: loaderData.overview.length } }}
          columns={pageColumns}
          rowName={(row) => row.label}
          toolbar={<p className="max-w-2xl text-sm text-muted">{e.intro}</p>}
        />
      )}
    </div>
  );
}
