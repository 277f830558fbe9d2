/**
 * An invoice as ZUGFeRD / Factur-X: a PDF/A-3b whose pages are the invoice as people read it and
 * which carries the same invoice as CII XML (EN 16931), `factur-x.xml`, for software to read. Drawn
 * with @cantoo/pdf-lib (the maintained pdf-lib) and fontkit; what PDF/A adds to a plain PDF is all
 * here: every font embedded (Liberation Sans, Helvetica's widths, so the layout measured in
 * app/lib/pdf.ts fits), an sRGB output intent, XMP metadata that matches the document information
 * and declares the Factur-X fields, the XML as an associated file, and a file identifier.
 * Runs in its own Worker (workers/invoice-pdf/index.ts), decision 0232; checked by
 * tests/ops/factur-x.test.ts with qpdf, Poppler and the official Schematron.
 */
import { AFRelationship, PDFDocument, PDFHexString, PDFName, PDFString, rgb, type PDFFont } from "@cantoo/pdf-lib";
import fontkit from "@cantoo/fontkit";
import type { FacturXInput } from "../../app/features/core/invoices/factur-x.ts";
import { escapeXml } from "../../app/lib/xml.ts";
import { LIBERATION_SANS_BOLD, LIBERATION_SANS_REGULAR, SRGB_ICC } from "./assets.generated.ts";

/** The Factur-X profile of the XML we embed (Factur-X 1.07, "EN 16931" = ZUGFeRD's COMFORT). */
export const FACTUR_X_FILENAME = "factur-x.xml";
export const FACTUR_X_CONFORMANCE = "EN 16931";

const A4 = [595.28, 841.89] as const;

const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

let fonts: { regular: Uint8Array; bold: Uint8Array; icc: Uint8Array } | undefined;
/** Decoded once per isolate: about 800 KB of fonts that every invoice reads from. */
const assets = () =>
  (fonts ??= {
    regular: fromBase64(LIBERATION_SANS_REGULAR),
    bold: fromBase64(LIBERATION_SANS_BOLD),
    icc: fromBase64(SRGB_ICC),
  });

/** "2026-11-23T10:15:00Z": the XMP form of the same second as the document information's date. */
const xmpDate = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, "Z");

const fxProperty = (name: string, description: string) =>
  `<rdf:li rdf:parseType="Resource"><pdfaProperty:name>${name}</pdfaProperty:name><pdfaProperty:valueType>Text</pdfaProperty:valueType><pdfaProperty:category>external</pdfaProperty:category><pdfaProperty:description>${description}</pdfaProperty:description></rdf:li>`;

/**
 * The XMP packet: PDF/A-3 part and level, the document information's fields in their XMP names (PDF/A
 * wants both to agree), and the Factur-X fields with the extension schema that declares them.
 */
function xmp(input: FacturXInput, created: Date): string {
  const date = xmpDate(created);
  return `<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/">
<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
<rdf:Description rdf:about="" xmlns:pdfaid="http://www.aiim.org/pdfa/ns/id/">
<pdfaid:part>3</pdfaid:part>
<pdfaid:conformance>B</pdfaid:conformance>
</rdf:Description>
<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/">
<dc:format>application/pdf</dc:format>
<dc:title><rdf:Alt><rdf:li xml:lang="x-default">${escapeXml(input.title)}</rdf:li></rdf:Alt></dc:title>
<dc:creator><rdf:Seq><rdf:li>${escapeXml(input.author)}</rdf:li></rdf:Seq></dc:creator>
</rdf:Description>
<rdf:Description rdf:about="" xmlns:pdf="http://ns.adobe.com/pdf/1.3/">
<pdf:Producer>${escapeXml(input.producer)}</pdf:Producer>
</rdf:Description>
<rdf:Description rdf:about="" xmlns:xmp="http://ns.adobe.com/xap/1.0/">
<xmp:CreateDate>${date}</xmp:CreateDate>
<xmp:ModifyDate>${date}</xmp:ModifyDate>
<xmp:MetadataDate>${date}</xmp:MetadataDate>
</rdf:Description>
<rdf:Description rdf:about="" xmlns:pdfaExtension="http://www.aiim.org/pdfa/ns/extension/" xmlns:pdfaSchema="http://www.aiim.org/pdfa/ns/schema#" xmlns:pdfaProperty="http://www.aiim.org/pdfa/ns/property#">
<pdfaExtension:schemas><rdf:Bag><rdf:li rdf:parseType="Resource">
<pdfaSchema:schema>Factur-X PDFA Extension Schema</pdfaSchema:schema>
<pdfaSchema:namespaceURI>urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#</pdfaSchema:namespaceURI>
<pdfaSchema:prefix>fx</pdfaSchema:prefix>
<pdfaSchema:property><rdf:Seq>
${fxProperty("DocumentFileName", "The name of the embedded XML document")}
${fxProperty("DocumentType", "The type of the hybrid document in capital letters, e.g. INVOICE or ORDER")}
${fxProperty("Version", "The actual version of the standard applying to the embedded XML document")}
${fxProperty("ConformanceLevel", "The conformance level of the embedded XML document")}
</rdf:Seq></pdfaSchema:property>
</rdf:li></rdf:Bag></pdfaExtension:schemas>
</rdf:Description>
<rdf:Description rdf:about="" xmlns:fx="urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#">
<fx:DocumentType>INVOICE</fx:DocumentType>
<fx:DocumentFileName>${FACTUR_X_FILENAME}</fx:DocumentFileName>
<fx:Version>1.0</fx:Version>
<fx:ConformanceLevel>${FACTUR_X_CONFORMANCE}</fx:ConformanceLevel>
</rdf:Description>
</rdf:RDF>
</x:xmpmeta>
<?xpacket end="w"?>`;
}

