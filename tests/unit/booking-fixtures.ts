import { env } from "cloudflare:test";
import { brand } from "../../app/config/brand";
import { withFreeSlug } from "../../app/features/products/events/slug.server";
import { getDb, schema } from "../../app/lib/db.server";

export const BOOKINGS = `${brand.short}_booking`;

export type EventRow = typeof schema.events.$inferInsert;

/**
 * An event far enough in the future to be bookable whenever the tests run, with its readable address
 * as the app gives one on create (decision 0168); `slug: null` leaves it without, like a row from
 * before migration 0035.
 */
export async function insertEvent(overrides: Partial<EventRow> = {}): Promise<typeof schema.events.$inferSelect> {
  const price_cents = overrides.price_cents ?? 2990;
  const values = {
    id: crypto.randomUUID(),
    title: "Mindset-Werkstatt: Vom Grübeln ins Handeln",
    description: "Zeile eins\nZeile zwei; mit Komma, und Backslash \\",
    category: "Workshop" as const,
    event_date: "2099-06-12",
    start_time: "10:00",
    end_time: "14:00",
    location: "Klarsinn Studio, Braunschweig",
    max_attendees: 10,
    currency: "EUR" as const,
    ...overrides,
    // Money in cents; the legacy euro column mirrors it as the app writes it.
    price_cents,
    price: price_cents / 100,
  };
  const insert = (slug: string | null) =>
    getDb(env)
      .insert(schema.events)
      .values({ ...values, slug })
      .returning();
  const [row] =
    values.slug !== undefined || values.kind === "session"
      ? await insert(values.slug ?? null)
      : await withFreeSlug(env, values, insert);
  return row!;
}

export function bookingRequest(
  eventId: string,
  fields: Record<string, string>,
  { ip = "203.0.113.7", locale = "de" }: { ip?: string; locale?: "de" | "en" } = {},
): Request {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  return new Request(`http://example.test${locale === "en" ? "/en" : ""}/events/${eventId}`, {
    method: "POST",
    body,
    headers: { "CF-Connecting-IP": ip },
  });
}

/** A complete form as a visitor sends it, the early-start request ticked (asked for events inside the withdrawal period). */
export const validFields = {
  full_name: "Miriam Köhler",
  email: "miriam@example.de",
  phone: "",
  num_tickets: "1",
  early_start: "on",
};

/** A 1:1 session's or package's parsed input besides name and address: one place, early start asked, a billing address. */
export const oneToOneFields = {
  phone: "",
  num_tickets: 1,
  early_start: true,
  billing_street: "Lindenweg 3",
  billing_postcode: "38100",
  billing_city: "Braunschweig",
  billing_country: "DE",
};

export async function countRows(table: string, where = "1 = 1", ...binds: unknown[]): Promise<number> {
  const row = await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE ${where}`)
    .bind(...binds)
    .first<{ n: number }>();
  return row?.n ?? -1;
}

export async function ticketsSold(eventId: string): Promise<number> {
  const row = await env.DB.prepare(
    `SELECT COALESCE(SUM(num_tickets), 0) AS n FROM ${BOOKINGS} WHERE event_id = ? AND status != 'cancelled'`,
  )
    .bind(eventId)
    .first<{ n: number }>();
  return row?.n ?? -1;
}

/** A booking row as the app leaves it (confirmed by default), without going through the booking flow. */
export async function insertBooking(
  eventId: string,
  fullName: string,
  {
    tickets = 1,
    priceCents = 2990,
    status = "confirmed" as "pending" | "confirmed" | "cancelled",
    holdUntil = null as Date | null,
    createdAt = new Date("2099-06-02T08:00:00Z"),
    locale = "de" as "de" | "en",
    email = `${fullName.toLowerCase().replace(/\s+/g, ".")}-${crypto.randomUUID().slice(0, 8)}@example.de`,
    phone = null as string | null,
  } = {},
): Promise<{ id: string; email: string }> {
  const id = crypto.randomUUID();
  await getDb(env)
    .insert(schema.bookings)
    .values({
      id,
      event_id: eventId,
      full_name: fullName,
      email,
      phone,
      num_tickets: tickets,
      total_cents: tickets * priceCents,
      total_price: (tickets * priceCents) / 100,
      currency: "EUR",
      status,
      locale,
      created_at: createdAt.toISOString(),
      hold_expires_at: holdUntil?.toISOString() ?? null,
      cancelled_at: status === "cancelled" ? createdAt.toISOString() : null,
    });
  return { id, email };
}
