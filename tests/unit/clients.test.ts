import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import {
  clientRecord,
  clientsPage,
  namesOf,
  saveClientNote,
  saveSessionNote,
} from "../../app/features/people/clients/clients.server";
import type { MailContent } from "../../app/features/core/mail/types";
import { openNote, sealNote } from "../../app/features/core/privacy/client-notes.server";
import { action as requestAction } from "../../app/routes/meine-daten";
import { action as exportAction } from "../../app/routes/meine-daten.export";
import { action as manageAction } from "../../app/routes/meine-daten.verwalten";
import { insertBooking, insertEvent } from "./booking-fixtures";
import { clearFormTables, count, formPost, ORIGIN, routeArgs, settle } from "./contact.fixtures";

const NOTE = "Spricht gern über ihre Arbeit als Lehrerin; nächstes Mal nach dem Umzug fragen.";
const page = (q = "") => clientsPage(env, { q, offset: 0, limit: 25 });

let eventId = "";
let sessionId = "";

beforeEach(async () => {
  await clearFormTables();
  await env.DB.batch(
    [
      "session_notes",
      "clients",
      "klarsinn_voucher",
      "klarsinn_waitlist",
      "klarsinn_booking",
      "klarsinn_events",
      "mindset_journal",
      "data_requests",
    ].map((t) => env.DB.prepare(`DELETE FROM ${t}`)),
  );
  eventId = (await insertEvent({ title: "Selbstwert-Workshop" })).id;
  sessionId = (await insertEvent({ title: "Kennenlerngespräch", kind: "session" })).id;
});

/** One person under three spellings of her address: an event, an intro call, a contact request. */
async function seedAnna() {
  const event = await insertBooking(eventId, "Anna Schmidt", {
    email: "Anna.Schmidt@Example.de",
    createdAt: new Date("2026-11-01T09:00:00Z"),
  });
  const call = await insertBooking(sessionId, "Anna Schmidt-Berg", {
    email: "  anna.schmidt@example.de ",
    createdAt: new Date("2026-11-20T09:00:00Z"),
  });
  await env.DB.prepare(
    "INSERT INTO contact_submissions (id, name, email, message, created_at) VALUES ('anna-request', 'Anna', 'ANNA.SCHMIDT@EXAMPLE.DE', 'Hallo Johanna, ich hätte eine Frage.', '2026-10-01T08:00:00.000Z')",
  ).run();
  return { event, call };
}

describe("one person per address", () => {
  it("merges case and surrounding spaces: one client with her event, her intro call and her request", async () => {
    const { event, call } = await seedAnna();
    await insertBooking(eventId, "Bea Keller", { email: "bea@example.de" });
    const { rows, total } = await page();
    expect(total).toBe(2);
    const anna = rows.find((row) => row.email === "anna.schmidt@example.de");
    // The latest name she gave, the latest trace first in the list.
    expect(anna).toMatchObject({ name: "Anna Schmidt-Berg", traces: 3, has_note: false });
    const record = await clientRecord(env, anna!.id);
    expect(record?.bookings.map((b) => [b.id, b.kind])).toEqual([
      [call.id, "session"],
      [event.id, "event"],
    ]);
    expect(record?.contacts.map((c) => c.id)).toEqual(["anna-request"]);
    expect(record?.client.names).toEqual(["Anna Schmidt-Berg", "Anna Schmidt", "Anna"]);
  });

  it("keeps each address's id across reads, and a new address gets one", async () => {
    await seedAnna();
    const first = (await page()).rows.map((row) => row.id);
    await insertBooking(eventId, "Clara Vogt", { email: "clara@example.de" });
    const second = await page();
    expect(second.total).toBe(2);
    expect(second.rows.map((row) => row.id)).toEqual(expect.arrayContaining(first));
    expect(await count("clients")).toBe(2);
  });

  it("searches names and addresses, with a search longer than D1's 50-byte LIKE limit", async () => {
    await seedAnna();
    await insertBooking(eventId, "Bea Keller", { email: "bea@example.de" });
    expect((await page("schmidt-berg")).rows.map((row) => row.email)).toEqual(["anna.schmidt@example.de"]);
    expect((await page("BEA@")).rows.map((row) => row.name)).toEqual(["Bea Keller"]);
    const long = `${"sehr-lange-adresse.".repeat(4)}@example.de`;
    await insertBooking(eventId, "Dora Lang", { email: long });
    expect((await page(long)).rows.map((row) => row.name)).toEqual(["Dora Lang"]);
  });

  it("a booking anonymised by the retention belongs to nobody", async () => {
    await env.DB.prepare(
      "INSERT INTO klarsinn_booking (id, event_id, full_name, email, num_tickets, total_price, currency, status) VALUES ('old', ?, 'Anonymisiert', '', 1, 0, 'EUR', 'confirmed')",
    )
      .bind(eventId)
      .run();
    expect(await page()).toEqual({ rows: [], total: 0 });
  });

  it("gives the journals' addresses their names", async () => {
    await seedAnna();
    const names = await namesOf(env, ["Anna.Schmidt@example.de", "niemand@example.de"]);
    expect([...names]).toEqual([["anna.schmidt@example.de", "Anna Schmidt-Berg"]]);
  });
});

