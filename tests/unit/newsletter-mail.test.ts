import { env } from "cloudflare:test";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as v from "valibot";
import { deleteImage, MissingPhotoError } from "../../app/features/extras/images/deletion.server";
import { photoForMail } from "../../app/features/extras/images/library.server";
import { campaignSchema } from "../../app/features/people/newsletter/campaign-schema";
import {
  createCampaign,
  sendCampaign,
  sendTestCampaign,
  signedByHer,
  updateDraft,
} from "../../app/features/people/newsletter/campaigns.server";
import type { MailContent } from "../../app/features/core/mail/types";
import { siteOrigin } from "../../app/lib/request.server";
import { seed } from "./admin-helpers";

/** The newsletter as readers get it (decision 0167): the e-mail written to the outbox for one subscriber. */
async function sentMail(
  body: string,
  extra: { include_events?: boolean; image?: string; subject_en?: string; body_en?: string } = {},
): Promise<MailContent> {
  const id = await createCampaign(env, "coach", { subject: "Herbstimpulse", body, ...extra });
  const subscribers = await env.DB.prepare("SELECT COUNT(*) AS n FROM newsletter_subscriptions").first<{ n: number }>();
  expect(await sendCampaign(env, id)).toMatchObject({ done: true, recipients: subscribers!.n });
  const row = await env.DB.prepare(
    "SELECT payload FROM mail_outbox WHERE kind = 'newsletter-campaign' AND ref_id = ? AND recipient = 'leserin@example.de'",
  )
    .bind(id)
    .first<{ payload: string }>();
  return JSON.parse(row!.payload) as MailContent;
}

/** A photo in the library as an upload leaves it (the row; the bytes do not matter to an e-mail). */
async function libraryPhoto(width: number, alt: string, alt_en: string | null = null): Promise<string> {
  const key = `${Array.from(crypto.getRandomValues(new Uint8Array(32)), (b) => b.toString(16).padStart(2, "0")).join("")}.jpg`;
  await env.DB.prepare(
    "INSERT INTO klarsinn_images (key, content_type, size_bytes, width, height, alt, alt_en) VALUES (?, 'image/jpeg', 1000, ?, ?, ?, ?)",
  )
    .bind(key, width, Math.round((width * 2) / 3), alt, alt_en)
    .run();
  return key;
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

  it("a photo from her library stands under the heading: the site's absolute address, her alt text, at most the column's width", async () => {
    const key = await libraryPhoto(1600, "Johanna am Fenster, Herbstlicht", "Johanna by the window, autumn light");
    await env.DB.prepare(
      "INSERT INTO newsletter_subscriptions (id, email, status, locale) VALUES ('reader', 'reader@example.com', 'confirmed', 'en')",
    ).run();
    const mail = await sentMail("Hallo,\n\nder Herbst ist da.", {
      image: key,
      subject_en: "Autumn notes",
      body_en: "Hello,\n\nautumn is here.",
    });
    const origin = siteOrigin(env);
    const img = `<img src="${origin}/bilder/${key}" alt="Johanna am Fenster, Herbstlicht" width="560" style="display:block;width:100%;max-width:560px;height:auto;`;
    expect(mail.html).toContain(img);
    // Under the heading, before her text.
    expect(mail.html.indexOf("</h1>")).toBeLessThan(mail.html.indexOf(img));
    expect(mail.html.indexOf(img)).toBeLessThan(mail.html.indexOf("der Herbst ist da."));
    // The plain-text part leaves the photo out.
    expect(mail.text).not.toContain(key);
    expect(mail.text).not.toContain("Herbstlicht");
    // The English reader gets the English description.
    const english = await env.DB.prepare(
      "SELECT payload FROM mail_outbox WHERE kind = 'newsletter-campaign' AND recipient = 'reader@example.com'",
    ).first<{ payload: string }>();
    expect((JSON.parse(english!.payload) as MailContent).html).toContain(
      `<img src="${origin}/bilder/${key}" alt="Johanna by the window, autumn light" width="560"`,
    );
    // The photo is in use now: deleting it is refused while the sent newsletter shows it.
    expect(await deleteImage(env, key)).toMatchObject({ ok: false, reason: "in_use" });
  });

  it("with resized copies on, the e-mail takes the 1,200 px copy of a wider photo and the original of a narrower one", async () => {
    const origin = "https://www.klarsinn-coaching.de";
    const wide = await libraryPhoto(4000, "Der Seminarraum");
    const narrow = await libraryPhoto(480, "Eine Tasse Tee");
    const on = { ...env, IMAGE_VARIANTS: "on" };
    expect(await photoForMail(on, wide, origin)).toEqual({
      src: `${origin}/cdn-cgi/image/width=1200,fit=scale-down,format=auto/bilder/${wide}`,
      alt: "Der Seminarraum",
      alt_en: null,
      width: 560,
    });
    expect(await photoForMail(on, narrow, origin)).toMatchObject({ src: `${origin}/bilder/${narrow}`, width: 480 });
    expect(await photoForMail({ ...env, IMAGE_VARIANTS: "off" }, wide, origin)).toMatchObject({
      src: `${origin}/bilder/${wide}`,
    });
    expect(await photoForMail(env, `${"d".repeat(64)}.jpg`, origin)).toBeNull();
  });

  it("only a photo of her library: another address is refused by the form's schema, a deleted one when saving", async () => {
    const form = { subject: "Herbst", body: "Hallo." };
    const typed = v.safeParse(campaignSchema, { ...form, image: "https://example.org/katze.jpg" });
    expect(typed.success).toBe(false);
    expect(typed.issues?.[0]?.message).toBe(
      "Bitte wählen Sie ein Foto aus Ihren Bildern (eine Adresse wie /bilder/…), oder lassen Sie das Feld leer.",
    );
    const key = await libraryPhoto(800, "Blätter im Wind");
    expect(v.parse(campaignSchema, { ...form, image: `/bilder/${key}` }).image).toBe(key);
    expect(v.parse(campaignSchema, form).image).toBeNull();

    const id = await createCampaign(env, "coach", { subject: "Entwurf", body: "Text." });
    expect(await deleteImage(env, key)).toEqual({ ok: true });
    expect(await updateDraft(env, id, { subject: "Entwurf", body: "Text.", image: key })).toBe("photo_missing");
    await expect(createCampaign(env, "coach", { subject: "Neu", body: "Text.", image: key })).rejects.toBeInstanceOf(
      MissingPhotoError,
    );
    // The test e-mail of a draft with a photo shows it too.
    const other = await libraryPhoto(800, "Ein Weg im Wald");
    expect(await updateDraft(env, id, { subject: "Entwurf", body: "Text.", image: other })).toBe("updated");
    expect(await sendTestCampaign(env, id, "coach@example.de")).toBe(true);
    const test = await env.DB.prepare("SELECT payload FROM mail_outbox WHERE kind = 'newsletter-test'").first<{
      payload: string;
    }>();
    expect((JSON.parse(test!.payload) as MailContent).html).toContain(`alt="Ein Weg im Wald"`);
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
