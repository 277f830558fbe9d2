/**
 * /datenschutz names the 1:1 waiting list (issue 51): the seeded paragraph in db/content/legal.ts, and
 * migration 0042, which adds the same paragraph to a database seeded before it, only where the events'
 * waiting-list paragraph still reads as delivered, and only once.
 */
import { beforeEach, describe, expect, it } from "vitest";
import {
  migrationNumbered,
  runMigration as runNumbered,
  seededBookingsBody,
  storeBookingsBody,
  storedBookingsBody,
} from "./privacy-migration";

const PARAGRAPH_START = "**Warteliste für Termine:**";

const seededBody = seededBookingsBody;

/** The body as it was seeded before this paragraph existed. */
function bodyBefore(): string {
  const body = seededBody().content_de;
  const start = body.indexOf(`\n\n${PARAGRAPH_START}`);
  const end = body.indexOf("\n\n", start + 2);
  return body.slice(0, start) + body.slice(end);
}

const migration = () => migrationNumbered("0042");
const stored = storeBookingsBody;
const runMigration = () => runNumbered("0042");
const current = storedBookingsBody;

beforeEach(() => expect(migration()).toBeDefined());

describe("the privacy page names the 1:1 waiting list", () => {
  it("the seeded text says what is stored, why, how long, and how to have it removed", () => {
    const body = seededBody().content_de;
    const paragraph = body.slice(body.indexOf(PARAGRAPH_START)).split("\n\n")[0]!;
    for (const part of [
      "Namen",
      "E-Mail-Adresse",
      "gewünschten Tag",
      "Einwilligung",
      "Art. 6 Abs. 1 lit. a DSGVO",
      "Meine Daten",
    ])
      expect(paragraph).toContain(part);
  });

  it("migration 0042 adds the seeded paragraph to a text as delivered before, once", async () => {
    await stored(bodyBefore());
    expect((await current()).content_de).not.toContain(PARAGRAPH_START);
    await runMigration();
    expect((await current()).content_de).toBe(seededBody().content_de);
    await runMigration();
    expect((await current()).content_de).toBe(seededBody().content_de);
    expect((await current()).content_en).toBe("");
  });

  it("leaves a text whose waiting-list paragraph the coach rewrote", async () => {
    const edited = bodyBefore().replace("Einträge lösche ich automatisch", "Einträge lösche ich selbst");
    await stored(edited);
    await runMigration();
    expect((await current()).content_de).toBe(edited);
  });
});