describe("private notes at rest", () => {
  it("stores the note sealed, never as its text, and opens it for the coach", async () => {
    await seedAnna();
    const [anna] = (await page()).rows;
    expect(await saveClientNote(env, anna!.id, `  ${NOTE}  `)).toBe(true);
    const stored = await env.DB.prepare("SELECT note FROM clients WHERE id = ?")
      .bind(anna!.id)
      .first<{ note: string }>();
    expect(stored?.note).toMatch(/^v1\./);
    expect(stored?.note).not.toContain("Lehrerin");
    expect((await clientRecord(env, anna!.id))?.client.note).toBe(NOTE);
    expect((await page()).rows[0]?.has_note).toBe(true);
    // Empty removes it.
    await saveClientNote(env, anna!.id, "  ");
    expect((await clientRecord(env, anna!.id))?.client).toMatchObject({ note: null, noteUnreadable: false });
  });

  it("opens with the right key only, and only for the person it is about", async () => {
    const sealed = await sealNote(env, NOTE, { email: "anna@example.de" });
    expect(await openNote(env, sealed, { email: "anna@example.de" })).toBe(NOTE);
    const otherKey = { TOKEN_SECRET: "ein-ganz-anderer-schluessel-mit-mehr-als-32-bytes" };
    expect(await openNote(otherKey, sealed, { email: "anna@example.de" })).toBeNull();
    expect(await openNote(env, sealed, { email: "bea@example.de" })).toBeNull();
    // Plain text in the column is never taken for a note.
    expect(await openNote(env, NOTE, { email: "anna@example.de" })).toBeNull();
    // During a rotation the previous key still opens it.
    const rotated = { TOKEN_SECRET: otherKey.TOKEN_SECRET, TOKEN_SECRET_PREVIOUS: env.TOKEN_SECRET };
    expect(await openNote(rotated, sealed, { email: "anna@example.de" })).toBe(NOTE);
  });

  it("a note on a session is sealed too, and only on her own bookings", async () => {
    const { call } = await seedAnna();
    const other = await insertBooking(eventId, "Bea Keller", { email: "bea@example.de" });
    const anna = (await page("anna")).rows[0]!;
    expect(await saveSessionNote(env, anna.id, call.id, "Ziel: klarer Nein sagen.")).toBe(true);
    expect(await saveSessionNote(env, anna.id, other.id, "falsch")).toBe(false);
    const stored = await env.DB.prepare("SELECT note FROM session_notes").all<{ note: string }>();
    expect(stored.results).toHaveLength(1);
    expect(stored.results[0]?.note).not.toContain("Nein");
    const record = await clientRecord(env, anna.id);
    expect(record?.bookings.find((b) => b.id === call.id)?.sessionNote).toBe("Ziel: klarer Nein sagen.");
  });

  it("says so when no key opens a note, without showing the stored value", async () => {
    await seedAnna();
    const anna = (await page()).rows[0]!;
    const foreign = await sealNote({ TOKEN_SECRET: "ein-ganz-anderer-schluessel-mit-mehr-als-32-bytes" }, NOTE, {
      email: anna.email,
    });
    await env.DB.prepare("UPDATE clients SET note = ? WHERE id = ?").bind(foreign, anna.id).run();
    expect((await clientRecord(env, anna.id))?.client).toMatchObject({ note: null, noteUnreadable: true });
  });
});

