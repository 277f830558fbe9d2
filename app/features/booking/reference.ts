/** The short booking number people can read out on the phone: the id's first eight characters. */
export function bookingReference(bookingId: string): string {
  return bookingId.replace(/-/g, "").slice(0, 8).toUpperCase();
}
