import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { contentSeed, seedRows } from "../../db/content/index";
import type { EditorPage } from "../../app/features/compositions/admin/web-content-editor";
import { keyLabel, pageLabel, sectionLabel } from "../../app/features/compositions/admin/web-content-labels";
import { CONTENT_CACHE_KEY } from "../../app/features/extras/content/content.server";
import { adminMessages } from "../../app/lib/messages.admin";
import { purgePublicPages } from "../../app/lib/page-cache.server";
import * as webContent from "../../app/routes/admin/web-content";
import { createTestWorker } from "./app-harness";
import { callRoute, createProfile, get, ORIGIN, post, seed, sessionCookie } from "./admin-helpers";

/**
 * The page editor (docs/decisions/0172-content-editor-by-page.md): human names for every text,
 * page/section/key locked on the server, a needed text deleted only from the list (back to the delivered one), a page saved in one
 * go, and a preview that draws her drafts without writing or caching anything.
 */
const worker = createTestWorker();
const e = adminMessages.webContent.editor;

async function fetchWorker(request: Request) {
  const ctx = createExecutionContext();
  const response = await worker.fetch(request, env, ctx);
  await waitOnExecutionContext(ctx);
  return { status: response.status, headers: response.headers, html: await response.text() };
}

/** A public page as a visitor gets it (a cookie keeps the edge cache out, so it is really rendered). */
const publicPage = (path: string) =>
  fetchWorker(
    new Request(`${ORIGIN}${path}`, { headers: { Cookie: "unrelated=1", "CF-Connecting-IP": "203.0.113.7" } }),
  );

const heroTitle = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];

async function rowOf(page: string, section: string, key: string) {
  return env.DB.prepare(
    "SELECT id, page, section, content_key, content_de, content_en FROM web_content WHERE page = ? AND section = ? AND content_key = ?",
  )
    .bind(page, section, key)
    .first<{
      id: string;
      page: string;
      section: string;
      content_key: string;
      content_de: string;
      content_en: string;
    }>();
}

async function leftoverRow(): Promise<string> {
  const id = crypto.randomUUID();
  await env.DB.prepare(
    "INSERT INTO web_content (id, page, section, content_key, content_de, content_en) VALUES (?, 'about', 'alt', 'rest', 'Alter Text', 'Old text')",
  )
    .bind(id)
    .run();
  return id;
}

const tableState = async () =>
  JSON.stringify((await env.DB.prepare("SELECT * FROM web_content ORDER BY id").all()).results);

let admin = "";
beforeAll(async () => {
  admin = await sessionCookie(await createProfile("texte-admin@example.de", true));
});
beforeEach(async () => {
  await env.DB.prepare("DELETE FROM web_content").run();
  await seed();
  await env.KV.delete(CONTENT_CACHE_KEY);
  await purgePublicPages(env, "content-edit");
});

describe("every text has a human name", () => {
  it("each seeded page, section and key has a name from the catalogue, not one made from the technical name", () => {
    const missing: string[] = [];
    for (const row of seedRows()) {
      if (!pageLabel(row.page).named) missing.push(`page ${row.page}`);
      if (!sectionLabel(row.page, row.section).named) missing.push(`section ${row.page}/${row.section}`);
      if (!keyLabel(row.content_key).named) missing.push(`key ${row.page}/${row.section}/${row.content_key}`);
    }
    expect([...new Set(missing)]).toEqual([]);
  });

  it("names read as the coach would say them", () => {
    expect(pageLabel("home").text).toBe("Startseite");
    expect(pageLabel("about").text).toBe("Über mich");
    expect(sectionLabel("about", "approach").text).toBe("Wie ich arbeite");
    expect(keyLabel("step1Text").text).toBe("Schritt 1 – Text");
    expect(keyLabel("card3Label").text).toBe("Karte 3 – Beschriftung");
    expect(sectionLabel("mindsettest", "q07").text).toBe("Frage 7");
    expect(sectionLabel("topics", "glueck").text).toBe("Themen-Kachel: Glück");
    // Something the catalogue does not know still reads as words.
    expect(keyLabel("newThingTitle")).toEqual({ text: "New thing title", named: false });
  });
});

