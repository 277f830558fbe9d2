import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { base64 } from "oslo/encoding";
import { embedOrigins } from "../app/config/brand";
import { logError } from "../app/lib/log";
import {
  admitPublicPost,
  ceilingCountedByForm,
  countPublicCeiling,
  passedChecks,
  publicPostKind,
} from "../app/lib/public-ceiling.server";
import { clientAddress } from "../app/lib/request.server";
import { tooManyResponse } from "../app/lib/too-many.server";
import { isRememberedDevice } from "../app/features/core/auth/login.server";
import { MAX_STATEMENT_BYTES } from "../app/features/core/payments/statement.server";
import { WEB_CONTENT_MAX_LENGTH } from "../app/features/compositions/admin/resources";
import { MAX_IMAGE_BYTES } from "../app/features/extras/images/upload.server";

/** The pages a mail client may POST to for RFC 8058 one-click unsubscribe: the newsletter's, and stopping a prompt series (decision 0158). */
const ONE_CLICK_PATHS = [
  "/newsletter/abmelden",
  "/en/newsletter/abmelden",
  "/journal/impulse/beenden",
  "/en/journal/impulse/beenden",
];

/**
 * RFC 8058 one-click unsubscribe: a mail client POSTs `List-Unsubscribe=One-Click` to the link in
 * the newsletter's List-Unsubscribe header, from no page at all (no Origin, or the provider's). The
 * signed token in the address authenticates it, so it is the one exception to the Origin check; it
 * can do nothing but unsubscribe the token's own address (app/routes/newsletter.abmelden.tsx), or
 * stop the token's own prompt series (app/routes/journal.impulse.beenden.tsx).
 */
export const isOneClickUnsubscribe = (url: URL, method: string) =>
  method === "POST" && ONE_CLICK_PATHS.includes(url.pathname) && url.searchParams.has("token");

/** The methods a page answers: reading it, and posting its forms (decision 0116). */
export const PAGE_METHODS = ["GET", "HEAD", "POST"] as const;
const ALLOW = PAGE_METHODS.join(", ");

/**
 * Any other method (PUT, PATCH, DELETE, OPTIONS, …) answers 405 with Allow before any handler, limit
 * or form parser runs: no action ever sees it, and no ceiling can be skipped with it. A 405 that
 * React Router answers itself (a POST to a page without a form) gets its Allow header here too.
 */
export const pageMethodsOnly: MiddlewareHandler = async (c, next) => {
  if (!(PAGE_METHODS as readonly string[]).includes(c.req.method)) {
    return c.text("Diese Anfrage-Methode wird hier nicht unterstützt.", 405, { Allow: ALLOW });
  }
  await next();
  if (c.res.status === 405 && !c.res.headers.has("Allow")) {
    try {
      c.res.headers.set("Allow", "GET, HEAD");
    } catch {
      c.res = new Response(c.res.body, c.res);
      c.res.headers.set("Allow", "GET, HEAD");
    }
  }
};

/** Answers non-GET requests from foreign origins with 403 before any action runs (CSRF). */
export const sameOriginOnly: MiddlewareHandler = async (c, next) => {
  const method = c.req.method;
  if (method === "GET" || method === "HEAD" || method === "OPTIONS") return next();
  if (isOneClickUnsubscribe(new URL(c.req.url), method)) return next();
  const origin = c.req.header("Origin");
  const own = new URL(c.req.url).origin;
  if (origin !== own) {
    return c.text("Diese Anfrage wurde aus Sicherheitsgründen abgelehnt.", 403);
  }
  return next();
};

export function newNonce(): string {
  return base64.encode(crypto.getRandomValues(new Uint8Array(16)));
}

/** The page policy; without a nonce (static files, public/_headers) scripts may come only from 'self'. */
export function contentSecurityPolicy(
  nonce?: string,
  formTargets: readonly string[] = [],
  frameAncestors: "'none'" | "'self'" = "'none'",
): string {
  return [
    "default-src 'self'",
    nonce ? `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'` : "script-src 'self'",
    // The inline stylesheets carry the nonce (app/entry.server.tsx); no style attribute is allowed.
    nonce ? `style-src 'self' 'nonce-${nonce}'` : "style-src 'self'",
    // Event images may live on another https site (the admin form accepts https:// addresses);
    // images cannot run code, so only this directive opens up, never http: or other types.
    "img-src 'self' data: https:",
    "font-src 'self'",
    "connect-src 'self'",
    // The embeds she may switch on, and the site itself: the back office's web-content preview
    // frames a page of its own (every other page refuses frames with frame-ancestors 'none').
    `frame-src 'self' ${embedOrigins.join(" ")}`,
    `frame-ancestors ${frameAncestors}`,
    "base-uri 'none'",
    // Forms post to the site itself; "Jetzt online bezahlen" is answered with a redirect to Stripe's
    // Checkout, which form-action governs too: its origin is added where Stripe is set up (decision 0141).
    ["form-action 'self'", ...formTargets].join(" "),
    "object-src 'none'",
  ].join("; ");
}

