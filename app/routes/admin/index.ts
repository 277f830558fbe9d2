import { redirect } from "react-router";
import { adminHeaders } from "~/features/compositions/admin/crud.server";
import { requireAdmin } from "~/features/core/auth/session.server";
import type { Route } from "./+types/index";

export async function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context);
  throw redirect("/admin/dashboard", { headers: adminHeaders });
}
