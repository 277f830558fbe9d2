import { redirect } from "react-router";
import { adminHeaders } from "~/features/admin/crud.server";
import { requireAdmin } from "~/features/auth/session.server";
import { getCloudflare } from "~/lib/context";
import type { Route } from "./+types/index";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, getCloudflare(context).env);
  throw redirect("/admin/dashboard", { headers: adminHeaders });
}
