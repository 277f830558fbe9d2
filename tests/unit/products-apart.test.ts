import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { brand } from "../../app/config/brand";
import { loadBookingsPage, loadWaitlistPage } from "../../app/features/compositions/admin/bookings.server";
import { eventOptions } from "../../app/features/products/events/event.server";
import { EVENT_TARGET_PREFIX } from "../../app/features/core/payments/discount-code-form";
import { eventsExist, eventsForCodes } from "../../app/features/core/payments/discount-codes.server";
import { adminMessages } from "../../app/lib/messages.admin";
import * as rabattcodes from "../../app/routes/admin/rabattcodes";
import { callRoute, createProfile, post, sessionCookie } from "./admin-helpers";
import { insertEvent } from "./booking-fixtures";

/**
 * Issue 56: a 1:1 session's and a package's rows live in the events table (kind "session" and
 * "package", decisions 0149/0150) but are no Veranstaltung. The back office's event filters and the
 * discount codes' targets list only kind "event", and the server refuses any other row as a target.
 */
const CODES = `${brand.short}_discount_code`;
let workshop = "";
let session = "";
let pack = "";
let admin = "";

beforeAll(async () => {
  workshop = (await insertEvent({ title: "Werkstatt: Klarheit im Alltag" })).id;
  session = (await insertEvent({ title: "Coaching-Sitzung (1:1)", kind: "session", slug: null })).id;
  pack = (await insertEvent({ title: "Paket: Fünf Sitzungen", kind: "package", slug: null })).id;
  admin = await sessionCookie(await createProfile("codes.admin@example.de", true));
});

const ids = (rows: { id: string }[]) => rows.map((row) => row.id);

describe("products kept apart", () => {
  it("the bookings list's and the waiting list's event filters offer Veranstaltungen only", async () => {
    const options = ids(await eventOptions(env));
    expect(options).toContain(workshop);
    expect(options).not.toContain(session);
    expect(options).not.toContain(pack);
    const request = new Request("http://example.test/admin/bookings");
    for (const page of [await loadBookingsPage(request, env), await loadWaitlistPage(request, env)]) {
      expect(ids(page.events)).toContain(workshop);
      expect(ids(page.events)).not.toContain(session);
      expect(ids(page.events)).not.toContain(pack);
    }
  });

  it("a discount code's targets are Veranstaltungen only, in the list and on the server", async () => {
    const targets = ids(await eventsForCodes(env));
    expect(targets).toContain(workshop);
    expect(targets).not.toContain(session);
    expect(targets).not.toContain(pack);
    expect(await eventsExist(env, [workshop])).toBe(true);
    expect(await eventsExist(env, [workshop, session])).toBe(false);
    expect(await eventsExist(env, [pack])).toBe(false);
  });

  it("'Code anlegen' with a session or a package as target is refused beside the field and writes nothing", async () => {
    const form = (code: string, target: string) => ({
      intent: "create",
      code,
      kind: "percent",
      value: "10",
      valid_from: "",
      valid_until: "",
      max_uses: "",
      [`${EVENT_TARGET_PREFIX}${target}`]: "on",
    });
    for (const [code, target] of [
      ["NURSITZUNG", session],
      ["NURPAKET", pack],
    ] as const) {
      const answer = await callRoute(rabattcodes.action, post("/admin/rabattcodes", form(code, target), admin));
      expect(answer.status).toBe(422);
      expect(answer.body).toMatchObject({
        ok: false,
        fieldErrors: { scope: adminMessages.discountCodes.invalid.target },
      });
      const stored = await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${CODES} WHERE code = ?`)
        .bind(code)
        .first<{ n: number }>();
      expect(stored?.n).toBe(0);
    }
    // The same form with a Veranstaltung is taken: the refusal above is about the target alone.
    const taken = await callRoute(
      rabattcodes.action,
      post("/admin/rabattcodes", form("NURWERKSTATT", workshop), admin),
    );
    expect(taken.body).toMatchObject({ ok: true });
  });
});
