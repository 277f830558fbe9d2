import { Hono } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { handleStripeWebhook } from "../app/features/core/booking/online-payment.server";
import { checkoutFormTargets, STRIPE_WEBHOOK_PATH } from "../app/features/core/payments/stripe.server";
import { healthReport } from "../app/features/compositions/ops/health.server";
import {
  formBodiesOnly,
  newNonce,
  pageMethodsOnly,
  publicPostCeiling,
  sameOriginOnly,
  withSecurityHeaders,
} from "./security";
import { logError, logEvent } from "../app/lib/log";
import { messages } from "../app/lib/messages";
import { type FreshValues, servePublicPage, servePublicPageFromMemory } from "../app/lib/page-cache.server";

type AppHandler = (request: Request, env: Env, ctx: ExecutionContext, fresh: FreshValues) => Promise<Response>;
/** How long a visitor waits before trying again when the platform was busy (the text says a minute). */
const BUSY_RETRY_SECONDS = 60;
type HonoEnv = { Bindings: Env; Variables: { nonce: string } };

/** The Worker's HTTP surface: cross-cutting protection, /healthz, then the React Router app. */
export function createHttpApp(handleApp: AppHandler) {
  const app = new Hono<HonoEnv>();

  /**
   * A failure outside React Router (a middleware's D1 or KV call failing under load: the ceiling's
   * count, the sign-in device check) is the platform being busy, not the visitor's mistake: 503
   * with Retry-After and a calm German text, never hono's bare 500 (decision 0118).
   */
  app.onError((error, c) => {
    logError("http-layer-failed", error, { method: c.req.method, path: new URL(c.req.url).pathname });
    return withSecurityHeaders(
      c.text(messages.common.busy, 503, { "Retry-After": String(BUSY_RETRY_SECONDS) }),
      c.get("nonce") ?? newNonce(),
    );
  });

  app.use("*", async (c, next) => {
    const nonce = newNonce();
    c.set("nonce", nonce);
    await next();
    // Assigning `c.res` makes hono wrap the body in a new Response (a stream without a length, piped
    // per answer): only a response whose headers could not be changed in place is replaced.
    const secured = withSecurityHeaders(c.res, nonce, checkoutFormTargets(c.env));
    if (secured !== c.res) c.res = secured;
  });
  app.use("*", pageMethodsOnly);
  /*
   * Stripe's webhook is a server-to-server call: no Origin, a JSON body, no form. It is answered
   * here, before the Origin check (CSRF), the form-body rules and the public ceiling, which are for
   * browsers' form posts; its own guard is the signature over the raw body, checked by the library
   * with the endpoint's secret (app/features/core/payments/stripe.server.ts, decision 0141). Only this
   * one path and method skip them.
   */
  app.post(STRIPE_WEBHOOK_PATH, async (c) => {
    const answer = await handleStripeWebhook(c.req.raw, c.env);
    return c.text(answer.text, answer.status as ContentfulStatusCode, { "Cache-Control": "no-store" });
  });
  app.use("*", sameOriginOnly);
  app.use("*", ...formBodiesOnly);
  app.use("*", publicPostCeiling);

  app.get("/healthz", async (c) => {
    const report = await healthReport(c.env);
    if (report.status !== "ok") {
      const failing = Object.entries(report.checks).filter(([, state]) => state !== "ok");
      logEvent("healthz-failed", { checks: Object.fromEntries(failing) });
    }
    return c.json(report, report.status === "ok" ? 200 : 503, { "Cache-Control": "no-store" });
  });

  // Public pages come from the edge cache when they can (app/lib/page-cache.server.ts).
  app.all("*", (c) => {
    const ctx = c.executionCtx as ExecutionContext;
    const fresh: FreshValues = { nonce: c.get("nonce"), formKey: crypto.randomUUID() };
    return servePublicPage(c.req.raw, c.env, ctx, fresh, () => handleApp(c.req.raw, c.env, ctx, fresh));
  });

  return {
    /**
     * A public page this isolate holds in memory is answered before hono runs: its middleware does
     * nothing for such a GET but set the security headers, done here the same way, and it was a
     * good part of a hit's own CPU time (docs/decisions/0060-page-cache-hit-path.md). Everything
     * else, misses and Cache API hits included, takes the full path above.
     */
    async fetch(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
      if (request.method === "GET") {
        const fresh: FreshValues = { nonce: newNonce(), formKey: crypto.randomUUID() };
        const render = () => handleApp(request, env, ctx, fresh);
        // A failure here (the generation's Cache API read) is left to the full path and its error handling.
        const hit = await servePublicPageFromMemory(request, env, ctx, fresh, render).catch(() => undefined);
        if (hit) return withSecurityHeaders(hit, fresh.nonce, checkoutFormTargets(env));
      }
      return app.fetch(request, env, ctx);
    },
  };
}
