import { env } from "cloudflare:test";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createCampaign, sendCampaign, signedByHer, updateDraft } from "../../app/features/newsletter/campaigns.server";
import type { MailContent } from "../../app/features/mail/types";
import { seed } from "./admin-helpers";

/** The newsletter as readers get it (decision 0167): the e-mail written to the outbox for one subscriber. */
async function sentMail(body: string, extra: { include_events?: boolean } = {}): Promise<MailContent> {
  const id = await createCampaign(env, "coach", { subject: "Herbstimpulse", body, ...extra });
  expect(await sendCampaign(env, id)).toMatchObject({ done: true, recipients: 1 });
  const row = await env.DB.prepare("SELECT payload FROM mail_outbox WHERE kind = 'newsletter-campaign' AND ref_id = ?")
    .bind(id)
    .first<{ payload: string }>();
  return JSON.parse(row!.payload) as MailContent;
}

const count = (text: string, part: string) => text.split(part).length - 1;

beforeAll(async () => {
  await seed();
});

beforeEach(async () => {
  await env.DB.batch([
    env.DB.prepare("DELETE FROM mail_outbox"),
    env.DB.prepare("DELETE FROM newsletter_subscriptions"),
    env.DB.prepare("DELETE FROM newsletter_campaigns"),
    env.DB.prepare(
      "INSERT INTO newsletter_subscriptions (id, email, status) VALUES ('leserin', 'leserin@example.de', 'confirmed')",
    ),
  ]);
});

describe("the newsletter e-mail", () => {
  it("her links are real links in the HTML part (site paths on the site's address) and readable in the text part", async () => {
    const mail = await sentMail(
      "Hallo,\n\nmeine neuen Termine findest du [auf der Website](/events), Fragen gern an [mich](mailto:hallo@example.de).\n\n- **Herbstworkshop** am Samstag\n- [Mehr lesen](https://example.org/artikel)",
    );
    expect(mail.html).toMatch(/<a href="https?:\/\/[^"]+\/events" style="[^"]*">auf der Website<\/a>/);
    expect(mail.html).toContain('<a href="mailto:hallo@example.de"');
    expect(mail.html).toContain('<a href="https://example.org/artikel"');
    expect(mail.html).toContain("<strong>Herbstworkshop</strong>");
    expect(mail.html).toMatch(/<ul[^>]*><li[^>]*><strong>Herbstworkshop<\/strong> am Samstag<\/li>/);
    expect(mail.text).toMatch(/auf der Website \(https?:\/\/[^)]+\/events\)/);
    expect(mail.text).toContain("Mehr lesen (https://example.org/artikel)");
    expect(mail.text).toContain("- Herbstworkshop am Samstag");
    expect(mail.text).not.toContain("**");
  });

  it("the unsubscribe line ends in a link in the HTML part and names the address in the text part", async () => {
    const mail = await sentMail("Hallo,\n\ngute Woche dir.");
    expect(mail.html).toMatch(
      /Du möchtest keine E-Mails mehr von mir\? <a href="[^"]+\/newsletter\/abmelden\?token=[^"]+"[^>]*>Hier kannst du dich abmelden<\/a>/,
    );
    expect(mail.text).toMatch(/Hier kannst du dich abmelden: \S+\/newsletter\/abmelden\?token=\S+/);
    // No address as visible text in the HTML: it would not wrap on a phone.
    expect(mail.html).not.toMatch(/>[^<]*abmelden\?token=/);
    expect(mail.html).toContain("overflow-wrap:anywhere");
  });

  it("one signature: the e-mail's own, or hers when she signs the text", async () => {
    const plain = await sentMail("Hallo,\n\ngute Woche dir.");
    expect(count(plain.html, "Herzliche Grüße")).toBe(1);
    expect(count(plain.text, "Herzliche Grüße")).toBe(1);
    expect(count(plain.text, "Johanna Lindner")).toBe(1);

    const signed = await sentMail("Hallo,\n\ngute Woche dir.\n\nHerzliche Grüße\nJohanna");
    expect(count(signed.html, "Herzliche Grüße")).toBe(1);
    expect(count(signed.text, "Herzliche Grüße")).toBe(1);
    expect(signed.text).not.toContain("Johanna Lindner");
    expect(signedByHer("Alles Gute\n\nDeine Johanna")).toBe(true);
    expect(signedByHer("Hallo,\n\nbis zum Workshop am Samstag!")).toBe(false);
  });

  it("nothing she types becomes HTML: tags, attributes and javascript: links stay text", async () => {
    const mail = await sentMail(
      'Hallo <img src=x onerror="alert(1)">,\n\n<script>alert(1)</script> und [klick](javascript:alert(1)) und <a href="https://böse.example">da</a>',
    );
    expect(mail.html).not.toMatch(/<img|<script|<a href="https:\/\/böse|href="javascript/i);
    expect(mail.html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(mail.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(mail.html).toContain("[klick](javascript:alert(1))");
  });

  it("'Nächste Termine' lists the next three events with links when she attaches it, and only then", async () => {
    const without = await sentMail("Hallo,\n\nbald geht es los.");
    expect(without.html).not.toContain("Nächste Termine");
    const withEvents = await sentMail("Hallo,\n\nbald geht es los.", { include_events: true });
    expect(withEvents.html).toContain("Nächste Termine");
    const links = [...withEvents.html.matchAll(/<a href="([^"]+\/events\/[^"]+)"/g)].map((m) => m[1]);
    expect(links).toHaveLength(3);
    expect(withEvents.text).toMatch(/Nächste Termine\n.+ \(.+\): \S+\/events\/\S+/);
  });

  it("a draft can be changed; one that went out cannot", async () => {
    const id = await createCampaign(env, "coach", { subject: "Entwurf", body: "Erster Text." });
    expect(await updateDraft(env, id, { subject: "Entwurf 2", body: "Zweiter Text.", include_events: true })).toBe(
      "updated",
    );
    const row = await env.DB.prepare("SELECT subject, body, include_events FROM newsletter_campaigns WHERE id = ?")
      .bind(id)
      .first();
    expect(row).toEqual({ subject: "Entwurf 2", body: "Zweiter Text.", include_events: 1 });
    await sendCampaign(env, id);
    expect(await updateDraft(env, id, { subject: "Zu spät", body: "Nein." })).toBe("not_draft");
    expect(await updateDraft(env, crypto.randomUUID(), { subject: "Wer?", body: "Nichts." })).toBe("not_found");
  });
});
