import { createContext, type RouterContextProvider } from "react-router";

export interface CloudflareContext {
  env: Env;
  ctx: ExecutionContext;
  /** Per-request CSP nonce for React Router's inline scripts. */
  nonce: string;
}

/** The Worker entry puts the bindings here; loaders and actions read them with `getCloudflare(context)`. */
export const cloudflareContext = createContext<CloudflareContext>();

export function getCloudflare(context: Readonly<RouterContextProvider>): CloudflareContext {
  return context.get(cloudflareContext);
}
