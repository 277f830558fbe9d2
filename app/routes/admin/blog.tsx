import { EnglishMissing } from "~/features/compositions/admin/cells";
import { IconLink, StatusBadge, type Column } from "~/features/compositions/admin/data-table";
import { blogFailureTitles, blogHandlers, listBlogPosts } from "~/features/compositions/admin/blog.server";
import { listLoader, runAdminAction } from "~/features/compositions/admin/crud.server";
import { EditableList } from "~/features/compositions/admin/form-dialog";
import { formatDate } from "~/features/compositions/admin/format";
import { blogPostFields, BlogPostSchema } from "~/features/compositions/admin/resources";
import { berlinToday } from "~/lib/today";
import { adminMessages } from "~/lib/messages.admin";
import type { Route } from "./+types/blog";

const m = adminMessages.blog;

/** Her blog (decision 0161): posts written, previewed, published; the public pages follow on save. */
export const loader = listLoader(listBlogPosts);

export const action = (args: Route.ActionArgs) => runAdminAction(args, blogFailureTitles, blogHandlers);

type Row = Route.ComponentProps["loaderData"]["rows"][number];

function stateOf(row: Row) {
  if (row.status === "draft") return <StatusBadge tone="grey">{m.draft}</StatusBadge>;
  if (row.published_on && row.published_on > berlinToday())
    return <StatusBadge tone="yellow">{m.scheduled(formatDate(row.published_on))}</StatusBadge>;
  return <StatusBadge tone="green">{m.published}</StatusBadge>;
}

const columns: Column<Row>[] = [
  { key: "title", label: m.columns.title, format: (row) => row.title, className: "min-w-40 font-medium" },
  { key: "slug", label: m.columns.slug, format: (row) => <span className="font-mono text-xs">{row.slug}</span> },
  { key: "status", label: m.columns.status, format: stateOf },
  {
    key: "published_on",
    label: m.columns.date,
    format: (row) => (row.published_on ? formatDate(row.published_on) : "–"),
  },
  {
    key: "title_en",
    label: m.columns.english,
    format: (row) => (row.title_en?.trim() ? m.englishGiven : <EnglishMissing>{m.englishMissing}</EnglishMissing>),
  },
];

export default function AdminBlog({ loaderData }: Route.ComponentProps) {
  return (
    <EditableList
      texts={m}
      // The dialog's box "Veröffentlicht" stands for the row's status.
      list={{ ...loaderData, rows: loaderData.rows.map((row) => ({ ...row, published: row.status === "published" })) }}
      columns={columns}
      fields={blogPostFields}
      schema={BlogPostSchema}
      rowName={(row) => row.title}
      rowActions={(row) => (
        <IconLink label={`${m.preview}: ${row.title}`} icon="view" to={`/admin/blog/${row.id}/vorschau`} />
      )}
    />
  );
}
