import { isbot } from "isbot";
// React's Node build, not the `workerd` condition's edge build: the same renderer and markup, but it
// copies each string into a 4 KB buffer instead of allocating a TextEncoder array per attribute and
// text (a rendered `/events` a quarter cheaper; docs/decisions/0083-react-node-renderer.md).
import { renderToReadableStream } from "react-dom/server.node";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { isBackOfficePath } from "./config/pages";
import { getCloudflare } from "./lib/context";
import { HYDRATED_EVENT } from "./lib/hydration";
import { logError } from "./lib/log";
import { RenderNonce } from "./lib/nonce";

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const { nonce } = getCloudflare(loadContext);
  let shellRendered = false;
  const page = (
    <RenderNonce value={nonce}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </RenderNonce>
  );
  const body = await renderToReadableStream(page, {
    // Scripts and the inline stylesheets (root.tsx, events-calendar.tsx) carry the request's nonce, so
    // the policy needs no 'unsafe-inline' for styles (workers/security.ts).
    nonce: { script: nonce, style: nonce },
    onError(error: unknown) {
      responseStatusCode = 500;
      // Errors after the shell are streamed; only log them once the shell exists.
      if (shellRendered) logError("render-failed", error);
    },
  });
  shellRendered = true;

  // Crawlers and the no-JS experience get the complete document at once.
  if (isbot(request.headers.get("user-agent") || "") || routerContext.isSpaMode) {
    await body.allReady;
  }

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  const response = new Response(body, { headers: responseHeaders, status: responseStatusCode });
  // The back office is all dialogs and tables that need JavaScript, and no visitor loads it.
  return isBackOfficePath(new URL(request.url).pathname) ? response : hydrateAfterFirstPaint(response, nonce);
}

/**
 * Hydration starts after the first paint. The page works and paints without JavaScript (forms post
 * without it), so React Router's modules need not compete with the page for the first paint: their
 * `<link rel="modulepreload">` and the inline `<script type="module">` that imports them are made
 * inert here and switched on by a small script once the browser reports the first contentful paint
 * (a paint entry, not a timer: frozen test clocks and busy frames do not hold it up), or after
 * `HYDRATE_AFTER_MS` where no paint is reported (a background tab, a browser without paint timing).
 * Lighthouse's simulation counts every script that arrived before the largest paint as delaying it,
 * and high-priority ones before the first paint as render-blocking (docs/decisions/0047-audit.md,
 * 0071-hydration-after-first-paint.md). React Router's `<Scripts>` has no option for this; the
 * rewrite keeps its elements where they are, so hydration finds the same nodes. A tap on a button
 * that only scripts handle, made before hydration has finished, is clicked again once it has.
 */
const INERT_MODULE_TYPE = "text/x-after-first-paint";
const INERT_PRELOAD_REL = "x-modulepreload-after-first-paint";
const HYDRATE_AFTER_MS = 1500;
const startHydration = `(() => {
  let started = false;
  const runModules = () => {
    for (const inert of document.querySelectorAll('script[type="${INERT_MODULE_TYPE}"]')) {
      const script = document.createElement("script");
      script.type = "module";
      script.nonce = inert.nonce;
      script.textContent = inert.textContent;
      inert.replaceWith(script);
    }
  };
  // One preload per task (a MessageChannel yields without timers): starting ~26 fetches at once
  // made one long task on a slow phone. The module script follows the last one.
  const links = [];
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    const link = links.shift();
    if (!link) return runModules();
    link.rel = "modulepreload";
    channel.port2.postMessage(0);
  };
  const start = () => {
    if (started) return;
    started = true;
    links.push(...document.querySelectorAll('link[rel="${INERT_PRELOAD_REL}"]'));
    channel.port2.postMessage(0);
  };
  // A tap on a script-only button (type="button": the phone menu, the topics menu, dialogs) before
  // the page is hydrated would be lost: the last one is kept and clicked again once it is. Links and
  // submit buttons work without JavaScript.
  let tapped = null;
  const keepTap = (event) => {
    const button = event.target instanceof Element ? event.target.closest('button[type="button"]') : null;
    if (button) tapped = button;
  };
  document.addEventListener("click", keepTap, true);
  addEventListener("${HYDRATED_EVENT}", () => {
    document.removeEventListener("click", keepTap, true);
    const button = tapped;
    tapped = null;
    if (button && button.isConnected) setTimeout(() => button.click());
  }, { once: true });
  try {
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName("first-contentful-paint").length) return;
      observer.disconnect();
      start();
    }).observe({ type: "paint", buffered: true });
  } catch {
    start();
  }
  setTimeout(start, ${HYDRATE_AFTER_MS});
})();`;

/**
 * React Router's browser history keeps its position in `history.state.idx`. On a fresh page there is
 * none, so hydration wrote it with `history.replaceState`, which in Chromium took 0.3 to 14 ms of the
 * first hydration task (docs/decisions/0092-history-entry-before-hydration.md). This line writes the
 * entry while the document is still parsing, together with the `key` that `<ScrollRestoration>`'s
 * own script would otherwise write there: one write before the first paint instead of two, and none
 * while the page hydrates. An entry that already has its position (reload, back, forward) is left
 * as it is. The same shape as React Router's (`createBrowserLocation` reads `key`, `getIndex` `idx`).
 */
const seedHistoryEntry = `(() => {
  const state = history.state;
  if (state && state.idx != null) return;
  history.replaceState({ ...state, key: (state && state.key) || Math.random().toString(32).slice(2), idx: 0 }, "");
})();`;

function hydrateAfterFirstPaint(response: Response, nonce: string): Response {
  return new HTMLRewriter()
    .on('link[rel="modulepreload"]', {
      element(link) {
        link.setAttribute("rel", INERT_PRELOAD_REL);
      },
    })
    .on('script[type="module"]', {
      element(script) {
        script.setAttribute("type", INERT_MODULE_TYPE);
        // A data block may not be `async` (HTML: the Nu checker refuses it); the module script made
        // from it later runs asynchronously anyway, as every script inserted by a script does.
        script.removeAttribute("async");
      },
    })
    .on("body", {
      element(body) {
        body.prepend(`<script nonce="${nonce}">${seedHistoryEntry}</script>`, { html: true });
        body.onEndTag((end) => {
          end.before(`<script nonce="${nonce}">${startHydration}</script>`, { html: true });
        });
      },
    })
    .transform(response);
}

/**
 * Server errors of loaders and actions: logged as one structured line with the path (never the
 * query, which may hold tokens) instead of React Router's default full dump.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  // A 4xx the router answers itself (405 for a post to a page without a form, 404) is the
  // client's mistake, not a failure of the site: no error line for it.
  if (isRouteErrorResponse(error) && error.status < 500) return;
  logError("request-failed", error, { method: request.method, path: new URL(request.url).pathname });
};
