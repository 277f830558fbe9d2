/**
 * Courses with several dates (issue 55): the calendar file has every date, the JSON-LD is a valid
 * EventSeries, the coach's dates are validated, a make-up seat is taken once and no date is ever
 * oversold under concurrency (distinct visitors, each with their own address), and recorded
 * attendance decides what the certificate lists.
 */
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { eq } from "drizzle-orm";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import type { CourseDate } from "../../db/course-dates";
import { createBooking } from "../../app/features/core/booking/booking.server";
import { queueReminders } from "../../app/features/core/booking/lifecycle.server";
import { saveEventFields } from "../../app/features/products/events/editing.server";
import { certificateOfToken, certificatePdf } from "../../app/features/products/courses/certificate.server";
import { courseJsonLd } from "../../app/features/products/courses/json-ld";
import { saveCourseDates } from "../../app/features/products/courses/dates.server";
import { takeMakeupSeat, tellMissedDate } from "../../app/features/products/courses/makeups.server";
import { CourseDatesSchema } from "../../app/features/products/events/course-dates-schema";
import { courseSummary } from "../../app/features/products/events/course-dates";
import { buildIcs } from "../../app/features/products/events/ics";
import { localizeEvent } from "../../app/features/products/events/localize";
import { seatsTaken } from "../../app/features/products/events/seats.server";
import { getDb, schema } from "../../app/lib/db.server";
import { signToken } from "../../app/lib/signed-token.server";
import { adminMessages } from "../../app/lib/messages.admin";
import { createTestWorker } from "./app-harness";
import { insertBooking, insertEvent } from "./booking-fixtures";

const HOUR = 60 * 60 * 1000;

const ORIGIN = "http://klarsinn.test";
const worker = createTestWorker();

const weekly = (first: string, n: number, extra: Partial<CourseDate> = {}): CourseDate[] =>
  Array.from({ length: n }, (_, i) => {
    const day = new Date(`${first}T12:00:00Z`);
    day.setUTCDate(day.getUTCDate() + 7 * i);
    return {
      id: crypto.randomUUID(),
      event_date: day.toISOString().slice(0, 10),
      start_time: "19:00",
      end_time: "21:00",
      location: i === 3 ? "Online (Zoom)" : "Klarsinn Studio, Wilhelmitorwall 12, Braunschweig",
      online: i === 3,
      ...extra,
    };
  });

async function insertCourse(dates: CourseDate[], overrides: Parameters<typeof insertEvent>[0] = {}) {
  return insertEvent({
    title: `6 Abende Gegenwartsfreude ${crypto.randomUUID().slice(0, 6)}`,
    course_dates: dates,
    event_date: dates[0]!.event_date,
    start_time: dates[0]!.start_time,
    end_time: dates[0]!.end_time,
    location: dates[0]!.location,
    ...overrides,
  });
}

describe("a course's calendar file and summary", () => {
  it("has one VEVENT per date, each with the date's id as its stable UID", async () => {
    const dates = weekly("2099-03-03", 6);
    const event = await insertCourse(dates);
    const ics = buildIcs(event, new Date("2099-01-01T10:00:00Z"));
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(6);
    for (const [i, date] of dates.entries()) {
      expect(ics).toContain(`UID:${date.id}@`);
      expect(ics).toContain(`DTSTART;TZID=Europe/Berlin:${date.event_date.replaceAll("-", "")}T190000`);
      expect(ics).toContain(`(${i + 1}/6)`);
    }
    // The same file again: the same UIDs (a calendar updates its entries instead of doubling them).
    const again = buildIcs(event, new Date("2099-01-02T10:00:00Z"));
    expect(again.match(/UID:.*/g)).toEqual(ics.match(/UID:.*/g));
    expect(ics).toContain("LOCATION:Online (Zoom)");
    expect(courseSummary(dates, "de")).toBe("6 Termine ab 03.03.2099");
    expect(courseSummary(dates, "en")).toBe("6 dates from 3 Mar 2099");
  });
});

