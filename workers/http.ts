import { Hono } from "hono";
import { formBodiesOnly, newNonce, sameOriginOnly, withSecurityHeaders } from "./security";

type AppHandler = (request: Request, env: Env, ctx: ExecutionContext, nonce: string) => Promise<Response>;
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

  app.get("/healthz", async (c) => {
    try {
      await c.env.DB.prepare("SELECT 1").first();
      return c.json({ status: "ok", database: "ok" });
    } catch (error) {
      console.error("healthz: D1 unavailable", error);
      return c.json({ status: "error", database: "unavailable" }, 503);
    }
  });

  app.all("*", (c) => handleApp(c.req.raw, c.env, c.executionCtx as ExecutionContext, c.get("nonce")));
  return app;
}
