import type { InvoiceLine, InvoiceSnapshot } from "~db/invoice-snapshot";
import { formatShortDate } from "~/features/products/events/format";
import { decimalAmount, formatPrice } from "~/lib/money";
import { addDays, berlinToday } from "~/lib/today";
import { messages } from "~/lib/messages";
import type { InvoiceRow } from "./numbering.server";
import { escapeXml as escapeXmlText } from "~/lib/xml";

/**
 * The e-invoice of a company booking (docs/decisions/0155-e-invoices-as-cii.md): UN/CEFACT Cross
 * Industry Invoice D16B, profile EN 16931 (the ZUGFeRD/Factur-X "EN 16931" profile's XML; XRechnung
 * reads the same syntax). Built from the stored row and its snapshot only, like the PDF, so it is the
 * same document every time. The comments name the business terms (BT) of EN 16931-1.
 *
 * Written here rather than taken from a library: the maintained JavaScript ones bring PDF and schema
 * code of several hundred KiB, while the Worker's bundle budget (docs/performance.md) has little room.
 */

/** BT-24: the EN 16931 core, as ZUGFeRD's EN 16931 profile names it. */
export const CII_GUIDELINE = "urn:cen.eu:en16931:2017";

/** BT-24 of an XRechnung 3.0 (the German CIUS of EN 16931), for a client who asks for one. */
export const XRECHNUNG_GUIDELINE = "urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0";

/** BT-23: the business process, Peppol's "billing" as XRechnung and most receivers expect it. */
export const CII_BUSINESS_PROCESS = "urn:fdc:peppol.eu:2017:poacc:billing:01:1.0";

/** Which CIUS the XML declares (BT-24): plain EN 16931 (the e-mails' attachment) or XRechnung 3.0. */
export type CiiProfile = "en16931" | "xrechnung";

/** BT-3: UNTDID 1001 — 380 commercial invoice, 381 credit note (the Stornorechnung). */
export const ciiTypeCode = (kind: InvoiceRow["kind"]) => (kind === "cancellation" ? "381" : "380");

/** BT-120 and BT-121 of a reverse charge (category AE); the same words are the PDF's note (§ 14a (5) UStG). */
export const REVERSE_CHARGE_NOTE = "Steuerschuldnerschaft des Leistungsempfängers";
export const REVERSE_CHARGE_CODE = "VATEX-EU-AE";

/** BT-120 for § 19 UStG (VAT category E, exempt). */
export const SMALL_BUSINESS_EXEMPTION = "Kleinunternehmer gemäß § 19 UStG";

const NS = {
  rsm: "urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100",
  ram: "urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100",
  qdt: "urn:un:unece:uncefact:data:standard:QualifiedDataType:100",
  udt: "urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100",
};

const escapeXml = (value: string) =>
  escapeXmlText(value)
    // XML 1.0 allows no other control characters; the snapshot's texts have none, this keeps it so.
    .replace(/\p{Cc}/gu, (c) => ("\t\n\r".includes(c) ? c : ""));

/** Whole cents as a CII amount: "1234.50", "-5.02". */
export const ciiAmount = decimalAmount;

/** A unit price from a line's cents and quantity: up to four decimals, trailing zeros beyond two dropped. */
function unitPrice(lineCents: number, quantity: number): string {
  const tenThousandths = Math.round((Math.abs(lineCents) * 100) / quantity);
  const whole = Math.floor(tenThousandths / 10_000);
  const fraction = String(tenThousandths % 10_000)
    .padStart(4, "0")
    .replace(/0{1,2}$/, "");
  return `${whole}.${fraction.length < 2 ? fraction.padEnd(2, "0") : fraction}`;
}

/** "2026-11-27" → "20261127" (format 102). */
const day102 = (isoDay: string) => isoDay.replace(/-/g, "");

/** The tiny builder: an element with text, or with children; empty children are left out. */
type Node = string | null | false | undefined;
const el = (name: string, content: Node | Node[], attributes: Record<string, string> = {}): string => {
  const attrs = Object.entries(attributes)
    .map(([key, value]) => ` ${key}="${escapeXml(value)}"`)
    .join("");
  if (Array.isArray(content)) {
    const inner = content.filter(Boolean).join("");
    return `<${name}${attrs}>${inner}</${name}>`;
  }
  return `<${name}${attrs}>${escapeXml(content || "")}</${name}>`;
};

