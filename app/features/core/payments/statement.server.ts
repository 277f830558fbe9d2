import { isCalendarDay } from "~/lib/today";
import { germanAmount } from "~/lib/money";
import { and, inArray, like, sql } from "drizzle-orm";
import * as v from "valibot";
import { bookingReference } from "./reference";
import { getDb, inParameterSlices, schema } from "~/lib/db.server";
import { amountDueSql, paidSql, recordPayment } from "./payments.server";
import { VOUCHER_PICK } from "./statement-pick";
import {
  recordVoucherTransfer,
  unpaidVouchersByReference,
  voucherReference,
  voucherReferenceIn,
} from "~/features/products/vouchers/vouchers.server";

/**
 * Bank statement upload (CSV-CAMT as Sparkasse and most German banks export it: semicolons,
 * quoted fields, a header row with "Buchungstag", "Verwendungszweck", "Beguenstigter/Zahlungspflichtiger",
 * "Betrag" ("89,00", debits negative) and "Waehrung"). Lines are matched to bookings by the
 * transfer reference ("Buchung 1A2B3C4D") and to unpaid voucher orders by theirs ("Gutschein
 * 1A2B3C4D", decision 0162); the result is a proposal the coach confirms line by line. Nothing here
 * records a payment before she confirms.
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
  /** A booking's payment, or a voucher order's (paid only with its exact value, decision 0162). */
  kind: "booking" | "voucher";
  /** The booking's or the voucher order's id. */
  id: string;
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

/**
 * "20.11.26" or "20.11.2026" → "2026-11-20"; null for a cell that is no date at all, "impossible"
 * for one written like a date that the calendar does not have ("31.02.26").
 */
function isoDay(value: string): string | null | "impossible" {
  const match = /^(\d{2})\.(\d{2})\.(\d{2}|\d{4})$/.exec(value);
  if (!match) return null;
  const year = match[3]!.length === 2 ? `20${match[3]}` : match[3]!;
  const iso = `${year}-${match[2]}-${match[1]}`;
  return isCalendarDay(iso) ? iso : "impossible";
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

export type ParseResult =
  | { ok: true; lines: StatementLine[] }
  | { ok: false; reason: "no_header" }
  /** A credit dated on a day the calendar does not have: the coach checks the file, nothing is proposed. */
  | { ok: false; reason: "impossible_date"; line: number; value: string };

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
  for (const [k, row] of rows.slice(1).entries()) {
    const cells = splitRecord(row);
    const bookedOn = isoDay(cells[col.day] ?? "");
    const amountCents = cents(cells[col.amount] ?? "");
    if (!bookedOn || amountCents === null || amountCents <= 0) continue;
    if (bookedOn === "impossible") return { ok: false, reason: "impossible_date", line: k + 2, value: cells[col.day]! };
    lines.push({
      line: k + 2,
      bookedOn,
      purpose: cells[col.purpose] ?? "",
      payer: col.payer >= 0 ? (cells[col.payer] ?? "") : "",
      amountCents,
      currency: col.currency >= 0 ? cells[col.currency] || "EUR" : "EUR",
    });
  }
  return { ok: true, lines };
}

/** The booking number a transfer names ("Buchung 1A2B3C4D", also "BUCHUNG1A2B3C4D"). */
export function referenceIn(purpose: string): string | null {
  return /buchung\s*([0-9a-f]{8})\b/i.exec(purpose)?.[1]?.toUpperCase() ?? null;
}

/**
 * Proposals for the lines that name a booking which still owes money in that currency, or a voucher
 * order not paid yet (in euros; one whose amount differs is shown, not ticked, and not recorded).
 */
export async function proposeMatches(env: Pick<Env, "DB">, lines: StatementLine[]): Promise<MatchProposal[]> {
  const referencesOf = (read: (purpose: string) => string | null) => [
    ...new Set(lines.map((l) => read(l.purpose)).filter((r): r is string => Boolean(r))),
  ];
  const wanted = referencesOf(referenceIn);
  const vouchers = await unpaidVouchersByReference(env, referencesOf(voucherReferenceIn));
  if (!wanted.length && !vouchers.length) return [];
  const bookingsTable = schema.bookings;
  const found = await inParameterSlices(wanted, (slice) =>
    getDb(env)
      .select({
        id: bookingsTable.id,
        full_name: bookingsTable.full_name,
        currency: bookingsTable.currency,
        open: sql<number>`${amountDueSql} - ${paidSql}`,
      })
      .from(bookingsTable)
      .where(inArray(sql`upper(substr(${bookingsTable.id}, 1, 8))`, slice)),
  );
  const proposals: MatchProposal[] = [];
  for (const line of lines) {
    const voucherRef = voucherReferenceIn(line.purpose);
    const voucher = voucherRef ? vouchers.find((found) => voucherReference(found.id) === voucherRef) : undefined;
    if (voucher && line.currency === "EUR") {
      proposals.push({
        ...line,
        kind: "voucher",
        id: voucher.id,
        reference: voucherRef!,
        fullName: voucher.buyer_name,
        openCents: voucher.value_cents,
        exact: voucher.value_cents === line.amountCents,
      });
      continue;
    }
    const reference = referenceIn(line.purpose);
    const booking = found.find((f) => bookingReference(f.id) === reference);
    if (!booking || booking.currency !== line.currency || Number(booking.open) <= 0) continue;
    proposals.push({
      ...line,
      kind: "booking",
      id: booking.id,
      reference: reference!,
      fullName: booking.full_name,
      openCents: Number(booking.open),
      exact: Number(booking.open) === line.amountCents,
    });
  }
  return proposals;
}

