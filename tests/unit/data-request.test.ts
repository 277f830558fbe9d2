import { createExecutionContext, env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { MailContent } from "../../app/features/core/mail/types";
import {
  DATA_REQUEST_EMAIL_RATE_LIMIT,
  DATA_REQUEST_RATE_LIMIT,
  type ManageState,
} from "../../app/features/core/privacy/data-request.server";
import { ANONYMISED_NAME, purgeExpiredRecords, RETENTION } from "../../app/features/core/privacy/retention.server";
import { messages } from "../../app/lib/messages";
import { action as requestAction } from "../../app/routes/meine-daten";
import { action as exportAction } from "../../app/routes/meine-daten.export";
import { action as manageAction, loader as manageLoader } from "../../app/routes/meine-daten.verwalten";
import { post, snapshot } from "./admin-helpers";
import { createTestWorker } from "./app-harness";
import { atWindowStart } from "./clock";
import { insertEvent } from "./booking-fixtures";
import { clearFormTables, count, formPost, ORIGIN, routeArgs, settle, unwrap } from "./contact.fixtures";

const ME = "lena.brandt@example.de";
const OTHER = "jemand.anderes@example.de";

async function request(email: string) {
  const answer = unwrap<{ state: string; error?: string }>(
    await requestAction(routeArgs(formPost("/meine-daten", { email }))),
  );
  await settle();
  return answer;
}

/** The token of the newest data link mailed to `email`, read from the outbox like a mail client would. */
async function tokenFromMail(email: string): Promise<string> {
  const row = await env.DB.prepare(
    "SELECT payload FROM mail_outbox WHERE kind = 'data-request' AND recipient = ? ORDER BY created_at DESC, rowid DESC LIMIT 1",
  )
    .bind(email)
    .first<{ payload: string }>();
  const text = (JSON.parse(row?.payload ?? "{}") as MailContent).text ?? "";
  const match = text.match(new RegExp(`${ORIGIN}/meine-daten/verwalten\\?token=(\\S+)`));
  if (!match?.[1]) throw new Error(`no data link mailed to ${email}`);
  return decodeURIComponent(match[1]);
}

const open = async (token: string) =>
  unwrap<ManageState>(
    await manageLoader(routeArgs(new Request(`${ORIGIN}/meine-daten/verwalten?token=${encodeURIComponent(token)}`))),
  );
const erase = async (token: string, confirm = "yes") =>
  unwrap<ManageState>(
    await manageAction(routeArgs(formPost("/meine-daten/verwalten", { token, intent: "erase", confirm }))),
  );

let eventId = "";
async function seedPeople() {
  eventId = (await insertEvent({ title: "Mindset-Werkstatt" })).id;
  const statements = [
    [
      "INSERT INTO klarsinn_booking (id, event_id, full_name, email, phone, num_tickets, total_price, currency, status) VALUES ('my-booking', ?, 'Lena Brandt', 'Lena.Brandt@example.de', '+49 531 1', 2, 59.8, 'EUR', 'confirmed')",
      eventId,
    ],
    [
      "INSERT INTO klarsinn_booking (id, event_id, full_name, email, phone, num_tickets, total_price, currency, status) VALUES ('their-booking', ?, 'Jemand Anderes', ?, NULL, 1, 29.9, 'EUR', 'pending')",
      eventId,
      OTHER,
    ],
    [
      "INSERT INTO contact_submissions (id, name, email, message) VALUES ('my-request', 'Lena', ?, 'Hallo Johanna!')",
      ME,
    ],
    [
      "INSERT INTO contact_submissions (id, name, email, message) VALUES ('their-request', 'Jemand', ?, 'Guten Tag')",
      OTHER,
    ],
    [
      "INSERT INTO newsletter_subscriptions (id, email, status, on_page) VALUES ('my-sub', ?, 'confirmed', 'klarsinn')",
      ME,
    ],
    [
      "INSERT INTO mindset_journal (id, email, summary, journal_entries) VALUES ('my-journal', ?, 'Mehr Ruhe im Alltag', ?)",
      ME,
      JSON.stringify([
        { kind: "entry", id: "e1", date: "2030-01-02", text: "Nur für mich: mein Geheimnis", shared: false },
        { kind: "entry", id: "e2", date: "2030-01-03", text: "Für Johanna: mein Fortschritt", shared: true },
      ]),
    ],
    [
      "INSERT INTO klarsinn_waitlist (id, event_id, full_name, email, num_tickets, consent_text) VALUES ('my-wait', ?, 'Lena Brandt', ?, 1, 'Ja, informiere mich')",
      eventId,
      ME,
    ],
    [
      "INSERT INTO mail_outbox (id, dedupe_key, kind, recipient, subject, payload, status, ref_id) VALUES ('coach-notice', 'coach-notice', 'booking-notification', 'hallo@klarsinn-coaching.de', 'Neue Buchung', '{\"text\":\"Lena Brandt, +49 531 1\"}', 'sent', 'my-booking')",
    ],
    [
      "INSERT INTO mail_outbox (id, dedupe_key, kind, recipient, subject, payload, status, ref_id) VALUES ('my-confirmation', 'my-confirmation', 'booking-confirmation', ?, 'Deine Buchung', '{\"text\":\"Hallo Lena\"}', 'sent', 'my-booking')",
      ME,
    ],
  ] as const;
  await env.DB.batch(statements.map(([sql, ...binds]) => env.DB.prepare(sql).bind(...binds)));
}

beforeEach(async () => {
  await clearFormTables();
  await env.DB.batch(
    ["klarsinn_waitlist", "klarsinn_booking", "klarsinn_events", "mindset_journal", "data_requests"].map((t) =>
      env.DB.prepare(`DELETE FROM ${t}`),
    ),
  );
  await seedPeople();
});
afterEach(() => vi.useRealTimers());

describe("asking for one's data (/meine-daten)", () => {
  it("answers a known and an unknown address the same; only the known one gets a link", async () => {
    const known = await request("Lena.Brandt@Example.de");
    const unknown = await request("niemand@example.de");
    expect(known).toEqual(unknown);
    expect(known).toMatchObject({ status: 200, data: { state: "sent" } });
    expect(await count("mail_outbox", "kind = 'data-request'")).toBe(1);
    expect(await count("data_requests")).toBe(1);
    const row = await env.DB.prepare("SELECT email FROM data_requests").first<{ email: string }>();
    expect(row?.email).toBe(ME);
    // The link carries the request's id only, never the address.
    expect(await tokenFromMail(ME)).not.toContain("lena");
  });

  it("refuses an invalid address with 400 and the German message, sending nothing", async () => {
    expect(await request("kein-at")).toMatchObject({
      status: 400,
      data: { state: "form", error: messages.newsletter.errors.emailInvalid },
    });
    expect(await count("data_requests")).toBe(0);
  });

  it(`mails one address at most ${DATA_REQUEST_EMAIL_RATE_LIMIT.limit} links a day, whoever asks`, async () => {
    for (let i = 0; i < 6; i++) expect((await request(ME)).status).toBe(200);
    expect(await count("mail_outbox", "kind = 'data-request'")).toBe(DATA_REQUEST_EMAIL_RATE_LIMIT.limit);
  });
});

describe("asking too often from one address", () => {
  it(`answers the request past ${DATA_REQUEST_RATE_LIMIT.limit} in ten minutes 429 with Retry-After, through the whole Worker`, () =>
    atWindowStart(async () => {
      const worker = createTestWorker();
      const ask = async (i: number) => {
        const response = await worker.fetch(
          post("/meine-daten", { email: `frage${i}@example.de` }, undefined, { "CF-Connecting-IP": "2001:db8:77::1" }),
          env,
          createExecutionContext(),
        );
        await settle();
        return {
          status: response.status,
          retryAfter: response.headers.get("Retry-After"),
          body: await response.text(),
        };
      };
      for (let i = 0; i < DATA_REQUEST_RATE_LIMIT.limit; i++) expect((await ask(i)).status).toBe(200);
      const refused = await ask(DATA_REQUEST_RATE_LIMIT.limit);
      expect(refused.status).toBe(429);
      expect(Number(refused.retryAfter)).toBeGreaterThan(0);
      expect(refused.body).toContain(messages.common.rateLimited);
    }));
});

describe("the link's page", () => {
  it("shows what is stored, changing nothing", async () => {
    await request(ME);
    const token = await tokenFromMail(ME);
    const before = await snapshot();
    const page = await open(token);
    expect(page.status).toBe(200);
    expect(page.data).toMatchObject({
      state: "ready",
      summary: {
        bookings: 1,
        upcomingBookings: 1,
        contactRequests: 1,
        newsletter: "confirmed",
        journals: 1,
        waitlistEntries: 1,
      },
    });
    expect(await snapshot()).toBe(before);
  });

  it("answers a forged link 400, a link past its day 410", async () => {
    await request(ME);
    const token = await tokenFromMail(ME);
    expect((await open(`${token}x`)).data).toEqual({ state: "invalid" });
    expect((await open(`${token}x`)).status).toBe(400);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + RETENTION.dataRequestHours * 3_600_000 + 60_000);
    expect(await open(token)).toMatchObject({ status: 410, data: { state: "expired" } });
  });
});

