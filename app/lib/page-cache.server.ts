import { logEvent } from "./log";

/**
 * Edge cache for public HTML pages (Cache API, `caches.default`), docs/decisions/0020-page-cache.md.
 *
 * - Only anonymous GETs of public pages: no Cookie header at all (the cookie choice lives in local
 *   storage, so visitors carry none), never /admin, /buchung, /meine-daten, /warteliste, /newsletter,
 *   never `.data` requests, and only 200 text/html answers without Set-Cookie or `no-store`.
 * - The key is the full URL (path and query), so /en pages and every calendar month are separate.
 * - Per-response values stay fresh: the stored HTML has the CSP nonce and the booking form's
 *   idempotency key replaced by markers, and every hit gets a new nonce and key.
 * - Two layers: the isolate's last pages in memory, then the data centre's Cache API.
 * - Purge: every stored page carries the generation it was rendered under; `purgePublicPages` starts
 *   a new generation, so every older page is a miss from then on. The generation itself lives in the
 *   Cache API too (no KV key written per booking, no D1 query per request).
 * - The Cache API is per data centre: a purge reaches the data centre that made the change at once,
 *   others through the maximum ages below. Pages that show free seats live at most one second.
 */

/** Pages with free seats (events list and detail pages, also under /en): exact within a second. */
const SEATS_PAGE = /^(?:\/en)?\/events(?:\/|$)/;
export const PAGE_MAX_AGE_MS = { seats: 1_000, content: 60_000 } as const;

const NEVER_CACHED = /^(?:\/en)?\/(?:admin|buchung|meine-daten|warteliste|newsletter)(?:\/|$)/;
const NONCE_MARK = "__PAGE_CACHE_NONCE__";
const FORM_KEY_MARK = "00000000-0000-4000-8000-0000f0e3c4e7";
const GENERATION_HEADER = "X-Page-Generation";
const STORED_AT_HEADER = "X-Page-Stored-At";
/** Answer header for tests and the bench: HIT, MISS or BYPASS. */
export const PAGE_CACHE_HEADER = "X-Page-Cache";

/** A generation read from the cache is trusted for this long in one isolate (well within a second). */
const GENERATION_MEMO_MS = 250;
let memo: { site: string; value: string; readAt: number } | null = null;

type CacheEnv = Pick<Env, "SITE_URL">;

/** The data centre's cache (the DOM typings in this project lack Cloudflare's `caches.default`). */
const edgeCache = () => (caches as unknown as { default: Cache }).default;

const generationKey = (env: CacheEnv) => new URL("/__page-cache/generation", env.SITE_URL).toString();

async function storeGeneration(env: CacheEnv, value: string): Promise<void> {
  memo = { site: env.SITE_URL, value, readAt: Date.now() };
  await edgeCache().put(
    generationKey(env),
    new Response(value, { headers: { "Cache-Control": "public, max-age=31536000", "Content-Type": "text/plain" } }),
  );
}

/**
 * The generation public pages are rendered under; a purge starts a new one. Also the signal for
 * other per-isolate copies of public data to read again (app/features/content/content.server.ts).
 */
export async function currentPageGeneration(env: CacheEnv): Promise<string> {
  if (memo && memo.site === env.SITE_URL && Date.now() - memo.readAt < GENERATION_MEMO_MS) return memo.value;
  const stored = await edgeCache().match(generationKey(env));
  if (stored) {
    const value = await stored.text();
    memo = { site: env.SITE_URL, value, readAt: Date.now() };
    return value;
  }
  // Never set here, or evicted: a fresh generation, so no page stored under an older one can return.
  const value = crypto.randomUUID();
  await storeGeneration(env, value);
  return value;
}

export type PurgeReason =
  | "booking"
  | "booking-cancelled"
  | "seats-freed"
  | "waitlist-offer"
  | "waitlist-claim"
  | "event-created"
  | "event-updated"
  | "event-deleted"
  | "content-edit";

/**
 * THE purge: call it after any change that a public page shows (web content, events, seats).
 * Every cached public page of this data centre is stale from here on; others follow within
 * `PAGE_MAX_AGE_MS`. Never throws: the change it follows is committed already.
 */