describe("the editor page", () => {
  it("lists every page by name, the most shown first, with its number of texts and leftovers", async () => {
    await leftoverRow();
    const { body } = await callRoute(webContent.loader, get("/admin/web-content", admin));
    const { overview } = body as { overview: { page: string; label: string; texts: number; unused: number }[] };
    expect(overview.slice(0, 2).map((row) => row.label)).toEqual(["Startseite", "Über mich"]);
    expect(overview.map((row) => row.page).sort()).toEqual(Object.keys(contentSeed).sort());
    const about = overview.find((row) => row.page === "about");
    const aboutTexts = Object.values(contentSeed.about).reduce((n, keys) => n + Object.keys(keys).length, 0);
    expect(about).toMatchObject({ texts: aboutTexts + 1, unused: 1 });
  });

  it("shows a page's sections with their names and every text, with the stored text where there is a row", async () => {
    await env.DB.prepare(
      "UPDATE web_content SET content_de = 'Gespeicherter Titel' WHERE page = 'about' AND section = 'hero' AND content_key = 'title'",
    ).run();
    await env.DB.prepare(
      "DELETE FROM web_content WHERE page = 'about' AND section = 'hero' AND content_key = 'body'",
    ).run();
    const id = await leftoverRow();
    const { status, body } = await callRoute(webContent.loader, get("/admin/web-content?seite=about", admin));
    expect(status).toBe(200);
    const { editor } = body as { editor: EditorPage };
    expect(editor.label).toBe("Über mich");
    // In the page's order, the texts for search engines last.
    const sections = Object.keys(contentSeed.about);
    expect(editor.sections.map((s) => s.section)).toEqual([...sections.filter((s) => s !== "meta"), "meta"]);
    const hero = editor.sections.find((s) => s.section === "hero");
    expect(hero?.label).toBe("Seitenanfang");
    expect(hero?.texts.find((t) => t.key === "title")).toMatchObject({
      label: "Überschrift",
      de: "Gespeicherter Titel",
    });
    // A text without a row shows what the page shows: the delivered text.
    expect(hero?.texts.find((t) => t.key === "body")?.de).toBe(contentSeed.about.hero.body[0]);
    expect(editor.unused).toEqual([{ id, label: "Über mich › Alt › Rest", de: "Alter Text" }]);
  });
});

describe("page, section and key are locked", () => {
  it("an update that names another page, section or key is refused (409, German) and changes nothing", async () => {
    const row = await rowOf("home", "hero", "title");
    const before = await tableState();
    for (const moved of [{ page: "about" }, { section: "about" }, { content_key: "eyebrow" }]) {
      const outcome = await callRoute(
        webContent.action,
        post(
          "/admin/web-content",
          {
            intent: "update",
            id: row!.id,
            page: "home",
            section: "hero",
            content_key: "title",
            content_de: "Verschoben",
            content_en: "Moved",
            ...moved,
          },
          admin,
        ),
      );
      expect(outcome.status).toBe(409);
      expect(JSON.stringify(outcome.body)).toContain(e.locked);
    }
    expect(await tableState()).toBe(before);
  });

  it("an update of the text alone keeps its place and shows on the page", async () => {
    const row = await rowOf("home", "hero", "title");
    const outcome = await callRoute(
      webContent.action,
      post(
        "/admin/web-content",
        { intent: "update", id: row!.id, content_de: "Nur der Text", content_en: "Text only" },
        admin,
      ),
    );
    expect(outcome.status).toBe(200);
    expect(await rowOf("home", "hero", "title")).toMatchObject({ content_de: "Nur der Text", content_en: "Text only" });
    expect(heroTitle((await publicPage("/")).html)).toBe("Nur der Text");
  });
});

