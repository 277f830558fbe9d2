import type { PdfPage } from "~/lib/pdf";

/**
 * What the site hands the invoice-PDF Worker (workers/invoice-pdf/, decision 0232) to draw an invoice
 * as ZUGFeRD / Factur-X: the laid-out pages and the e-invoice to carry inside.
 */
export interface FacturXInput {
  title: string;
  author: string;
  producer: string;
  /** ISO date-time of issue: the document's creation and modification date. */
  created: string;
  /** A4 pages; every text already in WinAnsi's characters (`winAnsiText`, app/lib/pdf.ts). */
  pages: PdfPage[];
  /** The CII XML in the EN 16931 profile (./cii.ts). */
  xml: string;
}

/** The invoice-PDF Worker as the INVOICE_PDF service binding reaches it (RPC). */
export interface InvoicePdfService {
  facturX(input: FacturXInput): Promise<Uint8Array>;
}