describe("export", () => {
  it("downloads everything stored under the address as JSON, nothing of anyone else", async () => {
    // An invoice of the visitor's booking and one of someone else's.
    await env.DB.batch(
      [
        ["my-booking", "2030-0001", "Lena Brandt"],
        ["their-booking", "2030-0002", "Jemand Anderes"],
      ].map(([booking, number, name]) =>
        env.DB.prepare(
          "INSERT INTO klarsinn_invoice (id, number, booking_id, kind, issued_at, gross_cents, currency, snapshot) VALUES (?, ?, ?, 'invoice', '2030-01-01T10:00:00.000Z', 5980, 'EUR', ?)",
        ).bind(crypto.randomUUID(), number, booking, JSON.stringify({ recipient: { name } })),
      ),
    );
    await request(ME);
    const token = await tokenFromMail(ME);
    const response = (await exportAction(routeArgs(formPost("/meine-daten/export", { token })))) as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Disposition")).toMatch(/^attachment; filename="klarsinn-meine-daten-/);
    const body = (await response.json()) as Record<string, unknown[]> & { email: string };
    expect(body.email).toBe(ME);
    expect(body.bookings).toEqual([
      expect.objectContaining({
        id: "my-booking",
        event: "Mindset-Werkstatt",
        full_name: "Lena Brandt",
        phone: "+49 531 1",
        num_tickets: 2,
      }),
    ]);
    expect(body.contact_requests).toEqual([expect.objectContaining({ message: "Hallo Johanna!" })]);
    expect(body.newsletter).toEqual([expect.objectContaining({ status: "confirmed" })]);
    expect(body.mindset_journals).toEqual([expect.objectContaining({ summary: "Mehr Ruhe im Alltag" })]);
    // What she shared, in full; a private entry only with its date: the journal's own link shows it (decision 0185).
    const exported = JSON.stringify(body.mindset_journals);
    expect(exported).toContain("Für Johanna: mein Fortschritt");
    expect(exported).not.toContain("Geheimnis");
    expect(exported).toContain('"date":"2030-01-02"');
    expect(exported).toContain("mit seinem eigenen Link");
    expect(body.waiting_lists).toEqual([expect.objectContaining({ event: "Mindset-Werkstatt", num_tickets: 1 })]);
    expect(body.invoices).toEqual([
      {
        number: "2030-0001",
        kind: "invoice",
        issued_at: "2030-01-01T10:00:00.000Z",
        recipient: "Lena Brandt",
        gross_cents: 5980,
        currency: "EUR",
      },
    ]);
    expect(body.emails?.length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(body)).not.toMatch(/Jemand|Guten Tag|hallo@klarsinn/);
  });

  it("a forged token gets no data, just the way back to the page that explains", async () => {
    const response = (await exportAction(routeArgs(formPost("/meine-daten/export", { token: "a.b" })))) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toMatch(/^\/meine-daten\/verwalten\?token=/);
  });
});

