/**
 * Voucher codes and amounts (decision 0152), free of server imports: the /gutschein form shows the
 * amounts, the booking form's code field accepts the codes.
 */

/** 32 characters people can read out and type: no 0/O, no 1/I, so nothing is mistaken. */
export const VOUCHER_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
/** Twelve characters of 32 = 60 bits: guessing one of a few thousand codes is hopeless at 20 tries per 10 minutes. */
export const VOUCHER_CODE_LENGTH = 12;

/** The amounts offered as buttons; a free amount lies between the bounds, in whole euros. */
export const VOUCHER_PRESETS_CENTS = [5000, 10000, 15000] as const;
export const VOUCHER_MIN_CENTS = 1000;
export const VOUCHER_MAX_CENTS = 100000;
/** How many years after the purchase year a voucher can be redeemed (§ 195, § 199 BGB: three). */
export const VOUCHER_VALID_YEARS = 3;

/** A fresh code from the Worker's cryptographic random source; 256 is a multiple of 32, so no bias. */
export function generateVoucherCode(
  random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b),
): string {
  const bytes = random(new Uint8Array(VOUCHER_CODE_LENGTH));
  return Array.from(bytes, (byte) => VOUCHER_ALPHABET[byte % VOUCHER_ALPHABET.length]).join("");
}

/** "K7MQ-2XHD-9PZR": in groups of four, as printed on the voucher. */
export const formatVoucherCode = (code: string) => code.replace(/(.{4})(?=.)/g, "$1-");

/**
 * What the visitor typed, as the code is stored: upper case, without hyphens or spaces; null when it
 * cannot be a voucher code (then it may still be a discount code).
 */
export function normalizeVoucherCode(typed: string): string | null {
  const code = typed.toUpperCase().replace(/[\s-]/g, "");
  if (code.length !== VOUCHER_CODE_LENGTH) return null;
  return [...code].every((char) => VOUCHER_ALPHABET.includes(char)) ? code : null;
}

/** The last day a voucher bought on `purchaseDay` (Berlin) can be redeemed: 31 December, three years on. */
export const voucherValidUntil = (purchaseDay: string) =>
  `${Number(purchaseDay.slice(0, 4)) + VOUCHER_VALID_YEARS}-12-31`;

/**
 * The amount the form asks for, in cents, decided by the server: a preset, or a free amount in
 * whole euros within the bounds; null for anything else.
 */
export function voucherAmountCents(choice: string, free: string): number | null {
  if (choice !== "free") {
    const cents = Number(choice);
    return (VOUCHER_PRESETS_CENTS as readonly number[]).includes(cents) ? cents : null;
  }
  const euros = free.trim().replace(/,00$|\.00$/, "");
  if (!/^\d{1,5}$/.test(euros)) return null;
  const cents = Number(euros) * 100;
  return cents >= VOUCHER_MIN_CENTS && cents <= VOUCHER_MAX_CENTS ? cents : null;
}

/** How much of a voucher's balance pays a booking's charge: all of the charge it can, never more. */
export const voucherShareCents = (balanceCents: number, chargeCents: number) =>
  Math.max(0, Math.min(balanceCents, chargeCents));
