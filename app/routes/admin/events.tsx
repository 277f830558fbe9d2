import { useMemo, useState } from "react";
import { EnglishMissing } from "~/features/compositions/admin/cells";
import { ConfirmAction } from "~/features/compositions/admin/confirm-action";
import { IconButton, IconLink, StatusBadge, type Column } from "~/features/compositions/admin/data-table";
import { failed, listLoader, notFound, runAdminAction, validateForm } from "~/features/compositions/admin/crud.server";
import { EditableList } from "~/features/compositions/admin/form-dialog";
import { formatDate } from "~/features/compositions/admin/format";
import { formatPrice } from "~/lib/money";
import { eventFields, EventSchema } from "~/features/compositions/admin/resources";
import { listEvents } from "~/features/compositions/admin/events.server";
import { cancelEvent, updateEvent } from "~/features/core/booking/event-changes.server";
import { createEvent, deleteEvent } from "~/features/products/events/editing.server";
import { MissingPhotoError } from "~/features/extras/images/deletion.server";
import { eventPath } from "~/features/products/events/path";
import { photoChoices } from "~/features/extras/images/library.server";
import { getCloudflare } from "~/lib/context";
import { adminMessages } from "~/lib/messages.admin";
import type { Route } from "./+types/events";

const m = adminMessages.events;

const listEventsPage = listLoader(listEvents);

/** The photo she picked was deleted in the meantime (decision 0173): said beside the image field. */
const photoGone = () => ({
  ...failed(m.saveError, adminMessages.images.photoGone, 409),
  fieldErrors: { image_url: adminMessages.images.photoGone },
});

/** The list, and her uploads as the image field's choices (decision 0164). */
export async function loader(args: Route.LoaderArgs) {
  const [list, imageChoices] = await Promise.all([listEventsPage(args), photoChoices(getCloudflare(args.context).env)]);
  return { ...list, imageChoices };
}

/** Each action's own failure title, also for a malformed request or an unexpected error. */
const failureTitles = { create: m.saveError, update: m.saveError, delete: m.deleteError, callOff: m.callOffError };

export async function action(args: Route.ActionArgs) {
  const { env } = getCloudflare(args.context);
  const result = await runAdminAction(args, failureTitles, {
    create: async ({ form }) => {
      const parsed = validateForm(EventSchema, form, m.saveError);
      if (!parsed.ok) return parsed.result;
      try {
        await createEvent(env, parsed.data);
      } catch (error) {
        if (error instanceof MissingPhotoError) return photoGone();
        throw error;
      }
      return { ok: true, toast: m.created };
    },
    update: async ({ form, id }) => {
      const parsed = validateForm(EventSchema, form, m.saveError);
      if (!parsed.ok) return parsed.result;
      const saved = await updateEvent(env, id, parsed.data);
      if (saved.ok) return { ok: true, toast: m.updated };
      if (saved.reason === "not_found") return notFound(m.saveError);
      if (saved.reason === "photo_missing") return photoGone();
      // Fewer seats than already booked would overbook the event.
      return {
        ...failed(m.saveError, m.belowBooked(saved.taken), 422),
        fieldErrors: { max_attendees: m.belowBooked(saved.taken) },
      };
    },
    // Decision 0094: the event is off; its bookings are cancelled with an e-mail each.
    callOff: async ({ id }) => {
      const called = await cancelEvent(env, id);
      if (!called.ok) return notFound(m.callOffError);
      return { ok: true, toast: m.calledOff(called.cancelled, called.left) };
    },
    delete: async ({ id }) => {
      const deleted = await deleteEvent(env, id);
      if (deleted.ok) return { ok: true, toast: m.deleted };
      if (deleted.reason === "not_found") return notFound(m.deleteError);
      return failed(m.deleteError, m.hasBookings(deleted.bookings));
    },
  });
  return result;
}

type Row = Route.ComponentProps["loaderData"]["rows"][number];

const columns: Column<Row>[] = [
  {
    key: "title",
    label: m.columns.title,
    format: (row) =>
      row.cancelled_at ? (
        <span className="flex flex-col items-start gap-1">
          {row.title}
          <StatusBadge tone="red">{m.calledOffBadge}</StatusBadge>
        </span>
      ) : (
        row.title
      ),
    className: "min-w-36 font-medium",
  },
  {
    key: "event_date",
    label: m.columns.date,
    format: (row) => formatDate(row.event_date),
    className: "whitespace-nowrap",
  },
  { key: "location", label: m.columns.location, format: (row) => row.location },
  {
    key: "price",
    label: m.columns.price,
    format: (row) => formatPrice(row.price_cents, row.currency),
    className: "whitespace-nowrap",
  },
  {
    // The capacity column, with how many are booked and free beneath: one column less on a laptop.
    key: "max_attendees",
    label: m.columns.maxAttendees,
    format: (row) => (
      <span className="flex flex-col max-md:items-end">
        {row.max_attendees}
        <span className="text-xs text-muted">{m.seats(row.taken, Math.max(0, row.max_attendees - row.taken))}</span>
      </span>
    ),
  },
  { key: "category", label: m.columns.category, format: (row) => row.category },
  {
    key: "title_en",
    label: m.columns.english,
    // Which events still show German on the English site (decision 0093), the English title on hover.
    // Last: the seats and the date stay in view on a laptop.
    format: (row) =>
      row.title_en?.trim() ? (
        <span title={row.title_en}>{m.englishGiven}</span>
      ) : (
        <EnglishMissing>{m.englishMissing}</EnglishMissing>
      ),
  },
];

export default function AdminEvents({ loaderData }: Route.ComponentProps) {
  const [callingOff, setCallingOff] = useState<Row | null>(null);
  const { imageChoices } = loaderData;
  const fields = useMemo(
    () => eventFields.map((field) => (field.name === "image_url" ? { ...field, choices: imageChoices } : field)),
    [imageChoices],
  );
  return (
    <>
      <EditableList
        texts={m}
        list={loaderData}
        columns={columns}
        fields={fields}
        schema={EventSchema}
        // A recurring event starts from the last one; only its date is new each time.
        copy={{ name: (row) => row.title, omit: ["event_date"] }}
        rowName={(row) => row.title}
        rowActions={(row) => (
          <>
            <IconLink
              label={`${m.participants}: ${row.title}`}
              icon="people"
              to={`/admin/events/${row.id}/teilnehmer`}
            />
            <IconLink label={`${m.viewPage}: ${row.title}`} icon="view" to={eventPath(row)} />
            {row.cancelled_at ? null : (
              <IconButton
                label={`${m.callOff}: ${row.title}`}
                icon="cancel"
                tone="danger"
                onClick={() => setCallingOff(row)}
              />
            )}
          </>
        )}
      />
      <ConfirmAction
        id={callingOff?.id ?? null}
        intent="callOff"
        texts={m.confirmCallOff}
        onClose={() => setCallingOff(null)}
      />
    </>
  );
}
