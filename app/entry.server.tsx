import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { getCloudflare } from "./lib/context";
import { logError } from "./lib/log";

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const { nonce } = getCloudflare(loadContext);
  let shellRendered = false;
  const body = await renderToReadableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
    nonce,
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
  return lowPriorityModules(new Response(body, { headers: responseHeaders, status: responseStatusCode }));
}

/**
 * The page works and paints without JavaScript (forms post without it), so the hydration modules
 * React Router preloads need not compete with the stylesheet's fonts and images for the first paint:
 * `fetchpriority="low"` on every `<link rel="modulepreload">` (React Router's `<Scripts>` has no prop
 * for it; those links hydrate with `suppressHydrationWarning`). Lighthouse's simulation also counts
 * high-priority scripts loaded before the first paint as render-blocking (docs/decisions/0047-audit.md).
 */
function lowPriorityModules(response: Response): Response {
  return new HTMLRewriter()
    .on('link[rel="modulepreload"]', {
      element(link) {
        link.setAttribute("fetchpriority", "low");
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
  logError("request-failed", error, { method: request.method, path: new URL(request.url).pathname });
};
