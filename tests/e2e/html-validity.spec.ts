/**
 * The Nu HTML Checker (the W3C's validator, `vnu.jar` from the npm package vnu-jar, run on Debian's
 * Java, which .ci/run installs) on what the server sends: every page of the sitemap in German and
 * English, the pages behind e-mail links, the 404, the back office's main pages, and the e-mails the
 * app has queued. One run of the checker for all of them (a JVM start costs seconds).
 *
 * Only the checker's CSS messages are set aside: its CSS grammar predates what the pages' stylesheet
 * uses and Chromium supports (@property, @container, animation-timeline, margin-trim), so it reports
 * every such rule as an error. HTML errors are not filtered.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { queryE2eDb } from "./db.ts";
import { hydrated, recordHydration, SOON } from "./hydration.ts";
import { signInAsAdmin } from "./mail-log.ts";
import { pageFromAddress } from "./page-checks.ts";

const VNU_JAR = path.join(path.dirname(createRequire(import.meta.url).resolve("vnu-jar")), "build/dist/vnu.jar");
/** The checker's CSS grammar lags behind the stylesheet (see above); nothing else is set aside. */
const CSS_CHECKER = /^CSS: /;

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  message: string;
  extract?: string;
}

function validate(files: Map<string, string>): VnuMessage[] {
  const dir = mkdtempSync(path.join(tmpdir(), "nu-check-"));
  try {
    const paths = [...files].map(([name, html], index) => {
      const file = path.join(dir, `${String(index).padStart(3, "0")}-${name.replace(/[^a-z0-9]+/gi, "_")}.html`);
      writeFileSync(file, html);
      return file;
    });
    let out: string;
    try {
      out = execFileSync("java", ["-jar", VNU_JAR, "--errors-only", "--format", "json", "--stdout", ...paths], {
        encoding: "utf8",
        maxBuffer: 64 * 1024 * 1024,
      });
    } catch (error) {
      // The checker exits 1 when it found errors; its report is on stdout all the same.
      out = (error as { stdout?: string }).stdout ?? "";
      if (!out) throw error;
    }
    const { messages } = JSON.parse(out) as { messages: VnuMessage[] };
    return messages.filter((message) => message.type === "error" && !CSS_CHECKER.test(message.message));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function fetchHtml(request: APIRequestContext, paths: string[], expected: Record<string, number> = {}) {
  const files = new Map<string, string>();
  for (const pathname of paths) {
    const response = await request.get(pathname, { maxRedirects: 0 });
    expect(response.status(), pathname).toBe(expected[pathname] ?? 200);
    files.set(pathname, await response.text());
  }
  return files;
}

const readable = (messages: VnuMessage[]) =>
  messages.map((m) => `${path.basename(m.url)}: ${m.message} [${(m.extract ?? "").slice(0, 120)}]`).join("\n");

test("every public page, the link pages and the 404 are valid HTML (Nu HTML Checker)", async ({ request }) => {
  test.setTimeout(120_000);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  expect(pages.length).toBeGreaterThan(40);
  const linkPages = ["/meine-daten", "/en/meine-daten", "/widerruf", "/en/widerruf", "/journal", "/en/journal"];
  const missing = ["/gibt-es-nicht", "/en/does-not-exist"];
  const files = await fetchHtml(
    request,
    [...pages, ...linkPages, ...missing],
    Object.fromEntries(missing.map((pathname) => [pathname, 404])),
  );
  const errors = validate(files);
  expect(errors, readable(errors)).toEqual([]);
});

test("the back office's main pages and the e-mails are valid HTML (Nu HTML Checker)", async ({ browser, page }) => {
  test.setTimeout(120_000);
  // A visitor writes through the contact form, so that this server has queued e-mails whatever ran before.
  const visitor = await pageFromAddress(browser, "198.51.100.231");
  // Typed once React has taken over the whole page: before that the post is the form's own (it works
  // without JavaScript), and which answer came depended on the machine's speed (issue 57).
  await recordHydration(visitor);
  await visitor.goto("/contact");
  await expect.poll(() => hydrated(visitor), SOON).toBe(true);
  const form = visitor.locator("#kontaktformular");
  await form.getByLabel("Name").fill("Nora Prüfer");
  await form.getByLabel("E-Mail", { exact: true }).fill(`nu-check-${Date.now().toString(36)}@example.de`);
  await form.getByLabel("Nachricht").fill("Ich würde gern wissen, ob es im Frühjahr wieder einen Workshop gibt.");
  await form.getByRole("button", { name: "Nachricht senden" }).click();
  // Hydrated, the answer is the page's toast (without JavaScript it stands in the form).
  await expect(visitor.getByRole("status").filter({ hasText: "Nachricht gesendet" })).toBeVisible();
  await visitor.context().close();

  await signInAsAdmin(page);
  const adminPages = [
    "/admin/dashboard",
    "/admin/bookings",
    "/admin/events",
    "/admin/termine",
    "/admin/verfuegbarkeit",
    "/admin/contact-submissions",
    "/admin/newsletter-subscriptions",
    "/admin/web-content",
    "/admin/emails",
    "/admin/gutscheine",
    "/admin/einstellungen",
    "/admin/profiles",
  ];
  const files = await fetchHtml(page.context().request, adminPages);
  // The e-mails: the newest of each kind this server has queued (the seed and earlier specs queue some).
  const mails = queryE2eDb<{ kind: string; html: string | null }>(
    `SELECT kind, json_extract(payload, '$.html') AS html FROM mail_outbox
      WHERE rowid IN (SELECT max(rowid) FROM mail_outbox GROUP BY kind)`,
  );
  const withHtml = mails.filter((mail) => mail.html);
  expect(withHtml.length).toBeGreaterThan(0);
  for (const mail of withHtml) files.set(`mail-${mail.kind}`, mail.html!);
  const errors = validate(files);
  expect(errors, readable(errors)).toEqual([]);
});
