import { brand } from "~/config/brand";
import { getMessages } from "./i18n";
import { localeFromPath, localizePath } from "./locale";
import { isDocumentRequest } from "./public-form.server";

/** Who said no to a public post: the client's own limit of its class, or the class's ceiling over everybody. */
export type Refusal = "client" | "ceiling";

/** The sentence of a 429 in the page's language, with the wait (`Retry-After`) in words. */
export function tooManyText(pathname: string, refused: Refusal, retryAfterSeconds: number): string {
  const t = getMessages(localeFromPath(pathname)).common.tooMany;
  const wait = t.wait(Math.max(1, retryAfterSeconds));
  return refused === "client" ? t.client(wait) : t.ceiling(wait);
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/**
 * The answer to a public post refused before its action ran (decision 0184): 429 with `Retry-After`.
 * A plain browser post (no JavaScript) gets a small page of its own in the site's colours, in German
 * (English under /en), that says when to try again, with a way back to the page and home; a
 * fetcher's post gets the sentence as text, which the root error boundary shows (`app/root.tsx`).
 * Built here, not rendered by React Router: the refusal comes before any route runs, and it must
 * cost next to nothing while a flood is on.
 */
export function tooManyResponse(request: Request, refused: Refusal, retryAfterSeconds: number, nonce: string) {
  const url = new URL(request.url);
  const seconds = Math.max(1, retryAfterSeconds);
  const text = tooManyText(url.pathname, refused, seconds);
  const headers = { "Retry-After": String(seconds), "Cache-Control": "no-store" };
  if (!isDocumentRequest(request)) {
    return new Response(text, { status: 429, headers: { ...headers, "Content-Type": "text/plain; charset=utf-8" } });
  }
  const locale = localeFromPath(url.pathname);
  const t = getMessages(locale).common.tooMany;
  const back = url.pathname.replace(/\.data$/, "");
  const html = `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(t.title)} – ${escapeHtml(brand.productName)}</title>
<style nonce="${escapeHtml(nonce)}">
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#faf7f2;color:#1f2a2e;font:1.0625rem/1.6 system-ui,-apple-system,"Segoe UI",sans-serif}
main{max-width:34rem;margin:1.5rem;padding:2rem;border:1px solid #e3dacb;border-radius:1rem;background:#fff}
.code{margin:0;color:#55605f;font-size:.875rem;letter-spacing:.1em}
h1{margin:.25rem 0 1rem;font-size:1.75rem;line-height:1.2}
a{color:#24554a;text-underline-offset:4px}
nav{display:flex;flex-wrap:wrap;gap:1rem 1.5rem;margin-top:1.5rem}
</style>
</head>
<body>
<main>
<p class="code">429 · ${escapeHtml(brand.productName)}</p>
<h1>${escapeHtml(t.title)}</h1>
<p role="alert">${escapeHtml(text)}</p>
<nav><a href="${escapeHtml(back)}">${escapeHtml(t.back)}</a><a href="${escapeHtml(localizePath("/", locale))}">${escapeHtml(t.home)}</a></nav>
</main>
</body>
</html>`;
  return new Response(html, { status: 429, headers: { ...headers, "Content-Type": "text/html; charset=utf-8" } });
}
