import * as v from "valibot";
import { adminHeaders } from "~/features/compositions/admin/crud.server";
import { requireAdmin } from "~/features/core/auth/session.server";
import { datevExport } from "~/features/core/invoices/datev.server";
import { getCloudflare } from "~/lib/context";
import { messages } from "~/lib/messages";
import type { Route } from "./+types/rechnungen.datev";

/** `?monat=2026-11&berater=1001&mandant=1`: the month and her numbers at DATEV (issue 53). */
const DatevQuery = v.object({
  monat: v.pipe(v.string(), v.regex(/^20\d{2}-(0[1-9]|1[0-2])$/)),
  berater: v.optional(v.pipe(v.string(), v.regex(/^\d{4,7}$/)), "1001"),
  mandant: v.optional(v.pipe(v.string(), v.regex(/^\d{1,5}$/)), "1"),
});

/**
 * Her invoices of one month as a DATEV Buchungsstapel (EXTF CSV) for her tax adviser, for a
 * signed-in administrator. GET, changes nothing; bad input answers 400 with what is expected.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { env } = getCloudflare(context);
  requireAdmin(context);
  const query = v.safeParse(DatevQuery, Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) {
    return new Response(messages.invoice.datevInvalid, {
      status: 400,
      headers: { ...adminHeaders, "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const { monat, berater, mandant } = query.output;
  const bytes = await datevExport(env, { month: monat, adviser: berater, client: mandant, now: new Date() });
  return new Response(bytes, {
    headers: {
      ...adminHeaders,
      "Content-Type": "text/csv; charset=windows-1252",
      "Content-Disposition": `attachment; filename="EXTF_Buchungsstapel_Rechnungen_${monat}.csv"`,
    },
  });
}
