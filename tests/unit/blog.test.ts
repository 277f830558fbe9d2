import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { listPublishedPosts } from "../../app/features/extras/blog/posts.server";
import * as adminBlog from "../../app/routes/admin/blog";
import { createTestWorker } from "./app-harness";
import { callRoute, createProfile, post, seed, sessionCookie } from "./admin-helpers";

const worker = createTestWorker();
const ORIGIN = "http://klarsinn.test";
const TABLE = "klarsinn_blog_posts";

async function get(path: string) {
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(`${ORIGIN}${path}`), env, ctx);
  const text = await response.text();
  await waitOnExecutionContext(ctx);
  return { status: response.status, headers: response.headers, text };
}

let admin = "";

beforeAll(async () => {
  await seed();
  admin = await sessionCookie(await createProfile("blog.admin@example.de", true));
});

beforeEach(async () => {
  await env.DB.prepare(`DELETE FROM ${TABLE}`).run();
});

const post1 = {
  intent: "create",
  title: "Kleine Rituale für mehr Gegenwart",
  slug: "kleine-rituale",
  summary: "Drei Minuten am Morgen, die den Tag verändern.",
  body: "Erster Absatz mit **Betonung**.\n\n## Zwischenüberschrift\n\n<script>alert(1)</script> bleibt Text.",
  title_en: "",
  summary_en: "",
  body_en: "",
  published_on: "",
};

async function save(fields: Record<string, string>) {
  return callRoute(adminBlog.action, post("/admin/blog", fields, admin));
}

async function rowBySlug(slug: string) {
  return env.DB.prepare(`SELECT * FROM ${TABLE} WHERE slug = ?`)
    .bind(slug)
    .first<{ id: string; status: string; published_on: string | null }>();
}

describe("the blog", () => {
  it("before the first post /blog says 'Bald verfügbar', and the feed is empty but valid", async () => {
    const page = await get("/blog");
    expect(page.status).toBe(200);
    expect(page.text).toMatch(/<h1[^>]*>Bald verfügbar<\/h1>/);
    const feed = await get("/blog/feed.xml");
    expect(feed.status).toBe(200);
    expect(feed.headers.get("Content-Type")).toContain("application/atom+xml");
    expect(feed.text).toContain('<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="de">');
    expect(feed.text).not.toContain("<entry>");
  });

  it("a draft stays out of /blog, its address, the sitemap and the feed until it is published", async () => {
    const saved = await save(post1);
    expect(saved.status).toBe(200);
    expect((await rowBySlug("kleine-rituale"))?.status).toBe("draft");
    expect((await get("/blog")).text).toMatch(/<h1[^>]*>Bald verfügbar<\/h1>/);
    expect((await get("/blog/kleine-rituale")).status).toBe(404);
    expect((await get("/sitemap.xml")).text).not.toContain("/blog/kleine-rituale");
    expect((await get("/blog/feed.xml")).text).not.toContain("kleine-rituale");

    const { id } = (await rowBySlug("kleine-rituale"))!;
    const published = await save({ ...post1, intent: "update", id, published: "on" });
    expect(published.status).toBe(200);
    expect(JSON.stringify(published.body)).toContain("Beitrag aktualisiert");
    const row = await rowBySlug("kleine-rituale");
    expect(row?.status).toBe("published");
    expect(row?.published_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const list = await get("/blog");
    expect(list.text).not.toMatch(/<h1[^>]*>Bald verfügbar<\/h1>/);
    expect(list.text).toContain("Kleine Rituale für mehr Gegenwart");
    expect(list.text).toContain('href="/blog/kleine-rituale"');
    const page = await get("/blog/kleine-rituale");
    expect(page.status).toBe(200);
    expect(page.text).toContain("<strong>Betonung</strong>");
    expect(page.text).toContain("&lt;script&gt;alert(1)&lt;/script&gt; bleibt Text.");
    expect(page.text).not.toContain("<script>alert(1)</script>");
    expect(page.text).toContain('"@type":"BlogPosting"');
    expect((await get("/sitemap.xml")).text).toContain("https://klarsinn-coaching.de/en/blog/kleine-rituale");
    const feed = (await get("/blog/feed.xml")).text;
    expect(feed).toContain("<title>Kleine Rituale für mehr Gegenwart</title>");
    expect(feed).toContain('href="https://klarsinn-coaching.de/blog/kleine-rituale"');
  });

  it("English pages show the English text where given, else the German one marked as German", async () => {
    await save({ ...post1, published: "on" });
    const german = await get("/en/blog/kleine-rituale");
    expect(german.status).toBe(200);
    expect(german.text).toContain("This post has only been published in German.");
    expect(german.text).toMatch(/<h1[^>]*>Kleine Rituale für mehr Gegenwart<\/h1>/);
    expect(german.text).toMatch(/<header[^>]*lang="de"/);

    const { id } = (await rowBySlug("kleine-rituale"))!;
    await save({
      ...post1,
      intent: "update",
      id,
      published: "on",
      title_en: "Small rituals for more presence",
      summary_en: "Three minutes in the morning & a different day.",
      body_en: "First paragraph.",
    });
    const english = await get("/en/blog/kleine-rituale");
    expect(english.text).toContain("Small rituals for more presence");
    expect(english.text).not.toContain("only been published in German");
    const feed = (await get("/en/blog/feed.xml")).text;
    expect(feed).toContain('xml:lang="en"');
    expect(feed).toContain("Three minutes in the morning &amp; a different day.");
    expect(feed).toContain('href="https://klarsinn-coaching.de/en/blog/kleine-rituale"');
  });

  it("a post dated ahead appears on its day (Berlin), not before", async () => {
    await save({ ...post1, published: "on", published_on: "2099-01-01" });
    expect((await get("/blog/kleine-rituale")).status).toBe(404);
    expect(await listPublishedPosts(env, new Date("2098-12-31T22:59:00Z"))).toHaveLength(0);
    // Midnight in Berlin is 23:00 UTC in winter.
    expect(await listPublishedPosts(env, new Date("2098-12-31T23:00:00Z"))).toHaveLength(1);
  });

  it("refuses a bad address, a taken one and an unsafe link with German messages, and saves nothing", async () => {
    const bad = await save({ ...post1, slug: "Kleine Rituale!" });
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.body)).toContain("Bitte nur Kleinbuchstaben");
    await save(post1);
    const taken = await save({ ...post1, title: "Ein anderer Beitrag" });
    expect(taken.status).toBe(409);
    expect(JSON.stringify(taken.body)).toContain("Diese Adresse hat schon ein anderer Beitrag");
    const unsafe = await save({ ...post1, slug: "gefaehrlich", body: "[Klick](javascript:alert(1))" });
    expect(unsafe.status).toBe(422);
    expect(JSON.stringify(unsafe.body)).toContain("ist nicht erlaubt");
    const { results } = await env.DB.prepare(`SELECT slug FROM ${TABLE}`).all<{ slug: string }>();
    expect(results.map((r) => r.slug)).toEqual(["kleine-rituale"]);
  });

  it("only the coach writes: a visitor's post is refused and changes nothing", async () => {
    const refused = await callRoute(adminBlog.action, post("/admin/blog", { ...post1, published: "on" }));
    expect(refused.status).toBeGreaterThanOrEqual(300);
    expect(refused.status).toBeLessThan(500);
    expect(await rowBySlug("kleine-rituale")).toBeNull();
  });
});
