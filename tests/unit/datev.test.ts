import { describe, expect, it } from "vitest";
import { DATEV_ACCOUNTS, DATEV_COLUMNS, datevBuchungsstapel, datevBytes } from "../../app/features/core/invoices/datev";
import * as datevRoute from "../../app/routes/admin/rechnungen.datev";
import { callRoute, createProfile, get, sessionCookie } from "./admin-helpers";
import { cancellationInvoice, regularInvoice, reverseChargeInvoice, smallBusinessInvoice } from "./e-invoice-samples";

/** Her invoices of a month for her tax adviser: DATEV's EXTF Buchungsstapel (issue 53). */

const rows = [reverseChargeInvoice(), smallBusinessInvoice(), cancellationInvoice(), regularInvoice()];
const NOW = new Date("2027-02-03T08:15:30.123Z");
const split = (csv: string) => csv.split("\r\n").filter(Boolean);

describe("the EXTF Buchungsstapel", () => {
  it("header, column names and one line per invoice of the Berlin month, in number order", () => {
    const csv = datevBuchungsstapel(rows, { month: "2027-01", adviser: "29098", client: "55003", now: NOW });
    expect(csv.endsWith("\r\n")).toBe(true);
    const [header, columns, ...lines] = split(csv);
    const fields = header!.split(";");
    expect(fields.slice(0, 6)).toEqual(['"EXTF"', "700", "21", '"Buchungsstapel"', "13", "20270203081530123"]);
    expect(fields.slice(10, 17)).toEqual([
      "29098",
      "55003",
      "20270101",
      "4",
      "20270101",
      "20270131",
      '"Rechnungen 2027-01"',
    ]);
    expect(fields[26]).toBe('"03"'); // SKR03
    expect(columns).toBe(DATEV_COLUMNS.join(";"));
    // 2026-0042 was issued 23:30 UTC on 31 December: New Year's Day in Berlin, so January's.
    expect(lines.map((line) => line.split(";")[10])).toEqual(['"2026-0042"', '"2027-0003"', '"2027-0007"']);
    const [invoice, storno, small] = lines.map((line) => line.split(";"));
    const regular = regularInvoice();
    expect(invoice!.slice(0, 10)).toEqual([
      `${Math.floor(regular.gross_cents / 100)},${String(regular.gross_cents % 100).padStart(2, "0")}`,
      '"S"',
      '"EUR"',
      "",
      "",
      "",
      DATEV_ACCOUNTS.debtor,
      DATEV_ACCOUNTS.revenue19,
      "",
      "0101",
    ]);
    expect(invoice![13]).toBe('"Rechnung 2026-0042 Hansen & Söhne <GmbH>"');
    // The Stornorechnung takes the claim back (H) and names the invoice it cancels.
    expect([storno![0], storno![1], storno![9], storno![11]]).toEqual([invoice![0], '"H"', "0501", '"2026-0042"']);
    expect(small![7]).toBe(DATEV_ACCOUNTS.smallBusiness);
  });

  it("a reverse charge books to its own revenue account; a month without invoices has header and columns only", () => {
    const february = split(datevBuchungsstapel(rows, { month: "2027-02", adviser: "1001", client: "1", now: NOW }));
    expect(february).toHaveLength(3);
    expect(february[2]!.split(";")[7]).toBe(DATEV_ACCOUNTS.reverseCharge);
    expect(split(datevBuchungsstapel(rows, { month: "2027-03", adviser: "1001", client: "1", now: NOW }))).toHaveLength(
      2,
    );
  });

  it("is written in Windows-1252: umlauts as Latin-1, the euro sign at 0x80, quotes doubled", () => {
    expect([...datevBytes("äÖß€\u{1F642}")]).toEqual([0xe4, 0xd6, 0xdf, 0x80, 0x3f]);
    const quoted = datevBuchungsstapel(
      [{ ...regularInvoice(), snapshot: { ...regularInvoice().snapshot, recipient: { name: 'Eva "E." Ost' } } }],
      { month: "2027-01", adviser: "1001", client: "1", now: NOW },
    );
    expect(quoted).toContain('"Rechnung 2026-0042 Eva ""E."" Ost"');
  });
});

describe("/admin/rechnungen/datev", () => {
  it("answers the month's file to an administrator, 400 for a bad month, nothing to anyone else", async () => {
    const admin = await sessionCookie(await createProfile(`datev-${crypto.randomUUID()}@example.de`, true));
    const ok = await callRoute(datevRoute.loader, get("/admin/rechnungen/datev?monat=2026-11&berater=29098", admin));
    expect(ok.status).toBe(200);
    expect(ok.headers?.get("Content-Type")).toBe("text/csv; charset=windows-1252");
    expect(ok.headers?.get("Content-Disposition")).toContain("EXTF_Buchungsstapel_Rechnungen_2026-11.csv");
    const bad = await callRoute(datevRoute.loader, get("/admin/rechnungen/datev?monat=2026-13", admin));
    expect(bad.status).toBe(400);
    expect(String(bad.body)).toContain("monat=JJJJ-MM");
    const visitor = await callRoute(datevRoute.loader, get("/admin/rechnungen/datev?monat=2026-11"));
    expect(visitor.status).not.toBe(200);
  });
});
