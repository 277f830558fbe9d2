import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { bookingReference } from "../../app/features/booking/reference";
import { recordPayment } from "../../app/features/payments/payments.server";
import { parseStatement, proposeMatches, referenceIn } from "../../app/features/payments/statement.server";
import { insertEvent } from "./booking-fixtures";

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
    expect(proposals.map((p) => [p.bookingId, p.amountCents, p.openCents, p.exact])).toEqual([
      [exact, 8900, 8900, true],
      [partial, 5000, 14900, false],
    ]);
    expect(await paymentCount()).toBe(before);
  });
});
