import { useRouteLoaderData } from "react-router";

/**
 * The nonce that lets this document's inline `<script>` and `<style>` elements run under the page's
 * Content-Security-Policy (workers/security.ts). On the server it is the request's (the root loader
 * returns it); in the browser it is the one the document arrived with, read from a script React Router
 * rendered: the root loader runs again after a form and would bring another request's nonce, which this
 * page's policy does not name.
 */
export function useNonce(): string | undefined {
  const serverNonce = useRouteLoaderData<{ nonce?: string }>("root")?.nonce;
  if (typeof document === "undefined") return serverNonce;
  return document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce || serverNonce;
}
