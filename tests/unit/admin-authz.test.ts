import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import * as bookings from "../../app/routes/admin/bookings";
import * as bookingsCsv from "../../app/routes/admin/bookings[.]csv";
import * as contacts from "../../app/routes/admin/contact-submissions";
import * as dashboard from "../../app/routes/admin/dashboard";
import * as emails from "../../app/routes/admin/emails";
import * as events from "../../app/routes/admin/events";
import * as index from "../../app/routes/admin/index";
import * as journal from "../../app/routes/admin/mindset-journal";
import * as layout from "../../app/routes/admin/layout";
import * as newsletter from "../../app/routes/admin/newsletter-subscriptions";
import * as newsletterCsv from "../../app/routes/admin/newsletter-subscriptions[.]csv";
import * as campaigns from "../../app/routes/admin/newsletter-campaigns";
import * as secondFactor from "../../app/routes/admin/zwei-faktor";
import * as profiles from "../../app/routes/admin/profiles";
import * as auditLog from "../../app/routes/admin/audit";
import * as waitlist from "../../app/routes/admin/waitlist";
import * as webContent from "../../app/routes/admin/web-content";
import * as invoiceDownload from "../../app/routes/admin/rechnungen.$number";
import * as participants from "../../app/routes/admin/events.$id.teilnehmer";
import * as statement from "../../app/routes/admin/zahlungsabgleich";
import * as calendar from "../../app/routes/admin/kalender";
import * as sessions from "../../app/routes/admin/termine";
import * as availability from "../../app/routes/admin/verfuegbarkeit";
import * as images from "../../app/routes/admin/bilder";
import {
  callRoute,
  createProfile,
  get,
  post,
  routerContext,
  run,
  seed,
  sessionCookie,
  snapshot,
} from "./admin-helpers";

const call = (fn: unknown, request: Request) => callRoute(fn, request);

const first = async (table: string, where = "1=1") =>
  (await env.DB.prepare(`SELECT id FROM ${table} WHERE ${where} ORDER BY rowid LIMIT 1`).first<{ id: string }>())!.id;

const pages: [string, string, unknown][] = [
  ["layout", "/admin/dashboard", layout.loader],
  ["index", "/admin", index.loader],
  ["dashboard", "/admin/dashboard", dashboard.loader],
  ["profiles", "/admin/profiles", profiles.loader],
  ["contact-submissions", "/admin/contact-submissions", contacts.loader],
  ["newsletter-subscriptions", "/admin/newsletter-subscriptions", newsletter.loader],
  ["events", "/admin/events", events.loader],
  ["bookings", "/admin/bookings", bookings.loader],
  ["bookings.csv", "/admin/bookings.csv", bookingsCsv.loader],
  ["web-content", "/admin/web-content", webContent.loader],
  ["mindset-journal", "/admin/mindset-journal", journal.loader],
  ["emails", "/admin/emails", emails.loader],
  ["waitlist", "/admin/waitlist", waitlist.loader],
  ["audit", "/admin/audit", auditLog.loader],
  ["newsletter-subscriptions.csv", "/admin/newsletter-subscriptions.csv", newsletterCsv.loader],
  ["newsletter-campaigns", "/admin/newsletter-campaigns", campaigns.loader],
  ["zwei-faktor", "/admin/zwei-faktor", secondFactor.loader],
  ["zahlungsabgleich", "/admin/zahlungsabgleich", statement.loader],
  ["kalender", "/admin/kalender", calendar.loader],
  ["termine", "/admin/termine", sessions.loader],
  ["verfuegbarkeit", "/admin/verfuegbarkeit", availability.loader],
  ["bilder", "/admin/bilder", images.loader],
];

let adminCookie = "";
let userCookie = "";
const users = () => ({ anonymous: undefined, "non-admin": userCookie });

beforeAll(async () => {
  await seed();
  adminCookie = await sessionCookie(await createProfile("matrix-admin@example.de", true));
  userCookie = await sessionCookie(await createProfile("matrix-user@example.de", false));
});

