import { createExecutionContext, env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { brand } from "../../app/config/brand";
import { publishContent } from "../../app/features/extras/content/content.server";
import { externalBookingCalendarUrl } from "../../app/features/products/sessions/external";
import { INTRO_CALL_PATH } from "../../app/features/products/sessions/intro-call";
import { schedulerView } from "../../app/features/products/sessions/page.server";
import { seedAppointmentTypeId, seedStatements } from "../../db/seed-data";
import { createTestWorker } from "./app-harness";

/**
 * The contact page's intro call (decision 0156): the scheduler's address for it whatever its type's
 * id, the contact page's link to it before JavaScript and no third party in its HTML, and the coach's
 * switch back to an external calendar. The dialog itself: tests/e2e/intro-call-dialog.spec.ts.
 */

const intro = seedAppointmentTypeId(1);
const viewOf = (path: string) => schedulerView(env, new URL(path, "https://example.test"));
const setActive = (id: string, active: boolean) =>
  env.DB.prepare(`UPDATE appointment_types SET active = ? WHERE id = ?`)
    .bind(active ? 1 : 0, id)
    .run();

beforeAll(async () => {
  await env.DB.batch(seedStatements(new Date()).map((sql) => env.DB.prepare(sql)));
});

describe("the intro call's address", () => {
  it("chooses the first active free kind in her order, with its place and free days", async () => {
    const view = await viewOf(INTRO_CALL_PATH);
    expect(view.type?.id).toBe(intro);
    expect(view.type?.priceCents).toBe(0);
    expect(view.place).toBe("online");
    expect(view.days.length).toBeGreaterThan(0);
    const english = await viewOf(`/en${INTRO_CALL_PATH}`);
    expect(english.type?.name).toBe("Free intro call");
  });

  it("chooses nothing when she offers no free kind: the visitor picks from the kinds", async () => {
    await setActive(intro, false);
    try {
      const view = await viewOf(INTRO_CALL_PATH);
      expect(view.type).toBeNull();
      expect(view.days).toEqual([]);
      expect(view.types.length).toBeGreaterThan(0);
      expect(view.types.every((type) => type.priceCents > 0)).toBe(true);
    } finally {
      await setActive(intro, true);
    }
  });
});

describe("the contact page's button", () => {
  const worker = createTestWorker();
  const page = async (path: string) => {
    const response = await worker.fetch(new Request(`https://example.test${path}`), env, createExecutionContext());
    expect(response.status).toBe(200);
    return response.text();
  };
  const calendarHost = new URL(brand.external.bookingCalendar).host;

  it("is a link to /termin with the intro call chosen before JavaScript, and names no other site", async () => {
    const de = await page("/contact");
    expect(de).toMatch(/<a[^>]* href="\/termin\?art=erstgespraech"[^>]*>Kostenfreies Erstgespräch buchen<\/a>/);
    expect(de).not.toContain(calendarHost);
    expect(de).not.toContain("<iframe");
    const en = await page("/en/contact");
    expect(en).toMatch(/<a[^>]* href="\/en\/termin\?art=erstgespraech"[^>]*>Book your free intro call<\/a>/);
  });

  it("opens her external calendar once she sets its address in the web content, and our scheduler again without it", async () => {
    const external = new URL("/erstgespraech?quelle=klarsinn", brand.external.bookingCalendar).href;
    const setSwitch = async (value: string) => {
      await env.DB.prepare(
        `INSERT INTO web_content (id, page, section, content_key, content_de, content_en)
         VALUES (?, 'contact', 'settings', 'bookingCalendarUrl', ?, ?)
         ON CONFLICT (page, section, content_key) DO UPDATE SET content_de = excluded.content_de, content_en = excluded.content_en`,
      )
        .bind(crypto.randomUUID(), value, value)
        .run();
      // As the back office saves: the cached copy rewritten, then the public pages purged.
      await publishContent(env);
    };
    await setSwitch(external);
    const switched = await page("/contact");
    expect(switched).not.toContain("/termin?art=erstgespraech");
    expect(switched).toContain(JSON.stringify(external).slice(1, -1));
    expect(switched).toMatch(/<button[^>]*aria-haspopup="dialog"[^>]*>Kostenfreies Erstgespräch buchen<\/button>/);

    // Another host is not a calendar the page may frame: our scheduler stays.
    await setSwitch("https://fremder-kalender.example/termin");
    expect(await page("/contact")).toContain('href="/termin?art=erstgespraech"');
    await setSwitch("aus");
    expect(await page("/contact")).toContain('href="/termin?art=erstgespraech"');
  });

  it("counts only an https address on the allowed calendar host", () => {
    const allowed = new URL("/anderer-kalender", brand.external.bookingCalendar).href;
    expect(externalBookingCalendarUrl(` ${allowed} `)).toBe(allowed);
    expect(externalBookingCalendarUrl("")).toBeNull();
    expect(externalBookingCalendarUrl("aus")).toBeNull();
    expect(externalBookingCalendarUrl("https://fremder-kalender.example/termin")).toBeNull();
    expect(externalBookingCalendarUrl(allowed.replace("https:", "http:"))).toBeNull();
  });
});
