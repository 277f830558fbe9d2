/**
 * The short booking number people can read out on the phone and write on a transfer: the id's first
 * eight characters (payment instructions, the statement matcher and invoices read it, and booking).
 */
export function bookingReference(bookingId: string): string {
  return bookingId.replace(/-/g, "").slice(0, 8).toUpperCase();
}
