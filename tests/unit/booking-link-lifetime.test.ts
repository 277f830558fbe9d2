import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { RouterContextProvider } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { createBooking } from "../../app/features/core/booking/booking.server";
import {
  BOOKING_LINK_POLICY,
  bookingLinkState,
  freshBookingLink,
} from "../../app/features/core/booking/booking-link.server";
import { managedBookingInvoice } from "../../app/features/core/booking/manage.server";
import { withdrawalPrefill } from "../../app/features/core/booking/withdrawal.server";
import { cloudflareContext } from "../../app/lib/context";
import { signToken } from "../../app/lib/signed-token.server";
import { addDays, berlinToday } from "../../app/lib/today";
import * as manage from "../../app/routes/buchung.$token";
import { get, post, run } from "./admin-helpers";
import { atWindowStart } from "./clock";
import { BOOKINGS, insertEvent } from "./booking-fixtures";

/**
 * "Meine Buchung" links stop working a while after the booking is over, and the visitor asks for a
 * fresh one with her address (issue 54, decision 0213): same answer for every address, rate-limited.
 */
type Fn = (args: { request: Request; context: RouterContextProvider; params: Record<string, string> }) => unknown;

function contextWithCtx() {
  const ctx = createExecutionContext();
  const context = new RouterContextProvider();
  context.set(cloudflareContext, { env, ctx, nonce: "test", formKey: crypto.randomUUID() });
  return { context, ctx };
}

async function call(fn: unknown, request: Request, token: string) {
  const { context, ctx } = contextWithCtx();
  const outcome = await run(() => (fn as Fn)({ request, context, params: { token } }));
  await waitOnExecutionContext(ctx);
  return outcome;
}

async function bookingOn(day: string, email = `lena-${crypto.randomUUID()}@example.de`) {
  const event = await insertEvent();
  const booking = await createBooking(env, event.id, { full_name: "Lena Link", email, phone: "", num_tickets: 1 });
  if (!booking.ok) throw new Error(booking.reason);
  // The event took place on `day` (the booking was made before it).
  await env.DB.prepare("UPDATE klarsinn_events SET event_date = ? WHERE id = ?").bind(day, event.id).run();
  return { id: booking.bookingId, email, token: await signToken(env, "booking", booking.bookingId) };
}

const today = () => berlinToday(new Date());
const linkMails = async (to: string) =>
  (
    await env.DB.prepare("SELECT payload FROM mail_outbox WHERE kind = 'booking-links' AND recipient = ?")
      .bind(to)
      .all<{ payload: string }>()
  ).results;

beforeEach(async () => {
  await env.DB.batch([
    env.DB.prepare("DELETE FROM mail_outbox"),
    env.DB.prepare(`DELETE FROM ${BOOKINGS}`),
    env.DB.prepare("DELETE FROM rate_limits"),
  ]);
});

