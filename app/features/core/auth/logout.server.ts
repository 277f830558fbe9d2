import { logError } from "~/lib/log";
import { sameSitePath } from "~/lib/request.server";
import { LOGOUT_FAILED } from "./constants";
import { authenticate, destroySession, endAllSessions } from "./session.server";

export type SignOutOutcome = { ok: true; setCookie: string } | { ok: false; back: string };

/**
 * 'Abmelden': deletes the session in KV and clears the cookie. When KV refuses (it allows one write
 * per key and second, and can fail), the session is still valid, so the cookie stays and the admin
 * goes back to the admin page she came from, where the layout says 'Logout fehlgeschlagen'; she can
 * simply try again.
 */
export async function signOut(
  request: Request,
  env: Pick<Env, "KV" | "DB">,
  scope: "this" | "all" = "this",
): Promise<SignOutOutcome> {
  try {
    // "Alle Sitzungen beenden": every other browser of this profile is signed out at its next request.
    if (scope === "all") {
      const state = await authenticate(request, env);
      if (state.status !== "anonymous") await endAllSessions(env, state.user.id);
    }
    return { ok: true, setCookie: await destroySession(request, env) };
  } catch (error) {
    logError("admin-logout-failed", error);
    const back = sameSitePath(request.headers.get("Referer"), new URL(request.url).origin);
    const adminPage = back.pathname.startsWith("/admin/") && back.pathname !== "/admin/login";
    const target = adminPage ? back : new URL("/admin/dashboard", back);
    target.searchParams.set(LOGOUT_FAILED.param, LOGOUT_FAILED.value);
    return { ok: false, back: `${target.pathname}${target.search}` };
  }
}
