import { inArray, sql } from "drizzle-orm";
import { bookingReference } from "~/features/booking/reference";
import { getDb, schema } from "~/lib/db.server";
import { amountDueSql, paidSql } from "./payments.server";

/**
 * Bank statement upload (CSV-CAMT as Sparkasse and most German banks export it: semicolons,
 * quoted fields, a header row with "Buchungstag", "Verwendungszweck", "Beguenstigter/Zahlungspflichtiger",
 * "Betrag" ("89,00", debits negative) and "Waehrung"). Lines are matched to bookings by the
 * transfer reference ("Buchung 1A2B3C4D"); the result is a proposal the coach confirms line by
 * line. Nothing here records a payment.
 */
export interface StatementLine {
  line: number;
  /** `yyyy-MM-dd` */
  bookedOn: string;
  purpose: string;
  payer: string;
  amountCents: number;
  currency: string;
}

export interface MatchProposal extends StatementLine {
  bookingId: string;
  reference: string;
  fullName: string;
  openCents: number;
  /** The amount equals what is open; otherwise the coach decides (partial or overpaid). */
  exact: boolean;
}

/** One CSV record split on `;` with RFC 4180 quotes ("" inside quotes is a quote). */
function splitRecord(line: string): string[] {
  const cells: string[] = [];
  let cell = "";
  let quoted = false;
  for (let k = 0; k < line.length; k++) {
    const ch = line[k]!;
    if (quoted) {
      if (ch === '"' && line[k + 1] === '"') {
        cell += '"';
        k++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ";") {
      cells.push(cell);
      cell = "";
    } else cell += ch;
  }
  cells.push(cell);
  return cells.map((c) => c.trim());
}

/** "20.11.26" or "20.11.2026" → "2026-11-20". */
function isoDay(value: string): string | null {
  const match = /^(\d{2})\.(\d{2})\.(\d{2}|\d{4})$/.exec(value);
  if (!match) return null;
  const year = match[3]!.length === 2 ? `20${match[3]}` : match[3]!;
  return `${year}-${match[2]}-${match[1]}`;
}

/** "1.234,56" / "-89,00" → cents, by string arithmetic. */
function cents(value: string): number | null {
  const match = /^(-?)([\d.]+),(\d{2})$/.exec(value.replace(/\s/g, ""));
  if (!match) return null;
  const n = Number(match[2]!.replaceAll(".", "")) * 100 + Number(match[3]);
  return match[1] ? -n : n;
}

const header = (cells: string[], ...names: string[]) =>
  cells.findIndex((c) => names.some((n) => c.toLowerCase() === n.toLowerCase()));

export type ParseResult = { ok: true; lines: StatementLine[] } | { ok: false; reason: "no_header" };

/** Credits (incoming money) of a CSV-CAMT statement; debits and unreadable lines are skipped. */
export function parseStatement(text: string): ParseResult {
  const rows = text
    .replace(/^\uFEFF/, "")
    .split(/\r?\n/)
    .filter((r) => r.trim());
  const head = splitRecord(rows[0] ?? "");
  const col = {
    day: header(head, "Buchungstag"),
    purpose: header(head, "Verwendungszweck"),
    payer: header(
      head,
      "Beguenstigter/Zahlungspflichtiger",
      "Begünstigter/Zahlungspflichtiger",
      "Name Zahlungsbeteiligter",
    ),
    amount: header(head, "Betrag"),
    currency: header(head, "Waehrung", "Währung"),
  };
  if (col.day < 0 || col.purpose < 0 || col.amount < 0) return { ok: false, reason: "no_header" };
  const lines: StatementLine[] = [];
  rows.slice(1).forEach((row, k) => {
    const cells = splitRecord(row);
    const bookedOn = isoDay(cells[col.day] ?? "");
    const amountCents = cents(cells[col.amount] ?? "");
    if (!bookedOn || amountCents === null || amountCents <= 0) return;
    lines.push({
      line: k + 2,
      bookedOn,
      purpose: cells[col.purpose] ?? "",
      payer: col.payer >= 0 ? (cells[col.payer] ?? "") : "",
      amountCents,
      currency: col.currency >= 0 ? cells[col.currency] || "EUR" : "EUR",
    });
  });
  return { ok: true, lines };
}

/** The booking number a transfer names ("Buchung 1A2B3C4D", also "BUCHUNG1A2B3C4D"). */
export function referenceIn(purpose: string): string | null {
  return /buchung\s*([0-9a-f]{8})\b/i.exec(purpose)?.[1]?.toUpperCase() ?? null;
}

/** Proposals for the lines that name a booking which still owes money in that currency. */
export async function proposeMatches(env: Pick<Env, "DB">, lines: StatementLine[]): Promise<MatchProposal[]> {
  const wanted = [...new Set(lines.map((l) => referenceIn(l.purpose)).filter((r): r is string => Boolean(r)))];
  if (!wanted.length) return [];
  const b = schema.bookings;
  const found: { id: string; full_name: string; currency: string; open: number }[] = [];
  // At most 100 bound parameters per D1 query.
  for (let k = 0; k < wanted.length; k += 90) {
    const rows = await getDb(env)
      .select({
        id: b.id,
        full_name: b.full_name,
        currency: b.currency,
        open: sql<number>`${amountDueSql} - ${paidSql}`,
      })
      .from(b)
      .where(inArray(sql`upper(substr(${b.id}, 1, 8))`, wanted.slice(k, k + 90)));
    found.push(...rows);
  }
  const proposals: MatchProposal[] = [];
  for (const line of lines) {
    const reference = referenceIn(line.purpose);
    const booking = found.find((f) => bookingReference(f.id) === reference);
    if (!booking || booking.currency !== line.currency || Number(booking.open) <= 0) continue;
    proposals.push({
      ...line,
      bookingId: booking.id,
      reference: reference!,
      fullName: booking.full_name,
      openCents: Number(booking.open),
      exact: Number(booking.open) === line.amountCents,
    });
  }
  return proposals;
}
