import * as v from "valibot";

/** An invoice number in a download address: "2026-0001" (four or more digits after the year). */
export const InvoiceNumberParam = v.pipe(v.string(), v.regex(/^\d{4}-\d{4,9}$/));
