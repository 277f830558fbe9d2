import { VAT_ID_PATTERN, normalizeVatId } from "./billing";
import { attendanceMode } from "~/features/products/events/json-ld";
import { productOf } from "./products/booked";

/**
 * Reverse charge (§ 13b (1), (5) UStG; Art. 196 of the VAT Directive) for a business in another EU
 * country: where the law puts the place of supply at the client's seat (§ 3a (2) UStG), the invoice
 * is net and the client owes the VAT. Our rule (docs/e-invoices.md, "Reverse charge"):
 *
 * - only when she charges VAT at all (not under § 19 UStG, which has no reverse charge on her side);
 * - only for a company booking with a VAT ID of another EU member state in its valid format (the
 *   format is checked, not the number: a VIES query is the coach's to make, docs/e-invoices.md);
 * - for coaching (a 1:1 session, a package of them) wherever it takes place, and for an event held
 *   online only. An event people attend in person, or hybrid, is an admission to an event: its place
 *   is where it happens (§ 3a (3) Nr. 5 UStG), so German VAT.
 */
export type ReverseChargeCase = {
  smallBusiness: boolean;
  companyName: string | null;
  vatId: string | null;
  event: { kind?: string | null; location: string };
};

/** "ATU12345678" → "AT"; Greece's "EL" is its VAT prefix. Null for anything but an EU VAT ID of valid format. */
export function euVatCountry(vatId: string | null): string | null {
  if (!vatId) return null;
  const id = normalizeVatId(vatId);
  if (!VAT_ID_PATTERN.test(id)) return null;
  return id.slice(0, 2);
}

/** Whether the service is taxed where the business client sits (§ 3a (2) UStG) rather than where it happens. */
export function placeOfSupplyWithClient(event: ReverseChargeCase["event"]): boolean {
  if (productOf(event).placeOfSupply === "client") return true;
  return attendanceMode(event.location) === "online";
}

export function reverseChargeApplies(input: ReverseChargeCase): boolean {
  if (input.smallBusiness || !input.companyName) return false;
  const country = euVatCountry(input.vatId);
  // Germany's own businesses pay German VAT; Northern Ireland (XI) is in the EU VAT area for goods only.
  if (!country || country === "DE" || country === "XI") return false;
  return placeOfSupplyWithClient(input.event);
}

/** A gross price's net part at `rateBp` (1900 = 19 %), to the cent: what a reverse-charge client pays. */
export const netOfVat = (grossCents: number, rateBp: number) => Math.round((grossCents * 10_000) / (10_000 + rateBp));
