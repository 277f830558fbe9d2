import { redirect } from "react-router";
import { adminHeaders } from "~/features/admin/crud.server";
import { destroySession } from "~/features/auth/session.server";
import { getCloudflare } from "~/lib/context";
import type { Route } from "./+types/logout";

/** 'Abmelden': a POST (the same-origin check in workers/ guards it) that deletes the KV session. */
export async function action({ request, context }: Route.ActionArgs) {
  const cookie = await destroySession(request, getCloudflare(context).env);
  const headers = new Headers(adminHeaders);
  headers.append("Set-Cookie", cookie);
  throw redirect("/admin/login", { headers });
}

/** A plain visit does not sign out (no state change on GET); it just leads to the login. */
export function loader() {
  throw redirect("/admin/login", { headers: adminHeaders });
}