/** Everything the e-invoice needs that an older snapshot may lack; null when it cannot be built. */
export function ciiProblem(row: Pick<InvoiceRow, "snapshot" | "currency">): string | null {
  const s = row.snapshot;
  if (!s.recipient?.company) return "not a company booking";
  if (!s.recipient.postal?.countryCode) return "the buyer's address or country is missing";
  if (!s.issuer?.postal?.countryCode) return "the seller's address is missing";
  if (!s.issuer.vatId && !s.issuer.taxNumber) return "the seller has neither VAT ID nor tax number";
  return null;
}

/**
 * What an XRechnung 3.0 needs beyond EN 16931 that an older snapshot may lack: the seller's contact
 * (BG-6, BR-DE-2) and the buyer's electronic address (BT-49). Null when it can be built.
 */
export function xrechnungProblem(row: Pick<InvoiceRow, "snapshot" | "currency">): string | null {
  const problem = ciiProblem(row);
  if (problem) return problem;
  if (!row.snapshot.issuer.contact) return "the seller's contact (BG-6) is missing: issued before issue 53";
  if (!row.snapshot.recipient.email) return "the buyer's e-mail address (BT-49) is missing";
  return null;
}

/** Whether the booking's invoices get an e-invoice: a company booking (its snapshot says). */
export const hasEInvoice = (row: Pick<InvoiceRow, "snapshot" | "currency">) => ciiProblem(row) === null;

/**
 * The CII XML of an issued invoice, or null when it is no company invoice or its snapshot lacks the
 * address the standard requires (`ciiProblem`). A cancellation invoice (381) states the amounts of
 * the invoice it cancels with their own sign (a credit note's amounts are not negated) and refers to
 * it (BT-25, BT-26).
 */
