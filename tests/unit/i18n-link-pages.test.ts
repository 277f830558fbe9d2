import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { changeBookingStatus, claimOffer } from "../../app/features/core/booking/transitions.server";
import { createBooking } from "../../app/features/core/booking/booking.server";
import { handleEventPageAction } from "../../app/features/core/booking/event-page-action.server";
import { queueReminders } from "../../app/features/core/booking/lifecycle.server";
import { cancelOwnBooking, confirmOwnBooking } from "../../app/features/core/booking/manage.server";
import type { MailContent } from "../../app/features/core/mail/types";
import type { Locale } from "../../app/lib/locale";
import { signToken } from "../../app/lib/signed-token.server";
import { GERMAN_LINK_PAGE_UI, GERMAN_MAIL_WORDS } from "../german-ui";
import { ORIGIN } from "./admin-helpers";
import { createTestWorker } from "./app-harness";
import { BOOKINGS, insertEvent } from "./booking-fixtures";

/**
 * Decision 0040: a visitor who booked, joined a waiting list, subscribed or asked for their data in
 * English gets every later e-mail in English, and its links open the English pages (/en/buchung,
 * /en/warteliste, /en/newsletter/…, /en/meine-daten/…), whose actions answer in English. German stays German.
 */
const worker = createTestWorker();
const WAITLIST = "klarsinn_waitlist";
const HOUR = 60 * 60 * 1000;
/** The fixtures' event starts Friday 12 June 2099, 10:00 Berlin (08:00 UTC); NOW is ten days before. */
const START = new Date("2099-06-12T08:00:00Z");
const NOW = new Date("2099-06-02T08:00:00Z");
let ip = 1;

interface Mail {
  kind: string;
  recipient: string;
  subject: string;
  text: string;
  html: string;
  attachments: NonNullable<MailContent["attachments"]>;
}

async function mailsTo(recipient: string): Promise<Mail[]> {
  const { results } = await env.DB.prepare(
    "SELECT kind, recipient, subject, payload FROM mail_outbox WHERE recipient = ? ORDER BY created_at, kind",
  )
    .bind(recipient)
    .all<{ kind: string; recipient: string; subject: string; payload: string }>();
  return results.map(({ payload, ...row }) => {
    const content = JSON.parse(payload) as MailContent;
    return { ...row, text: content.text, html: content.html, attachments: content.attachments ?? [] };
  });
}

async function mailOf(recipient: string, kind: string, subject?: RegExp): Promise<Mail> {
  const found = (await mailsTo(recipient)).filter((m) => m.kind === kind && (!subject || subject.test(m.subject)));
  expect(found, `${kind} to ${recipient}`).toHaveLength(1);
  return found[0]!;
}

/** An English e-mail: English subject and text, no German word of the list, `<html lang="en">`, links to /en pages. */
function expectEnglish(mail: Mail) {
  for (const word of GERMAN_MAIL_WORDS) expect(mail.text, `${mail.kind}: "${word}"`).not.toContain(word);
  expect(mail.text).toContain("Warm regards");
  expect(mail.html).toContain('<html lang="en">');
  for (const link of mail.text.match(/http:\/\/klarsinn\.test\/[^\s)]*/g) ?? []) {
    if (/\/(buchung|warteliste|newsletter|meine-daten|events|agb)\b/.test(link)) expect(link).toMatch(/\.test\/en\//);
  }
}

