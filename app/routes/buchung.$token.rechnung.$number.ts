import * as v from "valibot";
import { managedBookingInvoice } from "~/features/core/booking/manage.server";
import { invoiceResponse } from "~/features/core/invoices/invoices.server";
import { InvoiceNumberParam } from "~/features/core/invoices/params";
import { getCloudflare } from "~/lib/context";
import { logError } from "~/lib/log";
import { messages } from "~/lib/messages";
import type { Route } from "./+types/buchung.$token.rechnung.$number";

const notFound = () =>
  new Response(messages.invoice.notFound, { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });

/** An invoice PDF from "Meine Buchung": GET only, changes nothing; the signed token must own the invoice. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const number = v.safeParse(InvoiceNumberParam, params.number);
  if (!number.success) return notFound();
  try {
    const { env } = getCloudflare(context);
    const invoice = await managedBookingInvoice(env, params.token, number.output);
    return invoice ? await invoiceResponse(env, invoice) : notFound();
  } catch (error) {
    logError("booking-invoice-failed", error);
    return new Response(messages.manageBooking.error, {
      status: 503,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
}