export async function purgePublicPages(env: CacheEnv, reason: PurgeReason): Promise<void> {
  try {
    await storeGeneration(env, crypto.randomUUID());
    logEvent("public-pages-purged", { reason });
  } catch (error) {
    // The memo already moved on in this isolate; other isolates catch up within the maximum age.
    logEvent("public-pages-purge-failed", { reason, error: error instanceof Error ? error.name : typeof error });
  }
}

/** Values that must differ in every answer, even one served from the cache. */
export interface FreshValues {
  nonce: string;
  /** The booking form's idempotency key (app/routes/events.$id.tsx). */
  formKey: string;
}

export function isCacheableRequest(request: Request): boolean {
  if (request.method !== "GET") return false;
  if (request.headers.has("Cookie") || request.headers.has("Authorization")) return false;
  const { pathname } = new URL(request.url);
  if (NEVER_CACHED.test(pathname)) return false;
  // React Router's data requests and manifest, resource routes with a file ending (.ics, .xml, .txt).
  return !pathname.includes(".") && !pathname.startsWith("/__");
}

function isCacheableResponse(response: Response): boolean {
  if (response.status !== 200 || response.headers.has("Set-Cookie")) return false;
  if (!(response.headers.get("Content-Type") ?? "").startsWith("text/html")) return false;
  return !/no-store|private/.test(response.headers.get("Cache-Control") ?? "");
}

const maxAgeOf = (url: URL) => (SEATS_PAGE.test(url.pathname) ? PAGE_MAX_AGE_MS.seats : PAGE_MAX_AGE_MS.content);

interface StoredPage {
  template: string;
  headers: Headers;
  generation: string;
  storedAt: number;
}

/** A template cut at its markers and encoded once, so a hit only copies bytes. */
interface CompiledPage extends StoredPage {
  pieces: (Uint8Array | "nonce" | "formKey")[];
}

const encoder = new TextEncoder();
const MARKS = new RegExp(`(${NONCE_MARK}|${FORM_KEY_MARK})`);

function compile(page: StoredPage): CompiledPage {
  const pieces = page.template
    .split(MARKS)
    .map((piece) => (piece === NONCE_MARK ? "nonce" : piece === FORM_KEY_MARK ? "formKey" : encoder.encode(piece)));
  return { ...page, pieces };
}

function fill(page: CompiledPage, fresh: FreshValues): Uint8Array<ArrayBuffer> {
  const values = { nonce: encoder.encode(fresh.nonce), formKey: encoder.encode(fresh.formKey) };
  const chunks = page.pieces.map((piece) => (typeof piece === "string" ? values[piece] : piece));
  const body = new Uint8Array(new ArrayBuffer(chunks.reduce((sum, chunk) => sum + chunk.length, 0)));
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.length;
  }
  return body;
}

/**
 * The isolate's own copy of the pages it served last, in front of the Cache API: a hit then costs
 * no cache lookup at all. Same generation and age rules; bounded, oldest out first.
 */
const recent = new Map<string, CompiledPage>();
const RECENT_PAGES = 32;

function remember(key: string, page: CompiledPage): void {
  recent.delete(key);
  recent.set(key, page);
  if (recent.size > RECENT_PAGES) recent.delete(recent.keys().next().value!);
}

async function readStored(stored: Response): Promise<CompiledPage> {
  return compile({
    template: await stored.text(),
    headers: stored.headers,
    generation: stored.headers.get(GENERATION_HEADER) ?? "",
    storedAt: Number(stored.headers.get(STORED_AT_HEADER)),
  });
}

function answer(html: string | Uint8Array<ArrayBuffer>, from: Headers, state: "HIT" | "MISS"): Response {
  const headers = new Headers(from);
  headers.delete(GENERATION_HEADER);
  headers.delete(STORED_AT_HEADER);
  headers.delete("Content-Length");
  // Browsers and shared caches in between must not keep the page: the nonce is per response.
  headers.set("Cache-Control", "no-cache");
  headers.set(PAGE_CACHE_HEADER, state);
  return new Response(html, { status: 200, headers });
}

