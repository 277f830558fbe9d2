import * as v from "valibot";
import { adminHeaders } from "~/features/compositions/admin/crud.server";
import { requireAdmin } from "~/features/core/auth/session.server";
import { eInvoiceResponse, invoiceByNumber } from "~/features/core/invoices/invoices.server";
import { InvoiceNumberParam } from "~/features/core/invoices/params";
import { getCloudflare } from "~/lib/context";
import { messages } from "~/lib/messages";
import type { Route } from "./+types/rechnungen.$number.e-rechnung";

/**
 * The e-invoice (CII XML, decision 0155) of a company invoice for a signed-in administrator, beside
 * its PDF (the bookings list links here), or with `?format=xrechnung` as XRechnung 3.0. GET, changes
 * nothing; 404 for an invoice without one (an XRechnung also needs the contact issued since issue 53).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { env } = getCloudflare(context);
  requireAdmin(context);
  const number = v.safeParse(InvoiceNumberParam, params.number);
  const invoice = number.success ? await invoiceByNumber(env, number.output) : null;
  // ?format=xrechnung: the same invoice as XRechnung 3.0 (issue 53); anything else the EN 16931 file.
  const profile = new URL(request.url).searchParams.get("format") === "xrechnung" ? "xrechnung" : "en16931";
  const response = invoice ? eInvoiceResponse(invoice, profile) : null;
  if (!response) {
    return new Response(invoice ? messages.invoice.noEInvoice : messages.invoice.adminNotFound, {
      status: 404,
      headers: { ...adminHeaders, "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  for (const [name, value] of Object.entries(adminHeaders)) response.headers.set(name, value);
  return response;
}
