import { requireAdmin } from "~/features/core/auth/session.server";
import { renderContentPreview } from "~/features/compositions/admin/web-content-preview.server";
import { getCloudflare } from "~/lib/context";
import { formValues } from "~/lib/forms";
import type { Route } from "./+types/web-content.vorschau";

/**
 * The editor's preview (docs/decisions/0172-content-editor-by-page.md): GET draws a page with its
 * stored texts, POST with her unsaved ones from the editor's form. Both behind the admin guard
 * (the layout's middleware) and, for POST, the same-origin check; neither writes anything.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const query = Object.fromEntries(new URL(request.url).searchParams);
  return renderContentPreview(request, context, getCloudflare(context).env, {
    page: query.seite ?? "",
    sprache: query.sprache ?? "",
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  requireAdmin(context);
  const form = formValues(await request.formData().catch(() => new FormData()));
  return renderContentPreview(request, context, getCloudflare(context).env, form);
}
