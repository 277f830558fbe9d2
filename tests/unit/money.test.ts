import { describe, expect, it } from "vitest";
import { decimalAmount, formatPrice, germanAmount, wholeEuros } from "../../app/lib/money";

describe("money as text, the one module (app/lib/money.ts)", () => {
  it("writes prices for people in German and English", () => {
    const cases: [number, string, string][] = [
      [0, "0,00 EUR", "0.00 EUR"],
      [1, "0,01 EUR", "0.01 EUR"],
      [1999, "19,99 EUR", "19.99 EUR"],
      [100000, "1.000,00 EUR", "1,000.00 EUR"],
      [-502, "-5,02 EUR", "-5.02 EUR"],
      [-123456789, "-1.234.567,89 EUR", "-1,234,567.89 EUR"],
    ];
    for (const [cents, de, en] of cases) {
      expect(formatPrice(cents, "EUR")).toBe(de);
      expect(formatPrice(cents, "EUR", "de")).toBe(de);
      expect(formatPrice(cents, "EUR", "en")).toBe(en);
    }
    expect(formatPrice(14900, "CHF", "en")).toBe("149.00 CHF");
  });

  it("writes the digits exactly as Intl.NumberFormat does in de-DE and en-GB", () => {
    const intl = {
      de: new Intl.NumberFormat("de-DE", { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
      en: new Intl.NumberFormat("en-GB", { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    };
    const amounts = [0, 1, 9, 10, 99, 100, 1999, 99_999, 100_000, 123_456, 99_999_999, 100_000_000_00];
    for (const cents of [...amounts, ...amounts.map((a) => -a).filter((a) => a < 0)]) {
      for (const lang of ["de", "en"] as const) {
        expect(formatPrice(cents, "EUR", lang)).toBe(`${intl[lang].format(cents / 100)} EUR`);
      }
    }
  });

  it("writes machine amounts with a point, no grouping and no currency", () => {
    expect(decimalAmount(0)).toBe("0.00");
    expect(decimalAmount(1)).toBe("0.01");
    expect(decimalAmount(1999)).toBe("19.99");
    expect(decimalAmount(100000)).toBe("1000.00");
    expect(decimalAmount(-502)).toBe("-5.02");
    expect(decimalAmount(-100000)).toBe("-1000.00");
  });

  it("writes spreadsheet and form amounts with a comma, no grouping and no currency", () => {
    expect(germanAmount(0)).toBe("0,00");
    expect(germanAmount(1)).toBe("0,01");
    expect(germanAmount(1999)).toBe("19,99");
    expect(germanAmount(100000)).toBe("1000,00");
    expect(germanAmount(-502)).toBe("-5,02");
  });

  it("names whole euros for the voucher form's limits", () => {
    expect(wholeEuros(2500)).toBe("25");
    expect(wholeEuros(50000)).toBe("500");
    expect(wholeEuros(0)).toBe("0");
  });
});
