import { createContext, type RouterContextProvider } from "react-router";

export interface CloudflareContext {
  env: Env;
  ctx: ExecutionContext;
  /** Per-request CSP nonce for React Router's inline scripts. */
  nonce: string;
  /**
   * A fresh random key per response for forms that need one (the booking form's idempotency key).
   * Pages served from the edge cache get a new one too (app/lib/page-cache.server.ts).
   */
  formKey: string;
}

/** The Worker entry puts the bindings here; loaders and actions read them with `getCloudflare(context)`. */
export const cloudflareContext = createContext<CloudflareContext>();

export function getCloudflare(context: Readonly<RouterContextProvider>): CloudflareContext {
  return context.get(cloudflareContext);
}
