import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import {
  CAMPAIGN_BATCH,
  createCampaign,
  listCampaigns,
  sendCampaign,
  sendTestCampaign,
} from "../../app/features/newsletter/campaigns.server";
import type { MailContent } from "../../app/features/mail/types";
import { verifyToken } from "../../app/lib/signed-token.server";

const SUBSCRIBERS = CAMPAIGN_BATCH * 2 + 7;

async function subscribers(confirmed: number, pending: number) {
  const rows = [
    ...Array.from({ length: confirmed }, (_, i) => [`c-${i}`, `leserin${i}@example.de`, "confirmed"]),
    ...Array.from({ length: pending }, (_, i) => [`p-${i}`, `offen${i}@example.de`, "pending"]),
  ];
  await env.DB.batch(
    rows.map(([id, email, status]) =>
      env.DB.prepare("INSERT INTO newsletter_subscriptions (id, email, status) VALUES (?, ?, ?)").bind(
        id,
        email,
        status,
      ),
    ),
  );
}

const campaignMails = async (id: string) =>
  (
    await env.DB.prepare("SELECT recipient, payload FROM mail_outbox WHERE kind = 'newsletter-campaign' AND ref_id = ?")
      .bind(id)
      .all<{ recipient: string; payload: string }>()
  ).results.map((row) => ({ to: row.recipient, mail: JSON.parse(row.payload) as MailContent }));

beforeEach(async () => {
  await env.DB.batch([
    env.DB.prepare("DELETE FROM mail_outbox"),
    env.DB.prepare("DELETE FROM newsletter_subscriptions"),
    env.DB.prepare("DELETE FROM newsletter_campaigns"),
  ]);
});

describe("newsletter campaigns", () => {
  it(`sends to every confirmed subscriber (${SUBSCRIBERS}, in batches of ${CAMPAIGN_BATCH}), each with a personal one-click unsubscribe`, async () => {
    await subscribers(SUBSCRIBERS, 3);
    const id = await createCampaign(env, "coach", {
      subject: "Herbstimpulse",
      body: "Hallo,\n\nhier sind meine neuen Termine.\n<b>Kein HTML</b>",
    });
    expect(await sendCampaign(env, id)).toBe(SUBSCRIBERS);
    const mails = await campaignMails(id);
    expect(mails).toHaveLength(SUBSCRIBERS);
    expect(new Set(mails.map((m) => m.to)).size).toBe(SUBSCRIBERS);
    expect(mails.some((m) => m.to.startsWith("offen"))).toBe(false);

    const first = mails.find((m) => m.to === "leserin0@example.de")!.mail;
    expect(first.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const token = decodeURIComponent(/token=([^>]+)>/.exec(first.headers?.["List-Unsubscribe"] ?? "")![1]!);
    expect(await verifyToken(env, token, "unsubscribe")).toEqual({ ok: true, id: "c-0" });
    expect(first.text).toContain("hier sind meine neuen Termine.");
    expect(first.html).toContain("&lt;b&gt;Kein HTML&lt;/b&gt;");

    const [row] = (await listCampaigns(env, 10)).rows;
    expect(row).toMatchObject({ status: "sent", recipients: SUBSCRIBERS });
    expect(row!.progress.queued + row!.progress.sent + row!.progress.failed).toBe(SUBSCRIBERS);
  });

  it("sends a campaign once, however often 'An alle senden' is clicked at the same moment", async () => {
    await subscribers(5, 0);
    const id = await createCampaign(env, "coach", { subject: "Einmal", body: "Nur einmal." });
    const results = await Promise.all([sendCampaign(env, id), sendCampaign(env, id), sendCampaign(env, id)]);
    expect(results.filter((r) => r !== null)).toEqual([5]);
    expect(await campaignMails(id)).toHaveLength(5);
  });

  it("a test goes only to the acting administrator, marked as a test, and leaves the draft a draft", async () => {
    await subscribers(3, 0);
    const id = await createCampaign(env, "coach", { subject: "Probe", body: "Test." });
    expect(await sendTestCampaign(env, id, "johanna@example.de")).toBe(true);
    const { results } = await env.DB.prepare("SELECT recipient, subject FROM mail_outbox").all<{
      recipient: string;
      subject: string;
    }>();
    expect(results).toEqual([{ recipient: "johanna@example.de", subject: "[Test] Probe" }]);
    expect((await listCampaigns(env, 10)).rows[0]?.status).toBe("draft");
  });
});