describe("a course's JSON-LD", () => {
  it("is an EventSeries whose subEvents each carry schema.org's required and recommended properties", async () => {
    const dates = weekly("2099-03-03", 6);
    const row = await insertCourse(dates, { price_cents: 24000 });
    const event = localizeEvent({ ...row, seats_left: 7 }, "de");
    const data = courseJsonLd(event, dates, { past: false, locale: "de" });
    expect(data["@context"]).toBe("https://schema.org");
    expect(data["@type"]).toBe("EventSeries");
    // Required for an Event (Google's event rich results: name, startDate, location) on the series.
    for (const key of ["name", "startDate", "location", "endDate", "description", "image", "organizer", "offers"]) {
      expect(data[key], key).toBeTruthy();
    }
    expect(data.startDate).toBe("2099-03-03T19:00:00+01:00");
    // The last evening is after the change to summer time: its own offset.
    expect(data.endDate).toBe("2099-04-07T21:00:00+02:00");
    expect(data.eventAttendanceMode).toBe("https://schema.org/MixedEventAttendanceMode");
    expect(data.offers).toMatchObject({ "@type": "Offer", price: "240.00", priceCurrency: "EUR" });
    const subEvents = data.subEvent as Record<string, unknown>[];
    expect(subEvents).toHaveLength(6);
    const iso = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/;
    for (const [i, sub] of subEvents.entries()) {
      expect(sub["@type"]).toBe("Event");
      for (const key of ["name", "startDate", "endDate", "location", "eventStatus", "eventAttendanceMode", "image"]) {
        expect(sub[key], `${key} of date ${i + 1}`).toBeTruthy();
      }
      expect(sub.startDate).toMatch(iso);
      expect(sub.endDate).toMatch(iso);
      expect(String(sub.endDate) > String(sub.startDate)).toBe(true);
      const location = sub.location as Record<string, unknown>;
      if (i === 3) {
        expect(location).toMatchObject({ "@type": "VirtualLocation" });
        expect(sub.eventAttendanceMode).toBe("https://schema.org/OnlineEventAttendanceMode");
      } else {
        expect(location).toMatchObject({
          "@type": "Place",
          address: { "@type": "PostalAddress", addressCountry: "DE" },
        });
      }
    }
    // Serialisable as the page embeds it.
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
  });
});

describe("the coach's dates", () => {
  const t = adminMessages.courses.errors;
  const date = (event_date: string, start_time = "19:00", end_time = "21:00") => ({
    event_date,
    start_time,
    end_time,
    location: "Studio",
    online: false,
  });
  const firstIssue = (input: unknown) => {
    const parsed = v.safeParse(CourseDatesSchema, input);
    return parsed.success ? null : parsed.issues[0].message;
  };

  it("accepts dates in order and refuses the end before the start, dates out of order and none", () => {
    expect(firstIssue([date("2099-03-03"), date("2099-03-10")])).toBeNull();
    expect(firstIssue([date("2099-03-03", "21:00", "19:00")])).toBe(t.endBeforeStart);
    expect(firstIssue([date("2099-03-10"), date("2099-03-03")])).toBe(t.order);
    expect(firstIssue([date("2099-03-03", "19:00", "21:00"), date("2099-03-03", "20:00", "22:00")])).toBe(t.order);
    expect(firstIssue([])).toBe(t.none);
    expect(firstIssue([date("2099-02-30")])).toBe(t.date);
  });

  it("saves them in one write; the event's own date mirrors the first, one date is no course", async () => {
    const event = await insertEvent();
    const dates = weekly("2099-05-05", 3);
    expect(await saveCourseDates(env, event.id, dates)).toBe(true);
    const [saved] = await getDb(env).select().from(schema.events).where(eqId(event.id));
    expect(saved!.course_dates?.map((d) => d.id)).toEqual(dates.map((d) => d.id));
    expect(saved!.event_date).toBe("2099-05-05");
    expect(await saveCourseDates(env, event.id, dates.slice(1, 2))).toBe(true);
    const [single] = await getDb(env).select().from(schema.events).where(eqId(event.id));
    expect(single!.course_dates).toBeNull();
    expect(single!.event_date).toBe("2099-05-12");
  });
});

const eqId = (id: string) => eq(schema.events.id, id);

let ip = 0;
async function post(path: string, fields: Record<string, string>) {
  const ctx = createExecutionContext();
  const response = await worker.fetch(
    new Request(`${ORIGIN}${path}`, {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: {
        Origin: ORIGIN,
        "Content-Type": "application/x-www-form-urlencoded",
        // A visitor of her own.
        "CF-Connecting-IP": `198.51.${100 + (++ip >> 8)}.${ip & 255}`,
      },
    }),
    env,
    ctx,
  );
  await response.text();
  await waitOnExecutionContext(ctx);
  return response.status;
}

/** Seats taken on each date of a run: its bookings holding seats plus the make-up seats on that date. */
async function occupancy(eventId: string, dates: number) {
  const bookings = await env.DB.prepare(
    `SELECT COALESCE(SUM(num_tickets), 0) AS n FROM klarsinn_booking WHERE event_id = ? AND status != 'cancelled'`,
  )
    .bind(eventId)
    .first<{ n: number }>();
  const perDate: number[] = [];
  for (let p = 0; p < dates; p++) {
    const makeups = await env.DB.prepare(
      `SELECT COUNT(*) AS n FROM course_makeups WHERE target_event_id = ? AND position = ?`,
    )
      .bind(eventId, p)
      .first<{ n: number }>();
    perDate.push(bookings!.n + makeups!.n);
  }
  return perDate;
}

