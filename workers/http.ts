import { Hono } from "hono";
import { healthReport } from "../app/features/ops/health.server";
import { formBodiesOnly, newNonce, publicPostCeiling, sameOriginOnly, withSecurityHeaders } from "./security";
import { logEvent } from "../app/lib/log";
import { type FreshValues, servePublicPage } from "../app/lib/page-cache.server";

type AppHandler = (request: Request, env: Env, ctx: ExecutionContext, fresh: FreshValues) => Promise<Response>;
type HonoEnv = { Bindings: Env; Variables: { nonce: string } };

/** The Worker's HTTP surface: cross-cutting protection, /healthz, then the React Router app. */
export function createHttpApp(handleApp: AppHandler) {
  const app = new Hono<HonoEnv>();

  app.use("*", async (c, next) => {
    const nonce = newNonce();
    c.set("nonce", nonce);
    await next();
    c.res = withSecurityHeaders(c.res, nonce);
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
  return app;
}