describe("every admin page", () => {
  for (const [name, path, loader] of pages) {
    it(`${name}: anonymous and non-admin are sent to the login, the admin gets the page`, async () => {
      for (const [who, cookie] of Object.entries(users())) {
        const outcome = await call(loader, get(path, cookie));
        expect(outcome.status, `${name} as ${who}`).toBe(302);
        expect(outcome.location, `${name} as ${who}`).toBe("/admin/login");
      }
      const admin = await call(loader, get(path, adminCookie));
      if (name === "index") {
        expect(admin.location).toBe("/admin/dashboard");
      } else {
        expect(admin.status, name).toBe(200);
        expect(admin.location).toBeNull();
      }
    });
  }

  it("the layout middleware guards too and marks responses no-store and noindex", async () => {
    const middleware = layout.middleware[0]!;
    const next = async () => new Response("ok");
    const anonymous = await run(() =>
      middleware(
        { request: get("/admin/profiles"), context: routerContext(), params: {}, pattern: "" } as never,
        next as never,
      ),
    );
    expect(anonymous.status).toBe(302);
    const refused = await run(() =>
      middleware(
        {
          request: post("/admin/profiles", { intent: "delete", id: "x" }, userCookie),
          context: routerContext(),
          params: {},
          pattern: "",
        } as never,
        next as never,
      ),
    );
    expect(refused.status).toBe(403);
    const admin = await run(() =>
      middleware(
        { request: get("/admin/profiles", adminCookie), context: routerContext(), params: {}, pattern: "" } as never,
        next as never,
      ),
    );
    expect(admin.status).toBe(200);
    expect(admin.headers.get("Cache-Control")).toBe("no-store");
    expect(admin.headers.get("X-Robots-Tag")).toContain("noindex");
  });
});

describe("invoice downloads in the back office", () => {
  it("anonymous and non-admin are sent to the login; the admin gets a 404 for an unknown number", async () => {
    const download = (cookie?: string) =>
      callRoute(invoiceDownload.loader, get("/admin/rechnungen/2026-0001", cookie), {
        params: { number: "2026-0001" },
      });
    for (const [who, cookie] of Object.entries(users())) {
      expect((await download(cookie)).location, who).toBe("/admin/login");
    }
    expect((await download(adminCookie)).status).toBe(404);
  });
});

describe("an event's participant list", () => {
  it("anonymous and non-admin are sent to the login; the admin gets the list, or a 404 for an unknown event", async () => {
    const eventId = await first("klarsinn_events");
    const list = (id: string, cookie?: string) =>
      callRoute(participants.loader, get(`/admin/events/${id}/teilnehmer`, cookie), { params: { id } });
    for (const [who, cookie] of Object.entries(users())) {
      expect((await list(eventId, cookie)).location, who).toBe("/admin/login");
    }
    const admin = await list(eventId, adminCookie);
    expect(admin.status).toBe(200);
    expect((admin.body as { list: { event: { id: string } } }).list.event.id).toBe(eventId);
    const unknown = await list(crypto.randomUUID(), adminCookie);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ list: null });
    // Its message is audited under the page's name, with the event as the record.
    const sent = await callRoute(
      participants.action,
      post(
        `/admin/events/${eventId}/teilnehmer`,
        { intent: "message", id: eventId, message_id: crypto.randomUUID(), subject: "Raum 2", body: "Bis bald." },
        adminCookie,
      ),
      { params: { id: eventId } },
    );
    expect(sent.status).toBe(200);
    const audited = await env.DB.prepare(
      "SELECT action, target_table, target_id, outcome FROM audit_log WHERE target_id = ? ORDER BY rowid DESC LIMIT 1",
    )
      .bind(eventId)
      .first();
    expect(audited).toEqual({
      action: "events/teilnehmer message",
      target_table: "events/teilnehmer",
      target_id: eventId,
      outcome: "ok",
    });
  });
});

