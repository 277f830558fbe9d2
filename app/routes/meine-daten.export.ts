import { redirect } from "react-router";
import { brand } from "~/config/brand";
import { exportData } from "~/features/core/privacy/data-request.server";
import { getCloudflare } from "~/lib/context";
import { formValues } from "~/lib/forms";
import { localeFromPath, localizePath } from "~/lib/locale";
import { berlinToday } from "~/lib/today";
import type { Route } from "./+types/meine-daten.export";

/** Nothing to show: the download is the answer to the button's POST (also at /en/meine-daten/export). */
export function loader({ request }: Route.LoaderArgs) {
  return redirect(localizePath("/meine-daten", localeFromPath(new URL(request.url).pathname)));
}

export async function action({ request, context }: Route.ActionArgs) {
  const values = formValues(await request.formData());
  const token = values.token ?? null;
  const result = await exportData(getCloudflare(context).env, token);
  if (!result.ok) {
    // Back to the link's page, which explains what is wrong with it.
    const page = localizePath("/meine-daten/verwalten", localeFromPath(new URL(request.url).pathname));
    return redirect(`${page}?token=${encodeURIComponent((token ?? "").slice(0, 512))}`, 303);
  }
  const day = berlinToday();
  return new Response(result.json, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${brand.short}-meine-daten-${day}.json"`,
      "Cache-Control": "no-store",
    },
  });
}
