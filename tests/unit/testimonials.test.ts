import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { seedTestimonials } from "../../db/seed-data";
import { CONTENT_CACHE_KEY } from "../../app/features/extras/content/content.server";
import { purgePublicPages } from "../../app/lib/page-cache.server";
import * as adminTestimonials from "../../app/routes/admin/stimmen";
import { createTestWorker } from "./app-harness";
import { callRoute, createProfile, ORIGIN, post, seed, sessionCookie } from "./admin-helpers";

const worker = createTestWorker();
const TABLE = "klarsinn_testimonials";

/** A visitor's page view: no cookie, so the edge page cache answers when it can (a save must purge it). */
async function page(path: string) {
  const ctx = createExecutionContext();
  const request = new Request(`${ORIGIN}${path}`, { headers: { "CF-Connecting-IP": "203.0.113.42" } });
  const response = await worker.fetch(request, env, ctx);
  const html = await response.text();
  await waitOnExecutionContext(ctx);
  return html;
}

let admin = "";

beforeAll(async () => {
  admin = await sessionCookie(await createProfile("stimmen.admin@example.de", true));
});

beforeEach(async () => {
  await env.DB.prepare(`DELETE FROM ${TABLE}`).run();
  await seed();
  await env.KV.delete(CONTENT_CACHE_KEY);
  await purgePublicPages(env, "content-edit");
});

const quote = "Ich gehe seit dem Seminar gelassener in schwierige Gespräche. Danke für die klaren Worte!";
const form = {
  intent: "create",
  quote,
  quote_en: "",
  attribution: "Petra L.",
  position: "4",
  consent_on: "2026-01-15",
  consent_how: "per E-Mail",
  published: "on",
};

const save = (fields: Record<string, string>) =>
  callRoute(adminTestimonials.action, post("/admin/stimmen", fields, admin));

const rows = async () =>
  (await env.DB.prepare(`SELECT * FROM ${TABLE} WHERE attribution = ?`).bind(form.attribution).all<{ id: string }>())
    .results;

/** The home page's testimonials block, or "" when it is not shown. */
const block = (html: string) => /<section id="stimmen"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";

describe("testimonials on the home page", () => {
  it("the seeded, consented testimonials show on / and /en; a quote without English is German, marked lang=de", async () => {
    const de = block(await page("/"));
    const en = block(await page("/en"));
    for (const t of seedTestimonials) {
      expect(de).toContain(t.quote);
      expect(de).toContain(t.attribution);
      if (t.quote_en) expect(en).toContain(t.quote_en);
      else expect(en).toMatch(new RegExp(`<blockquote[^>]*lang="de"[^>]*><p>„${t.quote}“`));
    }
    expect(de).toContain("Was Teilnehmende sagen");
    expect(en).toContain("What participants say");
    // In her order.
    expect(de.indexOf(seedTestimonials[0]!.quote)).toBeLessThan(de.indexOf(seedTestimonials[1]!.quote));
  });

  it("a save shows on the next view of the cached page (purged), unpublishing hides it, delete removes it", async () => {
    expect(block(await page("/"))).not.toContain(quote);
    const created = await save(form);
    expect(created.status).toBe(200);
    expect(JSON.stringify(created.body)).toContain("Stimme gespeichert");
    expect(block(await page("/"))).toContain(quote);
    // Without an English quote /en shows the German one, marked German.
    expect(block(await page("/en"))).toMatch(/<blockquote[^>]*lang="de"[^>]*><p>„Ich gehe seit dem Seminar/);

    const [row] = await rows();
    const english = await save({
      ...form,
      intent: "update",
      id: row!.id,
      quote_en: "Since the seminar I go into difficult talks more calmly.",
    });
    expect(english.status).toBe(200);
    const en = block(await page("/en"));
    expect(en).toContain("“Since the seminar I go into difficult talks more calmly.”");
    expect(en).not.toContain(quote);

    // An unticked box sends nothing; an empty value is the same.
    const hidden = { ...form, published: "" };
    expect((await save({ ...hidden, intent: "update", id: row!.id })).status).toBe(200);
    expect(block(await page("/"))).not.toContain(quote);
    expect(await rows()).toHaveLength(1);

    expect((await save({ intent: "delete", id: row!.id })).status).toBe(200);
    expect(await rows()).toHaveLength(0);
  });

  it("a testimonial saved without publishing is kept but not shown", async () => {
    // An unticked box sends nothing; an empty value is the same.
    const hidden = { ...form, published: "" };
    expect((await save(hidden)).status).toBe(200);
    expect(await rows()).toHaveLength(1);
    expect(block(await page("/"))).not.toContain(quote);
  });

  it("refuses a testimonial without a noted consent, or one dated ahead, with a German message, and writes nothing", async () => {
    for (const [field, value, message] of [
      ["consent_on", "", "wann die Person eingewilligt hat"],
      ["consent_how", "", "wie die Person eingewilligt hat"],
      ["consent_on", "2099-01-01", "in der Zukunft"],
      ["consent_on", "2026-02-31", "Datum"],
      ["quote", "", "Zitat ist erforderlich"],
      ["attribution", "  ", "Name oder Initialen"],
    ] as const) {
      const refused = await save({ ...form, [field]: value });
      expect(refused.status, `${field}=${value}`).toBe(422);
      expect(JSON.stringify(refused.body)).toContain(message);
    }
    expect(await rows()).toHaveLength(0);
  });

  it("shows her text as text: a <script> in a quote is escaped", async () => {
    expect((await save({ ...form, quote: "<script>alert(1)</script> Sehr hilfreich." })).status).toBe(200);
    const html = block(await page("/"));
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt; Sehr hilfreich.");
    expect(html).not.toContain("<script>alert(1)");
  });

  it("only an administrator may save one", async () => {
    const visitor = await callRoute(adminTestimonials.action, post("/admin/stimmen", form));
    expect([401, 302, 303, 403]).toContain(visitor.status);
    expect(await rows()).toHaveLength(0);
  });
});
