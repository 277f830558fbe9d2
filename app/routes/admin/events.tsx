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
import { seatsTaken, seatsTakenByEvent } from "~/features/booking/seats.server";
import { refreshEventsCache } from "~/features/events/cache.server";
import { getCloudflare } from "~/lib/context";
import { getDb, schema } from "~/lib/db.server";
import { messages } from "~/lib/messages";
import type { Route } from "./+types/events";

const m = messages.admin.events;
const e = schema.events;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { env } = getCloudflare(context);
  await requireAdmin(request, env);
  return loadListPage(request, env, async ({ db, q, offset, limit }) => {
    const where = searchAcross(q, [e.title, e.location, e.category]);
    const [rows, [total], taken] = await Promise.all([
      db.select().from(e).where(where).orderBy(desc(e.event_date)).limit(limit).offset(offset),
      db.select({ n: count() }).from(e).where(where),
      seatsTakenByEvent(env),
    ]);
    return { rows: rows.map((row) => ({ ...row, taken: taken.get(row.id) ?? 0 })), total: total?.n ?? 0 };
  });
}

export async function action(args: Route.ActionArgs) {
  const { env } = getCloudflare(args.context);
  const result = await runAdminAction(args, m.saveError, {
    create: async ({ form }) => {
      const parsed = validateForm(EventSchema, form, m.saveError);
      if (!parsed.ok) return parsed.result;
      await getDb(env).insert(e).values(parsed.data);
      await refreshEventsCache(env);
      return { ok: true, toast: m.created };
    },
    update: async ({ form, id }) => {
      const parsed = validateForm(EventSchema, form, m.saveError);
      if (!parsed.ok) return parsed.result;
      // Fewer seats than already booked would overbook the event.
      const taken = await seatsTaken(env, id);
      if (parsed.data.max_attendees < taken) {
        return {
          ...failed(m.saveError, m.belowBooked(taken), 422),
          fieldErrors: { max_attendees: m.belowBooked(taken) },
        };
      }
      const updated = await getDb(env).update(e).set(parsed.data).where(eq(e.id, id)).returning({ id: e.id });
      if (!updated.length) return notFound(m.saveError);
      await refreshEventsCache(env);
      return { ok: true, toast: m.updated };
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
      await refreshEventsCache(env);
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
    format: (row) => formatPrice(row.price, row.currency),
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