export const staticSecurityHeaders: Record<string, string> = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
  "Cross-Origin-Opener-Policy": "same-origin",
};

/**
 * Sets the security headers on every response of the Worker, whatever produced it. No page may be
 * framed, except one that asks for its own origin only (`X-Frame-Options: SAMEORIGIN`): the
 * back office's web-content preview beside its editor (docs/decisions/0172-content-editor-by-page.md).
 */
export function withSecurityHeaders(response: Response, nonce: string, formTargets: readonly string[] = []): Response {
  const framedBySelf = response.headers.get("X-Frame-Options") === "SAMEORIGIN";
  const policy = contentSecurityPolicy(nonce, formTargets, framedBySelf ? "'self'" : "'none'");
  // In place when the headers are mutable (every Response the app builds itself): wrapping the body in
  // a new Response would pipe it through a JavaScript stream, which costs CPU on every cached page.
  let secured = response;
  try {
    secured.headers.set("Content-Security-Policy", policy);
  } catch {
    // Immutable headers (a response from fetch or the cache): copy once.
    secured = new Response(response.body, response);
    secured.headers.set("Content-Security-Policy", policy);
  }
  for (const [name, value] of Object.entries(staticSecurityHeaders)) secured.headers.set(name, value);
  if (framedBySelf) secured.headers.set("X-Frame-Options", "SAMEORIGIN");
  return secured;
}

/**
 * The most a character of form text can take in a urlencoded body: a three-byte UTF-8 character
 * („ “ – €, one unit of a JavaScript string, as `maxLength` counts) becomes %XX%XX%XX.
 */
export const WORST_BYTES_PER_CHARACTER = 9;
/** Largest body a public form may send: the contact form, every field at its maximum in such characters, fits. */
export const MAX_FORM_BODY_BYTES = 64 * 1024;
/**
 * The back office's: its largest form (a web text in German and English, 30,000 characters each)
 * at its worst, plus its short fields. Any text the forms' own limits accept arrives whole, instead
 * of a 413 that loses what the coach wrote (tests/unit/body-limits.test.ts).
 */
export const MAX_ADMIN_FORM_BODY_BYTES = 2 * WEB_CONTENT_MAX_LENGTH * WORST_BYTES_PER_CHARACTER + 16 * 1024;
const UNREADABLE_FORM =
  "Dieses Formular konnte nicht gelesen werden. Bitte lade die Seite neu und versuche es noch einmal.";
/** The encodings HTML forms and React Router fetchers post with; anything else never reaches an action. */
const FORM_CONTENT_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

const TOO_LARGE = "Die gesendeten Daten sind zu groß. Bitte kürze deine Eingaben.";
const formBodyLimit = bodyLimit({ maxSize: MAX_FORM_BODY_BYTES, onError: (c) => c.text(TOO_LARGE, 413) });
const adminFormBodyLimit = bodyLimit({ maxSize: MAX_ADMIN_FORM_BODY_BYTES, onError: (c) => c.text(TOO_LARGE, 413) });
/**
 * The one larger body: the coach's bank statement upload (a CSV file of up to 1 MiB,
 * MAX_STATEMENT_BYTES in app/features/core/payments/statement.server.ts) plus 16 KiB for the multipart envelope.
 * Only this path; the action still demands an administrator before it reads the file.
 */
export const STATEMENT_UPLOAD_PATH = "/admin/zahlungsabgleich";
/** The page's own post and React Router's data request for it (a form submitted with JavaScript). */
const isStatementUpload = (pathname: string) =>
  pathname === STATEMENT_UPLOAD_PATH || pathname === `${STATEMENT_UPLOAD_PATH}.data`;
export const MAX_STATEMENT_BODY_BYTES = MAX_STATEMENT_BYTES + 16 * 1024;
const statementBodyLimit = bodyLimit({
  maxSize: MAX_STATEMENT_BODY_BYTES,
  onError: (c) => c.text("Die Datei ist zu groß (höchstens 1 MB).", 413),
});

