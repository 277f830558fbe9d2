import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { brand } from "../../app/config/brand";
import {
  bookingConfirmationMail,
  cancellationMails,
  claimedBookingMail,
  coachNotificationMail,
  reminderMail,
  waitlistEventCancelledMail,
  waitlistJoinedMail,
  waitlistOfferMail,
} from "../../app/features/core/booking/mail";
import { createTestWorker } from "./app-harness";
import { ORIGIN, seed } from "./admin-helpers";
import { seedEventSlug } from "../../db/seed-data";

/** What a visitor sends on the English site is answered, and e-mailed, in English (decision 0030). */
const worker = createTestWorker();
const event = "00000000-0000-4000-8000-000000000004";
/** The seeded event's readable address (decision 0168), where its page lives. */
const eventAddress = seedEventSlug(4, new Date());
let ip = 10;

async function post(path: string, form: Record<string, string>) {
  const ctx = createExecutionContext();
  const response = await worker.fetch(
    new Request(`${ORIGIN}${path}`, {
      method: "POST",
      body: new URLSearchParams(form),
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: ORIGIN,
        Accept: "text/html",
        "CF-Connecting-IP": `203.0.113.${ip++}`,
      },
    }),
    env,
    ctx,
  );
  const text = await response.text();
  await waitOnExecutionContext(ctx);
  return { status: response.status, text };
}

const outbox = (recipient: string) =>
  env.DB.prepare("SELECT kind, subject, payload FROM mail_outbox WHERE recipient = ? ORDER BY created_at")
    .bind(recipient)
    .all<{ kind: string; subject: string; payload: string }>()
    .then((r) => r.results);

beforeAll(seed);

describe("the English site answers and e-mails in English", () => {
  it("a booking on /en/events/<id> stores locale 'en' and its first e-mail is English; German stays German", async () => {
    const en = await post(`/en/events/${event}`, {
      full_name: "Emma Walker",
      email: "emma.walker@example.org",
      phone: "",
      num_tickets: "1",
    });
    expect(en.status).toBe(200);
    expect(en.text).toContain("Booking successful!");
    const row = await env.DB.prepare(`SELECT locale FROM ${brand.short}_booking WHERE email = ?`)
      .bind("emma.walker@example.org")
      .first<{ locale: string }>();
    expect(row?.locale).toBe("en");
    const [mail] = await outbox("emma.walker@example.org");
    expect(mail?.subject).toMatch(/^Please confirm your email address: /);
    expect(mail?.payload).toContain("Confirm email address");
    expect(mail?.payload).toContain("Booking reference");

    await post(`/events/${event}`, { full_name: "Lena Brandt", email: "lena.brandt@example.de", num_tickets: "1" });
    const [german] = await outbox("lena.brandt@example.de");
    expect(german?.subject).toMatch(/^Bitte bestätige deine E-Mail-Adresse: /);
  });

  // Decision 0093: the coach may give an event an English title and description.
  it("the English booking e-mail and its calendar file carry the event's English texts; the German ones the German", async () => {
    await post(`/en/events/${event}`, { full_name: "Ava Stone", email: "ava.stone@example.org", num_tickets: "1" });
    const [en] = await outbox("ava.stone@example.org");
    expect(en?.subject).toBe("Please confirm your email address: Finding Meaning When Nothing Fits Any More");
    expect(en?.payload).toContain("SUMMARY:Finding Meaning When Nothing Fits Any More");
    expect(en?.payload).not.toContain("Sinn finden, wenn nichts mehr passt");

    await post(`/events/${event}`, { full_name: "Jonas Kern", email: "jonas.kern@example.de", num_tickets: "1" });
    const [de] = await outbox("jonas.kern@example.de");
    expect(de?.subject).toBe("Bitte bestätige deine E-Mail-Adresse: Sinn finden, wenn nichts mehr passt");
    expect(de?.payload).toContain("SUMMARY:Sinn finden");
    expect(de?.payload).not.toContain("Finding Meaning");
  });

  it("an event without English texts is booked in English with its German title", async () => {
    const untranslated = "00000000-0000-4000-8000-000000000009";
    await post(`/en/events/${untranslated}`, {
      full_name: "Noah Hill",
      email: "noah.hill@example.org",
      num_tickets: "1",
    });
    const [mail] = await outbox("noah.hill@example.org");
    expect(mail?.subject).toBe(
      "Please confirm your email address: Webinar: Die Vergangenheit verstehen, um frei zu werden",
    );
  });

  it('the English pages show each event\'s English texts, and mark a German fallback with lang="de"', async () => {
    const page = async (path: string) => {
      const ctx = createExecutionContext();
      const response = await worker.fetch(new Request(`${ORIGIN}${path}`), env, ctx);
      const html = await response.text();
      await waitOnExecutionContext(ctx);
      expect(response.status, path).toBe(200);
      return html;
    };
    const list = await page("/en/events?ansicht=liste");
    expect(list).toMatch(/<h3 class="[^"]*">Finding Meaning When Nothing Fits Any More<\/h3>/);
    expect(list).toMatch(/<h3 class="[^"]*" lang="de">Webinar: Die Vergangenheit verstehen, um frei zu werden<\/h3>/);
    expect(list).not.toContain("Sinn finden, wenn nichts mehr passt");
    // Only the shown language travels with the page, not the other one's copy.
    expect(list).not.toContain("title_en");

    const detail = await page(`/en/events/${eventAddress}`);
    expect(detail).toMatch(/<h1 class="[^"]*">Finding Meaning When Nothing Fits Any More<\/h1>/);
    expect(detail).toContain("A seminar day for everyone who senses");
    expect(detail).toContain('"inLanguage":"en-GB"');
    expect(detail).toContain(`href="/en/events/${eventAddress}/kalender.ics"`);
    expect(detail).not.toContain("This description is only available in German.");
    // Without English, the page says so above the German description, which it marks as German.
    const untranslated = await page(`/en/events/${seedEventSlug(9, new Date())}`);
    expect(untranslated).toContain("This description is only available in German.");
    expect(untranslated).toMatch(/<p class="[^"]*" lang="de">Warum reagieren wir/);

    const german = await page(`/events/${eventAddress}`);
    expect(german).toMatch(/<h1 class="[^"]*">Sinn finden, wenn nichts mehr passt<\/h1>/);
    expect(german).not.toContain("Finding Meaning");
    expect(german).toContain('"inLanguage":"de-DE"');
  });

  it("a bad booking on the English page is refused with an English message", async () => {
    const refused = await post(`/en/events/${event}`, { full_name: "Emma", email: "kaputt", num_tickets: "1" });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain("Please enter a valid email address.");
  });

  it("a newsletter sign-up from an English page stores 'en' and sends the English confirmation", async () => {
    await post("/newsletter", { email: "reader@example.org", sprache: "en" });
    const row = await env.DB.prepare("SELECT locale, consent_text FROM newsletter_subscriptions WHERE email = ?")
      .bind("reader@example.org")
      .first<{ locale: string; consent_text: string }>();
    expect(row?.locale).toBe("en");
    expect(row?.consent_text).toMatch(/^Once a month I send you/);
    const [mail] = await outbox("reader@example.org");
    expect(mail?.subject).toBe("Please confirm your newsletter sign-up");
    expect(mail?.payload).toContain("unsubscribe here");
  });
});