describe("erasure", () => {
  it("needs the tick, then deletes what names the visitor and keeps only the accounting data", async () => {
    await request(ME);
    const token = await tokenFromMail(ME);

    const before = await snapshot();
    const unticked = await erase(token, "");
    expect(unticked).toMatchObject({
      status: 400,
      data: { state: "ready", error: messages.myData.manage.confirmRequired },
    });
    expect(await snapshot()).toBe(before);

    expect(await erase(token)).toMatchObject({ status: 200, data: { state: "erased" } });

    const booking = await env.DB.prepare(
      "SELECT id, event_id, full_name, email, phone, num_tickets, total_price, currency, status FROM klarsinn_booking WHERE id = 'my-booking'",
    ).first();
    expect(booking).toEqual({
      id: "my-booking",
      event_id: eventId,
      full_name: ANONYMISED_NAME,
      email: "",
      phone: null,
      num_tickets: 2,
      total_price: 59.8,
      currency: "EUR",
      status: "confirmed",
    });
    const lower = (column: string) => `lower(${column}) = '${ME}'`;
    expect(await count("contact_submissions", lower("email"))).toBe(0);
    expect(await count("newsletter_subscriptions", lower("email"))).toBe(0);
    expect(await count("mindset_journal", lower("email"))).toBe(0);
    expect(await count("klarsinn_waitlist", lower("email"))).toBe(0);
    expect(await count("mail_outbox", lower("recipient"))).toBe(0);
    expect(await count("data_requests")).toBe(0);
    // The coach's notice about the booking stays in her log, without the visitor's details.
    const notice = await env.DB.prepare("SELECT payload FROM mail_outbox WHERE id = 'coach-notice'").first<{
      payload: string;
    }>();
    expect(notice?.payload).toBe("{}");
    // Everyone else's data is untouched.
    expect(await count("klarsinn_booking", "email = ?", OTHER)).toBe(1);
    expect(await count("contact_submissions", "email = ?", OTHER)).toBe(1);

    // The link is used up.
    expect(await open(token)).toMatchObject({ status: 410, data: { state: "expired" } });
  });

  it("an intent other than erase changes nothing", async () => {
    await request(ME);
    const token = await tokenFromMail(ME);
    const before = await snapshot();
    const result = unwrap<ManageState>(
      await manageAction(routeArgs(formPost("/meine-daten/verwalten", { token, intent: "alles", confirm: "yes" }))),
    );
    expect(result.status).toBe(400);
    expect(await snapshot()).toBe(before);
  });
});

