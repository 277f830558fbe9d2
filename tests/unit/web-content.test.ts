import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { contentSeed, DELIVERED_COPY_VERSION, deliveredCopySql, seedRows } from "../../db/content/index";
import { isSafeLinkTarget, markupProblem, RichText } from "../../app/components/ui/rich-text";
import {
  CONTENT_CACHE_KEY,
  CONTENT_WRITE_RETRY_MS,
  publishContent,
  readDelivered,
  readTexts,
} from "../../app/features/extras/content/content.server";
import { purgePublicPages } from "../../app/lib/page-cache.server";
import * as webContent from "../../app/routes/admin/web-content";
import { createTestWorker } from "./app-harness";
import { callRoute, createProfile, ORIGIN, post, routerContext, seed, sessionCookie } from "./admin-helpers";

const worker = createTestWorker();

/** The real D1 binding, counting every statement the page runs through it. */
function countingDb() {
  let count = 0;
  const real = env.DB;
  const db = new Proxy(real, {
    get(target, prop) {
      if (prop === "prepare" || prop === "batch" || prop === "exec") {
        return (...args: unknown[]) => {
          count++;
          return (target[prop] as (...a: unknown[]) => unknown).apply(target, args);
        };
      }
      const value = Reflect.get(target, prop, target) as unknown;
      return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
  return { db, queries: () => count };
}

/** A page view; `rendered` sends a cookie, which bypasses the edge page cache so the page is really rendered. */
async function page(path: string, bindings: Env = env, rendered = false) {
  const ctx = createExecutionContext();
  const headers: Record<string, string> = { "CF-Connecting-IP": "203.0.113.9" };
  if (rendered) headers.Cookie = "unrelated=1";
  const response = await worker.fetch(new Request(`${ORIGIN}${path}`, { headers }), bindings, ctx);
  await waitOnExecutionContext(ctx);
  return { status: response.status, html: await response.text() };
}

const heroTitle = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];

beforeEach(async () => {
  await seed();
  await env.KV.delete(CONTENT_CACHE_KEY);
  // Each test starts without cached pages (the edge page cache, docs/decisions/0020-page-cache.md).
  await purgePublicPages(env, "content-edit");
});

describe("web content is the source of the public copy", () => {
  it("the seed writes one row per text of the copy as delivered", async () => {
    const { results } = await env.DB.prepare("SELECT count(*) AS n FROM web_content").all<{ n: number }>();
    expect(results[0]?.n).toBe(seedRows().length);
    expect(seedRows().length).toBeGreaterThan(100);
  });

  it("a warm content page costs no D1 query; the first view fills the cache", async () => {
    const { db, queries } = countingDb();
    // Rendered every time (no page cache), so only the content cache can spare the queries.
    // Cold: the counter sees the one read that fills the cache (so it can see queries at all).
    // The home page reads two things: the copy and its "Nächste Termine", each kept until the next purge.
    await page("/", { ...env, DB: db }, true);
    expect(queries()).toBe(2);
    const warm = await page("/", { ...env, DB: db }, true);
    expect(warm.status).toBe(200);
    expect(heroTitle(warm.html)).toBe(contentSeed.home.hero.title[0]);
    expect(queries()).toBe(2);
    const en = await page("/en", { ...env, DB: db }, true);
    expect(heroTitle(en.html)).toBe(contentSeed.home.hero.title[1]);
    expect(queries()).toBe(2);
  });

  it("one request reads one copy, however many loaders ask: a save in between shows from the next request on", async () => {
    const request = routerContext();
    const title = async (context: ReturnType<typeof routerContext>) =>
      (await readTexts(context, env, "de", ["home"])).home.hero.title;
    expect(await title(request)).toBe(contentSeed.home.hero.title[0]);
    await env.DB.prepare(
      "UPDATE web_content SET content_de = 'Zwischendurch gespeichert' WHERE page = 'home' AND section = 'hero' AND content_key = 'title'",
    ).run();
    await publishContent(env);
    // The root loader and the page loader of one request show the same copy…
    expect(await title(request)).toBe(contentSeed.home.hero.title[0]);
    // …and the next request the saved one.
    expect(await title(routerContext())).toBe("Zwischendurch gespeichert");
  });

  it("an admin save shows on the next request in both languages; English left empty shows German", async () => {
    await page("/");
    const admin = await sessionCookie(await createProfile("admin@example.de", true));
    const row = await env.DB.prepare(
      "SELECT id FROM web_content WHERE page = 'home' AND section = 'hero' AND content_key = 'title'",
    ).first<{ id: string }>();
    const form = {
      intent: "update",
      id: row!.id,
      page: "home",
      section: "hero",
      content_key: "title",
      content_de: "Neuer Titel",
      content_en: "New title",
    };
    const response = await callRoute(webContent.action, post("/admin/web-content", form, admin));
    expect(response.status).toBe(200);
    expect(JSON.stringify(response.body)).toContain("Inhalt aktualisiert");
    expect(heroTitle((await page("/")).html)).toBe("Neuer Titel");
    expect(heroTitle((await page("/en")).html)).toBe("New title");

    // A row whose English is empty (imported, or from an older seed) falls back to German.
    await env.DB.prepare("UPDATE web_content SET content_en = '' WHERE id = ?").bind(row!.id).run();
    await env.KV.delete(CONTENT_CACHE_KEY);
    await purgePublicPages(env, "content-edit");
    expect(heroTitle((await page("/en")).html)).toBe("Neuer Titel");
  });

  it("two saves within a second: the next request shows the second, although KV refuses a second write of a key within a second", async () => {
    // Production KV answers 429 to a second write of one key within a second (platform notes); so does this one.
    const lastWrite = new Map<string, number>();
    let refused = 0;
    const kv = new Proxy(env.KV, {
      get: (target, name) =>
        name === "put"
          ? (key: string, value: string) => {
              const now = Date.now();
              if (now - (lastWrite.get(key) ?? -Infinity) < 1_000) {
                refused++;
                return Promise.reject(new Error("KV PUT failed: 429 Too Many Requests"));
              }
              lastWrite.set(key, now);
              return target.put(key, value);
            }
          : Reflect.get(target, name).bind(target),
    });
    const bindings = { ...env, KV: kv } as Env;
    const admin = await sessionCookie(await createProfile("admin.twice@example.de", true));
    const row = await env.DB.prepare(
      "SELECT id FROM web_content WHERE page = 'home' AND section = 'hero' AND content_key = 'title'",
    ).first<{ id: string }>();
    const form = { intent: "update", id: row!.id, page: "home", section: "hero", content_key: "title" };
    const save = (title: string) =>
      callRoute(
        webContent.action,
        post("/admin/web-content", { ...form, content_de: title, content_en: `${title} (en)` }, admin),
        { context: routerContext(bindings) },
      );
    const started = Date.now();
    expect((await save("Erster neuer Titel")).status).toBe(200);
    expect((await save("Zweiter neuer Titel")).status).toBe(200);
    // The second rewrite was refused at first and waited out the second.
    expect(refused).toBeGreaterThan(0);
    expect(Date.now() - started).toBeGreaterThanOrEqual(CONTENT_WRITE_RETRY_MS);
    expect(heroTitle((await page("/", bindings)).html)).toBe("Zweiter neuer Titel");
    expect(JSON.stringify(await env.KV.get(CONTENT_CACHE_KEY, "json"))).toContain("Zweiter neuer Titel");
  });

  it("rendering reuses the parsed copy until the next purge: no KV read per rendered page", async () => {
    let reads = 0;
    const kv = new Proxy(env.KV, {
      get: (target, name) =>
        name === "get"
          ? (...args: unknown[]) => {
              if (args[0] === CONTENT_CACHE_KEY) reads++;
              return (target.get as (...a: unknown[]) => unknown)(...args);
            }
          : Reflect.get(target, name).bind(target),
    });
    const bindings = { ...env, KV: kv } as Env;
    const first = heroTitle((await page("/", bindings, true)).html);
    await page("/angebote", bindings, true);
    expect(reads).toBe(1);
    await purgePublicPages(env, "content-edit");
    expect(heroTitle((await page("/", bindings, true)).html)).toBe(first);
    expect(reads).toBe(2);
  });

  it("refuses a javascript: link with a German message and writes nothing", async () => {
    const admin = await sessionCookie(await createProfile("admin2@example.de", true));
    const before = await env.DB.prepare("SELECT count(*) AS n FROM web_content").first<{ n: number }>();
    const response = await callRoute(
      webContent.action,
      post(
        "/admin/web-content",
        {
          intent: "create",
          page: "blog",
          section: "hero",
          content_key: "extra",
          content_de: "Klick [hier](javascript:alert(1))",
          content_en: "Click",
        },
        admin,
      ),
    );
    expect(response.status).toBe(422);
    const text = JSON.stringify(response.body);
    expect(text).toContain("ist nicht erlaubt");
    expect(text).toContain("Fehler beim Speichern des Inhalts");
    const after = await env.DB.prepare("SELECT count(*) AS n FROM web_content").first<{ n: number }>();
    expect(after?.n).toBe(before?.n);
  });

  it("a <script> typed into a text is shown as text, never as markup", async () => {
    await env.DB.prepare(
      "UPDATE web_content SET content_de = '<script>alert(1)</script>Hallo' WHERE page = 'home' AND section = 'hero' AND content_key = 'title'",
    ).run();
    await purgePublicPages(env, "content-edit");
    const { html } = await page("/");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;Hallo");
    expect(html).not.toContain("<script>alert(1)");
  });
});

describe("the delivered copy lives in D1, not in the Worker (decision 0231)", () => {
  const heroRow = "page = 'home' AND section = 'hero' AND content_key = 'title'";

  it("a text without a row of hers shows the delivered one as D1 has it, and the cache key names the release", async () => {
    await env.DB.prepare(`DELETE FROM web_content WHERE ${heroRow}`).run();
    await env.DB.prepare(
      `UPDATE web_content_delivered SET content_de = 'Geliefert aus der Datenbank', content_en = 'Delivered from the database' WHERE ${heroRow}`,
    ).run();
    expect(heroTitle((await page("/", env, true)).html)).toBe("Geliefert aus der Datenbank");
    expect(heroTitle((await page("/en", env, true)).html)).toBe("Delivered from the database");
    expect(CONTENT_CACHE_KEY).toBe(`web-content:v5:${DELIVERED_COPY_VERSION}`);
    expect(JSON.stringify(await env.KV.get(CONTENT_CACHE_KEY, "json"))).toContain("Geliefert aus der Datenbank");
  });

  it("another release's copy in D1 (its seed not yet run) is shown but never cached", async () => {
    await env.DB.prepare(
      "UPDATE web_content_delivered SET content_de = 'anders' WHERE page = '' AND content_key = 'version'",
    ).run();
    const shown = await page("/", env, true);
    expect(shown.status).toBe(200);
    expect(heroTitle(shown.html)).toBe(contentSeed.home.hero.title[0]);
    expect(await env.KV.get(CONTENT_CACHE_KEY)).toBeNull();
    // The seed of this release puts its version back: once the isolate's copy is renewed (at most 10 s,
    // or the next purge), the copy is cached again.
    await env.DB.batch(deliveredCopySql({ prune: false }).map((sql) => env.DB.prepare(sql)));
    await purgePublicPages(env, "content-edit");
    await page("/", env, true);
    expect(await env.KV.get(CONTENT_CACHE_KEY)).not.toBeNull();
  });

  it("the back office's questions whether a text exists read its address only, never the copy's texts", async () => {
    const full = await readDelivered(env);
    const addresses = await readDelivered(env, undefined, { addressesOnly: true });
    const shape = (texts: typeof full) =>
      Object.entries(texts).flatMap(([page, sections]) =>
        Object.entries(sections).flatMap(([section, keys]) =>
          Object.keys(keys).map((key) => `${page}.${section}.${key}`),
        ),
      );
    expect(shape(addresses)).toEqual(shape(full));
    expect(shape(full)).toHaveLength(seedRows().length);
    expect(
      Object.values(addresses).flatMap((sections) => Object.values(sections).flatMap((keys) => Object.values(keys))),
    ).toSatisfy((texts: (readonly [string, string])[]) => texts.every(([de, en]) => de === "" && en === ""));
    expect(full.home?.hero?.title).toEqual(contentSeed.home.hero.title);
  });

  it("before a deploy the seed keeps a former release's texts for the code still running; after it, they go", async () => {
    await env.DB.prepare(
      "INSERT INTO web_content_delivered (page, section, content_key, content_de, content_en, position) VALUES ('home', 'hero', 'alterText', 'Alt', 'Old', 9999)",
    ).run();
    const count = async () =>
      (await env.DB.prepare("SELECT count(*) AS n FROM web_content_delivered WHERE page != ''").first<{ n: number }>())
        ?.n;
    await env.DB.batch(deliveredCopySql({ prune: false }).map((sql) => env.DB.prepare(sql)));
    expect(await count()).toBe(seedRows().length + 1);
    await env.DB.batch(deliveredCopySql({ prune: true }).map((sql) => env.DB.prepare(sql)));
    expect(await count()).toBe(seedRows().length);
  });
});

describe("the formatting subset", () => {
  const render = (text: string, path = "/") => {
    const element = createElement(RichText, { text, locale: path.startsWith("/en") ? "en" : "de" });
    const router = createMemoryRouter([{ path: "*", element }], { initialEntries: [path] });
    return renderToStaticMarkup(createElement(RouterProvider, { router }));
  };

  it("renders paragraphs, line breaks, bold, italic, lists, headings and safe links", () => {
    const html = render(
      "Erster **fetter** und *kursiver* Absatz\nmit Umbruch.\n\n- eins\n- zwei\n\n1. erstens\n2. zweitens\n\n## Titel\n\n[Kontakt](/contact), [Web](https://example.org) und [Mail](mailto:a@example.org)",
    );
    expect(html).toContain("<p>Erster <strong>fetter</strong> und <em>kursiver</em> Absatz<br/>mit Umbruch.</p>");
    expect(html).toContain("<ul");
    expect(html).toContain("<li>eins</li><li>zwei</li>");
    expect(html).toContain("<ol");
    expect(html).toContain(">Titel</h2>");
    expect(html).toContain('href="/contact"');
    expect(html).toContain('href="https://example.org"');
    expect(html).toContain('href="mailto:a@example.org"');
  });

  it("site paths follow the page's language", () => {
    expect(render("[Kontakt](/contact)", "/en/blog")).toContain('href="/en/contact"');
  });

  it("never turns input into HTML, and shows unsafe links as text", () => {
    const html = render(
      '<script>alert(1)</script> <img src=x onerror="alert(1)"> [x](javascript:alert(1)) [y](//evil.example)',
    );
    expect(html).not.toMatch(/<script|<img|href="javascript|href="\/\/evil/);
    expect(html).toContain("&lt;script&gt;");
    expect(html).toContain("[x](javascript:alert(1))");
  });

  it("allows only http(s), mailto: and site paths as link targets", () => {
    for (const ok of ["https://a.de", "http://a.de/x", "mailto:a@b.de", "/contact", "/"])
      expect(isSafeLinkTarget(ok)).toBe(true);
    for (const bad of [
      "javascript:alert(1)",
      "JavaScript:x",
      "data:text/html,x",
      "//evil.example",
      "vbscript:x",
      "ftp://a",
    ]) {
      expect(isSafeLinkTarget(bad)).toBe(false);
    }
    expect(markupProblem("[a](javascript:alert(1))")).toMatch(/nicht erlaubt/);
    expect(markupProblem("ganz normal [a](/contact)")).toBeNull();
  });
});