describe("deleting a text in the spec's list (decision 0180)", () => {
  it("a text the site needs: the row goes after confirmation and the page shows the delivered text again", async () => {
    const row = await rowOf("home", "hero", "title");
    await callRoute(
      webContent.action,
      post("/admin/web-content", { intent: "update", id: row!.id, content_de: "Ihr Titel", content_en: "Hers" }, admin),
    );
    expect(heroTitle((await publicPage("/")).html)).toBe("Ihr Titel");
    const outcome = await callRoute(
      webContent.action,
      post("/admin/web-content", { intent: "delete", id: row!.id }, admin),
    );
    expect(outcome.status).toBe(200);
    expect(outcome.body).toMatchObject({ ok: true, toast: adminMessages.webContent.reset });
    expect(adminMessages.webContent.reset.title).toBe("Inhalt gelöscht");
    expect(await rowOf("home", "hero", "title")).toBeNull();
    expect(heroTitle((await publicPage("/")).html)).toBe(contentSeed.home.hero.title[0]);
  });

  it("a leftover no page reads can be deleted", async () => {
    const id = await leftoverRow();
    const outcome = await callRoute(webContent.action, post("/admin/web-content", { intent: "delete", id }, admin));
    expect(outcome.status).toBe(200);
    expect(outcome.body).toMatchObject({ ok: true, toast: adminMessages.webContent.deleted });
    expect(await env.DB.prepare("SELECT id FROM web_content WHERE id = ?").bind(id).first()).toBeNull();
  });
});

describe("saving a page", () => {
  const save = (fields: Record<string, string>) =>
    callRoute(webContent.action, post("/admin/web-content", { intent: "savePage", page: "home", ...fields }, admin));

  it("writes only what changed, by the delivered page/section/key, and the public page shows it in both languages", async () => {
    await env.DB.prepare(
      "DELETE FROM web_content WHERE page = 'home' AND section = 'hero' AND content_key = 'eyebrow'",
    ).run();
    const before = await rowOf("home", "about", "body");
    const updatedAt = () =>
      env.DB.prepare("SELECT content_de, updated_at FROM web_content WHERE id = ?").bind(before!.id).first();
    const untouched = await updatedAt();
    const outcome = await save({
      "de:hero:title": "Ein neuer\r\nAnfang",
      "en:hero:title": "A new beginning",
      "de:hero:eyebrow": "Neu",
      "en:hero:eyebrow": "New",
      "de:about:body": before!.content_de.replace(/\n/g, "\r\n"),
      "en:about:body": before!.content_en,
      // Not a text of the page: ignored, never a row.
      "de:hero:erfunden": "Nein",
    });
    expect(outcome.status).toBe(200);
    expect(outcome.body).toMatchObject({ ok: true, toast: e.saved });
    expect(await rowOf("home", "hero", "title")).toMatchObject({
      content_de: "Ein neuer\nAnfang",
      content_en: "A new beginning",
    });
    // A text that had no row gets one, at its delivered place.
    expect(await rowOf("home", "hero", "eyebrow")).toMatchObject({ content_de: "Neu", content_en: "New" });
    // Unchanged (line breaks as the browser sends them): not rewritten.
    expect(await updatedAt()).toEqual(untouched);
    expect(await rowOf("home", "hero", "erfunden")).toBeNull();
    expect(heroTitle((await publicPage("/en")).html)).toBe("A new beginning");
  });

  it("an empty German text the site needs is refused with its field's German message; nothing is written", async () => {
    const before = await tableState();
    const outcome = await save({ "de:hero:title": "  ", "en:hero:title": "Title", "de:hero:eyebrow": "Geändert" });
    expect(outcome.status).toBe(422);
    expect(outcome.body).toMatchObject({ ok: false, fieldErrors: { "de:hero:title": e.germanNeeded } });
    expect(await tableState()).toBe(before);
  });

  it("an empty English text is kept (the English page shows the German)", async () => {
    expect((await save({ "de:hero:title": "Nur Deutsch", "en:hero:title": "" })).status).toBe(200);
    expect(heroTitle((await publicPage("/en")).html)).toBe("Nur Deutsch");
  });

  it("refuses a javascript: link, an unknown page and names nothing else; saves nothing", async () => {
    const before = await tableState();
    const unsafe = await save({ "de:hero:title": "[hier](javascript:alert(1))" });
    expect(unsafe.status).toBe(422);
    expect(JSON.stringify(unsafe.body)).toContain("ist nicht erlaubt");
    // Control characters (a NUL, a bidi override) as every back-office text field refuses them.
    const controls = await save({ "de:hero:title": "Titel\u0000", "en:hero:title": "Title\u202e" });
    expect(controls.status).toBe(422);
    expect(controls.body).toMatchObject({
      fieldErrors: {
        "de:hero:title": adminMessages.form.controlCharacters,
        "en:hero:title": adminMessages.form.controlCharacters,
      },
    });
    const unknown = await callRoute(
      webContent.action,
      post("/admin/web-content", { intent: "savePage", page: "gibt-es-nicht", "de:hero:title": "x" }, admin),
    );
    expect(unknown.status).toBe(422);
    expect(JSON.stringify(unknown.body)).toContain(e.unknownPage);
    expect(await tableState()).toBe(before);
  });

  it("says so when nothing changed", async () => {
    const row = await rowOf("home", "hero", "title");
    const outcome = await save({ "de:hero:title": row!.content_de, "en:hero:title": row!.content_en });
    expect(outcome.body).toMatchObject({ ok: true, toast: e.nothingChanged });
  });
});