/**
 * Her photo upload (app/features/extras/images/upload.server.ts): a file of up to MAX_IMAGE_BYTES plus
 * 16 KiB for the alt texts and the multipart envelope. A file a little larger still reaches the
 * action, which answers with the form's own message; only far larger bodies stop here.
 */
export const IMAGE_UPLOAD_PATH = "/admin/bilder";
const isImageUpload = (pathname: string) => pathname === IMAGE_UPLOAD_PATH || pathname === `${IMAGE_UPLOAD_PATH}.data`;
export const MAX_IMAGE_UPLOAD_BODY_BYTES = 2 * MAX_IMAGE_BYTES;
const imageUploadBodyLimit = bodyLimit({
  maxSize: MAX_IMAGE_UPLOAD_BODY_BYTES,
  onError: (c) => c.text("Das Bild ist zu groß (höchstens 5 MB).", 413),
});

const BACK_OFFICE = /^\/admin\//;
/** The back office's pages for the signed-out (app/routes.ts): short forms anybody can post. */
const SIGN_IN_PAGES = /^\/admin\/(login|logout|passwort-vergessen|passwort-neu)(\/|\.data$|$)/;

/** The statement upload, the back office, or a public form (its sign-in and password pages included). */
function bodyLimitFor(pathname: string): MiddlewareHandler {
  if (isStatementUpload(pathname)) return statementBodyLimit;
  if (isImageUpload(pathname)) return imageUploadBodyLimit;
  return maxFormBodyBytes(pathname) === MAX_ADMIN_FORM_BODY_BYTES ? adminFormBodyLimit : formBodyLimit;
}

/** The largest form body a path accepts (the statement upload aside). */
export function maxFormBodyBytes(pathname: string): number {
  return BACK_OFFICE.test(pathname) && !SIGN_IN_PAGES.test(pathname) ? MAX_ADMIN_FORM_BODY_BYTES : MAX_FORM_BODY_BYTES;
}

/**
 * Every state-changing request must be a form post of bounded size, checked before anything parses
 * the body: other content types get 415, larger bodies 413 (also when Content-Length lies or is absent).
 */
export const formBodiesOnly: MiddlewareHandler[] = [
  async (c, next) => {
    const method = c.req.method;
    if (method === "GET" || method === "HEAD" || method === "OPTIONS") return next();
    const type = (c.req.header("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
    if (!FORM_CONTENT_TYPES.includes(type)) {
      return c.text(UNREADABLE_FORM, 415);
    }
    return next();
  },
  async (c, next) => bodyLimitFor(new URL(c.req.url).pathname)(c, next),
  // A body that claims to be a form but is none (a truncated multipart, a wrong boundary) would make
  // every action's formData() throw: answer 400 here, once, instead of a 500 in each action.
  async (c, next) => {
    const method = c.req.method;
    if (method === "GET" || method === "HEAD" || method === "OPTIONS") return next();
    try {
      await c.req.raw.clone().formData();
    } catch {
      return c.text(UNREADABLE_FORM, 400);
    }
    return next();
  },
];

/**
 * Limits by route class for public form posts (app/lib/public-ceiling.server.ts, decision 0184),
 * before any action runs: the client's own limit of the post's class (counted), and the class's
 * site-wide ceiling (looked at), in one D1 round trip. Past either: 429 with Retry-After and a page
 * (or, for a fetcher, a sentence) that says when to try again. Each class has its own ceiling, so one
 * class filling up never blocks another. Only posts that passed their client's limit and validation
 * take a slot of the ceiling, counted after the answer (decision 0116).
 */
export const publicPostCeiling: MiddlewareHandler<{ Bindings: Env; Variables: { nonce: string } }> = async (
  c,
  next,
) => {
  if (c.req.method !== "POST") return next();
  const kind = publicPostKind(new URL(c.req.url).pathname);
  // Bookings count it in the batch that writes them, and answer in the page's format (ADR 0086).
  if (ceilingCountedByForm(kind)) return next();
  // The coach's own browser is never locked out of signing in by someone else's flood.
  if (kind === "sign-in" && (await isRememberedDevice(c.req.raw, c.env))) return next();
  const { allowed, retryAfterSeconds, refused } = await admitPublicPost(c.env, kind, clientAddress(c.req.raw));
  if (!allowed)
    return tooManyResponse(c.req.raw, refused ?? "ceiling", retryAfterSeconds, c.get("nonce") ?? newNonce());
  await next();
  if (passedChecks(c.res.status)) {
    // A failure to count never fails a post that worked.
    await countPublicCeiling(c.env, kind).catch((error: unknown) => logError("ceiling-count-failed", error));
  }
};