describe("every e-mail about an event speaks its reader's language (decision 0093)", () => {
  const bookedEvent = {
    id: event,
    slug: "2099-06-12-sinn-finden-wenn-nichts-mehr-passt",
    title: "Sinn finden, wenn nichts mehr passt",
    description: "Ein Seminartag.",
    title_en: "Finding Meaning When Nothing Fits Any More",
    description_en: "A seminar day.",
    event_date: "2099-06-12",
    start_time: "09:30",
    end_time: "17:00",
    location: "Seminarhaus am Englischen Garten, München",
  };
  const booking = (locale: "de" | "en") => ({
    bookingId: "00000000-0000-4000-8000-00000000b001",
    event: bookedEvent,
    fullName: "Ava Stone",
    email: "ava.stone@example.org",
    phone: null,
    tickets: 1,
    totalCents: 24000,
    currency: "EUR",
    locale,
  });
  const links = { manage: "https://klarsinn-coaching.de/en/buchung/t", site: "https://klarsinn-coaching.de" };
  const entry = (locale: "de" | "en") => ({
    entryId: "00000000-0000-4000-8000-00000000e001",
    event: bookedEvent,
    email: "ava.stone@example.org",
    tickets: 1,
    locale,
  });
  const until = new Date("2099-06-01T10:00:00Z");
  const visitorMails = (locale: "de" | "en") => [
    bookingConfirmationMail(booking(locale), links, until),
    reminderMail(booking(locale), links),
    claimedBookingMail(booking(locale), links),
    cancellationMails({ ...booking(locale), by: "visitor", feeCents: 0 }, links)[0]!,
    waitlistJoinedMail(entry(locale), links.site),
    waitlistOfferMail(entry(locale), "https://klarsinn-coaching.de/en/warteliste/t", until),
    waitlistEventCancelledMail(entry(locale), links.site),
  ];
  const everything = (mail: { subject: string; text: string; html: string; attachments?: { content: string }[] }) =>
    [mail.subject, mail.text, mail.html, ...(mail.attachments ?? []).map((a) => a.content)].join("\n");

  it("an English visitor's e-mails and calendar files carry the English title, never the German one", () => {
    for (const mail of visitorMails("en")) {
      expect(mail.subject, mail.kind).toContain(bookedEvent.title_en);
      expect(everything(mail), mail.kind).not.toContain("Sinn finden");
      for (const file of mail.attachments ?? []) expect(file.content).toContain(`SUMMARY:${bookedEvent.title_en}`);
    }
  });

  it("a German visitor's e-mails and the coach's own carry the German title", () => {
    for (const mail of visitorMails("de")) {
      expect(mail.subject, mail.kind).toContain(bookedEvent.title);
      expect(everything(mail), mail.kind).not.toContain("Finding Meaning");
    }
    const coach = [
      coachNotificationMail(booking("en"), links),
      cancellationMails({ ...booking("en"), by: "visitor", feeCents: 0 }, links)[1]!,
    ];
    for (const mail of coach) {
      expect(mail.subject, mail.kind).toContain(bookedEvent.title);
      expect(everything(mail), mail.kind).not.toContain("Finding Meaning");
    }
  });
});
