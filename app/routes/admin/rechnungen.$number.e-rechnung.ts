import * as v from "valibot";
import { adminHeaders } from "~/features/admin/crud.server";
import { requireAdmin } from "~/features/auth/session.server";
import { eInvoiceResponse, invoiceByNumber } from "~/features/invoices/invoices.server";
import { InvoiceNumberParam } from "~/features/invoices/params";
import { getCloudflare } from "~/lib/context";
import { messages } from "~/lib/messages";
import type { Route } from "./+types/rechnungen.$number.e-rechnung";

/**
 * The e-invoice (CII XML, decision 0155) of a company invoice for a signed-in administrator, beside
 * its PDF (the bookings list links here). GET, changes nothing; 404 for an invoice without one.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { env } = getCloudflare(context);
  requireAdmin(context);
  const number = v.safeParse(InvoiceNumberParam, params.number);
  const invoice = number.success ? await invoiceByNumber(env, number.output) : null;
  const response = invoice ? eInvoiceResponse(invoice) : null;
  if (!response) {
    return new Response(invoice ? messages.invoice.noEInvoice : messages.invoice.adminNotFound, {
      status: 404,
      headers: { ...adminHeaders, "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  for (const [name, value] of Object.entries(adminHeaders)) response.headers.set(name, value);
  return response;
}
