import { expect, test } from "@playwright/test";
import { renderMail } from "../../app/features/core/mail/layout.ts";
import { screenshot } from "./page-checks";

/**
 * The newsletter e-mail on a 390 px phone (decision 0167): rendered by the real `renderMail` with
 * what made it 949 px wide before (a long unsubscribe address, a long link she pasted), opened in
 * Chromium at 390 px: nothing may be wider than the screen.
 */

const token = "eyJpZCI6IjAwMDAwMDAwLTAwMDAtNDAwMC04MDAwLTAwMDAwMDAwMDAwMSIsImV4cCI6MTc5NTc4NjkwNzA4N30".repeat(2);
const origin = "https://www.klarsinn-coaching.de";

test.use({ viewport: { width: 390, height: 844 } });

test("the newsletter e-mail fits a 390 px phone: long links wrap, the unsubscribe line is a link, the photo shrinks", async ({
  page,
}) => {
  // A photo wider than the column (decision 0173), drawn by the browser so the test needs no server.
  const photo = await page.evaluate(() => {
    const canvas = document.createElement("canvas");
    canvas.width = 1600;
    canvas.height = 1000;
    canvas.getContext("2d")!.fillRect(0, 0, 1600, 1000);
    return canvas.toDataURL("image/png");
  });
  const longLink = `${origin}/events/00000000-0000-4000-8000-000000000001?utm_source=newsletter&utm_medium=email&utm_campaign=herbstimpulse-2026`;
  const { html } = renderMail({
    heading: "Herbstimpulse: drei kleine Rituale für mehr Gegenwart im Alltag",
    image: { src: photo, alt: "Herbstlaub vor dem Fenster", width: 560 },
    paragraphs: [],
    markup: {
      text: `Hallo,\n\nhier ist der Link zum Workshop: [${longLink}](${longLink})\n\n- **Samstag**: [Anmeldung](/events)\n\nUnd als Adresse zum Kopieren: ${longLink}`,
      origin,
    },
    linkList: {
      heading: "Nächste Termine",
      items: [
        { label: "Klarheit im Job", detail: "Samstag, 12. Dezember 2026, 10:00–16:00 Uhr · Köln", url: longLink },
      ],
    },
    footnotes: [
      {
        text: "Du möchtest keine E-Mails mehr von mir?",
        link: { label: "Hier kannst du dich abmelden", url: `${origin}/newsletter/abmelden?token=${token}` },
      },
    ],
    locale: "de",
  });
  await page.setContent(html);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await expect(page.getByRole("link", { name: "Hier kannst du dich abmelden" })).toHaveAttribute(
    "href",
    /\/newsletter\/abmelden\?token=/,
  );
  await expect(page.getByRole("link", { name: "Anmeldung" })).toHaveAttribute("href", `${origin}/events`);
  const box = (await page.getByRole("img", { name: "Herbstlaub vor dem Fenster" }).boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(Math.abs(box.height - (box.width * 1000) / 1600)).toBeLessThanOrEqual(1);
  await screenshot(page, { path: "/tmp/shots-newsletter/mail-390.png", fullPage: true });
});
