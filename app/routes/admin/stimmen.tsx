import { EnglishMissing } from "~/features/compositions/admin/cells";
import { StatusBadge, type Column } from "~/features/compositions/admin/data-table";
import { listLoader, runAdminAction } from "~/features/compositions/admin/crud.server";
import { EditableList } from "~/features/compositions/admin/form-dialog";
import { formatDate } from "~/features/compositions/admin/format";
import { testimonialFields, TestimonialSchema } from "~/features/compositions/admin/resources";
import {
  listTestimonials,
  testimonialFailureTitles,
  testimonialHandlers,
} from "~/features/compositions/admin/testimonials.server";
import { adminMessages } from "~/lib/messages.admin";
import type { Route } from "./+types/stimmen";

const m = adminMessages.testimonials;

/** Testimonials for the home page (decision 0166): each with its consent; the home page follows on save. */
export const loader = listLoader(listTestimonials);

export const action = (args: Route.ActionArgs) => runAdminAction(args, testimonialFailureTitles, testimonialHandlers);

type Row = Route.ComponentProps["loaderData"]["rows"][number];

const columns: Column<Row>[] = [
  { key: "position", label: m.columns.position, format: (row) => row.position },
  {
    key: "quote",
    label: m.columns.quote,
    format: (row) => <span className="line-clamp-3">{row.quote}</span>,
    className: "min-w-56",
  },
  { key: "attribution", label: m.columns.attribution, format: (row) => row.attribution, className: "font-medium" },
  {
    key: "consent",
    label: m.columns.consent,
    format: (row) => m.consent(formatDate(row.consent_on), row.consent_how),
  },
  {
    key: "published",
    label: m.columns.status,
    format: (row) =>
      row.published ? (
        <StatusBadge tone="green">{m.shown}</StatusBadge>
      ) : (
        <StatusBadge tone="grey">{m.hidden}</StatusBadge>
      ),
  },
  {
    key: "quote_en",
    label: m.columns.english,
    format: (row) => (row.quote_en?.trim() ? m.englishGiven : <EnglishMissing>{m.englishMissing}</EnglishMissing>),
  },
];

export default function AdminTestimonials({ loaderData }: Route.ComponentProps) {
  return (
    <EditableList
      texts={m}
      list={loaderData}
      columns={columns}
      fields={testimonialFields}
      schema={TestimonialSchema}
      rowName={(row) => row.attribution}
    />
  );
}
