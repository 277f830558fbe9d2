import { decimalAmount } from "~/lib/money";

/**
 * EPC QR code ("GiroCode", EPC069-12 v2.1): a SEPA credit transfer that banking apps fill in from
 * a scan. Only for EUR; the payload lines are fixed by the standard, separated by LF, trailing
 * empty elements left out.
 */
export interface CreditTransfer {
  recipient: string;
  iban: string;
  bic: string;
  amountCents: number;
  currency: string;
  /** Unstructured remittance information (the booking reference), at most 140 characters. */
  remittance: string;
}

/** "EUR149.00": the EPC amount element, from integer cents, never through a float. */
export function epcAmount(cents: number): string {
  return `EUR${decimalAmount(cents)}`;
}

/** The EPC069-12 payload, or null when the transfer cannot be a SEPA QR code (not EUR, out of range). */
export function epcPayload(transfer: CreditTransfer): string | null {
  const { amountCents } = transfer;
  if (transfer.currency !== "EUR") return null;
  if (!Number.isInteger(amountCents) || amountCents < 1 || amountCents > 99_999_999_999) return null;
  const lines = [
    "BCD", // service tag
    "002", // version (BIC optional inside the EEA)
    "1", // character set: UTF-8
    "SCT", // identification: SEPA credit transfer
    transfer.bic.replace(/\s/g, ""),
    transfer.recipient.slice(0, 70),
    transfer.iban.replace(/\s/g, ""),
    epcAmount(amountCents),
    "", // purpose code
    "", // structured creditor reference (we use the unstructured text instead)
    transfer.remittance.slice(0, 140),
  ];
  return lines.join("\n");
}
