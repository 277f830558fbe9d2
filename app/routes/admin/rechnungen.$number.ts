import * as v from "valibot";
import { adminHeaders } from "~/features/compositions/admin/crud.server";
import { requireAdmin } from "~/features/core/auth/session.server";
import { invoiceByNumber, invoiceResponse } from "~/features/core/invoices/invoices.server";
import { InvoiceNumberParam } from "~/features/core/invoices/params";
import { getCloudflare } from "~/lib/context";
import { messages } from "~/lib/messages";
import type { Route } from "./+types/rechnungen.$number";

/** Any invoice PDF for a signed-in administrator (the bookings list links here). GET, changes nothing. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { env } = getCloudflare(context);
  requireAdmin(context);
  const number = v.safeParse(InvoiceNumberParam, params.number);
  const invoice = number.success ? await invoiceByNumber(env, number.output) : null;
  if (!invoice) {
    return new Response(messages.invoice.adminNotFound, {
      status: 404,
      headers: { ...adminHeaders, "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const response = await invoiceResponse(env, invoice);
  for (const [name, value] of Object.entries(adminHeaders)) response.headers.set(name, value);
  return response;
}
