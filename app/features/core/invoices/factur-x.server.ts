import { brand } from "~/config/brand";
import { logError } from "~/lib/log";
import { winAnsiText } from "~/lib/pdf";
import { invoiceCii } from "./cii";
import type { InvoicePdfService } from "./factur-x";
import type { InvoiceRow } from "./numbering.server";
import { invoiceDocument } from "./pdf.server";

/**
 * A company's invoice as ZUGFeRD / Factur-X: the PDF people read with its e-invoice (CII, EN 16931)
 * inside, as PDF/A-3, drawn by the invoice-PDF Worker behind the INVOICE_PDF service binding
 * (workers/invoice-pdf/, decision 0232). Null for an invoice without an e-invoice (a private
 * client's), and null when that Worker does not answer: the caller then sends the plain PDF, whose
 * e-invoice travels beside it as before, which § 14 UStG accepts as well.
 */
export async function facturXPdf(
  env: Pick<Env, "INVOICE_PDF">,
  row: InvoiceRow,
): Promise<Uint8Array<ArrayBuffer> | null> {
  const xml = invoiceCii(row);
  if (xml === null) return null;
  const document = invoiceDocument(row);
  try {
    const pdf = await (env.INVOICE_PDF as unknown as InvoicePdfService).facturX({
      title: winAnsiText(document.title),
      author: winAnsiText(document.author),
      producer: brand.productName,
      created: document.created.toISOString(),
      pages: document.pages.map((page) => ({
        ...page,
        texts: page.texts.map((text) => ({ ...text, text: winAnsiText(text.text) })),
      })),
      xml,
    });
    return new Uint8Array(pdf);
  } catch (error) {
    logError("invoice-factur-x-failed", error, { invoice: row.number });
    return null;
  }
}
