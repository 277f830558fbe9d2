import { redirect } from "react-router";
import { adminHeaders } from "~/features/compositions/admin/crud.server";
import { signOut } from "~/features/core/auth/logout.server";
import { getCloudflare } from "~/lib/context";
import type { Route } from "./+types/logout";

/** 'Abmelden': a POST (the same-origin check in workers/ guards it) that deletes the KV session. */
export async function action({ request, context }: Route.ActionArgs) {
  let scope: "this" | "all" = "this";
  try {
    if ((await request.clone().formData()).get("scope") === "all") scope = "all";
  } catch {
    // No form body: a plain sign-out of this session.
  }
  const outcome = await signOut(request, getCloudflare(context).env, scope);
  if (!outcome.ok) throw redirect(outcome.back, { headers: adminHeaders });
  const headers = new Headers(adminHeaders);
  headers.append("Set-Cookie", outcome.setCookie);
  throw redirect("/admin/login", { headers });
}

/** A plain visit does not sign out (no state change on GET); it just leads to the login. */
export function loader() {
  throw redirect("/admin/login", { headers: adminHeaders });
}
