import { and, count, desc, eq, inArray, type SQL } from "drizzle-orm";
import { renderMail } from "~/features/mail/layout";
import { queueMails } from "~/features/mail/outbox.server";
import { getDb, schema } from "~/lib/db.server";
import { messages } from "~/lib/messages";
import { formatDate, formatPrice } from "./format";
import * as v from "valibot";
import { listQuery, searchAcross } from "./crud.server";

const b = schema.bookings;
const e = schema.events;
const o = schema.mailOutbox;

/** Kind of the e-mails sent here; the confirmation of the booking itself is any other kind. */
export const STATUS_MAIL_KIND = "booking-status";

export interface BookingFilter {
  eventId?: string | undefined;
  q?: string | undefined;
}

function where({ eventId, q }: BookingFilter): SQL | undefined {
  return and(eventId ? eq(b.event_id, eventId) : undefined, searchAcross(q ?? "", [b.full_name, b.email]));
}

export type MailState = "queued" | "sent" | "failed" | "none";

/** Bookings newest first with their event and the state of the visitor's confirmation e-mail. */
export async function listBookings(env: Pick<Env, "DB">, filter: BookingFilter, limit: number, offset = 0) {
  const db = getDb(env);
  const rows = await db
    .select({
      id: b.id,
      created_at: b.created_at,
      event_id: b.event_id,
      event_title: e.title,
      event_date: e.event_date,
      full_name: b.full_name,
      email: b.email,
      phone: b.phone,
      num_tickets: b.num_tickets,
      total_price: b.total_price,
      currency: b.currency,
      status: b.status,
    })
    .from(b)
    .innerJoin(e, eq(e.id, b.event_id))
    .where(where(filter))
    .orderBy(desc(b.created_at))
    .limit(limit)
    .offset(offset);

  const mails = new Map<string, MailState>();
  const ids = rows.map((row) => row.id);
  // D1 caps bound parameters per statement; chunk the id list.
  for (let i = 0; i < ids.length; i += 90) {
    const chunk = await db
      .select({ ref: o.ref_id, to: o.recipient, kind: o.kind, status: o.status })
      .from(o)
      .where(inArray(o.ref_id, ids.slice(i, i + 90)))
      .orderBy(o.created_at);
    for (const mail of chunk) {
      const booking = rows.find((row) => row.id === mail.ref);
      // The first e-mail to the visitor that is not a status change: the booking confirmation.
      if (!booking || !mail.ref || mails.has(mail.ref) || mail.kind === STATUS_MAIL_KIND) continue;
      if (mail.to.toLowerCase() === booking.email.toLowerCase()) mails.set(mail.ref, mail.status);
    }
  }
  return rows.map((row) => ({ ...row, mail: mails.get(row.id) ?? ("none" as MailState) }));
}

export async function countBookings(env: Pick<Env, "DB">, filter: BookingFilter): Promise<number> {
  const [row] = await getDb(env).select({ n: count() }).from(b).where(where(filter));
  return row?.n ?? 0;
}

export type BookingRow = Awaited<ReturnType<typeof listBookings>>[number];

const allowedFrom = { confirmed: ["pending"], cancelled: ["pending", "confirmed"] } as const;

/**
 * Moves a booking to confirmed or cancelled (only forward: a cancelled booking stays cancelled)
 * and tells the visitor by e-mail. One conditional UPDATE, so two clicks cannot both win.
 */
export async function changeBookingStatus(
  env: Pick<Env, "DB" | "MAIL_QUEUE">,
  id: string,
  status: "confirmed" | "cancelled",
): Promise<boolean> {
  const db = getDb(env);
  const [updated] = await db
    .update(b)
    .set({ status, updated_at: new Date().toISOString() })
    .where(and(eq(b.id, id), inArray(b.status, [...allowedFrom[status]])))
    .returning();
  if (!updated) return false;
  const [event] = await db.select().from(e).where(eq(e.id, updated.event_id)).limit(1);
  if (!event) return true;

  const t = messages.admin.bookingMail;
  const confirmed = status === "confirmed";
  const body = renderMail({
    heading: confirmed ? t.confirmedHeading : t.cancelledHeading,
    greeting: t.greeting(updated.full_name),
    paragraphs: [
      confirmed ? t.confirmedText(event.title) : t.cancelledText(event.title),
      ...(confirmed ? [t.closing] : []),
    ],
    details: [
      [t.details.event, event.title],
      [t.details.date, formatDate(event.event_date)],
      [t.details.time, `${event.start_time} – ${event.end_time} Uhr`],
      [t.details.location, event.location],
      [t.details.tickets, String(updated.num_tickets)],
      [t.details.total, formatPrice(updated.total_price, updated.currency)],
    ],
  });
  await queueMails(env, [
    {
      kind: STATUS_MAIL_KIND,
      dedupeKey: `booking-status:${updated.id}:${status}`,
      refId: updated.id,
      to: updated.email,
      subject: confirmed ? t.confirmedSubject(event.title) : t.cancelledSubject(event.title),
      ...body,
    },
  ]);
  return true;
}

export async function eventOptions(env: Pick<Env, "DB">) {
  return getDb(env)
    .select({ id: e.id, title: e.title, event_date: e.event_date })
    .from(e)
    .orderBy(desc(e.event_date))
    .limit(500);
}

const EventParam = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(64)));

/** The `?event=` filter, shared with the CSV export so both show the same bookings. */
export function bookingFilter(request: Request) {
  const params = new URL(request.url).searchParams;
  const event = v.safeParse(EventParam, params.get("event") ?? undefined);
  const { q } = listQuery(request);
  return { eventId: event.success && event.output ? event.output : undefined, q: q || undefined };
}
