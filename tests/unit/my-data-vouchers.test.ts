import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { exportData, inspectDataLink } from "../../app/features/core/privacy/data-request.server";
import { getDb, schema } from "../../app/lib/db.server";
import { signToken } from "../../app/lib/signed-token.server";

/**
 * "Meine Daten" (issue 54): the vouchers she bought or was given and the withdrawals she declared
 * are in the page's summary and in her export; a voucher's code only by its last four characters.
 */
const ME = "greta.gutschein@example.de";
const CODE = "KLAR-7Q4M-X9ZT";

async function linkFor(email: string) {
  const id = crypto.randomUUID();
  await getDb(env).insert(schema.dataRequests).values({ id, email });
  return signToken(env, "data-request", id, Date.now(), 60 * 60);
}

beforeEach(async () => {
  await env.DB.batch([
    env.DB.prepare("DELETE FROM klarsinn_voucher"),
    env.DB.prepare("DELETE FROM klarsinn_withdrawal"),
  ]);
  const db = getDb(env);
  await db.insert(schema.vouchers).values([
    {
      code: CODE,
      value_cents: 5000,
      buyer_name: "Greta Gutschein",
      buyer_email: ME,
      recipient_name: "Paula",
      recipient_email: "paula@example.de",
      message: "Alles Liebe!",
      valid_until: "2029-12-31",
    },
    {
      code: "KLAR-AAAA-BBBB",
      value_cents: 3000,
      buyer_name: "Jemand",
      buyer_email: "jemand@example.de",
      recipient_name: "Greta",
      recipient_email: ME.toUpperCase(),
      valid_until: "2029-12-31",
    },
  ]);
  await db.insert(schema.withdrawals).values({
    received_at: new Date().toISOString(),
    full_name: "Greta Gutschein",
    email: ME,
    reference: "KS-ABCD1234",
    outcome: "unmatched",
  });
});

describe("vouchers and withdrawals in Meine Daten", () => {
  it("counts them on the link's page", async () => {
    const page = await inspectDataLink(env, await linkFor(ME));
    expect(page).toMatchObject({ state: "ready", summary: { vouchers: 2, withdrawals: 1 } });
  });

  it("exports them, the voucher codes cut to their last four characters", async () => {
    const result = await exportData(env, await linkFor(ME));
    if (!result.ok) throw new Error(result.state);
    const data = JSON.parse(result.json) as {
      vouchers: { code_ends_with: string; value_cents: number; message: string }[];
      withdrawals: { reference: string; outcome: string }[];
    };
    expect(data.vouchers).toHaveLength(2);
    expect(data.vouchers.map((v) => v.code_ends_with).sort()).toEqual(["BBBB", "X9ZT"]);
    expect(result.json).not.toContain(CODE);
    expect(data.withdrawals).toEqual([expect.objectContaining({ reference: "KS-ABCD1234", outcome: "unmatched" })]);
  });

  it("shows nobody else's", async () => {
    const page = await inspectDataLink(env, await linkFor("andere@example.de"));
    expect(page).toMatchObject({ summary: { vouchers: 0, withdrawals: 0 } });
  });
});
