/**
 * What an issued invoice shows, stored with it (`klarsinn_invoice.snapshot`, migration 0010) so the
 * PDF renders the same in ten years: a renamed event, an anonymised booking (retention) or a new
 * address in app/config/brand.ts never change an invoice once issued.
 */
export interface InvoiceSnapshot {
  issuer: {
    name: string;
    /** Street, postal code and city, country. */
    address: string[];
    vatId: string | null;
    taxNumber: string | null;
    email: string;
    website: string;
    /** The address in parts, for the e-invoice (decision 0155); absent on invoices issued before. */
    postal?: PostalAddress;
    /**
     * The seller's contact for the e-invoice (BG-6: BT-41 name, BT-42 phone; XRechnung wants it,
     * BR-DE-2); absent on invoices issued before issue 53.
     */
    contact?: { name: string; phone: string };
  };
  recipient: {
    name: string;
    /** For a company booking (migration 0021); absent on invoices issued before. */
    company?: string;
    /** Street, postal code and city, country when not Germany; absent when none was given. */
    address?: string[];
    vatId?: string;
    purchaseOrder?: string;
    /** The address in parts, for the e-invoice (decision 0155); absent when none was given. */
    postal?: PostalAddress;
    /**
     * A company's e-mail address as booked: the e-invoice's buyer electronic address (BT-49, which
     * XRechnung 3.0 requires). Only for company bookings, and absent on invoices issued before issue 53.
     */
    email?: string;
  };
  /** The booking's short number; for an invoice without a booking its subject's (then `manual`). */
  bookingReference: string;
  /**
   * An invoice written in the back office without a booking (issue 53, decision 0223): the PDF names
   * the reference a "Vorgangsnummer", and `paidOn` means paid in cash or by transfer, not online.
   */
  manual?: boolean;
  /** Leistungsdatum (`yyyy-MM-dd`): the event's day. */
  serviceDate: string;
  lines: InvoiceLine[];
  /** § 19 UStG: no VAT charged, the note is printed instead of a rate. */
  smallBusiness: boolean;
  /**
   * Reverse charge (§ 13b UStG, issue 53): net, 0 %, the note "Steuerschuldnerschaft des
   * Leistungsempfängers" with both VAT IDs; VAT category AE in the e-invoice. Absent: no.
   */
  reverseCharge?: boolean;
  /** The invoice a cancellation invoice cancels, with its date (`yyyy-MM-dd`). */
  refersTo: { number: string; issuedOn: string } | null;
  /**
   * Paid online before the invoice was issued (decision 0141): the Berlin day, `yyyy-MM-dd`. The
   * invoice then says "bezahlt am …" instead of asking for a transfer.
   */
  paidOn?: string;
  /**
   * What a value voucher paid (decision 0152): a payment below the total, never a line of its own,
   * so the invoice taxes the whole charge and asks only for the rest.
   */
  voucher?: { code: string; cents: number };
  /** Where to transfer the money; null on a cancellation invoice. */
  payment: {
    recipient: string;
    iban: string;
    bic: string;
    bankName: string;
    reference: string;
    termDays: number;
  } | null;
}

/** An address as the e-invoice's fields want it: `country` as given, `countryCode` ISO 3166-1 when known. */
export interface PostalAddress {
  street: string;
  postcode: string;
  city: string;
  countryCode: string | null;
}

export interface InvoiceLine {
  description: string;
  quantity: number;
  /** Price per unit including VAT (the AGB quote prices with VAT). */
  unitGrossCents: number;
  grossCents: number;
  netCents: number;
  vatCents: number;
}
