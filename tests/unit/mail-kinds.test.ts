import { describe, expect, it } from "vitest";
import { adminMessages } from "../../app/lib/messages.admin";

/**
 * The mail log's "Art" column names every kind of e-mail in German (issue 56: it showed raw keys such
 * as `withdrawal-receipt`). `MailDraft.kind` is typed by the catalogue's keys, so a new kind without a
 * word does not compile; this test reads the sources as well, for kinds built from variables.
 */
const sources = import.meta.glob<string>(["../../app/**/*.{ts,tsx}"], {
  query: "?raw",
  import: "default",
  eager: true,
});

const kinds = adminMessages.emails.kinds as Record<string, string>;

/** Every kind the code can send: the `kind` literals and `…_KIND` constants of files that write mails. */
function sentKinds(): Set<string> {
  const found = new Set<string>();
  for (const [path, text] of Object.entries(sources)) {
    if (!text.includes("dedupeKey") && !/MAIL_KIND\s*=/.test(text)) continue;
    if (path.includes("messages")) continue;
    for (const match of text.matchAll(/kind:\s*"([a-z]+(?:-[a-z]+)+)"/g)) found.add(match[1]!);
    for (const match of text.matchAll(/(?:visitorMail|waitlistMail)\([^,]+,\s*"([a-z-]+)"/g)) found.add(match[1]!);
    for (const match of text.matchAll(/MAIL_KIND\s*=\s*"([a-z-]+)"/g)) found.add(match[1]!);
    for (const match of text.matchAll(/kind:\s*((?:"[a-z-]+"\s*\|\s*)+"[a-z-]+")/g)) {
      for (const literal of match[1]!.matchAll(/"([a-z-]+)"/g)) found.add(literal[1]!);
    }
  }
  return found;
}

describe("mail kinds in the mail log", () => {
  it("finds the kinds the site sends (the scan itself works)", () => {
    const found = sentKinds();
    for (const kind of ["booking-confirmation", "withdrawal-receipt", "journal-link", "newsletter-campaign"]) {
      expect(found).toContain(kind);
    }
    expect(found.size).toBeGreaterThanOrEqual(30);
  });

  it("every kind the code can send has a German word, none is its technical name, no two share one", () => {
    const missing = [...sentKinds()].filter((kind) => !kinds[kind]?.trim());
    expect(missing).toEqual([]);
    for (const [kind, word] of Object.entries(kinds)) {
      expect(word).not.toBe(kind);
      expect(word).not.toMatch(/^[a-z]+(-[a-z]+)+$/);
    }
    expect(new Set(Object.values(kinds)).size).toBe(Object.keys(kinds).length);
  });

  it("the log shows the word, and an unknown (older) kind its technical name", () => {
    expect(adminMessages.emails.kindLabel("withdrawal-receipt")).toBe("Widerruf: Eingangsbestätigung");
    expect(adminMessages.emails.kindLabel("something-old")).toBe("something-old");
    expect(adminMessages.emails.kindLabel("toString")).toBe("toString");
  });
});