function expectGerman(mail: Mail) {
  expect(mail.text).toContain("Herzliche Grüße");
  expect(mail.html).toContain('<html lang="de">');
  expect(mail.text).not.toMatch(/klarsinn\.test\/en\//);
}

const person = (locale: Locale, n: number) =>
  locale === "en"
    ? { full_name: "Emma Walker", email: `emma${n}@example.org`, phone: "", num_tickets: 2, early_start: true }
    : { full_name: "Lena Brandt", email: `lena${n}@example.de`, phone: "", num_tickets: 2, early_start: true };

/** The event's titles (decision 0093): each e-mail to the visitor names it in the booking's language. */
const TITLES = {
  de: "Mindset-Werkstatt: Vom Grübeln ins Handeln",
  en: "Mindset Workshop: From Overthinking to Action",
};

async function book(locale: Locale, n: number, eventId?: string) {
  const event = eventId
    ? { id: eventId }
    : await insertEvent({ max_attendees: 10, price_cents: 4450, title: TITLES.de, title_en: TITLES.en });
  const result = await createBooking(env, event.id, person(locale, n), NOW, locale);
  if (!result.ok) throw new Error(result.reason);
  const token = await signToken(env, "booking", result.bookingId);
  return { eventId: event.id, bookingId: result.bookingId, token, email: person(locale, n).email };
}

/** One request through the whole Worker, with its own client address. */
async function send(path: string, form?: Record<string, string>) {
  const ctx = createExecutionContext();
  const response = await worker.fetch(
    new Request(`${ORIGIN}${path}`, {
      method: form ? "POST" : "GET",
      redirect: "manual",
      ...(form ? { body: new URLSearchParams(form) } : {}),
      headers: {
        Accept: "text/html",
        "CF-Connecting-IP": `198.51.100.${ip++ % 250}`,
        ...(form ? { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN } : {}),
      },
    }),
    env,
    ctx,
  );
  const html = await response.text();
  await waitOnExecutionContext(ctx);
  return { status: response.status, html, headers: response.headers };
}

/** What a visitor reads: the text outside scripts and styles, plus labels, placeholders and alt texts. */
function visibleText(html: string): string {
  const body = html.replace(/<script[\s\S]*?<\/script>/g, " ").replace(/<style[\s\S]*?<\/style>/g, " ");
  const attributes = [...body.matchAll(/\s(?:aria-label|placeholder|alt|title)="([^"]*)"/g)].map((m) => m[1]);
  const text = body
    .replace(/<[^>]+>/g, " ")
    .replace(/&nbsp;|&#160;/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&");
  return [text, ...attributes].join("\n").replace(/\s+/g, " ");
}

/** An English link page: `<html lang="en">`, the expected English text, and no German UI word. */
function expectEnglishPage(page: { html: string }, ...expected: string[]) {
  expect(page.html).toMatch(/<html lang="en"/);
  const text = visibleText(page.html);
  for (const phrase of expected) expect(text).toContain(phrase);
  for (const word of GERMAN_LINK_PAGE_UI) expect(text, `"${word}"`).not.toContain(word);
}

beforeEach(async () => {
  await env.DB.batch([
    env.DB.prepare("DELETE FROM mail_outbox"),
    env.DB.prepare(`DELETE FROM ${WAITLIST}`),
    env.DB.prepare(`DELETE FROM ${BOOKINGS}`),
    env.DB.prepare("DELETE FROM newsletter_subscriptions"),
    env.DB.prepare("DELETE FROM data_requests"),
    env.DB.prepare("DELETE FROM rate_limits"),
  ]);
});

describe("later booking e-mails go out in the language of the booking", () => {
  it.each(["en", "de"] as const)(
    "%s: confirmation link, coach's confirmation with payment box, reminder, own late cancellation, invoice documents",
    async (locale) => {
      const en = locale === "en";
      const { bookingId, token, email } = await book(locale, 1);
      const first = await mailOf(email, "booking-confirmation");
      expect(first.subject).toMatch(
        en ? /^Please confirm your email address: / : /^Bitte bestätige deine E-Mail-Adresse: /,
      );
      expect(first.text).toContain(en ? "http://klarsinn.test/en/buchung/" : "http://klarsinn.test/buchung/");

      expect(await confirmOwnBooking(env, token, NOW)).toEqual({ ok: true });
      // The coach's own notification stays German whatever the visitor's language.
      const coach = await env.DB.prepare(
        "SELECT subject FROM mail_outbox WHERE kind = 'booking-notification' AND ref_id = ?",
      )
        .bind(bookingId)
        .first<string>("subject");
      expect(coach).toMatch(/^Neue Buchung: /);

      expect(await changeBookingStatus(env, bookingId, "confirmed", NOW)).toBe(true);
      const confirmed = await mailOf(email, "booking-status", /.+/);
      expect(confirmed.subject).toMatch(en ? /^Your booking is confirmed: / : /^Deine Buchung ist bestätigt: /);
      expect(confirmed.text).toContain(en ? "How to pay" : "So bezahlst du");
      expect(confirmed.text).toContain(en ? "89.00 EUR" : "89,00 EUR");
      expect(confirmed.text).toMatch(
        en ? /Your invoice \d{4}-\d{4} is attached as a PDF/ : /Deine Rechnung \d{4}-\d{4}/,
      );
      // The transfer reference stays the one the bank statement matching reads.
      expect(confirmed.text).toMatch(/Buchung [0-9A-F]{8}/);

      expect(await queueReminders(env, new Date(START.getTime() - 40 * HOUR))).toBe(1);
      const reminder = await mailOf(email, "booking-reminder");
      expect(reminder.subject).toMatch(
        en ? /^Reminder: .+ on Friday, 12 June 2099$/ : /^Erinnerung: .+ am Freitag, 12\. Juni 2099$/,
      );
      // The calendar file's link opens the event page in the booking's language.
      const ics = reminder.attachments.find((a) => a.contentType === "text/calendar")?.content ?? "";
      expect(ics.replace(/\r\n /g, "")).toMatch(en ? /coaching\.de\/en\/events\// : /coaching\.de\/events\//);

      expect(await cancelOwnBooking(env, token, new Date(START.getTime() - 24 * HOUR))).toEqual({ ok: true });
      const cancelled = await mailOf(email, "booking-cancelled");
      expect(cancelled.subject).toMatch(en ? /^Cancellation confirmed: / : /^Stornierung bestätigt: /);
      expect(cancelled.text).toContain(
        en
          ? "less than 48 hours before the start, a fee of 50% is due under my terms and conditions: 44.50 EUR."
          : "weniger als 48 Stunden vor dem Beginn eingegangen ist, wird nach meinen AGB eine Gebühr von 50 % fällig: 44,50 EUR.",
      );
      const documents = await mailOf(email, "invoice-documents");
      expect(documents.subject).toMatch(
        en ? /^Your invoice documents for the cancellation: / : /^Deine Rechnungsunterlagen zur Stornierung: /,
      );

      for (const mail of [first, confirmed, reminder, cancelled, documents]) {
        if (en) expectEnglish(mail);
        else expectGerman(mail);
        expect(mail.subject).toContain(TITLES[locale]);
        expect(`${mail.subject}\n${mail.text}`).not.toContain(TITLES[en ? "de" : "en"]);
      }
    },
  );

  it.each(["en", "de"] as const)("%s: the coach's cancellation", async (locale) => {
    const { bookingId, token, email } = await book(locale, 2);
    await confirmOwnBooking(env, token, NOW);
    expect(await changeBookingStatus(env, bookingId, "cancelled", NOW)).toBe(true);
    const mail = await mailOf(email, "booking-status", /.+/);
    expect(mail.subject).toMatch(
      locale === "en" ? /^Your booking has been cancelled: / : /^Deine Buchung wurde storniert: /,
    );
    if (locale === "en") expectEnglish(mail);
    else expectGerman(mail);
    expect(mail.subject).toContain(TITLES[locale]);
  });

  it.each(["en", "de"] as const)(
    "%s: waiting list from the event page, the offer, the claimed booking in the same language",
    async (locale) => {
      const en = locale === "en";
      const event = await insertEvent({ max_attendees: 2 });
      const first = await book("de", 3, event.id);
      await confirmOwnBooking(env, first.token, NOW);
      if (en) {
        // The sold-out English event page offers the waiting list in English.
        const page = await send(`/en/events/${event.slug}`);
        expectEnglishPage(page, "Join the waiting list", "I agree that my details are stored");
      }
      const email = en ? "wait.en@example.org" : "warte.de@example.de";
      const values = { intent: "waitlist", full_name: "Sam Waite", email, num_tickets: "2", consent: "on" };
      const request = new Request(`${ORIGIN}${en ? "/en" : ""}/events/${event.id}`, {
        method: "POST",
        body: new URLSearchParams(values),
        headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": "198.51.100.77" },
      });
      expect((await handleEventPageAction(request, env, event.id, NOW)).status).toBe(200);
      const entry = await env.DB.prepare(`SELECT id, locale FROM ${WAITLIST} WHERE email = ?`)
        .bind(email)
        .first<{ id: string; locale: string }>();
      expect(entry?.locale).toBe(locale);
      const joined = await mailOf(email, "waitlist-joined");
      expect(joined.subject).toMatch(en ? /^Waiting list: / : /^Warteliste: /);
      // The event's page at its readable address (decision 0168).
      expect(joined.text).toContain(`http://klarsinn.test${en ? "/en" : ""}/events/${event.slug}`);

      // Seats come free: the offer names the English page for an English entry.
      await cancelOwnBooking(env, first.token, NOW);
      const offer = await mailOf(email, "waitlist-offer");
      expect(offer.subject).toMatch(en ? /^Place available: / : /^Platz frei: /);
      expect(offer.text).toMatch(en ? /klarsinn\.test\/en\/warteliste\// : /klarsinn\.test\/warteliste\//);

      const claim = await claimOffer(env, await signToken(env, "waitlist", entry!.id), NOW);
      expect(claim.ok).toBe(true);
      const booking = await env.DB.prepare(`SELECT locale FROM ${BOOKINGS} WHERE email = ?`)
        .bind(email)
        .first<{ locale: string }>();
      expect(booking?.locale).toBe(locale);
      const claimed = await mailOf(email, "booking-confirmation");
      expect(claimed.subject).toMatch(en ? /^Your booking: / : /^Deine Buchung: /);
      for (const mail of [joined, offer, claimed]) {
        if (en) expectEnglish(mail);
        else expectGerman(mail);
      }
    },
  );
});

describe("the pages behind the e-mail links, in English under /en", () => {
  it("Meine Buchung: English page and English answers to confirm and cancel; the German page stays German", async () => {
    const { token } = await book("en", 4);
    const page = await send(`/en/buchung/${token}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("Cache-Control")).toBe("private, no-store");
    expectEnglishPage(
      page,
      "My booking",
      "Booking reference",
      "Please confirm",
      // The form's button was the order (§ 312j (3) BGB); this page's button confirms the address (decision 0187).
      "Confirm email address",
      "Withdraw from contract",
      "Total",
      "89.00 EUR",
    );
    // Its calendar file links to the English event page.
    expect(page.html).toContain(`href="/en/buchung/${token}/kalender.ics"`);
    const ics = await send(`/en/buchung/${token}/kalender.ics`);
    expect(ics.status).toBe(200);
    expect(ics.html.replace(/\r\n /g, "")).toMatch(/coaching\.de\/en\/events\//);
    // Opening the link changed nothing.
    expect(await env.DB.prepare(`SELECT hold_expires_at FROM ${BOOKINGS}`).first("hold_expires_at")).not.toBeNull();

    const confirmed = await send(`/en/buchung/${token}`, { intent: "confirm" });
    expect(confirmed.status).toBe(200);
    expectEnglishPage(confirmed, "Email address confirmed", "Request received – Johanna confirms by", "How to pay");

    const refused = await send(`/en/buchung/${token}`, { intent: "broken" });
    expect(refused.status).toBe(400);
    expectEnglishPage(refused, "That did not work", "That is not possible for this booking right now.");

    const cancelled = await send(`/en/buchung/${token}`, { intent: "cancel" });
    expect(cancelled.status).toBe(200);
    expectEnglishPage(cancelled, "Booking cancelled", "Your booking is cancelled. You will receive an email shortly.");

    const invalid = await send(`/en/buchung/${encodeURIComponent("eyJwIjoiYm9va2luZyJ9.AAAA")}`);
    expect(invalid.status).toBe(404);
    expectEnglishPage(invalid, "This link does not work");

    const german = await send(`/buchung/${token}`);
    expect(german.html).toMatch(/<html lang="de"/);
    expect(visibleText(german.html)).toContain("Buchungsnummer");
  });

  it("the waiting-list offer: English page, the claim leads to the English Meine Buchung", async () => {
    const event = await insertEvent({ max_attendees: 2 });
    // An offer the lifecycle made to an entry from the English event page.
    await env.DB.prepare(
      `INSERT INTO ${WAITLIST} (id, event_id, full_name, email, num_tickets, consent_text, status, offered_at, offer_expires_at, created_at, locale)
       VALUES (?, ?, 'Sam Waite', 'sam@example.org', 1, 'consent', 'offered', ?, ?, ?, 'en')`,
    )
      .bind(crypto.randomUUID(), event.id, NOW.toISOString(), "2099-06-11T08:00:00.000Z", NOW.toISOString())
      .run();
    const id = await env.DB.prepare(`SELECT id FROM ${WAITLIST}`).first<string>("id");
    const token = await signToken(env, "waitlist", id!);
    const page = await send(`/en/warteliste/${token}`);
    expect(page.status).toBe(200);
    expectEnglishPage(
      page,
      "A place has become free for you",
      "Book and pay",
      "privacy policy",
      "1 place is reserved for you until",
    );

    const claim = await send(`/en/warteliste/${token}`, { intent: "claim" });
    expect(claim.status).toBe(302);
    expect(claim.headers.get("Location")).toMatch(/^\/en\/buchung\//);
    expectEnglishPage(await send(claim.headers.get("Location")!), "Request received – Johanna confirms by");
  });

  it("newsletter: English confirm and unsubscribe pages, English link request and its e-mail", async () => {
    const id = crypto.randomUUID();
    await env.DB.prepare(
      "INSERT INTO newsletter_subscriptions (id, email, status, consent_text, locale) VALUES (?, 'reader@example.org', 'pending', 'consent', 'en')",
    )
      .bind(id)
      .run();
    const confirmToken = await signToken(env, "confirm", id, Date.now(), 3600);
    const confirmPage = await send(`/en/newsletter/bestaetigen?token=${encodeURIComponent(confirmToken)}`);
    expectEnglishPage(confirmPage, "Confirm your sign-up", "Confirm sign-up");
    const confirmed = await send("/en/newsletter/bestaetigen", { token: confirmToken });
    expectEnglishPage(confirmed, "Your sign-up is confirmed", "Unsubscribe from the newsletter");
    const welcome = await mailOf("reader@example.org", "newsletter-welcome");
    expect(welcome.subject).toBe("Welcome to my newsletter");
    expect(welcome.text).toMatch(/klarsinn\.test\/en\/newsletter\/abmelden\?token=/);
    expectEnglish(welcome);

    expectEnglishPage(
      await send("/en/newsletter/abmelden"),
      "Unsubscribe from the newsletter",
      "Send unsubscribe link",
    );
    const refused = await send("/en/newsletter/abmelden", { email: "broken" });
    expect(refused.status).toBe(400);
    expectEnglishPage(refused, "Please enter a valid email address");
    const requested = await send("/en/newsletter/abmelden", { email: "reader@example.org" });
    expectEnglishPage(requested, "Check your inbox");
    const linkMail = await mailOf("reader@example.org", "newsletter-unsubscribe-link");
    expect(linkMail.subject).toBe("Your link to unsubscribe from the newsletter");
    expectEnglish(linkMail);

    // The English welcome e-mail's List-Unsubscribe link: the mail client's one-click POST (no Origin) works there too.
    const listUnsubscribe = JSON.parse(
      (await env.DB.prepare("SELECT payload FROM mail_outbox WHERE kind = 'newsletter-welcome'").first<string>(
        "payload",
      ))!,
    ) as MailContent;
    const oneClickUrl = /^<(.+)>$/.exec(listUnsubscribe.headers?.["List-Unsubscribe"] ?? "")?.[1] ?? "";
    expect(oneClickUrl).toMatch(/^http:\/\/klarsinn\.test\/en\/newsletter\/abmelden\?token=/);
    const oneClick = await worker.fetch(
      new Request(oneClickUrl.replace("http://klarsinn.test", ORIGIN), {
        method: "POST",
        body: new URLSearchParams({ "List-Unsubscribe": "One-Click" }),
        headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": "192.0.2.210" },
      }),
      env,
      createExecutionContext(),
    );
    expect(oneClick.status).toBe(200);
    expect(await env.DB.prepare("SELECT id FROM newsletter_subscriptions WHERE id = ?").bind(id).first()).toBeNull();
    const unsubscribeToken = await signToken(env, "unsubscribe", id);
    const ready = await send(`/en/newsletter/abmelden?token=${encodeURIComponent(unsubscribeToken)}`);
    expectEnglishPage(ready, "Unsubscribe now");
    expectEnglishPage(await send("/en/newsletter/abmelden", { token: unsubscribeToken }), "You are unsubscribed");
    expectEnglishPage(await send("/en/newsletter/bestaetigen?token=broken"), "This link is not valid.");
  });

  it("my data: English request page, e-mail, manage page and refusals", async () => {
    const { email } = await book("en", 6);
    expectEnglishPage(await send("/en/meine-daten"), "Your data with me", "Request link");
    const refused = await send("/en/meine-daten", { email: "broken" });
    expect(refused.status).toBe(400);
    expectEnglishPage(refused, "Please enter a valid email address");
    expectEnglishPage(await send("/en/meine-daten", { email }), "Check your inbox", "valid for 24 hours");
    const mail = await mailOf(email, "data-request");
    expect(mail.subject).toMatch(/^Your data at /);
    expectEnglish(mail);
    const link = /http:\/\/klarsinn\.test(\/en\/meine-daten\/verwalten\?token=[^\s]+)/.exec(mail.text)?.[1];
    expect(link).toBeDefined();
    const manage = await send(link!);
    expectEnglishPage(manage, "Under your email address I have stored:", "1 booking", "Download data", "Delete data");
    expect(manage.html).toContain('action="/en/meine-daten/export"');
    const token = new URL(link!, ORIGIN).searchParams.get("token")!;
    const unconfirmed = await send("/en/meine-daten/verwalten", { token, intent: "erase" });
    expect(unconfirmed.status).toBe(400);
    expectEnglishPage(unconfirmed, "Please confirm that you want your data deleted for good.");
    expectEnglishPage(await send("/en/meine-daten/verwalten?token=broken"), "This link is not valid.");
  });
});