describe("the lifetime of a Meine Buchung link", () => {
  it("opens a booking up to the grace period after its day, and not a day later", async () => {
    const inTime = await bookingOn(addDays(today(), -BOOKING_LINK_POLICY.graceDays));
    expect((await call(manage.loader, get(`/buchung/${inTime.token}`), inTime.token)).status).toBe(200);

    const over = await bookingOn(addDays(today(), -BOOKING_LINK_POLICY.graceDays - 1));
    const page = await call(manage.loader, get(`/buchung/${over.token}`), over.token);
    expect(page.status).toBe(410);
    expect(page.body).toMatchObject({ booking: null, linkExpired: true });
    expect(await bookingLinkState(env, over.token)).toEqual({ state: "expired" });
    // Nothing it opened before opens now: cancelling, the withdrawal form's prefill, an invoice.
    const cancel = await call(manage.action, post(`/buchung/${over.token}`, { intent: "cancel" }), over.token);
    expect(cancel.status).toBe(404);
    expect(await withdrawalPrefill(env, over.token)).toBeNull();
    expect(await managedBookingInvoice(env, over.token, "RE-2026-0001")).toBeNull();
    const row = await env.DB.prepare(`SELECT status FROM ${BOOKINGS} WHERE id = ?`).bind(over.id).first();
    expect(row).toEqual({ status: "pending" });
  });

  it("counts a course's grace period from its last date, so the link works through the course (issue 55)", async () => {
    const { id, token } = await bookingOn(addDays(today(), -60));
    const date = (day: string) => ({
      id: crypto.randomUUID(),
      event_date: day,
      start_time: "19:00",
      end_time: "21:00",
      location: "Studio",
      online: false,
    });
    const setLast = (last: string) =>
      env.DB.prepare(
        "UPDATE klarsinn_events SET course_dates = ? WHERE id = (SELECT event_id FROM klarsinn_booking WHERE id = ?)",
      )
        .bind(JSON.stringify([date(addDays(today(), -60)), date(last)]), id)
        .run();
    // First date 60 days ago: a one-date event would be closed; its last date decides.
    await setLast(addDays(today(), -BOOKING_LINK_POLICY.graceDays));
    expect((await bookingLinkState(env, token)).state).toBe("open");
    await setLast(addDays(today(), -BOOKING_LINK_POLICY.graceDays - 1));
    expect((await bookingLinkState(env, token)).state).toBe("expired");
  });

  it("tells a forged link (404) from an expired one (410), and keeps future bookings open", async () => {
    const future = await bookingOn("2099-06-12");
    expect((await call(manage.loader, get(`/buchung/x`), future.token)).status).toBe(200);
    const forged = future.token.slice(0, -2) + "xx";
    const page = await call(manage.loader, get(`/buchung/x`), forged);
    expect(page.status).toBe(404);
    expect(page.body).toMatchObject({ linkExpired: false });
  });

  it("opens an old booking with a fresh link for its lifetime, then no more", async () => {
    const over = await bookingOn(addDays(today(), -200));
    const url = await freshBookingLink(env, over.id, "de");
    const token = new URL(url).pathname.split("/").pop()!;
    expect((await call(manage.loader, get(`/buchung/x`), token)).status).toBe(200);
    const later = new Date(Date.now() + (BOOKING_LINK_POLICY.freshLinkDays * 24 + 1) * 60 * 60 * 1000);
    expect(await bookingLinkState(env, token, later)).toEqual({ state: "expired" });
  });
});

describe("Neuen Link anfordern", () => {
  const ask = (token: string, email: string, ip = "203.0.113.7") =>
    call(
      manage.action,
      post(`/buchung/${token}`, { intent: "new-link", email }, undefined, { "CF-Connecting-IP": ip }),
      token,
    );

  it("answers a known and an unknown address alike; only the known one gets fresh links that work", async () => {
    const over = await bookingOn(addDays(today(), -60));
    const known = await ask(over.token, over.email.toUpperCase());
    const unknown = await ask(over.token, "niemand@example.de", "203.0.113.8");
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(known.status);
    expect(known.body).toEqual(unknown.body);
    expect(known.body).toEqual({ ok: true, intent: "new-link" });

    expect(await linkMails("niemand@example.de")).toHaveLength(0);
    const [mail] = await linkMails(over.email);
    expect(mail).toBeDefined();
    const text = (JSON.parse(mail!.payload) as { text: string }).text;
    const link = text.match(/https?:\/\/\S+\/buchung\/\S+/)?.[0];
    expect(link).toBeDefined();
    const token = new URL(link!).pathname.split("/").pop()!;
    expect((await call(manage.loader, get(`/buchung/x`), token)).status).toBe(200);
  });

  it("works from a broken link too, and sends one address at most three a day", async () => {
    const over = await bookingOn(addDays(today(), -60));
    for (let i = 0; i < 5; i++) {
      const answer = await ask("kaputt", over.email, `198.51.100.${i + 1}`);
      expect(answer.body).toEqual({ ok: true, intent: "new-link" });
    }
    expect(await linkMails(over.email)).toHaveLength(3);
  });

  it("refuses a bad address with a German message and a 400, and limits one client", async () => {
    const bad = await ask("kaputt", "keine-adresse");
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ ok: false, text: expect.stringContaining("E-Mail-Adresse") });
    const answers = await atWindowStart(async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) statuses.push((await ask("kaputt", `a${i}@example.de`, "192.0.2.55")).status);
      return statuses;
    });
    expect(answers.slice(0, 4)).toEqual([200, 200, 200, 200]);
    expect(answers.at(-1)).toBe(429);
  });
});
