import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { bookingReference } from "../../app/features/core/payments/reference";
import * as v from "valibot";
import { recordPayment, RecordPaymentSchema } from "../../app/features/core/payments/payments.server";
import {
  ConfirmMatchesSchema,
  confirmMatches,
  parseStatement,
  proposeMatches,
  referenceIn,
} from "../../app/features/core/payments/statement.server";
import { selectionValue } from "../../app/features/core/payments/statement-pick";
import { handleVoucherOrder } from "../../app/features/products/voucher-sales/order.server";
import { voucherReference, voucherReferenceIn } from "../../app/features/products/vouchers/vouchers.server";
import { MAX_STATEMENT_BYTES } from "../../app/features/core/payments/statement.server";
import { createProfile, ORIGIN, sessionCookie } from "./admin-helpers";
import { createTestWorker } from "./app-harness";
import { insertEvent } from "./booking-fixtures";
import { MAX_ADMIN_FORM_BODY_BYTES } from "../../workers/security";

/** Bank statement CSV (CSV-CAMT as a Sparkasse exports it) → proposals, never payments. */
const HEAD =
  '"Auftragskonto";"Buchungstag";"Valutadatum";"Buchungstext";"Verwendungszweck";"Glaeubiger ID";"Mandatsreferenz";"Kundenreferenz (End-to-End)";"Sammlerreferenz";"Lastschrift Ursprungsbetrag";"Auslagenersatz Ruecklastschrift";"Beguenstigter/Zahlungspflichtiger";"Kontonummer/IBAN";"BIC (SWIFT-Code)";"Betrag";"Waehrung";"Info"';
const line = (day: string, purpose: string, payer: string, amount: string, currency = "EUR") =>
  `"DE02120300000000202051";"${day}";"${day}";"GUTSCHR. UEBERWEISUNG";"${purpose}";"";"";"";"";"";"";"${payer}";"DE89370400440532013000";"COBADEFFXXX";"${amount}";"${currency}";"Umsatz gebucht"`;

async function booking(totalCents: number, currency: "EUR" | "CHF" = "EUR") {
  const event = await insertEvent({ price_cents: totalCents, currency });
  const id = crypto.randomUUID();
  await env.DB.prepare(
    `INSERT INTO klarsinn_booking (id, event_id, full_name, email, num_tickets, total_price, total_cents, currency, status)
     VALUES (?, ?, 'Paula Weber', ?, 1, ?, ?, ?, 'confirmed')`,
  )
    .bind(id, event.id, `paula-${id}@example.de`, totalCents / 100, totalCents, currency)
    .run();
  return id;
}
const paymentCount = async () =>
  (await env.DB.prepare("SELECT COUNT(*) AS n FROM klarsinn_payment").first<{ n: number }>())!.n;

describe("bank statement matching", () => {
  it("reads credits with German dates and amounts and skips debits and broken lines", () => {
    const parsed = parseStatement(
      [
        HEAD,
        line("20.11.26", "Buchung 1A2B3C4D Mindset", "Paula Weber", "1.234,50"),
        line("21.11.26", "Miete", "Vermieter", "-800,00"),
        line("kaputt", "Buchung 1A2B3C4D", "X", "10,00"),
        line("22.11.2026", 'Er sagte ""danke""; Buchung', "Ömer Şahin", "5,00"),
      ].join("\r\n"),
    );
    expect(parsed).toEqual({
      ok: true,
      lines: [
        {
          line: 2,
          bookedOn: "2026-11-20",
          purpose: "Buchung 1A2B3C4D Mindset",
          payer: "Paula Weber",
          amountCents: 123450,
          currency: "EUR",
        },
        {
          line: 5,
          bookedOn: "2026-11-22",
          purpose: 'Er sagte "danke"; Buchung',
          payer: "Ömer Şahin",
          amountCents: 500,
          currency: "EUR",
        },
      ],
    });
    expect(parseStatement("Datum,Betrag\n1,2")).toEqual({ ok: false, reason: "no_header" });
    expect(referenceIn("SVWZ+BUCHUNG1A2B3C4D")).toBe("1A2B3C4D");
    expect(referenceIn("Buchung 1A2B3C4")).toBeNull();
  });

  it("proposes matches by reference, flags amounts that differ, and records nothing", async () => {
    const exact = await booking(8900);
    const partial = await booking(14900);
    const paid = await booking(2990);
    const chf = await booking(4500, "CHF");
    await recordPayment(env, paid, { paid_on: "2026-11-01", method: "transfer", amount: "", note: "" });
    const before = await paymentCount();
    const parsed = parseStatement(
      [
        HEAD,
        line("20.11.26", `Buchung ${bookingReference(exact)}`, "Paula Weber", "89,00"),
        line("20.11.26", `buchung ${bookingReference(partial).toLowerCase()} Anzahlung`, "Paula Weber", "50,00"),
        line("20.11.26", `Buchung ${bookingReference(paid)}`, "Paula Weber", "29,90"),
        line("20.11.26", `Buchung ${bookingReference(chf)}`, "Paula Weber", "45,00", "EUR"),
        line("20.11.26", "Buchung FFFFFFFF", "Fremd", "10,00"),
      ].join("\n"),
    );
    if (!parsed.ok) throw new Error("unreadable");
    const proposals = await proposeMatches(env, parsed.lines);
    expect(proposals.map((p) => [p.id, p.amountCents, p.openCents, p.exact])).toEqual([
      [exact, 8900, 8900, true],
      [partial, 5000, 14900, false],
    ]);
    expect(await paymentCount()).toBe(before);
  });
});

