import type { RouterContextProvider } from "react-router";
import {
  contentDraftsContext,
  type ContentDrafts,
  readDelivered,
  type StoredTexts,
} from "~/features/extras/content/content.server";
import { livePath } from "~/features/extras/content/live-path";
import { renderPageContext } from "~/lib/context";
import { type Locale, localizePath } from "~/lib/locale";
import { adminMessages } from "~/lib/messages.admin";
import { escapeXml } from "~/lib/xml";
import { adminHeaders } from "./crud.server";
import { WEB_CONTENT_MAX_LENGTH } from "./resources";
import { textField } from "./web-content.server";

const m = adminMessages.webContent;

/** The form field of the preview's language. */
export const PREVIEW_LANGUAGE = "sprache";
export const PREVIEW_PATH = "/admin/web-content/vorschau";

/** Any address no page answers: the "Seite nicht gefunden" texts show on it. */
const MISSING_PAGE_PATH = "/vorschau/seite-nicht-gefunden";

/** The public address that shows a page's texts, or null for texts without a page of their own. */
export function previewPath(page: string): string | null {
  return page === "not-found" ? MISSING_PAGE_PATH : livePath(page, "");
}

/**
 * Reads her drafts from the editor's form: only texts the page really reads, in the form's field
 * names (`de:hero:title`); anything else in the form is ignored. A text past the editor's limit is
 * cut there, as the field itself would.
 */
function draftsFrom(delivered: StoredTexts, page: string, form: Record<string, string>): ContentDrafts {
  const texts: ContentDrafts["texts"] = {};
  for (const [section, keys] of Object.entries(delivered[page] ?? {})) {
    for (const key of Object.keys(keys)) {
      const de = form[textField("de", section, key)];
      const en = form[textField("en", section, key)];
      if (de === undefined && en === undefined) continue;
      const clean = (value: string) => value.replace(/\r\n?/g, "\n").slice(0, WEB_CONTENT_MAX_LENGTH);
      // A language left out keeps the stored text: the override names only what the form sent.
      (texts[section] ??= {})[key] = {
        ...(de === undefined ? {} : { de: clean(de) }),
        ...(en === undefined ? {} : { en: clean(en) }),
      };
    }
  }
  return { page, texts };
}

const previewHeaders = {
  ...adminHeaders,
  "Content-Type": "text/html; charset=utf-8",
  // Only the editor beside it may show it in a frame (workers/security.ts reads this).
  "X-Frame-Options": "SAMEORIGIN",
};

function notice(text: string, status: number): Response {
  const body = `<!doctype html><html lang="de"><meta charset="utf-8"><meta name="robots" content="noindex"><title>${escapeXml(m.editor.preview.title)}</title><p>${escapeXml(text)}</p></html>`;
  return new Response(body, { status, headers: previewHeaders });
}

/**
 * The public page as visitors would see it, with her drafts in place of the stored texts
 * (docs/decisions/0172-content-editor-by-page.md): rendered by the same route and components, so
 * escaping and the formatting rules are the page's own. It is never cached and never written; its
 * scripts are removed (the frame shows it, nothing runs in it), its links open outside the frame.
 * The caller is the admin route, behind the admin guard and the same-origin check.
 */
export async function renderContentPreview(
  request: Request,
  context: Readonly<RouterContextProvider>,
  env: Pick<Env, "DB">,
  input: Record<string, string>,
): Promise<Response> {
  const page = input.page ?? "";
  const delivered = await readDelivered(env, page);
  if (!Object.hasOwn(delivered, page)) return notice(m.editor.unknownPage, 422);
  const locale: Locale = input[PREVIEW_LANGUAGE] === "en" ? "en" : "de";
  const path = previewPath(page);
  if (!path) return notice(m.editor.preview.none, 200);
  const render = context.get(renderPageContext);
  if (!render) throw new Error("renderPageContext missing: the request context was not made by requestContext()");
  const drafts = draftsFrom(delivered, page, input);
  const target = new URL(localizePath(path, locale), request.url);
  // As an anonymous visitor: no cookie of hers reaches the public page.
  const headers = new Headers({ Accept: "text/html" });
  const address = request.headers.get("CF-Connecting-IP");
  if (address) headers.set("CF-Connecting-IP", address);
  const rendered = await render(new Request(target, { headers }), (inner) => {
    inner.set(contentDraftsContext, drafts);
  });
  const body = new HTMLRewriter()
    .on("script", {
      element(script) {
        script.remove();
      },
    })
    .on('link[rel="modulepreload"]', {
      element(link) {
        link.remove();
      },
    })
    .on("head", {
      element(head) {
        head.append('<meta name="robots" content="noindex, nofollow">', { html: true });
      },
    })
    .on("a[href]", {
      element(link) {
        link.setAttribute("target", "_blank");
        link.setAttribute("rel", "noopener noreferrer");
      },
    })
    .transform(rendered).body;
  return new Response(body, { status: 200, headers: previewHeaders });
}
