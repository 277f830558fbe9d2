import { and, count, desc, eq, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { brand } from "~/config/brand";
import type { BusinessSettings } from "~/features/core/business/settings";
import { businessSettings } from "~/features/core/business/settings.server";
import { bookingReference } from "~/features/core/payments/reference";
import { getDb, schema, d1Statement } from "~/lib/db.server";
import { logEvent } from "~/lib/log";
import { searchAcross, withTotal, type PageQuery } from "~/lib/search.server";
import { hasEInvoice, xrechnungProblem } from "./cii";
import { countryCode } from "./country";
import { cancellationDraft, currentRateBp, invoiceByNumber, issuer, payTo } from "./invoices.server";
import type { ManualInvoiceInput } from "./manual";
import { invoiceOf, invoiceStatements, type InvoiceDraft, type InvoiceRow } from "./numbering.server";
import { invoiceLine, invoiceTotals } from "./vat";

const invoicesTable = schema.invoices;
const manualTable = schema.manualInvoices;
const bookingsTable = schema.bookings;

/** A fresh subject for the form: posting the same form twice issues one invoice (one per subject and kind). */
export const newManualSubject = () => crypto.randomUUID();

/**
 * The invoice of the form: each line quantity × gross unit price at her current rate (0 under § 19
 * UStG), or net at 0 % with the reverse-charge note when `reverseCharge` (a business of another EU
 * state, decided by the caller, which owns that rule: app/features/core/booking/reverse-charge.ts).
 */
export function manualInvoiceDraft(
  input: ManualInvoiceInput,
  settings: BusinessSettings,
  reverseCharge: boolean,
): InvoiceDraft {
  const reverse = reverseCharge && !settings.smallBusiness && input.company !== null;
  const rateBp = reverse ? 0 : currentRateBp(settings);
  // Reverse charge: the client pays the net price, so each entered gross price loses its VAT (as a booking's does).
  const unit = (cents: number) => (reverse ? Math.round((cents * 10_000) / (10_000 + brand.invoice.vatRateBp)) : cents);
  const lines = input.lines.map((line) =>
    invoiceLine(line.description, line.quantity, unit(line.unitGrossCents), rateBp),
  );
  const address = [input.street, `${input.postcode} ${input.city}`, ...(input.country ? [input.country] : [])];
  return {
    bookingId: input.subject,
    kind: "invoice",
    ...invoiceTotals(lines),
    vatRateBp: rateBp,
    refersTo: null,
    snapshot: {
      issuer: issuer(settings),
      recipient: {
        name: input.name,
        ...(input.company ? { company: input.company } : {}),
        address,
        ...(input.vat_id ? { vatId: input.vat_id } : {}),
        ...(input.purchase_order ? { purchaseOrder: input.purchase_order } : {}),
        ...(input.email ? { email: input.email } : {}),
        postal: {
          street: input.street,
          postcode: input.postcode,
          city: input.city,
          countryCode: countryCode(input.country, input.vat_id),
        },
      },
      bookingReference: bookingReference(input.subject),
      manual: true,
      serviceDate: input.service_date,
      lines,
      smallBusiness: rateBp === 0 && !reverse,
      ...(reverse ? { reverseCharge: true } : {}),
      refersTo: null,
      ...(input.paid_on ? { paidOn: input.paid_on, payment: null } : { payment: payTo(input.subject, settings) }),
    },
  };
}

/** Only for a subject of the back office that is no booking: the condition of every write below. */
const isManualSubject = (subject: string): SQL =>
  sql`EXISTS (SELECT 1 FROM ${manualTable} WHERE ${manualTable.id} = ${subject})
      AND NOT EXISTS (SELECT 1 FROM ${bookingsTable} WHERE ${bookingsTable.id} = ${subject})`;

/**
 * Issues an invoice without a booking: its subject row and the invoice in one batch, with the next
 * number of the one gapless series. The same form posted again (same subject) issues nothing new and
 * returns the invoice issued before, `issuedNow` false.
 */
export async function issueManualInvoice(
  env: Pick<Env, "DB" | "KV" | "SITE_URL">,
  input: ManualInvoiceInput,
  { reverseCharge }: { reverseCharge: boolean },
  now = new Date(),
): Promise<(InvoiceRow & { issuedNow: boolean }) | null> {
  const settings = await businessSettings(env);
  const draft = manualInvoiceDraft(input, settings, reverseCharge);
  const statements = invoiceStatements(env, draft, now, isManualSubject(input.subject));
  if (!statements.length) return null;
  const results = await env.DB.batch([
    d1Statement(
      env,
      sql`INSERT INTO ${manualTable} (id, created_at, currency)
          SELECT ${input.subject}, ${now.toISOString()}, 'EUR'
          WHERE NOT EXISTS (SELECT 1 FROM ${bookingsTable} WHERE ${bookingsTable.id} = ${input.subject})
          ON CONFLICT (id) DO NOTHING`,
    ),
    ...statements,
  ]);
  const row = await invoiceOf(env, input.subject, "invoice");
  if (!row) return null;
  const issuedNow = Boolean(results.at(-1)?.meta.changes);
  if (issuedNow)
    logEvent("manual-invoice-issued", {
      lines: input.lines.length,
      reverseCharge: draft.snapshot.reverseCharge === true,
    });
  return { ...row, issuedNow };
}

/**
 * The Stornorechnung of an invoice without a booking: every amount of the original negated, its
 * number referred to; at most one (one per subject and kind). Null when `number` names no such
 * invoice (a booking's invoice is cancelled with its booking) or it is cancelled already.
 */
export async function cancelManualInvoice(
  env: Pick<Env, "DB" | "KV" | "SITE_URL">,
  number: string,
  now = new Date(),
): Promise<InvoiceRow | null> {
  const original = await invoiceByNumber(env, number);
  if (original?.kind !== "invoice" || !original.snapshot.manual) return null;
  if (await invoiceOf(env, original.booking_id, "cancellation")) return null;
  const draft = cancellationDraft(original, await businessSettings(env));
  const statements = invoiceStatements(env, draft, now, isManualSubject(original.booking_id));
  if (!statements.length) return null;
  const [, inserted] = await env.DB.batch(statements);
  if (!inserted?.meta.changes) return null;
  logEvent("manual-invoice-cancelled", {});
  return invoiceOf(env, original.booking_id, "cancellation");
}

export interface InvoiceListRow {
  id: string;
  number: string;
  kind: InvoiceRow["kind"];
  issuedAt: string;
  grossCents: number;
  currency: string;
  recipient: string;
  manual: boolean;
  /** The Stornorechnung that cancels this invoice, if any. */
  cancelledBy: string | null;
  refersTo: string | null;
  eInvoice: boolean;
  xrechnung: boolean;
}

const cancellations = alias(invoicesTable, "cancellations");

/** The search: the text in the number, the recipient's name or company, taken literally. */
const invoiceSearch = (q: string) =>
  searchAcross(q, [
    invoicesTable.number,
    sql`json_extract(${invoicesTable.snapshot}, '$.recipient.name')`,
    sql`json_extract(${invoicesTable.snapshot}, '$.recipient.company')`,
  ]);

/** One page of every invoice, newest number first, searchable by number and recipient. */
export async function invoiceListPage(env: Pick<Env, "DB">, { q, offset, limit }: PageQuery) {
  const db = getDb(env);
  const where = invoiceSearch(q);
  const { rows, total } = await withTotal(
    db
      .select({
        invoice: invoicesTable,
        cancelledBy: cancellations.number,
      })
      .from(invoicesTable)
      .leftJoin(
        cancellations,
        and(
          eq(cancellations.booking_id, invoicesTable.booking_id),
          eq(cancellations.kind, "cancellation"),
          eq(invoicesTable.kind, "invoice"),
        ),
      )
      .where(where)
      .orderBy(desc(invoicesTable.issued_at), desc(invoicesTable.number))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(invoicesTable).where(where),
  );
  return {
    rows: rows.map(({ invoice, cancelledBy }): InvoiceListRow => ({
      id: invoice.id,
      number: invoice.number,
      kind: invoice.kind,
      issuedAt: invoice.issued_at,
      grossCents: invoice.gross_cents,
      currency: invoice.currency,
      recipient: invoice.snapshot.recipient.company ?? invoice.snapshot.recipient.name,
      manual: invoice.snapshot.manual === true,
      cancelledBy,
      refersTo: invoice.refers_to,
      eInvoice: hasEInvoice(invoice),
      xrechnung: xrechnungProblem(invoice) === null,
    })),
    total,
  };
}
