import { germanAmount } from "~/lib/money";
import { berlinToday } from "~/lib/today";
import type { InvoiceRow } from "./numbering.server";

/**
 * Her invoices of one month for her tax adviser as a DATEV "Buchungsstapel" in the EXTF format
 * (format version 700, category 21, version 13): the header line, the column names, one booking per
 * invoice. Amounts are gross with the revenue account that carries the tax (SKR03's automatic
 * accounts: 8400 Erlöse 19 % USt, 8195 Erlöse als Kleinunternehmer § 19 UStG, 8337 Erlöse aus
 * Leistungen nach § 13b UStG), against the collective debtor 10000; a Stornorechnung is booked
 * the other way round (H). Issue 53; docs/e-invoices.md, "DATEV".
 */
export const DATEV_ACCOUNTS = {
  debtor: "10000",
  revenue19: "8400",
  smallBusiness: "8195",
  reverseCharge: "8337",
} as const;

export interface DatevOptions {
  /** `yyyy-MM`, a Berlin month. */
  month: string;
  /** The tax adviser's and her client numbers at DATEV (digits). */
  adviser: string;
  client: string;
  /** When the file is made. */
  now: Date;
}

/** A text field: in quotes, quotes doubled, no line breaks, at most `max` characters. */
const text = (value: string, max: number) =>
  `"${value
    .replace(/[\r\n]+/g, " ")
    .replace(/"/g, '""')
    .slice(0, max)}"`;

/** Cents as DATEV's amount: "1234,50" (always positive; the side says debit or credit). */
const amount = (cents: number) => germanAmount(Math.abs(cents));

/** The columns this export fills (DATEV reads a Buchungsstapel with its leading columns). */
export const DATEV_COLUMNS = [
  "Umsatz (ohne Soll/Haben-Kz)",
  "Soll/Haben-Kennzeichen",
  "WKZ Umsatz",
  "Kurs",
  "Basis-Umsatz",
  "WKZ Basis-Umsatz",
  "Konto",
  "Gegenkonto (ohne BU-Schlüssel)",
  "BU-Schlüssel",
  "Belegdatum",
  "Belegfeld 1",
  "Belegfeld 2",
  "Skonto",
  "Buchungstext",
] as const;

const revenueAccount = (row: InvoiceRow) =>
  row.snapshot.smallBusiness
    ? DATEV_ACCOUNTS.smallBusiness
    : row.snapshot.reverseCharge
      ? DATEV_ACCOUNTS.reverseCharge
      : DATEV_ACCOUNTS.revenue19;

/** The Berlin day of an instant, `yyyy-MM-dd`. */
const berlinDay = (iso: string) => berlinToday(new Date(iso));

/** The month's invoices (issued on a Berlin day of it), in number order. */
export const invoicesOfMonth = (rows: InvoiceRow[], month: string) =>
  rows
    .filter((row) => berlinDay(row.issued_at).startsWith(`${month}-`))
    .sort((a, b) => a.number.localeCompare(b.number));

/** One invoice as one booking line. */
function bookingLine(row: InvoiceRow): string {
  const day = berlinDay(row.issued_at);
  const who = row.snapshot.recipient.company ?? row.snapshot.recipient.name;
  const label = row.kind === "cancellation" ? "Storno" : row.kind === "fee" ? "Stornogebühr" : "Rechnung";
  return [
    amount(row.gross_cents),
    // An invoice is a claim on the debtor (S); a Stornorechnung takes it back (H).
    text(row.kind === "cancellation" ? "H" : "S", 1),
    text(row.currency, 3),
    "",
    "",
    "",
    DATEV_ACCOUNTS.debtor,
    revenueAccount(row),
    "",
    // Belegdatum: TTMM within the file's year.
    `${day.slice(8, 10)}${day.slice(5, 7)}`,
    text(row.number, 36),
    text(row.refers_to ?? "", 12),
    "",
    text(`${label} ${row.number} ${who}`, 60),
  ].join(";");
}

/** The whole file as text (encode with `datevBytes`). */
export function datevBuchungsstapel(rows: InvoiceRow[], options: DatevOptions): string {
  const { month, adviser, client, now } = options;
  const [year, monthNumber] = month.split("-").map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  const stamp = now
    .toISOString()
    .replace(/[-:TZ.]/g, "")
    .slice(0, 17);
  const header = [
    text("EXTF", 4),
    "700",
    "21",
    text("Buchungsstapel", 14),
    "13",
    stamp,
    "",
    text("RE", 2),
    text("", 25),
    text("", 25),
    adviser,
    client,
    `${year}0101`, // WJ-Beginn: her business year is the calendar year
    "4", // Sachkontenlänge (SKR03)
    `${month.replace("-", "")}01`,
    `${month.replace("-", "")}${String(lastDay).padStart(2, "0")}`,
    text(`Rechnungen ${month}`, 30),
    text("", 2),
    "1", // Buchungstyp: Finanzbuchführung
    "0", // Rechnungslegungszweck
    "0", // Festschreibung: no, her adviser decides
    text("EUR", 3),
    "",
    text("", 0),
    "",
    "",
    text("03", 2), // SKR03
    "",
    "",
    text("", 0),
    text("", 0),
  ].join(";");
  const lines = invoicesOfMonth(rows, month).map(bookingLine);
  return [header, DATEV_COLUMNS.join(";"), ...lines].join("\r\n") + "\r\n";
}

/** DATEV reads Windows-1252: Latin-1 as it is, the euro sign at 0x80, anything else as "?". */
export function datevBytes(csv: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(csv.length);
  let length = 0;
  for (const char of csv) {
    const code = char.codePointAt(0)!;
    bytes[length++] = char === "€" ? 0x80 : code < 0x100 && (code < 0x80 || code > 0x9f) ? code : 0x3f;
  }
  return bytes.slice(0, length) as Uint8Array<ArrayBuffer>;
}
