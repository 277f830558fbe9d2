import { describe, expect, it } from "vitest";
import * as v from "valibot";
import {
  MAX_VOUCHER_MESSAGE_LENGTH,
  voucherOrderSchemas,
} from "../../app/features/products/voucher-sales/order.server";

/**
 * The voucher order's free text (issue 54): printed on the PDF, so no control characters, no C1
 * controls and no bidi overrides survive, and it is limited in length with a German message.
 */
const base = {
  full_name: "Greta Gutschein",
  email: "greta@example.de",
  recipient_name: "Paula",
  amount: "free",
  amount_free: "50",
  delivery: "buyer",
};
const parse = (message: string) => v.safeParse(voucherOrderSchemas.de, { ...base, message });

describe("the voucher's message", () => {
  it("drops control characters, C1 controls and bidi overrides", () => {
    const result = parse("Alles\u0000 Gute\u0085 \u202Eevil\u202C zum\u2066 Geburtstag");
    expect(result.issues ?? []).toEqual([]);
    const message = (result.output as { message: string }).message;
    expect(message).toBe("Alles Gute evil zum Geburtstag");
    // eslint-disable-next-line no-control-regex
    expect(message).not.toMatch(/[\u0000-\u001f\u0085\u202a-\u202e\u2066-\u2069]/u);
  });

  it("refuses more than the limit with a German message", () => {
    const result = parse("x".repeat(MAX_VOUCHER_MESSAGE_LENGTH + 1));
    expect(result.success).toBe(false);
    expect(result.issues?.map((issue) => issue.message).join(" ")).toContain(String(MAX_VOUCHER_MESSAGE_LENGTH));
  });
});