/** A voucher order of `cents` through /gutschein's form (unpaid, its transfer reference "Gutschein …"). */
async function voucherOrder(cents: number) {
  const body = new FormData();
  const fields = {
    full_name: "Karin Vogt",
    email: `karin-${crypto.randomUUID()}@example.de`,
    recipient_name: "Lena Vogt",
    message: "",
    amount: "free",
    amount_free: String(cents / 100),
    delivery: "buyer",
    recipient_email: "",
    deliver_on: "",
  };
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  const answer = await handleVoucherOrder(
    new Request("http://klarsinn.test/gutschein", {
      method: "POST",
      body,
      headers: { "CF-Connecting-IP": `198.51.100.${Math.floor(Math.random() * 250) + 1}` },
    }),
    env,
  );
  expect(answer.result.payment?.reference).toMatch(/^Gutschein [0-9A-F]{8}$/);
  return (await env.DB.prepare("SELECT id FROM klarsinn_voucher WHERE buyer_email = ?").bind(fields.email).first<{
    id: string;
  }>())!.id;
}
const voucherState = (id: string) =>
  env.DB.prepare("SELECT paid_on, paid_method FROM klarsinn_voucher WHERE id = ?")
    .bind(id)
    .first<{ paid_on: string | null; paid_method: string | null }>();
const voucherPaidMails = (id: string) =>
  env.DB.prepare("SELECT COUNT(*) AS n FROM mail_outbox WHERE ref_id = ? AND kind = 'voucher-paid'")
    .bind(id)
    .first<number>("n");

describe("voucher orders on the statement (decision 0162)", () => {
  it("reads the order number the transfer instructions print, in any case and spacing", () => {
    expect(voucherReferenceIn("SVWZ+GUTSCHEIN1A2B3C4D")).toBe("1A2B3C4D");
    expect(voucherReferenceIn("gutschein 1a2b3c4d Geburtstag")).toBe("1A2B3C4D");
    expect(voucherReferenceIn("Buchung 1A2B3C4D")).toBeNull();
  });

  it("matches the exact amount and marks the order paid once through the coach's function; a wrong amount is shown, never recorded", async () => {
    const exact = await voucherOrder(5000);
    const wrong = await voucherOrder(5000);
    const parsed = parseStatement(
      [
        HEAD,
        line("21.11.26", `Gutschein ${voucherReference(exact)} fuer Lena`, "Karin Vogt", "50,00"),
        line("21.11.26", `GUTSCHEIN${voucherReference(wrong)}`, "Karin Vogt", "40,00"),
      ].join("\n"),
    );
    if (!parsed.ok) throw new Error("unreadable");
    const proposals = await proposeMatches(env, parsed.lines);
    expect(proposals.map((p) => [p.kind, p.id, p.amountCents, p.openCents, p.exact])).toEqual([
      ["voucher", exact, 5000, 5000, true],
      ["voucher", wrong, 4000, 5000, false],
    ]);
    // A proposal records nothing.
    expect((await voucherState(exact))?.paid_on).toBeNull();

    const [match, differing] = proposals;
    const picked = (value: string) => v.parse(ConfirmMatchesSchema, [value]);
    expect(await confirmMatches(env, picked(selectionValue(match!)))).toEqual({
      recorded: 1,
      duplicates: 0,
      refused: 0,
    });
    expect(await voucherState(exact)).toEqual({ paid_on: "2026-11-21", paid_method: "transfer" });
    expect(await voucherPaidMails(exact)).toBe(1);
    // The same confirmation again: paid before, nothing sent twice.
    expect(await confirmMatches(env, picked(selectionValue(match!)))).toEqual({
      recorded: 0,
      duplicates: 1,
      refused: 0,
    });
    expect(await voucherPaidMails(exact)).toBe(1);

    // The differing line, ticked anyway (its box is disabled on the page), or with the value typed over it: refused.
    expect(await confirmMatches(env, picked(selectionValue(differing!)))).toEqual({
      recorded: 0,
      duplicates: 0,
      refused: 1,
    });
    expect(await confirmMatches(env, picked(`gutschein:${wrong}|4999|2026-11-21|3`))).toMatchObject({ refused: 1 });
    expect(await voucherState(wrong)).toEqual({ paid_on: null, paid_method: null });
    expect(await voucherPaidMails(wrong)).toBe(0);

    // The paid order is no longer proposed; the open one still is.
    expect((await proposeMatches(env, parsed.lines)).map((p) => p.id)).toEqual([wrong]);
  });
});