/** The token of the data link mailed to `email`, read from the outbox like a mail client would. */
async function dataLink(email: string): Promise<string> {
  await requestAction(routeArgs(formPost("/meine-daten", { email })));
  await settle();
  const row = await env.DB.prepare(
    "SELECT payload FROM mail_outbox WHERE kind = 'data-request' AND recipient = ? ORDER BY created_at DESC LIMIT 1",
  )
    .bind(email)
    .first<{ payload: string }>();
  const text = (JSON.parse(row?.payload ?? "{}") as MailContent).text ?? "";
  const match = text.match(new RegExp(`${ORIGIN}/meine-daten/verwalten\\?token=(\\S+)`));
  if (!match?.[1]) throw new Error(`no data link mailed to ${email}`);
  return decodeURIComponent(match[1]);
}

describe("her data export and erasure", () => {
  it("the export carries the record and the notes in plain text; the erasure removes them", async () => {
    const { call } = await seedAnna();
    const bea = await insertBooking(eventId, "Bea Keller", { email: "bea@example.de" });
    const { rows } = await page();
    const anna = rows.find((row) => row.email === "anna.schmidt@example.de")!;
    const beaRow = rows.find((row) => row.email === "bea@example.de")!;
    await saveClientNote(env, anna.id, NOTE);
    await saveSessionNote(env, anna.id, call.id, "Ziel: klarer Nein sagen.");
    await saveClientNote(env, beaRow.id, "Bea: Notiz über jemand anderen.");
    await saveSessionNote(env, beaRow.id, bea.id, "Bea: Sitzung.");

    const token = await dataLink("anna.schmidt@example.de");
    const response = (await exportAction(routeArgs(formPost("/meine-daten/export", { token })))) as Response;
    const body = (await response.json()) as {
      client_record: { note: string | null }[];
      session_notes: { booking_id: string; note: string | null; event: string }[];
    };
    expect(body.client_record).toEqual([expect.objectContaining({ note: NOTE })]);
    expect(body.session_notes).toEqual([
      expect.objectContaining({ booking_id: call.id, event: "Kennenlerngespräch", note: "Ziel: klarer Nein sagen." }),
    ]);
    expect(JSON.stringify(body)).not.toContain("Bea");

    await manageAction(routeArgs(formPost("/meine-daten/verwalten", { token, intent: "erase", confirm: "yes" })));
    expect(await count("clients", "email = 'anna.schmidt@example.de'")).toBe(0);
    expect(await count("session_notes", "booking_id = ?", call.id)).toBe(0);
    // Someone else's record and notes stay.
    expect(await count("clients", "email = 'bea@example.de'")).toBe(1);
    expect(await count("session_notes", "booking_id = ?", bea.id)).toBe(1);
    // And the list no longer knows her.
    expect((await page("anna")).total).toBe(0);
  });

  it("a note alone is data she can ask for", async () => {
    await env.DB.prepare("INSERT INTO clients (id, email) VALUES ('only-note', 'nur.notiz@example.de')").run();
    await saveClientNote(env, "only-note", NOTE);
    expect(await dataLink("nur.notiz@example.de")).toBeTruthy();
  });
});