describe("make-up seats", () => {
  it("are taken once, only for a date she told she will miss, in a run of the same course", async () => {
    const title = "6 Abende Gegenwartsfreude (Nachholtest)";
    const runA = await insertCourse(weekly("2099-03-03", 6), { title });
    const runB = await insertCourse(weekly("2099-03-05", 6), { title });
    const other = await insertCourse(weekly("2099-03-06", 6));
    const { id } = await insertBooking(runA.id, "Lena Auer");
    // Not told yet: nothing to take.
    expect(await takeMakeupSeat(env, id, 2, runB.id)).toEqual({ ok: false, reason: "not_possible" });
    expect(await tellMissedDate(env, id, 2)).toEqual({ ok: true });
    expect(await tellMissedDate(env, id, 2)).toEqual({ ok: false, reason: "not_possible" });
    // Another course, or her own run: refused.
    expect((await takeMakeupSeat(env, id, 2, other.id)).ok).toBe(false);
    expect((await takeMakeupSeat(env, id, 2, runA.id)).ok).toBe(false);
    expect(await takeMakeupSeat(env, id, 2, runB.id)).toEqual({ ok: true });
    // Taken once.
    expect((await takeMakeupSeat(env, id, 2, runB.id)).ok).toBe(false);
    expect(await occupancy(runB.id, 6)).toEqual([0, 0, 1, 0, 0, 0]);
    // Every new booking of run B takes a seat on date 3 as well: the seat check counts it.
    expect(await seatsTaken(env, runB.id)).toBe(1);
  });

  it("never oversell any date when make-up seats and new bookings race (distinct visitors)", async () => {
    const SEATS = 6;
    const title = `6 Abende Gegenwartsfreude (Ansturm ${crypto.randomUUID().slice(0, 4)})`;
    const runA = await insertCourse(weekly("2099-09-01", 6), { title, max_attendees: 40 });
    const runB = await insertCourse(weekly("2099-09-03", 6), { title, max_attendees: SEATS });
    for (let i = 0; i < 3; i++) await insertBooking(runB.id, `Teilnehmerin B${i}`);
    // Twelve participants of run A will miss the third evening.
    const tokens: string[] = [];
    for (let i = 0; i < 12; i++) {
      const { id } = await insertBooking(runA.id, `Teilnehmerin A${i}`);
      expect(await tellMissedDate(env, id, 2)).toEqual({ ok: true });
      tokens.push(await signToken(env, "booking", id));
    }
    // At the same moment: the twelve take the make-up seat (each from her own address, on "Meine
    // Buchung"), and eight new visitors book run B.
    const [makeups, bookings] = await Promise.all([
      Promise.all(
        tokens.map((token) => post(`/buchung/${token}`, { intent: "makeup", position: "2", target: runB.id })),
      ),
      Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          createBooking(env, runB.id, {
            full_name: `Neue ${i}`,
            email: `neu${i}-${crypto.randomUUID().slice(0, 4)}@example.de`,
            phone: "",
            num_tickets: 1,
          }),
        ),
      ),
    ]);
    const perDate = await occupancy(runB.id, 6);
    // No date of run B holds more than its seats, and the busiest date is exactly full.
    expect(Math.max(...perDate)).toBe(SEATS);
    for (const taken of perDate) expect(taken).toBeLessThanOrEqual(SEATS);
    const tookMakeup = makeups.filter((status) => status === 200).length;
    const booked = bookings.filter((result) => result.ok).length;
    expect(3 + booked + tookMakeup).toBe(SEATS);
    expect(makeups.every((status) => status === 200 || status === 409)).toBe(true);
    // Each make-up seat at most once per participant and date.
    const rows = await env.DB.prepare(
      `SELECT booking_id, position, COUNT(*) AS n FROM course_makeups GROUP BY 1, 2 HAVING n > 1`,
    ).all();
    expect(rows.results).toHaveLength(0);
  });
});

