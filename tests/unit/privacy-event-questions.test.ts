/**
 * /datenschutz names the answers to an event's questions before booking and the coach's next small
 * step after a session (issue 52): the seeded text in db/content/legal.ts, and migration 0043, which
 * adds both sentences to a text seeded before them, only where the text they follow reads as
 * delivered, and only once.
 */
import { beforeEach, describe, expect, it } from "vitest";
import {
  migrationNumbered,
  runMigration as runNumbered,
  seededBookingsBody,
  storeBookingsBody,
  storedBookingsBody,
} from "./privacy-migration";

const EVENT_QUESTIONS = "**Fragen vor einer Veranstaltung:**";
const NEXT_STEP = " Nach einem Termin kann ich dir per E-Mail einen nächsten kleinen Schritt schicken;";

const seededBody = () => seededBookingsBody().content_de;

/** The body as it was seeded before these two sentences existed. */
function bodyBefore(): string {
  const body = seededBody();
  const start = body.indexOf(`\n\n${EVENT_QUESTIONS}`);
  const withoutQuestions = body.slice(0, start) + body.slice(body.indexOf("\n\n", start + 2));
  const step = withoutQuestions.indexOf(NEXT_STEP);
  return withoutQuestions.slice(0, step) + withoutQuestions.slice(withoutQuestions.indexOf("\n\n", step));
}

const migration = () => migrationNumbered("0043");
const stored = storeBookingsBody;
const runMigration = () => runNumbered("0043");
const current = async () => (await storedBookingsBody()).content_de;

beforeEach(() => expect(migration()).toBeDefined());

describe("the privacy page names event questions and the next small step", () => {
  it("the seeded text says what is kept, why, and when it goes", () => {
    const body = seededBody();
    const questions = body.slice(body.indexOf(EVENT_QUESTIONS)).split("\n\n")[0]!;
    for (const part of ["Antworten", "90 Tage", "Meine Daten"]) expect(questions).toContain(part);
    expect(body).toContain(NEXT_STEP.trim());
    expect(bodyBefore()).not.toContain(EVENT_QUESTIONS);
    expect(bodyBefore()).not.toContain(NEXT_STEP.trim());
  });

  it("migration 0043 adds both sentences to a text as delivered before, once", async () => {
    await stored(bodyBefore());
    await runMigration();
    expect(await current()).toBe(seededBody());
    await runMigration();
    expect(await current()).toBe(seededBody());
  });

  it("leaves a text whose sentences the coach rewrote", async () => {
    const edited = bodyBefore()
      .replace("verlangst du, dass die Leistung schon vorher beginnt", "möchtest du früher anfangen")
      .replace("worauf du dich konzentrieren möchtest", "was dir wichtig ist");
    await stored(edited);
    await runMigration();
    expect(await current()).toBe(edited);
  });
});