describe("retention of data requests", () => {
  it(`forgets a request ${RETENTION.dataRequestHours} hours after it was made`, async () => {
    const now = Date.UTC(2026, 10, 22, 3, 17);
    const at = (hoursBack: number, minutes: number) =>
      new Date(now - hoursBack * 3_600_000 + minutes * 60_000).toISOString();
    await env.DB.batch([
      env.DB.prepare("INSERT INTO data_requests (id, email, created_at) VALUES ('old', ?, ?)").bind(
        ME,
        at(RETENTION.dataRequestHours, -1),
      ),
      env.DB.prepare("INSERT INTO data_requests (id, email, created_at) VALUES ('fresh', ?, ?)").bind(
        ME,
        at(RETENTION.dataRequestHours, 1),
      ),
    ]);
    expect((await purgeExpiredRecords(env, now)).dataRequests).toBe(1);
    const left = await env.DB.prepare("SELECT id FROM data_requests").all<{ id: string }>();
    expect(left.results.map((r) => r.id)).toEqual(["fresh"]);
  });
});

describe("erasure and the waiting list", () => {
  it("seats held by the visitor's running offer go to the next person waiting", async () => {
    const small = (await insertEvent({ title: "Kleine Runde", max_attendees: 2 })).id;
    const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO klarsinn_booking (id, event_id, full_name, email, num_tickets, total_price, currency, status) VALUES ('full', ?, 'Erika', 'erika@example.de', 1, 29.9, 'EUR', 'confirmed')",
      ).bind(small),
      env.DB.prepare(
        "INSERT INTO klarsinn_waitlist (id, event_id, full_name, email, num_tickets, consent_text, status, offered_at, offer_expires_at) VALUES ('my-offer', ?, 'Lena', ?, 1, 'Ja', 'offered', ?, ?)",
      ).bind(small, ME, new Date().toISOString(), inAnHour),
      env.DB.prepare(
        "INSERT INTO klarsinn_waitlist (id, event_id, full_name, email, num_tickets, consent_text, created_at) VALUES ('next', ?, 'Paul', 'paul@example.de', 1, 'Ja', '2026-01-01T00:00:00.000Z')",
      ).bind(small),
    ]);
    await request(ME);
    expect(await erase(await tokenFromMail(ME))).toMatchObject({ data: { state: "erased" } });
    await settle();
    const next = await env.DB.prepare("SELECT status FROM klarsinn_waitlist WHERE id = 'next'").first<{
      status: string;
    }>();
    expect(next?.status).toBe("offered");
  });
});