describe("every admin action", () => {
  // One real, state-changing request per action; the admin's must succeed, the others must change nothing.
  const actions = async (): Promise<[string, string, unknown, Record<string, string>, () => Promise<boolean>][]> => {
    const contact = await first("contact_submissions", "is_read = 0");
    const subscription = await first("newsletter_subscriptions");
    const eventWithoutBookings = await first("klarsinn_events", "id NOT IN (SELECT event_id FROM klarsinn_booking)");
    const booking = await first("klarsinn_booking", "status = 'pending'");
    // A leftover no page reads: texts the site needs are never deleted (decision 0172).
    const content = crypto.randomUUID();
    await env.DB.prepare(
      "INSERT INTO web_content (id, page, section, content_key, content_de, content_en) VALUES (?, 'home', 'alt', ?, 'Alt', 'Old')",
    )
      .bind(content, `rest-${content}`)
      .run();
    const entry = await first("mindset_journal");
    const victim = await createProfile(`opfer-${crypto.randomUUID()}@example.de`, false);
    const failedMail = crypto.randomUUID();
    await env.DB.prepare(
      "INSERT INTO mail_outbox (id, dedupe_key, kind, recipient, subject, payload, status, last_error) VALUES (?, ?, 'contact-notification', 'hallo@example.de', 'Test', ?, 'failed', 'mailbox unavailable')",
    )
      .bind(
        failedMail,
        `authz-${failedMail}`,
        JSON.stringify({ to: "hallo@example.de", subject: "Test", text: "Hallo", html: "" }),
      )
      .run();
    const waiting = crypto.randomUUID();
    await env.DB.prepare(
      "INSERT INTO klarsinn_waitlist (id, event_id, full_name, email, num_tickets, consent_text) VALUES (?, ?, 'Wanda Warte', ?, 1, 'Einwilligung')",
    )
      .bind(waiting, await first("klarsinn_events"), `warte-${waiting}@example.de`)
      .run();
    // Confirmed bookings that owe 89 EUR: one for the statement match, one paid in cash at the door.
    const owingBooking = async (name: string) => {
      const id = crypto.randomUUID();
      await env.DB.prepare(
        "INSERT INTO klarsinn_booking (id, event_id, full_name, email, num_tickets, total_price, total_cents, currency, status) VALUES (?, ?, ?, ?, 1, 89, 8900, 'EUR', 'confirmed')",
      )
        .bind(id, await first("klarsinn_events"), name, `zahlt-${id}@example.de`)
        .run();
      return id;
    };
    const owing = await owingBooking("Paula Zahl");
    const paidAtTheDoor = await owingBooking("Bruno Bar");
    const messageId = crypto.randomUUID();
    const messagedEvent = await first("klarsinn_events");
    const exists = (table: string, id: string) => async () =>
      (await env.DB.prepare(`SELECT 1 AS x FROM ${table} WHERE id = ?`).bind(id).first()) === null;
    return [
      [
        "profiles create",
        "/admin/profiles",
        profiles.action,
        { intent: "create", email: "neu@example.de" },
        async () => (await env.DB.prepare("SELECT 1 FROM profiles WHERE email = 'neu@example.de'").first()) !== null,
      ],
      [
        "profiles delete",
        "/admin/profiles",
        profiles.action,
        { intent: "delete", id: victim },
        exists("profiles", victim),
      ],
      [
        "contact markRead",
        "/admin/contact-submissions",
        contacts.action,
        { intent: "markRead", id: contact },
        async () =>
          (
            await env.DB.prepare("SELECT is_read FROM contact_submissions WHERE id = ?")
              .bind(contact)
              .first<{ is_read: number }>()
          )?.is_read === 1,
      ],
      [
        "newsletter delete",
        "/admin/newsletter-subscriptions",
        newsletter.action,
        { intent: "delete", id: subscription },
        exists("newsletter_subscriptions", subscription),
      ],
      [
        "events delete",
        "/admin/events",
        events.action,
        { intent: "delete", id: eventWithoutBookings },
        exists("klarsinn_events", eventWithoutBookings),
      ],
      [
        "participants message",
        `/admin/events/${messagedEvent}/teilnehmer`,
        participants.action,
        { intent: "message", id: messagedEvent, message_id: messageId, subject: "Raumänderung", body: "Raum 2." },
        async () =>
          // instr, not LIKE: D1 refuses a LIKE pattern over 50 bytes, and this one is 51.
          (await env.DB.prepare("SELECT 1 FROM mail_outbox WHERE instr(dedupe_key, ?) = 1")
            .bind(`event-message:${messageId}:`)
            .first()) !== null,
      ],
      [
        "participants pay",
        `/admin/events/${messagedEvent}/teilnehmer`,
        participants.action,
        { intent: "pay", id: paidAtTheDoor, method: "cash", paid_on: "2026-11-26", amount: "" },
        async () =>
          (
            await env.DB.prepare("SELECT SUM(amount_cents) AS paid FROM klarsinn_payment WHERE booking_id = ?")
              .bind(paidAtTheDoor)
              .first<{ paid: number | null }>()
          )?.paid === 8900,
      ],
      [
        "bookings confirm",
        "/admin/bookings",
        bookings.action,
        { intent: "confirm", id: booking },
        async () =>
          (
            await env.DB.prepare("SELECT status FROM klarsinn_booking WHERE id = ?")
              .bind(booking)
              .first<{ status: string }>()
          )?.status === "confirmed",
      ],
      [
        "web-content delete",
        "/admin/web-content",
        webContent.action,
        { intent: "delete", id: content },
        exists("web_content", content),
      ],
      [
        "emails resend",
        "/admin/emails",
        emails.action,
        { intent: "resend", id: failedMail },
        async () =>
          (
            await env.DB.prepare("SELECT status FROM mail_outbox WHERE id = ?")
              .bind(failedMail)
              .first<{ status: string }>()
          )?.status === "queued",
      ],
      [
        "waitlist remove",
        "/admin/waitlist",
        waitlist.action,
        { intent: "delete", id: waiting },
        async () =>
          (
            await env.DB.prepare("SELECT status FROM klarsinn_waitlist WHERE id = ?")
              .bind(waiting)
              .first<{ status: string }>()
          )?.status === "removed",
      ],
      [
        // Every administrator has a second factor now (decision 0225): the page's change is new recovery codes.
        "new recovery codes",
        "/admin/zwei-faktor",
        secondFactor.action,
        { intent: "renew", current_password: "richtig-123" },
        async () => (await env.DB.prepare("SELECT 1 FROM recovery_codes").first()) !== null,
      ],
      [
        "newsletter campaign create",
        "/admin/newsletter-campaigns",
        campaigns.action,
        { intent: "create", subject: "Matrix-Betreff", body: "Text" },
        async () =>
          (await env.DB.prepare("SELECT 1 FROM newsletter_campaigns WHERE subject = 'Matrix-Betreff'").first()) !==
          null,
      ],
      [
        "statement confirm",
        "/admin/zahlungsabgleich",
        statement.action,
        { intent: "confirm", match: `${owing}|8900|2026-11-20|2` },
        async () =>
          (await env.DB.prepare("SELECT 1 FROM klarsinn_payment WHERE booking_id = ?").bind(owing).first()) !== null,
      ],
      [
        "calendar link renew",
        "/admin/kalender",
        calendar.action,
        { intent: "renew", id: "1" },
        async () =>
          (
            await env.DB.prepare("SELECT out_token_hash FROM klarsinn_calendar_feed").first<{
              out_token_hash: string | null;
            }>()
          )?.out_token_hash != null,
      ],
      [
        "weekly hours save",
        "/admin/verfuegbarkeit",
        availability.action,
        { intent: "saveWeek", w7_0_start: "06:00", w7_0_end: "07:00", w7_0_online: "on" },
        async () =>
          (await env.DB.prepare(
            "SELECT 1 FROM availability_ranges WHERE weekday = 7 AND start_time = '06:00'",
          ).first()) !== null,
      ],
      [
        "journal delete",
        "/admin/mindset-journal",
        journal.action,
        { intent: "delete", id: entry },
        exists("mindset_journal", entry),
      ],
    ];
  };

  it("answer 401 without a session and 403 for a non-admin, change nothing, and work for the admin", async () => {
    for (const [name, path, action, form, changed] of await actions()) {
      const before = await snapshot();
      const anonymous = await call(action, post(path, form));
      expect(anonymous.status, `${name} anonymous`).toBe(401);
      const nonAdmin = await call(action, post(path, form, userCookie));
      expect(nonAdmin.status, `${name} non-admin`).toBe(403);
      expect(await snapshot(), `${name}: refused requests change nothing`).toBe(before);

      const admin = await call(action, post(path, form, adminCookie));
      expect(admin.status, `${name} admin: ${JSON.stringify(admin.body)}`).toBe(200);
      expect(await changed(), `${name}: the admin's request took effect`).toBe(true);
    }
  });
});
