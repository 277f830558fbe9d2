import { createContext, useContext } from "react";
import { useRouteLoaderData } from "react-router";

/**
 * The response's nonce on the server, given by entry.server.tsx around the whole render: a page
 * React Router answers without running the root loader (a 405 for a post to a page without a form)
 * has no loader data to take it from, and React drops a style resource whose nonce is not the
 * render's.
 */
export const RenderNonce = createContext<string | undefined>(undefined);

/**
 * The nonce that lets this document's inline `<script>` and `<style>` elements run under the page's
 * Content-Security-Policy (workers/security.ts). On the server it is the request's; in the browser it
 * is the one the document arrived with, read from a script React Router rendered: the root loader
 * runs again after a form and would bring another request's nonce, which this page's policy does not
 * name.
 */
export function useNonce(): string | undefined {
  const rendered = useContext(RenderNonce);
  const loaderNonce = useRouteLoaderData<{ nonce?: string }>("root")?.nonce;
  if (typeof document === "undefined") return rendered ?? loaderNonce;
  return document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce || loaderNonce;
}