export function invoiceCii(row: InvoiceRow, profile: CiiProfile = "en16931"): string | null {
  if (profile === "xrechnung" ? xrechnungProblem(row) : ciiProblem(row)) return null;
  const s = row.snapshot as InvoiceSnapshot & {
    issuer: Required<InvoiceSnapshot["issuer"]>;
    recipient: InvoiceSnapshot["recipient"] & Required<Pick<InvoiceSnapshot["recipient"], "postal" | "company">>;
  };
  const sign = row.kind === "cancellation" ? -1 : 1;
  const currency = row.currency;
  const small = s.smallBusiness;
  const reverse = Boolean(s.reverseCharge) && !small;
  // BT-118/BT-151: E (exempt, § 19 UStG), AE (reverse charge, § 13b UStG) or S (standard rate).
  const category = small ? "E" : reverse ? "AE" : "S";
  const rate = small || reverse ? "0" : String(row.vat_rate_bp / 100);
  const net = sign * row.net_cents;
  const vat = sign * row.vat_cents;
  const gross = sign * row.gross_cents;
  const issued = berlinToday(new Date(row.issued_at));
  const prepaid = s.paidOn ? gross : 0;
  const due = gross - prepaid;
  // Sum of the line nets (BT-106); equal to the stored net (the totals are the lines' sums, vat.ts).
  const lineTotal = s.lines.reduce((sum, line) => sum + sign * line.netCents, 0);

  const lineItem = (line: InvoiceLine, index: number) => {
    const lineNet = sign * line.netCents;
    // A negative line (a discount) has a negative quantity: the net price itself may not be negative (BR-27).
    const quantity = lineNet < 0 ? -line.quantity : line.quantity;
    return el("ram:IncludedSupplyChainTradeLineItem", [
      el("ram:AssociatedDocumentLineDocument", [el("ram:LineID", String(index + 1))]), // BT-126
      el("ram:SpecifiedTradeProduct", [el("ram:Name", line.description)]), // BT-153
      el("ram:SpecifiedLineTradeAgreement", [
        el("ram:NetPriceProductTradePrice", [el("ram:ChargeAmount", unitPrice(lineNet, line.quantity))]), // BT-146
      ]),
      el("ram:SpecifiedLineTradeDelivery", [el("ram:BilledQuantity", String(quantity), { unitCode: "C62" })]), // BT-129, BT-130
      el("ram:SpecifiedLineTradeSettlement", [
        el("ram:ApplicableTradeTax", [
          el("ram:TypeCode", "VAT"),
          el("ram:CategoryCode", category), // BT-151
          el("ram:RateApplicablePercent", rate), // BT-152
        ]),
        el("ram:SpecifiedTradeSettlementLineMonetarySummation", [el("ram:LineTotalAmount", ciiAmount(lineNet))]), // BT-131
      ]),
    ]);
  };

  const address = (postal: NonNullable<InvoiceSnapshot["recipient"]["postal"]>) =>
    el("ram:PostalTradeAddress", [
      el("ram:PostcodeCode", postal.postcode), // BT-38 / BT-53
      el("ram:LineOne", postal.street), // BT-35 / BT-50
      el("ram:CityName", postal.city), // BT-37 / BT-52
      el("ram:CountryID", postal.countryCode!), // BT-40 / BT-55
    ]);

  const payment = s.payment && due > 0 ? s.payment : null;
  // BG-16, always (XRechnung's BR-DE-1): a transfer to her account (58, SEPA credit transfer); paid
  // online before the invoice, the online payment service (68); a Stornorechnung's refund goes back
  // the way the money came, which the XML cannot name (1, not defined), so its text (BT-82) says so.
  const paymentMeans = el("ram:SpecifiedTradeSettlementPaymentMeans", [
    // Paid outside the booking flow (cash or transfer, decision 0223): "not defined", with its text.
    el("ram:TypeCode", s.payment ? "58" : s.paidOn && !s.manual ? "68" : "1"), // BT-81
    !s.payment &&
      el(
        "ram:Information",
        s.paidOn
          ? (s.manual ? messages.invoice.paidOnManual : messages.invoice.paidOn)(formatShortDate(s.paidOn))
          : messages.invoice.refund,
      ), // BT-82
    s.payment &&
      el("ram:PayeePartyCreditorFinancialAccount", [
        el("ram:IBANID", s.payment.iban.replace(/\s/g, "")), // BT-84
        el("ram:AccountName", s.payment.recipient), // BT-85
      ]),
    s.payment && el("ram:PayeeSpecifiedCreditorFinancialInstitution", [el("ram:BICID", s.payment.bic)]), // BT-86
  ]);
  const contact = s.issuer.contact;
  const xml = el(
    "rsm:CrossIndustryInvoice",
    [
      el("rsm:ExchangedDocumentContext", [
        el("ram:BusinessProcessSpecifiedDocumentContextParameter", [el("ram:ID", CII_BUSINESS_PROCESS)]), // BT-23
        el("ram:GuidelineSpecifiedDocumentContextParameter", [
          el("ram:ID", profile === "xrechnung" ? XRECHNUNG_GUIDELINE : CII_GUIDELINE),
        ]), // BT-24
      ]),
      el("rsm:ExchangedDocument", [
        el("ram:ID", row.number), // BT-1
        el("ram:TypeCode", ciiTypeCode(row.kind)), // BT-3
        el("ram:IssueDateTime", [el("udt:DateTimeString", day102(issued), { format: "102" })]), // BT-2
        small && el("ram:IncludedNote", [el("ram:Content", messages.invoice.smallBusiness)]), // BT-22
        reverse && el("ram:IncludedNote", [el("ram:Content", messages.invoice.reverseCharge)]), // BT-22
        row.kind === "cancellation" && el("ram:IncludedNote", [el("ram:Content", messages.invoice.refund)]),
      ]),
      el("rsm:SupplyChainTradeTransaction", [
        ...s.lines.map(lineItem),
        el("ram:ApplicableHeaderTradeAgreement", [
          // BT-10: the buyer's order number, else the booking number.
          el("ram:BuyerReference", s.recipient.purchaseOrder ?? s.bookingReference),
          el("ram:SellerTradeParty", [
            // BT-29, BR-CO-26: a seller the buyer can identify by a seller identifier, a legal registration
            // or a VAT ID. A small business under § 19 UStG often has only its tax number: it serves as
            // the seller identifier too (without a scheme: the Steuernummer is in no ISO 6523 list).
            !s.issuer.vatId && el("ram:ID", s.issuer.taxNumber),
            el("ram:Name", s.issuer.name), // BT-27
            contact &&
              el("ram:DefinedTradeContact", [
                el("ram:PersonName", contact.name), // BT-41
                el("ram:TelephoneUniversalCommunication", [el("ram:CompleteNumber", contact.phone)]), // BT-42
                el("ram:EmailURIUniversalCommunication", [el("ram:URIID", s.issuer.email)]), // BT-43
              ]), // BG-6
            address(s.issuer.postal), // BG-5
            el("ram:URIUniversalCommunication", [el("ram:URIID", s.issuer.email, { schemeID: "EM" })]), // BT-34
            s.issuer.vatId && el("ram:SpecifiedTaxRegistration", [el("ram:ID", s.issuer.vatId, { schemeID: "VA" })]), // BT-31
            s.issuer.taxNumber &&
              el("ram:SpecifiedTaxRegistration", [el("ram:ID", s.issuer.taxNumber, { schemeID: "FC" })]), // BT-32
          ]),
          el("ram:BuyerTradeParty", [
            el("ram:Name", s.recipient.company), // BT-44
            el("ram:DefinedTradeContact", [el("ram:PersonName", s.recipient.name)]), // BT-56
            address(s.recipient.postal), // BG-8
            s.recipient.email &&
              el("ram:URIUniversalCommunication", [el("ram:URIID", s.recipient.email, { schemeID: "EM" })]), // BT-49
            s.recipient.vatId &&
              el("ram:SpecifiedTaxRegistration", [el("ram:ID", s.recipient.vatId, { schemeID: "VA" })]), // BT-48
          ]),
          s.recipient.purchaseOrder &&
            el("ram:BuyerOrderReferencedDocument", [el("ram:IssuerAssignedID", s.recipient.purchaseOrder)]), // BT-13
        ]),
        el("ram:ApplicableHeaderTradeDelivery", [
          el("ram:ActualDeliverySupplyChainEvent", [
            el("ram:OccurrenceDateTime", [el("udt:DateTimeString", day102(s.serviceDate), { format: "102" })]), // BT-72
          ]),
        ]),
        el("ram:ApplicableHeaderTradeSettlement", [
          payment && el("ram:PaymentReference", payment.reference), // BT-83
          el("ram:InvoiceCurrencyCode", currency), // BT-5
          paymentMeans,
          el("ram:ApplicableTradeTax", [
            el("ram:CalculatedAmount", ciiAmount(vat)), // BT-117
            el("ram:TypeCode", "VAT"),
            small && el("ram:ExemptionReason", SMALL_BUSINESS_EXEMPTION), // BT-120
            reverse && el("ram:ExemptionReason", REVERSE_CHARGE_NOTE), // BT-120
            el("ram:BasisAmount", ciiAmount(net)), // BT-116
            el("ram:CategoryCode", category), // BT-118
            reverse && el("ram:ExemptionReasonCode", REVERSE_CHARGE_CODE), // BT-121
            el("ram:RateApplicablePercent", rate), // BT-119
          ]),
          // BR-CO-25: an amount due has terms. A Stornorechnung's amount is refunded (no payment means).
          !payment && due > 0 && el("ram:SpecifiedTradePaymentTerms", [el("ram:Description", messages.invoice.refund)]), // BT-20
          payment &&
            el("ram:SpecifiedTradePaymentTerms", [
              el(
                "ram:Description",
                messages.invoice.pay(formatPrice(due, currency), payment.termDays, payment.reference),
              ), // BT-20
              el("ram:DueDateDateTime", [
                el("udt:DateTimeString", day102(addDays(issued, payment.termDays)), { format: "102" }),
              ]), // BT-9
            ]),
          el("ram:SpecifiedTradeSettlementHeaderMonetarySummation", [
            el("ram:LineTotalAmount", ciiAmount(lineTotal)), // BT-106
            el("ram:ChargeTotalAmount", ciiAmount(0)), // BT-108
            el("ram:AllowanceTotalAmount", ciiAmount(0)), // BT-107
            el("ram:TaxBasisTotalAmount", ciiAmount(net)), // BT-109
            el("ram:TaxTotalAmount", ciiAmount(vat), { currencyID: currency }), // BT-110
            el("ram:GrandTotalAmount", ciiAmount(gross)), // BT-112
            el("ram:TotalPrepaidAmount", ciiAmount(prepaid)), // BT-113
            el("ram:DuePayableAmount", ciiAmount(due)), // BT-115
          ]),
          s.refersTo &&
            el("ram:InvoiceReferencedDocument", [
              el("ram:IssuerAssignedID", s.refersTo.number), // BT-25
              el("ram:FormattedIssueDateTime", [
                el("qdt:DateTimeString", day102(s.refersTo.issuedOn), { format: "102" }),
              ]), // BT-26
            ]),
        ]),
      ]),
    ],
    { "xmlns:rsm": NS.rsm, "xmlns:qdt": NS.qdt, "xmlns:ram": NS.ram, "xmlns:udt": NS.udt },
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n${xml}\n`;
}

/** "rechnung-2026-0001.xml", "stornorechnung-2026-0002.xml"; an XRechnung "…-xrechnung.xml". */
export const ciiFilename = (row: Pick<InvoiceRow, "kind" | "number">, profile: CiiProfile = "en16931") =>
  `${row.kind === "cancellation" ? "stornorechnung" : "rechnung"}-${row.number}${profile === "xrechnung" ? "-xrechnung" : ""}.xml`;
