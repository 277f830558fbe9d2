import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { embedOrigins } from "../app/config/brand";

/** Answers non-GET requests from foreign origins with 403 before any action runs (CSRF). */
export const sameOriginOnly: MiddlewareHandler = async (c, next) => {
  const method = c.req.method;
  if (method === "GET" || method === "HEAD" || method === "OPTIONS") return next();
  const origin = c.req.header("Origin");
  const own = new URL(c.req.url).origin;
  if (origin !== own) {
    return c.text("Diese Anfrage wurde aus Sicherheitsgründen abgelehnt.", 403);
  }
  return next();
};

export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/** The page policy; without a nonce (static files, public/_headers) scripts may come only from 'self'. */
export function contentSecurityPolicy(nonce?: string): string {
  return [
    "default-src 'self'",
    nonce ? `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'` : "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src ${embedOrigins.join(" ")}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "form-action 'self'",
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

/** Sets the security headers on every response of the Worker, whatever produced it. */
export function withSecurityHeaders(response: Response, nonce: string): Response {
  const secured = new Response(response.body, response);
  for (const [name, value] of Object.entries(staticSecurityHeaders)) secured.headers.set(name, value);
  secured.headers.set("Content-Security-Policy", contentSecurityPolicy(nonce));
  return secured;
}

/** Largest form body any action accepts; the biggest real form (contact message) is far below. */
export const MAX_FORM_BODY_BYTES = 64 * 1024;
/** The encodings HTML forms and React Router fetchers post with; anything else never reaches an action. */
const FORM_CONTENT_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

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
      return c.text(
        "Dieses Formular konnte nicht gelesen werden. Bitte lade die Seite neu und versuche es noch einmal.",
        415,
      );
    }
    return next();
  },
  bodyLimit({
    maxSize: MAX_FORM_BODY_BYTES,
    onError: (c) => c.text("Die gesendeten Daten sind zu groß. Bitte kürze deine Eingaben.", 413),
  }),
];
