import { logEvent } from "./log";
import { forgetOnIsolateReset } from "./isolate-memo";

/**
 * Edge cache for public HTML pages (Cache API, `caches.default`), docs/decisions/0020-page-cache.md.
 *
 * - Only anonymous GETs: no Cookie header at all (the cookie choice lives in local storage, so
 *   visitors carry none), never `.data` requests, and only 200 text/html answers without Set-Cookie,
 *   `private` or `no-store`. What is personal is the route's own word (its Cache-Control, e.g.
 *   `personalPageHeaders`), not a list of paths here, which a path in other letter case slipped past
 *   (docs/decisions/0117-page-cache-asks-the-route.md).
 * - The key is the full URL (path and query), so /en pages and every calendar month are separate.
 * - Per-response values stay fresh: the stored HTML has the CSP nonce and the booking form's
 *   idempotency key replaced by markers, and every hit gets a new nonce and key.
 * - Two layers: the isolate's last pages in memory, then the data centre's Cache API.
 * - Purge: every stored page carries the generation it was rendered under; `purgePublicPages` starts
 *   a new generation, so every older page is a miss from then on. The generation itself lives in the
 *   Cache API too (no KV key written per booking, no D1 query per request).
 * - A change of free seats only (a booking, a cancellation, an expired hold, a waiting-list offer)
 *   concerns the seat pages alone: it makes this isolate's older seat pages misses at once and writes
 *   nothing shared, since every seat page anywhere lives at most a second
 *   (docs/decisions/0087-seat-changes-purge-locally.md).
 * - The Cache API is per data centre: a purge reaches the data centre that made the change at once,
 *   others through the maximum ages below. Pages that show free seats live at most one second.
 */

/**
 * Pages with free seats (events list and detail pages) or free 1:1 times (/termin), also under /en:
 * exact within a second.
 */
const SEATS_PAGE = /^(?:\/en)?\/(?:events|termin)(?:\/|$)/i;
export const PAGE_MAX_AGE_MS = { seats: 1_000, content: 60_000 } as const;
const showsSeats = (key: string) => SEATS_PAGE.test(new URL(key).pathname);

const NONCE_MARK = "__PAGE_CACHE_NONCE__";
const FORM_KEY_MARK = "00000000-0000-4000-8000-0000f0e3c4e7";
const GENERATION_HEADER = "X-Page-Generation";
const STORED_AT_HEADER = "X-Page-Stored-At";
/** Answer header for tests and the bench: HIT, MISS or BYPASS. */
export const PAGE_CACHE_HEADER = "X-Page-Cache";

/** A generation read from the cache is trusted for this long in one isolate (well within a second). */
const GENERATION_MEMO_MS = 250;
let memo: { site: string; value: string; readAt: number } | null = null;

export type CacheEnv = Pick<Env, "SITE_URL">;

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

/** The generation this isolate read less than `GENERATION_MEMO_MS` ago, or undefined. */
function rememberedGeneration(env: CacheEnv): string | undefined {
  return memo && memo.site === env.SITE_URL && Date.now() - memo.readAt < GENERATION_MEMO_MS ? memo.value : undefined;
}

/** The read of the generation in progress in this isolate: requests that need it together share it. */
let reading: { site: string; value: Promise<string> } | undefined;

/**
 * The generation public pages are rendered under; a purge starts a new one. Also the signal for
 * other per-isolate copies of public data to read again (app/features/extras/content/content.server.ts).
 */
export async function currentPageGeneration(env: CacheEnv): Promise<string> {
  const remembered = rememberedGeneration(env);
  if (remembered !== undefined) return remembered;
  if (reading?.site === env.SITE_URL) return reading.value;
  const value: Promise<string> = readGeneration(env).finally(() => {
    if (reading?.value === value) reading = undefined;
  });
  reading = { site: env.SITE_URL, value };
  return value;
}

