import { count, desc, eq } from "drizzle-orm";
import { type Column } from "~/features/admin/data-table";
import {
  failed,
  loadListPage,
  notFound,
  runAdminAction,
  searchAcross,
  validateForm,
} from "~/features/admin/crud.server";
import { EditableList } from "~/features/admin/form-dialog";
import { formatDate, formatPrice } from "~/features/admin/format";
import { eventFields, EventSchema } from "~/features/admin/resources";
import { requireAdmin } from "~/features/auth/session.server";
import { seatsTakenByEvent } from "~/features/events/seats.server";
import { createEvent, updateEvent } from "~/features/admin/events.server";
import { purgePublicPages } from "~/lib/page-cache.server";
import { getCloudflare } from "~/lib/context";
import { getDb, schema } from "~/lib/db.server";
import { messages } from "~/lib/messages";
import type { Route } from "./+types/events";

const m = messages.admin.events;
const e = schema.events;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { env } = getCloudflare(context);
  requireAdmin(context);
  return loadListPage(request, env, async ({ db, q, offset, limit }) => {
    const where = searchAcross(q, [e.title, e.location, e.category]);
    const [rows, [total], taken] = await Promise.all([
      db.select().from(e).where(where).orderBy(desc(e.event_date)).limit(limit).offset(offset),
      db.select({ n: count() }).from(e).where(where),
      seatsTakenByEvent(env),
    ]);
    // The form edits euros; the row's euros come from the cents, never from the legacy REAL column.
    const withEuros = (row: (typeof rows)[number]) => ({ ...row, price: row.price_cents / 100 });
    return { rows: rows.map((row) => ({ ...withEuros(row), taken: taken.get(row.id) ?? 0 })), total: total?.n ?? 0 };
  });
}

/** Each action's own failure title (spec 8), also for a malformed request or an unexpected error. */
const failureTitles = { create: m.saveError, update: m.saveError, delete: m.deleteError };

export async function action(args: Route.ActionArgs) {
  const { env } = getCloudflare(args.context);
  const result = await runAdminAction(args, failureTitles, {
    create: async ({ form }) => {
      const parsed = validateForm(EventSchema, form, m.saveError);
      if (!parsed.ok) return parsed.result;
      await createEvent(env, parsed.data);
      return { ok: true, toast: m.created };
    },
    update: async ({ form, id }) => {
      const parsed = validateForm(EventSchema, form, m.saveError);
      if (!parsed.ok) return parsed.result;
      const saved = await updateEvent(env, id, parsed.data);
      if (saved.ok) return { ok: true, toast: m.updated };
      if (saved.reason === "not_found") return notFound(m.saveError);
      // Fewer seats than already booked would overbook the event.
      return {
        ...failed(m.saveError, m.belowBooked(saved.taken), 422),
        fieldErrors: { max_attendees: m.belowBooked(saved.taken) },
      };
    },
    delete: async ({ id }) => {
      const db = getDb(env);
      // Bookings keep their event (no cascade, on purpose): refuse with a clear reason.
      const [bookings] = await db.select({ n: count() }).from(schema.bookings).where(eq(schema.bookings.event_id, id));
      if (bookings && bookings.n > 0) return failed(m.deleteError, m.hasBookings(bookings.n));
      try {
        const deleted = await db.delete(e).where(eq(e.id, id)).returning({ id: e.id });
        if (!deleted.length) return notFound(m.deleteError);
      } catch (error) {
        // A booking that arrived between the check and the delete: the foreign key refuses.
        if (String(error).includes("FOREIGN KEY")) return failed(m.deleteError, m.hasBookings(1));
        throw error;
      }
      await purgePublicPages(env, "event-deleted");
      return { ok: true, toast: m.deleted };
    },
  });
  return result;
}

type Row = Route.ComponentProps["loaderData"]["rows"][number];

const columns: Column<Row>[] = [
  { key: "title", label: m.columns.title, format: (row) => row.title, className: "min-w-48 font-medium" },
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
  { key: "max_attendees", label: m.columns.maxAttendees, format: (row) => row.max_attendees },
  { key: "category", label: m.columns.category, format: (row) => row.category },
  {
    key: "seats",
    label: m.columns.seats,
    format: (row) => m.seats(row.taken, Math.max(0, row.max_attendees - row.taken)),
    className: "whitespace-nowrap",
  },
];

export default function AdminEvents({ loaderData }: Route.ComponentProps) {
  return <EditableList texts={m} list={loaderData} columns={columns} fields={eventFields} schema={EventSchema} />;
}
