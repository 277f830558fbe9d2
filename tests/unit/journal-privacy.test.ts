import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { insertJournal, journalToken } from "../../app/features/people/mindset/journal.server";
import { PROMPT_CONSENT_FIELD, SERIES_FIELD } from "../../app/features/people/mindset/prompts";
import { savePromptSeries } from "../../app/features/people/mindset/prompts.server";
import { signToken } from "../../app/lib/signed-token.server";
import { action as bookingPromptsAction } from "../../app/routes/buchung.$token.impulse";
import { BOOKINGS, insertEvent } from "./booking-fixtures";
import { clearFormTables, formPost, routeArgs } from "./contact.fixtures";

// Nothing opens a journal but its own link (decision 0185): "Impulse starten" from Meine Buchung
// never leads into a journal, and never records a consent in a journal that exists.

const ADDRESS = "paula@example.de";

async function bookingWithSeries() {
  const event = await insertEvent({ max_attendees: 10 });
  await savePromptSeries(env, null, {
    name: "3 Tage Gegenwartsfreude",
    name_en: null,
    prompts: ["Wofür bist du dankbar?", "Was bleibt?"].map((de) => ({ de, en: null })),
    in_journal: true,
    eventIds: [event.id],
    packageIds: [],
  });
  const series = await env.DB.prepare("SELECT id FROM prompt_series ORDER BY created_at DESC LIMIT 1").first<{
    id: string;
  }>();
  const bookingId = crypto.randomUUID();
  await env.DB.prepare(
    `INSERT INTO ${BOOKINGS} (id, event_id, full_name, email, num_tickets, total_price, total_cents, currency, status, email_confirmed_at)
     VALUES (?, ?, 'Paula Prompt', ?, 1, 0, 0, 'EUR', 'confirmed', '2026-01-01T00:00:00.000Z')`,
  )
    .bind(bookingId, event.id, ADDRESS)
    .run();
  return { token: await signToken(env, "booking", bookingId), seriesId: series!.id };
}

const start = (token: string, seriesId: string) =>
  bookingPromptsAction({
    ...routeArgs(
      formPost(
        `/buchung/${token}/impulse`,
        { [SERIES_FIELD]: seriesId, [PROMPT_CONSENT_FIELD]: "ja" },
        {
          "CF-Connecting-IP": "198.51.100.90",
        },
      ),
    ),
    params: { token },
  } as never) as Promise<unknown>;

/** The answer's status and its body, whatever React Router's `data()` or a Response. */
async function outcome(answer: unknown) {
  if (answer instanceof Response)
    return { status: answer.status, location: answer.headers.get("Location"), body: null };
  const d = answer as { init?: { status?: number; headers?: HeadersInit }; data: unknown };
  return { status: d.init?.status ?? 200, location: null, body: d.data as { ok: boolean } };
}

beforeEach(async () => {
  await clearFormTables();
  await env.DB.batch([
    env.DB.prepare("DELETE FROM prompt_subscriptions"),
    env.DB.prepare("DELETE FROM prompt_series"),
    env.DB.prepare("DELETE FROM mindset_journal"),
    env.DB.prepare(`DELETE FROM ${BOOKINGS}`),
  ]);
});

describe("a booking's link never opens a journal", () => {
  it("an existing journal: no redirect, no consent, no series started; its own link goes to its own address", async () => {
    const { token, seriesId } = await bookingWithSeries();
    const linkKey = "0123456789abcdef0123456789abcdef";
    await insertJournal(env, {
      id: "her-journal",
      email: ADDRESS,
      locale: "de",
      summary: null,
      created_at: new Date().toISOString(),
      journal_entries: [{ kind: "entry", id: "e1", date: "2026-01-02", text: "Privat", shared: false }],
      consent: { text: "Einwilligung", at: "2026-01-01T00:00:00.000Z", page: "/mindsettest" },
      link_key: linkKey,
    });
    const answer = await outcome(await start(token, seriesId));
    expect(answer.status).toBe(200);
    expect(answer.location).toBeNull();
    expect(answer.body).toMatchObject({ ok: true });
    expect(JSON.stringify(answer.body)).not.toMatch(/journal\//);
    // Nothing in her journal changed: no subscription (no consent recorded from the booking's link).
    const subs = await env.DB.prepare("SELECT count(*) AS n FROM prompt_subscriptions").first<{ n: number }>();
    expect(subs?.n).toBe(0);
    const journal = await env.DB.prepare("SELECT consented_at FROM mindset_journal WHERE id = 'her-journal'").first<{
      consented_at: string;
    }>();
    expect(journal?.consented_at).toBe("2026-01-01T00:00:00.000Z");
    // The journal's own link, to the journal's own address.
    const mail = await env.DB.prepare(
      "SELECT recipient, payload FROM mail_outbox WHERE kind = 'journal-prompts'",
    ).first<{
      recipient: string;
      payload: string;
    }>();
    expect(mail?.recipient).toBe(ADDRESS);
    expect(mail?.payload).toContain(`/journal/${await journalToken(env, "her-journal", linkKey)}`);
  });

  it("no journal yet: the series starts in a new journal, whose link goes by e-mail only, never in the answer", async () => {
    const { token, seriesId } = await bookingWithSeries();
    const answer = await outcome(await start(token, seriesId));
    expect(answer.status).toBe(200);
    expect(answer.location).toBeNull();
    expect(JSON.stringify(answer.body)).not.toMatch(/journal\//);
    const prompt = await env.DB.prepare(
      "SELECT recipient, payload FROM mail_outbox WHERE kind = 'journal-prompt'",
    ).first<{
      recipient: string;
      payload: string;
    }>();
    expect(prompt?.recipient).toBe(ADDRESS);
    expect(prompt?.payload).toMatch(/\/journal\//);
  });
});