describe("the preview", () => {
  const preview = (form: Record<string, string>, cookie = admin, origin = ORIGIN) =>
    fetchWorker(
      post("/admin/web-content/vorschau", form, cookie, { Origin: origin, "CF-Connecting-IP": "203.0.113.8" }),
    );

  it("draws the public page with her drafts, escaped, without scripts, never cached, never written", async () => {
    await publicPage("/"); // the copy is in KV now
    const kvBefore = await env.KV.get(CONTENT_CACHE_KEY);
    const before = await tableState();
    const draft = "Entwurf <script>alert(1)</script>";
    const answer = await preview({ page: "home", sprache: "de", "de:hero:title": draft, "en:hero:title": "Draft" });
    expect(answer.status).toBe(200);
    expect(heroTitle(answer.html)).toBe("Entwurf &lt;script&gt;alert(1)&lt;/script&gt;");
    expect(answer.html).not.toMatch(/<script/i);
    expect(answer.html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(answer.headers.get("Cache-Control")).toBe("no-store");
    expect(answer.headers.get("X-Robots-Tag")).toContain("noindex");
    // Only the editor's own origin may frame it.
    expect(answer.headers.get("X-Frame-Options")).toBe("SAMEORIGIN");
    expect(answer.headers.get("Content-Security-Policy")).toContain("frame-ancestors 'self'");
    // Nothing stored, nothing cached: the visitors' page and the KV copy are as before.
    expect(await tableState()).toBe(before);
    expect(await env.KV.get(CONTENT_CACHE_KEY)).toBe(kvBefore);
    expect(heroTitle((await publicPage("/")).html)).toBe(contentSeed.home.hero.title[0]);
    // Public pages themselves still refuse every frame.
    expect((await publicPage("/")).headers.get("X-Frame-Options")).toBe("DENY");
  });

  it("in English; a language the form leaves out keeps the stored text", async () => {
    const english = await preview({ page: "about", sprache: "en", "en:hero:title": "Hi, draft here" });
    expect(heroTitle(english.html)).toBe("Hi, draft here");
    const german = await preview({ page: "about", sprache: "de", "en:hero:title": "Hi, draft here" });
    expect(heroTitle(german.html)).toBe(contentSeed.about.hero.title[0]);
  });

  it("GET draws the stored texts; an unknown page is a 422 with a German text", async () => {
    const stored = await fetchWorker(get("/admin/web-content/vorschau?seite=about&sprache=de", admin));
    expect(stored.status).toBe(200);
    expect(heroTitle(stored.html)).toBe(contentSeed.about.hero.title[0]);
    const unknown = await preview({ page: "nirgends" });
    expect(unknown.status).toBe(422);
    expect(unknown.html).toContain(e.unknownPage);
  });

  it("only for her: no session, a visitor's session or a foreign origin get no preview", async () => {
    const visitor = await sessionCookie(await createProfile("besucherin@example.de", false));
    const form = { page: "home", sprache: "de", "de:hero:title": "Fremder Entwurf" };
    expect((await preview(form, "")).status).toBe(401);
    expect((await preview(form, visitor)).status).toBe(403);
    expect((await preview(form, admin, "https://evil.example")).status).toBe(403);
    const anonymousGet = await fetchWorker(get("/admin/web-content/vorschau?seite=home"));
    expect(anonymousGet.status).toBe(302);
  });
});