describe("the upload page (/admin/zahlungsabgleich) through the whole Worker", () => {
  const worker = createTestWorker();
  async function post(body: FormData | URLSearchParams, cookie: string, path = "/admin/zahlungsabgleich") {
    const ctx = createExecutionContext();
    const response = await worker.fetch(
      new Request(`${ORIGIN}${path}`, {
        method: "POST",
        body,
        headers: { Origin: ORIGIN, Cookie: cookie, "CF-Connecting-IP": "192.0.2.77" },
      }),
      env,
      ctx,
    );
    const text = await response.text();
    await waitOnExecutionContext(ctx);
    return { status: response.status, text };
  }
  const upload = (csv: string | Uint8Array<ArrayBuffer>, cookie: string, path?: string) => {
    const body = new FormData();
    body.set("intent", "upload");
    body.set("statement", new File([csv], "umsaetze.csv", { type: "text/csv" }));
    return post(body, cookie, path);
  };
  /** The checkbox values of the proposals in the rendered page. */
  const boxes = (html: string) => html.match(/<input[^>]*name="match"[^>]*>/g) ?? [];
  const picks = (html: string) => boxes(html).map((box) => /value="([^"]+)"/.exec(box)![1]!);

  it("uploads a statement (Windows-1252, over the other back-office forms' limit), proposes, and records only what the coach ticks", async () => {
    const admin = await sessionCookie(await createProfile(`abgleich-${crypto.randomUUID()}@example.de`, true));
    const exact = await booking(8900);
    const other = await booking(14900);
    const fillerLines = Math.ceil(
      MAX_ADMIN_FORM_BODY_BYTES / line("19.11.26", "Miete 0", "Vermieter", "-800,00").length,
    );
    const filler = Array.from({ length: fillerLines }, (_, k) =>
      line("19.11.26", `Miete ${k}`, "Vermieter", "-800,00"),
    );
    const csv = [
      HEAD,
      ...filler,
      line("20.11.26", `Buchung ${bookingReference(exact)} Grüße`, "Jürgen Müller", "89,00"),
      line("20.11.26", `Buchung ${bookingReference(other)}`, "Paula Weber", "50,00"),
    ].join("\r\n");
    // Sparkassen export Windows-1252: "ü" is one byte 0xFC.
    const latin1 = Uint8Array.from(csv, (ch) => ch.charCodeAt(0));
    expect(latin1.length).toBeGreaterThan(MAX_ADMIN_FORM_BODY_BYTES);
    const before = await paymentCount();

    const page = await upload(latin1, admin);
    expect(page.status).toBe(200);
    expect(page.text).toContain("Jürgen Müller");
    expect(page.text).toContain("2 Gutschriften gelesen, 2 davon passen zu offenen Buchungen.");
    const values = picks(page.text);
    expect(values).toHaveLength(2);
    // The exact one is ticked already, the differing one is not.
    expect(boxes(page.text).map((box) => box.includes('checked=""'))).toEqual([true, false]);
    expect(await paymentCount()).toBe(before); // a proposal records nothing

    // The coach confirms only the exact one.
    const confirm = new URLSearchParams({ intent: "confirm" });
    confirm.append(
      "match",
      values.find((v) => v.startsWith(exact))!,
    );
    const done = await post(confirm, admin);
    expect(done.status).toBe(200);
    expect(done.text).toContain("1 Zahlung verbucht.");
    expect(await paymentCount()).toBe(before + 1);
    const payment = await env.DB.prepare(
      "SELECT amount_cents, method, paid_on, note FROM klarsinn_payment WHERE booking_id = ?",
    )
      .bind(exact)
      .first();
    expect(payment).toEqual({
      amount_cents: 8900,
      method: "transfer",
      paid_on: "2026-11-20",
      note: expect.stringMatching(/^Kontoauszug 2026-11-20, Zeile \d+$/),
    });

    // The same confirmation again (a reload): nothing twice.
    const again = await post(confirm, admin);
    expect(again.text).toContain("0 Zahlungen verbucht. 1 waren schon verbucht.");
    expect(await paymentCount()).toBe(before + 1);

    // The same statement again proposes only what is still open.
    expect(picks((await upload(latin1, admin)).text).map((v) => v.split("|")[0])).toEqual([other]);
  });

  it("answers a credit dated on a day the calendar lacks (31.02.26) with a 4xx naming the line, and never records such a day", async () => {
    const admin = await sessionCookie(await createProfile(`abgleich-${crypto.randomUUID()}@example.de`, true));
    const owing = await booking(8900);
    const before = await paymentCount();
    const csv = [
      HEAD,
      line("20.11.26", "Miete", "Vermieter", "-800,00"),
      line("31.02.26", `Buchung ${bookingReference(owing)}`, "Paula Weber", "89,00"),
    ].join("\r\n");
    expect(parseStatement(csv)).toEqual({ ok: false, reason: "impossible_date", line: 3, value: "31.02.26" });
    const page = await upload(csv, admin);
    expect(page.status).toBe(400);
    expect(page.text).toContain("Zeile 3");
    expect(page.text).toContain("31.02.26");
    // A leap day is a day; the 29th of February 2027 is not.
    expect(parseStatement([HEAD, line("29.02.28", "x", "y", "1,00")].join("\n")).ok).toBe(true);
    expect(parseStatement([HEAD, line("29.02.27", "x", "y", "1,00")].join("\n")).ok).toBe(false);

    // A tampered tick with such a day, and the payment form's own date: 4xx, nothing stored.
    const ticked = await post(new URLSearchParams({ intent: "confirm", match: `${owing}|8900|2026-02-31|3` }), admin);
    expect(ticked.status).toBe(400);
    const typed = v.safeParse(RecordPaymentSchema, { paid_on: "2026-02-31", method: "transfer" });
    expect(typed.success).toBe(false);
    expect(v.safeParse(RecordPaymentSchema, { paid_on: "2026-02-28", method: "transfer" }).success).toBe(true);
    expect(await paymentCount()).toBe(before);
  });

  it("refuses a file over 1 MiB (413), a missing file, a foreign layout, no ticks and tampered ticks (4xx), recording nothing", async () => {
    const admin = await sessionCookie(await createProfile(`abgleich-${crypto.randomUUID()}@example.de`, true));
    const owing = await booking(8900);
    const before = await paymentCount();
    const huge = `${HEAD}\r\n${line("20.11.26", "x", "y", "1,00")}\r\n`.padEnd(MAX_STATEMENT_BYTES + 20 * 1024, " ");
    const tooLarge = await upload(huge, admin);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.text).toContain("zu groß");
    // The larger limit belongs to this page only: other admin forms keep the back office's own.
    expect((await upload("x".repeat(MAX_ADMIN_FORM_BODY_BYTES + 10 * 1024), admin, "/admin/bookings")).status).toBe(
      413,
    );

    const noFile = new FormData();
    noFile.set("intent", "upload");
    expect((await post(noFile, admin)).status).toBe(400);
    const foreign = await upload("Datum,Betrag\n01.01.2026,5", admin);
    expect(foreign.status).toBe(400);
    expect(foreign.text).toContain("CSV-CAMT");

    const none = await post(new URLSearchParams({ intent: "confirm" }), admin);
    expect(none.status).toBe(400);
    expect(none.text).toContain("mindestens einen Vorschlag");
    for (const match of [
      `${owing}|-1|2026-11-20|2`,
      `${owing}|8900|gestern|2`,
      "1' OR '1'='1",
      `${owing}|999999|2026-11-20|2`,
    ]) {
      const answer = await post(new URLSearchParams({ intent: "confirm", match }), admin);
      expect(answer.status, match).toBeGreaterThanOrEqual(400);
      expect(answer.status, match).toBeLessThan(500);
    }
    expect(await paymentCount()).toBe(before);

    // More than 200 ticks in one form are refused whole (D1's queries per request).
    const many = new URLSearchParams({ intent: "confirm" });
    for (let k = 0; k < 201; k++) many.append("match", `${owing}|100|2026-11-20|${k + 2}`);
    expect((await post(many, admin)).status).toBe(400);
    expect(await paymentCount()).toBe(before);

    // The same line ticked twice in one form is recorded once.
    const twice = new URLSearchParams({ intent: "confirm" });
    twice.append("match", `${owing}|1000|2026-11-20|7`);
    twice.append("match", `${owing}|1000|2026-11-20|7`);
    expect((await post(twice, admin)).text).toContain("1 Zahlung verbucht. 1 waren schon verbucht.");
    expect(await paymentCount()).toBe(before + 1);

    // Only an administrator: a visitor's session gets nothing.
    const visitor = await sessionCookie(await createProfile(`gast-${crypto.randomUUID()}@example.de`, false));
    const refused = await post(
      new URLSearchParams({ intent: "confirm", match: `${owing}|7900|2026-11-20|2` }),
      visitor,
    );
    expect(refused.status).toBe(403);
    expect(await paymentCount()).toBe(before + 1);
  });
});
