import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { paymentsOf } from "../../app/features/core/payments/payments.server";
import { D1_PARAMETER_SLICE, inParameterSlices } from "../../app/lib/db.server";

describe("id lists within D1's 100 bound parameters", () => {
  it("queries in slices of at most 90, in order, and joins every row", async () => {
    const ids = Array.from({ length: 250 }, (_, i) => `id-${i}`);
    const seen: number[] = [];
    const rows = await inParameterSlices(ids, async (slice) => {
      seen.push(slice.length);
      return slice.map((id) => ({ id }));
    });
    expect(D1_PARAMETER_SLICE).toBeLessThanOrEqual(100);
    expect(seen).toEqual([90, 90, 70]);
    expect(rows.map((row) => row.id)).toEqual(ids);
    expect(await inParameterSlices([], async () => [1])).toEqual([]);
  });

  it("a payments lookup of 250 bookings answers (one query per slice)", async () => {
    const result = await paymentsOf(
      env,
      Array.from({ length: 250 }, () => crypto.randomUUID()),
    );
    expect(result.size).toBe(0);
  });
});