async function readGeneration(env: CacheEnv): Promise<string> {
  const stored = await edgeCache().match(generationKey(env));
  if (stored) {
    const value = await stored.text();
    // A purge in this isolate while the read was under way wins: its memo is newer than the read.
    if (!rememberedGeneration(env)) memo = { site: env.SITE_URL, value, readAt: Date.now() };
    return rememberedGeneration(env) ?? value;
  }
  // Never set here, or evicted: a fresh generation, so no page stored under an older one can return.
  const value = crypto.randomUUID();
  await storeGeneration(env, value);
  return value;
}

/**
 * A value this isolate keeps while the public pages' generation stays the same, and at most `maxAgeMs`:
 * every purge starts a new generation, which is the signal to read again. Other data centres learn of
 * a change only through the maximum age. A failed read is not kept: the next caller tries again.
 * Used for what every public page view would otherwise read (the web content, the home page's next events).
 */
export function generationMemo<T>(maxAgeMs: number): (env: CacheEnv, read: () => Promise<T>) => Promise<T> {
  let copy: { site: string; generation: string; readAt: number; value: Promise<T> } | null = null;
  return async (env, read) => {
    // The generation is read before the value: a value can be newer than its generation, never older.
    const generation = await currentPageGeneration(env);
    const held = copy;
    if (held && held.site === env.SITE_URL && held.generation === generation && Date.now() - held.readAt < maxAgeMs) {
      return held.value;
    }
    const value = read();
    copy = { site: env.SITE_URL, generation, readAt: Date.now(), value };
    value.catch(() => {
      if (copy?.value === value) copy = null;
    });
    return value;
  };
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
  | "content-edit"
  /** The coach edited her 1:1 hours or appointment types: what /termin offers. */
  | "sessions-offer"
  /** The coach edited her packages: /pakete, a content page (its cached copy lives up to a minute). */
  | "packages-offer";

/** Changes that move free seats and nothing else a page shows: they concern the seat pages alone. */
const SEATS_ONLY: ReadonlySet<PurgeReason> = new Set([
  "booking",
  "booking-cancelled",
  "seats-freed",
  "waitlist-offer",
  "waitlist-claim",
  "sessions-offer",
]);

/** Per site, when this isolate last saw free seats change: seat pages rendered from before are stale here. */
const seatsChangedAt = new Map<string, number>();

/**
 * THE purge: call it after any change that a public page shows (web content, events, seats).
 * Every cached public page of this data centre is stale from here on; others follow within
 * `PAGE_MAX_AGE_MS`. A change of free seats alone makes this isolate's seat pages stale and leaves
 * the rest to their one-second age: no Cache API write per booking (ADR 0087). Never throws: the
 * change it follows is committed already.
 */
export async function purgePublicPages(env: CacheEnv, reason: PurgeReason): Promise<void> {
  if (SEATS_ONLY.has(reason)) {
    seatsChangedAt.set(env.SITE_URL, Date.now());
    logEvent("public-pages-purged", { reason, scope: "seats" });
    return;
  }
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
  // React Router's data requests and manifest, resource routes with a file ending (.ics, .xml, .txt).
  return !pathname.includes(".") && !pathname.startsWith("/__");
}

/** The cache key: the full URL without a fragment (path and query, so /en and every month are separate). */
function cacheKey(request: Request): string {
  const hash = request.url.indexOf("#");
  return hash < 0 ? request.url : request.url.slice(0, hash);
}

function isCacheableResponse(response: Response): boolean {
  if (response.status !== 200 || response.headers.has("Set-Cookie")) return false;
  if (!(response.headers.get("Content-Type") ?? "").startsWith("text/html")) return false;
  return !/no-store|private/.test(response.headers.get("Cache-Control") ?? "");
}

/**
 * A stored page ready to answer: its HTML cut at the markers and encoded once, and its answer
 * headers as pairs, so a hit only copies bytes (no HTML parsing, no text encoding of the page, no
 * Headers object copied).
 */
interface CompiledPage {
  pieces: (Uint8Array | "nonce" | "formKey")[];
  /** Bytes of the pieces without the fresh values. */
  fixedLength: number;
  nonces: number;
  formKeys: number;
  /** The rendered answer's headers without the cache's own ones, plus `Cache-Control: no-cache`. */
  headers: [string, string][];
  generation: string;
  /** When its render began (so a change during the render leaves it stale). */
  storedAt: number;
  maxAge: number;
  showsSeats: boolean;
}

const encoder = new TextEncoder();
const MARKS = new RegExp(`(${NONCE_MARK}|${FORM_KEY_MARK})`);
/** Headers of a rendered or stored page that an answer never repeats (it sets its own). */
const NOT_ANSWERED = new Set(
  [GENERATION_HEADER, STORED_AT_HEADER, "Content-Length", "Cache-Control", PAGE_CACHE_HEADER].map((name) =>
    name.toLowerCase(),
  ),
);

function compile(template: string, from: Headers, generation: string, storedAt: number, key: string): CompiledPage {
  const seats = showsSeats(key);
  const pieces = template
    .split(MARKS)
    .map((piece) => (piece === NONCE_MARK ? "nonce" : piece === FORM_KEY_MARK ? "formKey" : encoder.encode(piece)));
  const headers: [string, string][] = [];
  for (const [name, value] of from) if (!NOT_ANSWERED.has(name)) headers.push([name, value]);
  // Browsers and shared caches in between must not keep the page: the nonce is per response.
  headers.push(["Cache-Control", "no-cache"]);
  return {
    pieces,
    fixedLength: pieces.reduce((sum, piece) => sum + (typeof piece === "string" ? 0 : piece.length), 0),
    nonces: pieces.filter((piece) => piece === "nonce").length,
    formKeys: pieces.filter((piece) => piece === "formKey").length,
    headers,
    generation,
    storedAt,
    maxAge: seats ? PAGE_MAX_AGE_MS.seats : PAGE_MAX_AGE_MS.content,
    showsSeats: seats,
  };
}

/** The page's bytes with this answer's own nonce and form key, in one buffer. */
function fill(page: CompiledPage, fresh: FreshValues): Uint8Array<ArrayBuffer> {
  const nonce = encoder.encode(fresh.nonce);
  const formKey = page.formKeys > 0 ? encoder.encode(fresh.formKey) : nonce;
  const body = new Uint8Array(page.fixedLength + page.nonces * nonce.length + page.formKeys * formKey.length);
  let offset = 0;
  for (const piece of page.pieces) {
    const chunk = piece === "nonce" ? nonce : piece === "formKey" ? formKey : piece;
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

async function readStored(stored: Response, key: string): Promise<CompiledPage> {
  return compile(
    await stored.text(),
    stored.headers,
    stored.headers.get(GENERATION_HEADER) ?? "",
    Number(stored.headers.get(STORED_AT_HEADER)),
    key,
  );
}

/** Renders from before the isolate's last change of free seats are stale on a seat page. */
const seatsStale = (env: CacheEnv, showsSeatsNow: boolean, renderedAt: number) =>
  showsSeatsNow && renderedAt <= (seatsChangedAt.get(env.SITE_URL) ?? -1);

const isValid = (env: CacheEnv, page: CompiledPage | undefined, generation: string): page is CompiledPage =>
  !!page &&
  page.generation === generation &&
  Date.now() - page.storedAt <= page.maxAge &&
  !seatsStale(env, page.showsSeats, page.storedAt);

function answer(body: string | Uint8Array<ArrayBuffer>, page: CompiledPage, state: "HIT" | "MISS"): Response {
  return new Response(body, { status: 200, headers: [...page.headers, [PAGE_CACHE_HEADER, state]] });
}

/** Marks a GET answer that neither came from nor went into the cache (POSTs stay untouched). */
function bypass(request: Request, response: Response): Response {
  if (request.method !== "GET") return response;
  const marked = new Response(response.body, response);
  marked.headers.set(PAGE_CACHE_HEADER, "BYPASS");
  return marked;
}

/** Answers a valid stored page; past half its age one request per isolate renders it again behind the answer. */
function serveHit(
  key: string,
  page: CompiledPage,
  generation: string,
  ctx: ExecutionContext,
  fresh: FreshValues,
  render: () => Promise<Response>,
): Response {
  // Under load a seat page is then replaced before it expires instead of every request missing at once.
  if (Date.now() - page.storedAt > page.maxAge / 2 && !rendering.has(key)) {
    ctx.waitUntil(renderOnce(key, generation, ctx, fresh, render).catch(() => undefined));
  }
  return answer(fill(page, fresh), page, "HIT");
}

/**
 * The cheapest hit: a page in this isolate's memory under the current generation, answered without
 * a Cache API lookup, so the Worker's HTTP layer can answer it before its framework runs
 * (workers/http.ts, docs/decisions/0060-page-cache-hit-path.md). Undefined whenever
 * `servePublicPage` has to decide (not cacheable, not in memory, too old): the same rules.
 */
export async function servePublicPageFromMemory(
  request: Request,
  env: CacheEnv,
  ctx: ExecutionContext,
  fresh: FreshValues,
  render: () => Promise<Response>,
): Promise<Response | undefined> {
  if (!isCacheableRequest(request)) return undefined;
  const key = cacheKey(request);
  const generation = await currentPageGeneration(env);
  const page = recent.get(key);
  return isValid(env, page, generation) ? serveHit(key, page, generation, ctx, fresh, render) : undefined;
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
  const key = cacheKey(request);
  const generation = await currentPageGeneration(env);
  let page = recent.get(key);
  if (!isValid(env, page, generation)) {
    const stored = await edgeCache().match(key);
    page = stored ? await readStored(stored, key) : undefined;
    if (isValid(env, page, generation)) remember(key, page);
  }
  if (isValid(env, page, generation)) return serveHit(key, page, generation, ctx, fresh, render);
  // Requests that miss while this isolate renders the same page under the same generation wait for
  // that render instead of starting their own; each still gets its own nonce and form key.
  const shared = rendering.get(key);
  if (shared?.generation === generation && !seatsStale(env, showsSeats(key), shared.startedAt)) {
    const rendered = await shared.page.catch(() => undefined);
    if (rendered) return answer(fill(rendered, fresh), rendered, "HIT");
  }

  const first = await renderOnce(key, generation, ctx, fresh, render);
  if (!first.page) return bypass(request, first.response);
  return answer(first.html, first.page, "MISS");
}

/** Renders under the current generation in progress in this isolate, by page (request coalescing). */
const rendering = new Map<string, { generation: string; startedAt: number; page: Promise<CompiledPage | undefined> }>();

forgetOnIsolateReset(() => {
  memo = null;
  reading = undefined;
  seatsChangedAt.clear();
  recent.clear();
  rendering.clear();
});

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
  // Taken before rendering: a change of free seats during the render leaves the page stale.
  const startedAt = Date.now();
  const entry = {
    generation,
    startedAt,
    page: new Promise<CompiledPage | undefined>((resolve) => (settle = resolve)),
  };
  rendering.set(key, entry);
  try {
    const response = await render();
    if (!isCacheableResponse(response)) {
      settle(undefined);
      return { response, html: "" };
    }
    const html = await response.text();
    if (html.includes(NONCE_MARK) || html.includes(FORM_KEY_MARK)) {
      // A marker the page did not get from us (a query string echoed into it): storing it would let
      // every later answer put its nonce where the sender chose. Answered, never stored.
      settle(undefined);
      return { response: new Response(html, response), html: "" };
    }
    const template = html.replaceAll(fresh.nonce, NONCE_MARK).replaceAll(fresh.formKey, FORM_KEY_MARK);
    const page = compile(template, response.headers, generation, startedAt, key);
    remember(key, page);
    settle(page);
    const headers = new Headers(response.headers);
    headers.set(GENERATION_HEADER, generation);
    headers.set(STORED_AT_HEADER, String(startedAt));
    headers.set("Cache-Control", `public, max-age=${Math.ceil(page.maxAge / 1000)}`);
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