describe("the Teilnahmebescheinigung", () => {
  it("lists exactly the dates recorded present, and only once the course is over", async () => {
    const dates = weekly("2020-03-03", 4);
    const event = await insertCourse(dates);
    const { id } = await insertBooking(event.id, "Hanna Roth");
    const token = await signToken(env, "booking", id);
    // Nothing recorded: no certificate.
    expect(await certificateOfToken(env, token, "de")).toBeNull();
    const record = (dateId: string, status: "present" | "absent") =>
      getDb(env)
        .insert(schema.courseAttendance)
        .values({ booking_id: id, date_id: dateId, status, recorded_by: "coach" });
    await record(dates[0]!.id, "present");
    await record(dates[1]!.id, "absent");
    await record(dates[3]!.id, "present");
    const certificate = await certificateOfToken(env, token, "de");
    expect(certificate?.attended.map((d) => d.id)).toEqual([dates[0]!.id, dates[3]!.id]);
    expect(certificate?.total).toBe(4);
    const pdf = new TextDecoder("latin1").decode(certificatePdf(certificate!));
    expect(pdf.startsWith("%PDF-1.4")).toBe(true);
    // The writer puts texts as hex strings of their WinAnsi bytes.
    const hex = (text: string) => [...text].map((c) => c.charCodeAt(0).toString(16).padStart(2, "0")).join("");
    expect(pdf).toContain(hex("Teilnahmebescheinigung"));
    expect(pdf).toContain(hex("Anwesend an 2 von 4 Terminen"));
    expect(pdf).toContain(hex("Johanna Lindner"));
    expect(pdf).toContain(hex("Hanna Roth"));
    const english = await certificateOfToken(env, token, "en");
    expect(new TextDecoder("latin1").decode(certificatePdf(english!))).toContain(hex("Certificate of Attendance"));
    // A course still running has none.
    const running = await insertCourse(weekly("2099-03-03", 3));
    const booked = await insertBooking(running.id, "Hanna Roth");
    await getDb(env).insert(schema.courseAttendance).values({
      booking_id: booked.id,
      date_id: running.course_dates![0]!.id,
      status: "present",
      recorded_by: "coach",
    });
    expect(await certificateOfToken(env, await signToken(env, "booking", booked.id), "de")).toBeNull();
  });
});

describe("a course's reminders", () => {
  it("go before each date, once per date however often the cron runs, each about its own date", async () => {
    // 19:00 in Berlin (winter time) is 18:00 UTC; the reminder goes within the 48 hours before.
    const dates = weekly("2099-01-13", 3);
    const event = await insertCourse(dates);
    const booking = await insertBooking(event.id, "Lena Winter");
    const startOf = (i: number) => new Date(`${dates[i]!.event_date}T18:00:00Z`).getTime();
    const reminders = () =>
      env.DB.prepare(
        "SELECT dedupe_key, subject FROM mail_outbox WHERE kind = 'booking-reminder' AND dedupe_key LIKE ?",
      )
        .bind(`%${booking.id}%`)
        .all<{ dedupe_key: string; subject: string }>()
        .then((result) => result.results);

    expect(await queueReminders(env, new Date(startOf(0) - 49 * HOUR))).toBe(0);
    expect(await queueReminders(env, new Date(startOf(0) - 47 * HOUR))).toBe(1);
    expect(await queueReminders(env, new Date(startOf(0) - 46 * HOUR))).toBe(0);
    // A week on, the course has begun (its first date is past): the second date is reminded of.
    expect(await queueReminders(env, new Date(startOf(1) - 47 * HOUR))).toBe(1);
    expect(await queueReminders(env, new Date(startOf(1) - 47 * HOUR))).toBe(0);
    expect(await queueReminders(env, new Date(startOf(2) - 2 * HOUR))).toBe(1);
    expect(await queueReminders(env, new Date(startOf(2) + HOUR))).toBe(0);

    const sent = await reminders();
    expect(sent.map((mail) => mail.dedupe_key).sort()).toEqual(
      dates.map((date) => `booking-reminder:${booking.id}:${date.id}`).sort(),
    );
    expect(sent.map((mail) => mail.subject).sort()).toEqual([
      `Erinnerung: ${event.title} (1/3) am Dienstag, 13. Januar 2099`,
      `Erinnerung: ${event.title} (2/3) am Dienstag, 20. Januar 2099`,
      `Erinnerung: ${event.title} (3/3) am Dienstag, 27. Januar 2099`,
    ]);
  });
});

describe("a course edited in the event dialog", () => {
  it("moves its first date with the event's own date, time and place, keeping the date's id", async () => {
    const dates = weekly("2099-05-05", 3);
    const course = await insertCourse(dates);
    const single = await insertEvent({ event_date: "2099-05-05" });
    const saved = await saveEventFields(env, course.id, {
      event_date: "2099-05-04",
      start_time: "18:30",
      location: "Online (Zoom)",
    });
    expect(saved.ok).toBe(true);
    expect((await saveEventFields(env, single.id, { event_date: "2099-05-06" })).ok).toBe(true);
    const read = async (id: string) =>
      (await getDb(env).select().from(schema.events).where(eq(schema.events.id, id)))[0]!;
    const after = (await read(course.id)).course_dates!;
    expect(after[0]).toEqual({
      ...dates[0],
      event_date: "2099-05-04",
      start_time: "18:30",
      location: "Online (Zoom)",
    });
    expect(after.slice(1)).toEqual(dates.slice(1));
    expect((await read(single.id)).course_dates).toBeNull();
  });
});
