import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { eraseData, exportData, inspectDataLink } from "../../app/features/core/privacy/data-request.server";
import { ANONYMISED_NAME } from "../../app/features/core/privacy/retention.server";
import { deliverDueVouchers, readVoucher } from "../../app/features/products/vouchers/vouchers.server";
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
    env.DB.prepare("DELETE FROM mail_outbox"),
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

describe("erasure and vouchers (decision 0228)", () => {
  const voucherRow = (code: string) =>
    env.DB.prepare(
      "SELECT id, code, value_cents, buyer_name, buyer_email, recipient_name, recipient_email, message, paid_on, paid_method, valid_until FROM klarsinn_voucher WHERE code = ?",
    )
      .bind(code)
      .first<Record<string, unknown>>();

  const STORED = CODE.replace(/-/g, "");

  it("clears names, addresses and message of the vouchers she bought or was given; code, value and payment stay", async () => {
    const now = new Date();
    // Her voucher for Paula is paid and waits for its day; one of someone else stays as it is.
    // Stored as the app stores codes: without hyphens.
    await env.DB.prepare(
      "UPDATE klarsinn_voucher SET code = ?, paid_on = '2026-12-01', paid_method = 'transfer', deliver_on = '2099-01-01' WHERE code = ?",
    )
      .bind(STORED, CODE)
      .run();
    await getDb(env).insert(schema.vouchers).values({
      code: "KLAR-CCCC-DDDD",
      value_cents: 4000,
      buyer_name: "Otto Other",
      buyer_email: "otto@example.de",
      recipient_name: "Otto",
      message: "Für dich",
      valid_until: "2029-12-31",
    });
    const mine = await voucherRow(STORED);
    // The paid receipt went to her, the voucher's e-mail is queued for Paula: both name her.
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO mail_outbox (id, dedupe_key, kind, recipient, subject, payload, status, ref_id) VALUES ('to-paula', 'voucher-delivery:x', 'voucher-delivery', 'paula@example.de', 'Ein Gutschein von Greta', '{\"text\":\"Greta schreibt: Alles Liebe!\"}', 'queued', ?)",
      ).bind(mine!.id),
    ]);

    const erased = await eraseData(env, await linkFor(ME), true);
    expect(erased).toEqual({ state: "erased" });

    expect(await voucherRow(STORED)).toEqual({
      ...mine,
      buyer_name: ANONYMISED_NAME,
      buyer_email: "",
      recipient_name: ANONYMISED_NAME,
      recipient_email: null,
      message: "",
    });
    const given = await env.DB.prepare("SELECT * FROM klarsinn_voucher WHERE code = 'KLAR-AAAA-BBBB'").first<
      Record<string, unknown>
    >();
    expect(given).toMatchObject({
      buyer_name: ANONYMISED_NAME,
      recipient_name: ANONYMISED_NAME,
      recipient_email: null,
    });
    const dump = JSON.stringify(await env.DB.prepare("SELECT * FROM klarsinn_voucher").all());
    for (const trace of [ME, "Greta", "Paula", "paula@example.de", "Alles Liebe", "Jemand"])
      expect(dump).not.toContain(trace);
    expect(dump).toContain("Otto Other");
    // The e-mail about her voucher keeps no text.
    const toPaula = await env.DB.prepare("SELECT payload FROM mail_outbox WHERE id = 'to-paula'").first<{
      payload: string;
    }>();
    expect(toPaula?.payload).toBe("{}");

    // The paid voucher is still worth its value to whoever holds the code; it is mailed to nobody now.
    expect((await readVoucher(env, CODE, now))?.balance_cents).toBe(5000);
    await env.DB.prepare("UPDATE klarsinn_voucher SET deliver_on = NULL").run();
    await deliverDueVouchers(env, now);
    const sent = await env.DB.prepare(
      "SELECT recipient FROM mail_outbox WHERE kind LIKE 'voucher-%' AND id <> 'to-paula'",
    ).all();
    expect(sent.results).toEqual([]);
    expect(await inspectDataLink(env, await linkFor(ME))).toMatchObject({ summary: { vouchers: 0 } });
  });
});
