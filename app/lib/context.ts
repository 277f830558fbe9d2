import { createContext, RouterContextProvider } from "react-router";

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

/**
 * Renders another page of the app inside this request, straight through React Router (never the
 * page cache), with `setup` adding to that render's own context: the web-content preview draws the
 * public page with her unsaved texts this way (docs/decisions/0172-content-editor-by-page.md).
 */
export type RenderPage = (request: Request, setup: (context: RouterContextProvider) => void) => Promise<Response>;
export const renderPageContext = createContext<RenderPage | null>(null);

type HandleRequest = (request: Request, context: RouterContextProvider) => Promise<Response>;

/** The context a request starts with (workers/app.ts, and the tests' harness): bindings and the page renderer. */
export function requestContext(values: CloudflareContext, handle: HandleRequest): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(cloudflareContext, values);
  context.set(renderPageContext, (request, setup) => {
    const inner = requestContext(values, handle);
    setup(inner);
    return handle(request, inner);
  });
  return context;
}
