import { and, eq, isNull, ne } from "drizzle-orm";
import { bookingLinks } from "~/features/core/booking/links.server";
import { bookingMailInput, eventMessageMail } from "~/features/core/booking/mail";
import { holdsSeat } from "~/features/products/events/seats.server";
import { paragraphsOf } from "~/features/core/mail/layout";
import { enqueueOutbox, outboxInsertMany } from "~/features/core/mail/outbox.server";
import { messageVersion } from "~/features/people/newsletter/campaign-schema";
import { getDb, schema } from "~/lib/db.server";
import type { Locale } from "~/lib/locale";
import { logEvent } from "~/lib/log";
import type { EventMessageInput } from "./schema";

const bookingsTable = schema.bookings;
const eventsTable = schema.events;

export type EventMessageResult =
  { ok: true; sent: number; alreadySent: number } | { ok: false; reason: "not_found" | "called_off" | "nobody" };

/**
 * The coach writes once, everyone booked on the event gets it (the participant list's people whose
 * address is proven: a booking holding seats with no hold left, as `messageRecipients` (features/core/booking/participants.ts) counts them;
 * an unconfirmed address may be someone else's, whose name a stranger typed), each in their booking's
 * language with their own "Meine Buchung" link. One outbox row per person, keyed by message and
 * booking, so the same form sent twice mails nobody twice; the rows go in few statements
 * (`outboxInsertMany`) and then to the queue.
 */
export async function sendEventMessage(
  env: Pick<Env, "DB" | "MAIL_QUEUE" | "SITE_URL" | "TOKEN_SECRET">,
  eventId: string,
  input: EventMessageInput,
  now = new Date(),
): Promise<EventMessageResult> {
  const db = getDb(env);
  const [events, people] = await db.batch([
    db.select().from(eventsTable).where(eq(eventsTable.id, eventId)).limit(1),
    db
      .select()
      .from(bookingsTable)
      .where(
        and(
          eq(bookingsTable.event_id, eventId),
          holdsSeat(now),
          isNull(bookingsTable.hold_expires_at),
          ne(bookingsTable.email, ""),
        ),
      )
      .orderBy(bookingsTable.created_at),
  ]);
  const event = events[0];
  if (!event) return { ok: false, reason: "not_found" };
  if (event.cancelled_at) return { ok: false, reason: "called_off" };
  if (!people.length) return { ok: false, reason: "nobody" };

  const messageInLocale = (locale: Locale) => {
    const { subject, body } = messageVersion(input, locale);
    return { id: input.message_id, subject, paragraphs: paragraphsOf(body) };
  };
  const drafts = await Promise.all(
    people.map(async (booking) =>
      eventMessageMail(
        bookingMailInput({ booking, event }),
        await bookingLinks(env, booking.id, booking.locale),
        // Those who booked in English read her English version when she wrote one (decision 0097).
        messageInLocale(booking.locale),
      ),
    ),
  );
  const [first, ...rest] = outboxInsertMany(env, drafts);
  const written = first ? await db.batch([first, ...rest]) : [];
  const ids = written.flatMap((rows) => rows.map((row) => row.id));
  await enqueueOutbox(env, ids);
  logEvent("event-message-sent", { recipients: ids.length });
  return { ok: true, sent: ids.length, alreadySent: drafts.length - ids.length };
}
