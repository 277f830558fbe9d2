import type { MiddlewareFunction } from "react-router";
import { adminContext, resolveAdmin } from "~/features/core/auth/session.server";
import { getCloudflare } from "~/lib/context";
import { adminHeaders } from "./crud.server";

/**
 * Runs before every admin loader and action (the admin layout's middleware): resolves the admin once
 * (pages → login, actions → 401/403), puts her into the router context for `requireAdmin(context)`,
 * and adds the hourly session renewal cookie and the headers that keep admin pages out of caches and
 * indexes (docs/decisions/0007-identity-in-context.md).
 */
export const adminMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const { user, setCookie } = await resolveAdmin(request, getCloudflare(context).env);
  context.set(adminContext, user);
  const inner = await next();
  // A copy, because a response's headers may be immutable.
  const response = new Response(inner.body, inner);
  for (const [name, value] of Object.entries(adminHeaders)) response.headers.set(name, value);
  if (setCookie) response.headers.append("Set-Cookie", setCookie);
  return response;
};
