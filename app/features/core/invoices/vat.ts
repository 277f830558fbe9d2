import type { InvoiceLine } from "~db/invoice-snapshot";

/**
 * VAT out of gross prices (the AGB quote prices including VAT), in integer cents. Each invoice line
 * (quantity × unit price) is split once: net = gross ÷ (1 + rate), rounded half away from zero to a
 * whole cent, and VAT = gross − net, so net + VAT always equal what the visitor pays. The invoice
 * totals are the sums of its lines ("rounding per line", as § 14 UStG invoices are usually checked).
 */
export function splitGross(grossCents: number, rateBp: number): { netCents: number; vatCents: number } {
  if (!Number.isSafeInteger(grossCents) || !Number.isInteger(rateBp) || rateBp < 0) {
    throw new RangeError("gross must be whole cents and the rate whole basis points");
  }
  const sign = grossCents < 0 ? -1 : 1;
  const gross = Math.abs(grossCents);
  const divisor = 10_000 + rateBp;
  // round(gross × 10000 / divisor) in integers: (2·a + b) div (2·b) rounds half up for a, b > 0.
  const net = Math.floor((2 * gross * 10_000 + divisor) / (2 * divisor));
  return { netCents: sign * net, vatCents: sign * (gross - net) };
}

/** One invoice line: quantity × unit price (gross), split into net and VAT. */
export function invoiceLine(
  description: string,
  quantity: number,
  unitGrossCents: number,
  rateBp: number,
): InvoiceLine {
  const grossCents = quantity * unitGrossCents;
  return { description, quantity, unitGrossCents, grossCents, ...splitGross(grossCents, rateBp) };
}

/** Invoice totals: the sums of the lines' rounded amounts. */
export function invoiceTotals(lines: InvoiceLine[]) {
  return lines.reduce(
    (sum, line) => ({
      grossCents: sum.grossCents + line.grossCents,
      netCents: sum.netCents + line.netCents,
      vatCents: sum.vatCents + line.vatCents,
    }),
    { grossCents: 0, netCents: 0, vatCents: 0 },
  );
}

/** A cancellation invoice cancels exactly: every amount negated, nothing recomputed. */
export const negatedLine = (line: InvoiceLine): InvoiceLine => ({
  ...line,
  unitGrossCents: -line.unitGrossCents,
  grossCents: -line.grossCents,
  netCents: -line.netCents,
  vatCents: -line.vatCents,
});
