import { and, eq, sql } from "drizzle-orm";
import { brand } from "~/config/brand";
import { bookingMailInput, type BookingMailInput, titleRowLabel, whenRows } from "~/features/core/booking/mail";
import { eventStart } from "~/features/core/booking/policy";
import { renderMail } from "~/features/core/mail/layout";
import { enqueueOutbox, outboxInsertWhere } from "~/features/core/mail/outbox.server";
import type { MailDraft } from "~/features/core/mail/types";
import { getDb, schema, d1Statement } from "~/lib/db.server";
import { getMailMessages } from "~/lib/mail-messages.server";

/**
 * The "nächster kleiner Schritt" after a 1:1 session (decision 0222): the coach writes one short step
 * on her client's page and sends it; the client gets it once, by e-mail, in du-form and in the
 * language she booked in. The step and its e-mail are written in one batch: the e-mail only while no
 * step exists for the session, under a dedupe key of its own, so a second send (a double click, two
 * tabs) writes and sends nothing.
 */

type MailEnv = Pick<Env, "DB" | "MAIL_QUEUE">;

const bookingsTable = schema.bookings;
const eventsTable = schema.events;
const stepsTable = schema.sessionNextSteps;

export const nextStepKey = (bookingId: string) => `session-next-step:${bookingId}`;

/** The e-mail: our two lines around her text, which is plain text (escaped in the HTML part like every paragraph). */
export function nextStepMail(input: BookingMailInput, step: string): MailDraft {
  const locale = input.locale ?? "de";
  const m = getMailMessages(locale);
  return {
    kind: "session-next-step",
    dedupeKey: nextStepKey(input.bookingId),
    refId: input.bookingId,
    to: input.email,
    subject: m.nextStep.subject,
    replyTo: brand.mail.coachInbox,
    ...renderMail({
      locale,
      heading: m.nextStep.heading,
      greeting: m.sessionMails.greeting(input.fullName),
      paragraphs: [m.nextStep.intro, step, m.nextStep.outro],
      details: [[titleRowLabel(input.event, locale), input.event.title], ...whenRows(input.event, locale)],
    }),
  };
}

export type NextStepOutcome = "sent" | "not_found" | "not_possible" | "not_yet" | "already_sent";

/** Whether a session of hers may get its step now: confirmed, not called off, begun. */
export function nextStepOpen(
  row: { kind: string; status: string; cancelledAt: string | null; day: string; startTime: string },
  now: Date,
): NextStepOutcome | "open" {
  if (row.kind !== "session") return "not_found";
  if (row.status !== "confirmed" || row.cancelledAt) return "not_possible";
  if (eventStart({ event_date: row.day, start_time: row.startTime }).getTime() > now.getTime()) return "not_yet";
  return "open";
}

/** Sends the step of one of this client's sessions, once. */
export async function sendNextStep(
  env: MailEnv,
  clientId: string,
  bookingId: string,
  step: string,
  now = new Date(),
): Promise<NextStepOutcome> {
  const db = getDb(env);
  const [row] = await db
    .select({ booking: bookingsTable, event: eventsTable })
    .from(bookingsTable)
    .innerJoin(eventsTable, eq(eventsTable.id, bookingsTable.event_id))
    .innerJoin(schema.clients, eq(schema.clients.email, sql`lower(trim(${bookingsTable.email}))`))
    .where(and(eq(schema.clients.id, clientId), eq(bookingsTable.id, bookingId)))
    .limit(1);
  if (!row) return "not_found";
  const open = nextStepOpen(
    {
      kind: row.event.kind,
      status: row.booking.status,
      cancelledAt: row.event.cancelled_at ?? row.booking.cancelled_at,
      day: row.event.event_date,
      startTime: row.event.start_time,
    },
    now,
  );
  if (open !== "open") return open;
  const draft = nextStepMail(bookingMailInput({ booking: row.booking, event: row.event }), step);
  const [mail, written] = await env.DB.batch<{ id: string }>([
    // First the e-mail, only while the session has no step yet; then the step itself.
    outboxInsertWhere(
      env,
      draft,
      sql`NOT EXISTS (SELECT 1 FROM ${stepsTable} WHERE ${stepsTable.booking_id} = ${bookingId})`,
    ),
    d1Statement(
      env,
      sql`INSERT INTO ${stepsTable} (booking_id, step, sent_at) VALUES (${bookingId}, ${step}, ${now.toISOString()})
          ON CONFLICT DO NOTHING RETURNING booking_id AS id`,
    ),
  ]);
  if (!written?.results.length) return "already_sent";
  await enqueueOutbox(
    env,
    (mail?.results ?? []).map((result) => result.id),
  );
  return "sent";
}
