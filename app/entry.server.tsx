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
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}

/**
 * Server errors of loaders and actions: logged as one structured line with the path (never the
 * query, which may hold tokens) instead of React Router's default full dump.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  logError("request-failed", error, { method: request.method, path: new URL(request.url).pathname });
};