/**
 * Largest statement file the upload takes. A month of a coach's account as CSV-CAMT is 20–100 KiB
 * (about 300 bytes a line); 1 MiB is several years of lines and still parses in a few milliseconds.
 * workers/security.ts lets exactly this path's body be this large (plus the multipart envelope).
 */
export const MAX_STATEMENT_BYTES = 1024 * 1024;
/**
 * Proposals one confirmation may carry: far more than a month's statement matches, and within D1's
 * 1,000 queries per invocation (paid plan): each line costs two (recordPayment), plus one per 90 lines.
 */
const MAX_CONFIRMATIONS = 200;

/** Bank exports come as UTF-8 or, from most Sparkassen, as Windows-1252: decode whichever it is. */
export function decodeStatement(bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    // Windows-1252 equals Latin-1 but for a few signs; of those only "€" shows up in bank texts.
    let text = "";
    for (const byte of bytes) text += byte === 0x80 ? "€" : String.fromCharCode(byte);
    return text;
  }
}

export type UploadResult =
  | { ok: true; credits: number; proposals: MatchProposal[] }
  | { ok: false; reason: "no_file" | "too_large" | "no_header" }
  | { ok: false; reason: "impossible_date"; line: number; value: string };

/** The upload: read the file, keep the credits, propose matches. Records nothing. */
export async function proposeFromUpload(env: Pick<Env, "DB">, file: FormDataEntryValue | null): Promise<UploadResult> {
  if (!(file instanceof File) || file.size === 0) return { ok: false, reason: "no_file" };
  if (file.size > MAX_STATEMENT_BYTES) return { ok: false, reason: "too_large" };
  const parsed = parseStatement(decodeStatement(new Uint8Array(await file.arrayBuffer())));
  if (!parsed.ok) return parsed;
  return { ok: true, credits: parsed.lines.length, proposals: await proposeMatches(env, parsed.lines) };
}

/** One ticked proposal as the confirmation form carries it (`selectionValue`). */
const Selection = v.pipe(
  v.string(),
  v.regex(/^(?:gutschein:)?[0-9a-f-]{36}\|\d{1,9}\|\d{4}-\d{2}-\d{2}\|\d{1,6}$/),
  v.check((value) => isCalendarDay(value.split("|")[2]!)),
  v.transform((value) => {
    const voucher = value.startsWith(VOUCHER_PICK);
    const [id, cents, bookedOn, line] = value.slice(voucher ? VOUCHER_PICK.length : 0).split("|") as [
      string,
      string,
      string,
      string,
    ];
    return {
      kind: voucher ? ("voucher" as const) : ("booking" as const),
      id,
      amountCents: Number(cents),
      bookedOn,
      line: Number(line),
    };
  }),
);
export const ConfirmMatchesSchema = v.pipe(v.array(Selection), v.minLength(1), v.maxLength(MAX_CONFIRMATIONS));

export interface ConfirmOutcome {
  recorded: number;
  /** Lines recorded before (the same statement confirmed twice). */
  duplicates: number;
  /** Lines refused: more than is still open, or the booking is gone. */
  refused: number;
}

/**
 * The coach's confirmation of ticked proposals: each becomes a transfer payment through
 * `recordPayment` (which refuses more than is open). A line recorded before is skipped by its note,
 * so confirming the same statement twice records each transfer once. A voucher order's line marks
 * it paid through `recordVoucherTransfer` (her "als bezahlt markieren", exact value only), which a
 * second confirmation finds paid.
 */
export async function confirmMatches(
  env: Pick<Env, "DB" | "MAIL_QUEUE" | "SITE_URL">,
  picked: v.InferOutput<typeof ConfirmMatchesSchema>,
  now = new Date(),
): Promise<ConfirmOutcome> {
  const outcome: ConfirmOutcome = { recorded: 0, duplicates: 0, refused: 0 };
  for (const pick of picked.filter((p) => p.kind === "voucher")) {
    const result = await recordVoucherTransfer(env, pick.id, pick.amountCents, pick.bookedOn, now);
    outcome[result === "recorded" ? "recorded" : result === "duplicate" ? "duplicates" : "refused"]++;
  }
  const selections = picked
    .filter((pick) => pick.kind === "booking")
    .map(({ id, ...pick }) => ({ ...pick, bookingId: id }));
  const paymentsTable = schema.payments;
  const noteOf = (pick: (typeof selections)[number]) => `Kontoauszug ${pick.bookedOn}, Zeile ${pick.line}`;
  const keyOf = (bookingId: string, note: string | null, cents: number) => `${bookingId}|${note}|${cents}`;
  // Statement lines recorded before, one query per slice of bookings.
  const ids = [...new Set(selections.map((pick) => pick.bookingId))];
  const recorded = await inParameterSlices(ids, (slice) =>
    getDb(env)
      .select({ bookingId: paymentsTable.booking_id, note: paymentsTable.note, cents: paymentsTable.amount_cents })
      .from(paymentsTable)
      .where(and(inArray(paymentsTable.booking_id, slice), like(paymentsTable.note, "Kontoauszug %"))),
  );
  const seen = new Set(recorded.map((row) => keyOf(row.bookingId, row.note, row.cents)));
  for (const pick of selections) {
    const note = noteOf(pick);
    const key = keyOf(pick.bookingId, note, pick.amountCents);
    if (seen.has(key)) {
      outcome.duplicates++;
      continue;
    }
    // The same line ticked twice in one form counts once.
    seen.add(key);
    const result = await recordPayment(env, pick.bookingId, {
      paid_on: pick.bookedOn,
      method: "transfer",
      amount: germanAmount(pick.amountCents), // the form recordPayment takes: "89,00"
      note,
    });
    if (result.ok) outcome.recorded++;
    else outcome.refused++;
  }
  return outcome;
}
