import { env } from "cloudflare:test";
import { PDFDocument, PDFName } from "@cantoo/pdf-lib";
import { extractText } from "unpdf";
import { describe, expect, it, vi } from "vitest";
import { invoiceCii } from "../../app/features/core/invoices/cii";
import { invoiceResponse, withFacturX } from "../../app/features/core/invoices/invoices.server";
import type { InvoiceRow } from "../../app/features/core/invoices/numbering.server";
import type { MailContent } from "../../app/features/core/mail/types";
import { getDb, schema } from "../../app/lib/db.server";
import { winAnsiText } from "../../app/lib/pdf";
import { samples } from "./e-invoice-samples";

/**
 * A company's invoice as ZUGFeRD / Factur-X (decision 0232), drawn by the invoice-PDF Worker that runs
 * beside the site's in workerd (vitest.config.ts) and reached through the real INVOICE_PDF binding.
 * Third-party checks of the file (qpdf, Poppler, the official Schematron on the embedded XML):
 * tests/ops/factur-x.test.ts.
 */

vi.setConfig({ testTimeout: 60_000 });

const bytesOf = async (response: Response) => new Uint8Array(await response.arrayBuffer());
const latin1 = (bytes: Uint8Array) => new TextDecoder("latin1").decode(bytes);
const pdfText = async (bytes: Uint8Array) => (await extractText(bytes.slice(), { mergePages: true })).text;

/** The invoice as downloaded: with the e-invoice inside when it has one. */
async function download(row: InvoiceRow, bindings: Pick<Env, "INVOICE_PDF"> = env) {
  return bytesOf(await invoiceResponse(bindings, row));
}

async function embeddedXml(bytes: Uint8Array) {
  const doc = await PDFDocument.load(bytes);
  return { doc, attachments: doc.getAttachments() };
}

describe("a company's invoice as ZUGFeRD / Factur-X", () => {
  it("downloads as PDF/A-3 with exactly its e-invoice inside, as factur-x.xml, and the same pages as the plain PDF", async () => {
    for (const make of Object.values(samples)) {
      const row = make();
      const xml = invoiceCii(row);
      expect(xml, row.number).not.toBeNull();
      const bytes = await download(row);
      const { doc, attachments } = await embeddedXml(bytes);
      expect(attachments.map((a) => a.name)).toEqual(["factur-x.xml"]);
      expect(new TextDecoder().decode(attachments[0]!.data)).toBe(xml);
      // The XML is the invoice's associated file, as Factur-X wants it.
      expect(latin1(bytes)).toMatch(/\/AFRelationship \/Alternative/);
      expect(doc.catalog.get(PDFName.of("AF"))).toBeDefined();
      expect(doc.catalog.get(PDFName.of("OutputIntents"))).toBeDefined();
      const xmp = latin1(bytes);
      expect(xmp).toContain("<pdfaid:part>3</pdfaid:part>");
      expect(xmp).toContain("<fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>");
      expect(xmp).toContain("<fx:DocumentFileName>factur-x.xml</fx:DocumentFileName>");
      // The pages say what the plain PDF says (the same layout, drawn with embedded fonts).
      const text = await pdfText(bytes);
      expect(text).toContain(row.number);
      expect(text).toContain(row.snapshot.issuer.name);
    }
  });

  it("a private client's invoice stays the plain PDF: nothing to embed", async () => {
    const row = samples["invoice-19"]();
    const privateRow = {
      ...row,
      snapshot: { ...row.snapshot, recipient: { ...row.snapshot.recipient, company: undefined } },
    };
    if (invoiceCii(privateRow as InvoiceRow) !== null) throw new Error("sample should have no e-invoice");
    const bytes = await download(privateRow as InvoiceRow);
    expect(latin1(bytes.slice(0, 8))).toBe("%PDF-1.4");
    expect((await embeddedXml(bytes)).attachments).toEqual([]);
  });

  it("when the invoice-PDF Worker fails, the plain PDF goes out (its e-invoice beside it), and the failure is logged", async () => {
    const row = samples["invoice-19"]();
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const broken = { INVOICE_PDF: { facturX: () => Promise.reject(new Error("down")) } } as unknown as Env;
    const bytes = await download(row, broken);
    expect(latin1(bytes.slice(0, 8))).toBe("%PDF-1.4");
    expect(log.mock.calls.map((call) => String(call[0]))).toEqual([expect.stringContaining("invoice-factur-x-failed")]);
    log.mockRestore();
  });

  it("the invoice-PDF Worker refuses an input that is not an invoice's, and draws nothing", async () => {
    const service = env.INVOICE_PDF as unknown as { facturX(input: unknown): Promise<Uint8Array> };
    const outcome = await service
      .facturX({ title: "", author: "x", producer: "x", created: "gestern", pages: [], xml: "" })
      .then(
        () => "drawn",
        (error: unknown) => String(error),
      );
    expect(outcome).toBe("Error: invoice-pdf: input refused at title, created, pages, xml");
  });
});

describe("the same characters in both PDFs", () => {
  it("the PDF/A gets each text as the plain PDF's standard fonts show it", () => {
    expect(winAnsiText("Łukasz Wójcik – Straße 5, 1.190 € „Klar“")).toBe("Lukasz Wójcik – Straße 5, 1.190 € „Klar“");
    expect(winAnsiText("Zoë 😊")).toBe("Zoë ?");
  });
});

describe("the e-mail of a company's invoice", () => {
  it("the consumer's mailer sends the marked PDF as ZUGFeRD / Factur-X; other attachments and the stored mail stay as they were", async () => {
    const row = samples["invoice-19"]();
    const sent: MailContent[] = [];
    const plain = {
      filename: "rechnung.pdf",
      contentType: "application/pdf",
      content: "JVBERi0xLjQ=",
      encoding: "base64" as const,
    };
    const mail: MailContent = {
      to: "einkauf@example.de",
      subject: "Rechnung",
      text: "",
      html: "",
      attachments: [
        { ...plain, facturX: row.number },
        { filename: "x.xml", contentType: "application/xml", content: "<x/>" },
      ],
    };
    // As issued: the consumer finds the invoice by its number.
    await getDb(env).insert(schema.invoices).values(row);
    const mailer = withFacturX({ send: async (m) => void sent.push(m) }, env);
    await mailer.send(mail);
    const [pdf, xml] = sent[0]!.attachments!;
    expect(pdf).not.toHaveProperty("facturX");
    const bytes = Uint8Array.from(atob(pdf!.content), (c) => c.charCodeAt(0));
    expect((await embeddedXml(bytes)).attachments.map((a) => a.name)).toEqual(["factur-x.xml"]);
    expect(xml).toEqual(mail.attachments![1]);
    expect(mail.attachments![0]).toEqual({ ...plain, facturX: row.number });
  });
});
