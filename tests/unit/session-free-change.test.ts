import { env } from "cloudflare:test";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { loadManagedBooking } from "../../app/features/core/booking/manage.server";
import { cancellationQuote, sessionMoveDeadline } from "../../app/features/core/booking/policy";
import { bookingWithEvent } from "../../app/features/core/invoices/invoices.server";
import { createSessionBooking } from "../../app/features/products/sessions/booking.server";
import { loadScheduler } from "../../app/features/products/sessions/loader.server";
import { schedulerView } from "../../app/features/products/sessions/page.server";
import { signToken } from "../../app/lib/signed-token.server";
import { seedAppointmentTypeId, seedStatements } from "../../db/seed-data";
import { oneToOneFields } from "./booking-fixtures";

/*
 * The 1:1 free-change window as the coach's setting per appointment type (issue 51, decision 0208):
 * copied onto the session when it is booked, and read by the free cancellation, the move, Meine
 * Buchung, the scheduler's form and the e-mails; a later change leaves booked sessions as agreed.
 */

const COACHING_60 = seedAppointmentTypeId(2);
const HOUR = 60 * 60 * 1000;
const now = new Date();
let counter = 0;

const setHours = (hours: number) =>
  env.DB.prepare("UPDATE appointment_types SET free_change_hours = ? WHERE id = ?").bind(hours, COACHING_60).run();

async function book() {
  const { days } = await loadScheduler(env, COACHING_60, now);
  const slot = days.slice(3 + counter).find((day) => day.slots.some((s) => s.places.includes("online")))!.slots[0]!;
  counter++;
  const booked = await createSessionBooking(
    env,
    { typeId: COACHING_60, startMs: slot.startMs, place: "online" },
    { ...oneToOneFields, full_name: "Frieda Frist", email: `frist-${counter}@example.de` },
    now,
  );
  if (!booked.ok) throw new Error(`booking refused: ${booked.reason}`);
  return { ...booked, startMs: slot.startMs };
}

beforeAll(async () => {
  await env.DB.batch(seedStatements(new Date()).map((sql) => env.DB.prepare(sql)));
});
beforeEach(() => {
  vi.spyOn(console, "log").mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe("the free-change window per appointment type", () => {
  it("starts at the spec's 48 hours", async () => {
    const type = await env.DB.prepare("SELECT free_change_hours FROM appointment_types WHERE id = ?")
      .bind(COACHING_60)
      .first<{ free_change_hours: number }>();
    expect(type?.free_change_hours).toBe(48);
  });

  it("is copied onto the session, and the cancellation, the move and Meine Buchung read it", async () => {
    await setHours(24);
    const booked = await book();
    const row = await bookingWithEvent(env, booked.bookingId);
    expect(row?.event.free_change_hours).toBe(24);
    const event = row!.event;
    // Free until 24 hours before the start, not 48.
    const at = (hoursBefore: number) => new Date(booked.startMs - hoursBefore * HOUR);
    expect(cancellationQuote(event, 14000, at(30)).kind).toBe("free");
    expect(cancellationQuote(event, 14000, at(23)).kind).toBe("fee");
    expect(sessionMoveDeadline(event, at(30))?.getTime()).toBe(booked.startMs - 24 * HOUR);
    expect(sessionMoveDeadline(event, at(23))).toBeNull();
    const managed = await loadManagedBooking(env, await signToken(env, "booking", booked.bookingId), now);
    expect(managed?.cancellationTerms.hours).toBe(24);
    // The e-mail's AGB note names the session's own hours.
    const mail = await env.DB.prepare("SELECT payload FROM mail_outbox WHERE ref_id = ? ORDER BY created_at LIMIT 1")
      .bind(booked.bookingId)
      .first<{ payload: string }>();
    expect(mail?.payload).toContain("Bis 24 Stunden vor dem Termin");
  });

  it("a later change of the setting leaves a booked session as agreed; the scheduler's form names the new one", async () => {
    await setHours(72);
    const booked = await book();
    await setHours(12);
    const row = await bookingWithEvent(env, booked.bookingId);
    expect(row?.event.free_change_hours).toBe(72);
    const view = await schedulerView(env, new URL(`http://klarsinn.test/termin?art=${COACHING_60}`), now);
    expect(view.type?.freeChangeHours).toBe(12);
    await setHours(48);
  });

  it("the database refuses a window outside 0 to 336 hours", async () => {
    await expect(setHours(337)).rejects.toThrow();
    await expect(setHours(-1)).rejects.toThrow();
  });
});