/** The file identifier PDF/A asks for, from the content, so the same invoice gets the same id. */
async function fileId(input: FacturXInput): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`${input.title}\n${input.xml}`));
  return [...new Uint8Array(digest).slice(0, 16)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** The ZUGFeRD / Factur-X PDF/A-3b of an invoice. */
export async function facturXPdf(input: FacturXInput): Promise<Uint8Array> {
  const created = new Date(input.created);
  const { regular, bold, icc } = assets();
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.registerFontkit(fontkit);
  // Fixed subset names (PDF's six-letter tag), so the same invoice gives the same fonts.
  const fontsUsed = {
    regular: await doc.embedFont(regular, { subset: true, customName: "KLSNRG+LiberationSans" }),
    bold: await doc.embedFont(bold, { subset: true, customName: "KLSNBD+LiberationSans-Bold" }),
  };

  for (const page of input.pages) {
    const drawn = doc.addPage([...A4]);
    for (const rule of page.rules ?? []) {
      drawn.drawLine({
        start: { x: rule.x1, y: rule.y1 },
        end: { x: rule.x2, y: rule.y2 },
        thickness: rule.width ?? 0.5,
        color: rgb(0, 0, 0),
      });
    }
    for (const text of page.texts) {
      const font: PDFFont = text.bold ? fontsUsed.bold : fontsUsed.regular;
      const grey = text.grey ?? 0;
      drawn.drawText(text.text, {
        x: text.align === "right" ? text.x - font.widthOfTextAtSize(text.text, text.size) : text.x,
        y: text.y,
        size: text.size,
        font,
        color: rgb(grey, grey, grey),
      });
    }
  }

  doc.setTitle(input.title);
  doc.setAuthor(input.author);
  doc.setProducer(input.producer);
  doc.setCreationDate(created);
  doc.setModificationDate(created);

  await doc.attach(new TextEncoder().encode(input.xml), FACTUR_X_FILENAME, {
    mimeType: "text/xml",
    description: "Factur-X/ZUGFeRD",
    creationDate: created,
    modificationDate: created,
    // Factur-X: the XML is the same invoice as the pages, in another form.
    afRelationship: AFRelationship.Alternative,
  });

  const { context, catalog } = doc;
  const metadata = context.stream(new TextEncoder().encode(xmp(input, created)), { Type: "Metadata", Subtype: "XML" });
  catalog.set(PDFName.of("Metadata"), context.register(metadata));
  const profile = context.register(context.flateStream(icc, { N: 3 }));
  catalog.set(
    PDFName.of("OutputIntents"),
    context.obj([
      {
        Type: "OutputIntent",
        S: "GTS_PDFA1",
        OutputConditionIdentifier: PDFString.of("sRGB"),
        Info: PDFString.of("sRGB IEC61966-2.1"),
        DestOutputProfile: profile,
      },
    ]),
  );
  const id = PDFHexString.of(await fileId(input));
  context.trailerInfo.ID = context.obj([id, id]);

  return doc.save({ useObjectStreams: false });
}