/** Marks a GET answer that neither came from nor went into the cache (POSTs stay untouched). */
function bypass(request: Request, response: Response): Response {
  if (request.method !== "GET") return response;
  const marked = new Response(response.body, response);
  marked.headers.set(PAGE_CACHE_HEADER, "BYPASS");
  return marked;
}

/**
 * Serves a public page from the edge cache, or renders it with `render(fresh)` and stores it for the
 * next visitors. Requests that may not be cached go straight to `render`.
 */
export async function servePublicPage(
  request: Request,
  env: CacheEnv,
  ctx: ExecutionContext,
  fresh: FreshValues,
  render: () => Promise<Response>,
): Promise<Response> {
  if (!isCacheableRequest(request)) return bypass(request, await render());
  const url = new URL(request.url);
  url.hash = "";
  const key = url.toString();
  const cache = edgeCache();
  const generation = await currentPageGeneration(env);
  const valid = (page: CompiledPage | undefined): page is CompiledPage =>
    !!page && page.generation === generation && Date.now() - page.storedAt <= maxAgeOf(url);
  let page = recent.get(key);
  if (!valid(page)) {
    const stored = await cache.match(key);
    page = stored ? await readStored(stored) : undefined;
    if (valid(page)) remember(key, page);
  }
  if (valid(page)) {
    // Past half its age, one request per isolate renders the page again behind the answer, so under
    // load a seat page is replaced before it expires instead of every request missing at once.
    if (Date.now() - page.storedAt > maxAgeOf(url) / 2 && !rendering.has(key)) {
      ctx.waitUntil(renderOnce(key, generation, ctx, fresh, render).catch(() => undefined));
    }
    return answer(fill(page, fresh), page.headers, "HIT");
  }
  // Requests that miss while this isolate renders the same page under the same generation wait for
  // that render instead of starting their own; each still gets its own nonce and form key.
  const shared = rendering.get(key);
  if (shared?.generation === generation) {
    const rendered = await shared.page.catch(() => undefined);
    if (rendered) return answer(fill(rendered, fresh), rendered.headers, "HIT");
  }

  const first = await renderOnce(key, generation, ctx, fresh, render);
  if (!first.page) return bypass(request, first.response);
  return answer(first.html, first.response.headers, "MISS");
}

/** Renders under the current generation in progress in this isolate, by page (request coalescing). */
const rendering = new Map<string, { generation: string; page: Promise<CompiledPage | undefined> }>();

/**
 * Renders a page and stores it (memory and Cache API) under the generation read BEFORE rendering,
 * so a purge during the render leaves the stored page already stale.
 */
async function renderOnce(
  key: string,
  generation: string,
  ctx: ExecutionContext,
  fresh: FreshValues,
  render: () => Promise<Response>,
): Promise<{ response: Response; html: string; page?: CompiledPage }> {
  let settle!: (page: CompiledPage | undefined) => void;
  const entry = { generation, page: new Promise<CompiledPage | undefined>((resolve) => (settle = resolve)) };
  rendering.set(key, entry);
  try {
    const response = await render();
    if (!isCacheableResponse(response)) {
      settle(undefined);
      return { response, html: "" };
    }
    const html = await response.text();
    const template = html.replaceAll(fresh.nonce, NONCE_MARK).replaceAll(fresh.formKey, FORM_KEY_MARK);
    const storedAt = Date.now();
    const page = compile({ template, headers: response.headers, generation, storedAt });
    remember(key, page);
    settle(page);
    const headers = new Headers(response.headers);
    headers.set(GENERATION_HEADER, generation);
    headers.set(STORED_AT_HEADER, String(storedAt));
    headers.set("Cache-Control", `public, max-age=${Math.ceil(maxAgeOf(new URL(key)) / 1000)}`);
    ctx.waitUntil(
      edgeCache()
        .put(key, new Response(template, { status: 200, headers }))
        .catch((error: unknown) => {
          logEvent("public-page-store-failed", { error: error instanceof Error ? error.name : typeof error });
        }),
    );
    return { response, html, page };
  } catch (error) {
    settle(undefined);
    throw error;
  } finally {
    if (rendering.get(key) === entry) rendering.delete(key);
  }
}
