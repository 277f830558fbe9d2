import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { handleMailBatch } from "../../app/features/core/mail/consumer.server";
import type { Mailer } from "../../app/features/core/mail/mailer.server";
import { outboxInsert } from "../../app/features/core/mail/outbox.server";
import type { MailContent, MailJob } from "../../app/features/core/mail/types";
import { gatedDb } from "./d1-gate";

/** Test double for the external provider only (D1 stays real): records what would have been sent. */
function recordingMailer(): Mailer & { sent: MailContent[] } {
  const sent: MailContent[] = [];
  return {
    sent,
    async send(mail) {
      sent.push(mail);
    },
  };
}
function failingMailer(reason = "SMTP 451: try again later"): Mailer & { calls: number } {
  return {
    calls: 0,
    async send() {
      this.calls++;
      throw new Error(reason);
    },
  };
}

async function recordDraft(key = crypto.randomUUID()): Promise<string> {
  const rows = await insertDraft(key);
  return rows[0]!.id;
}

function insertDraft(key: string) {
  return outboxInsert(env, {
    kind: "booking-confirmation",
    dedupeKey: `booking-confirmation:${key}`,
    refId: key,
    to: "miriam@example.de",
    subject: "Deine Buchung: Mindset-Werkstatt",
    text: "Hallo Miriam",
    html: "<p>Hallo Miriam</p>",
    attachments: [{ filename: "mindset.ics", contentType: "text/calendar", content: "BEGIN:VCALENDAR" }],
  });
}

const message = (outboxId: string, attempts = 1) => ({
  id: crypto.randomUUID(),
  timestamp: new Date(),
  attempts,
  body: { outboxId },
});

async function row(id: string) {
  return env.DB.prepare("SELECT status, attempts, last_error, sent_at FROM mail_outbox WHERE id = ?")
    .bind(id)
    .first<{ status: string; attempts: number; last_error: string | null; sent_at: string | null }>();
}

async function run(queue: string, messages: ReturnType<typeof message>[], mailer?: Mailer) {
  const batch = createMessageBatch<MailJob>(queue, messages);
  const ctx = createExecutionContext();
  await handleMailBatch(batch, env, mailer);
  return getQueueResult(batch, ctx);
}

beforeEach(async () => {
  await env.DB.prepare("DELETE FROM mail_outbox").run();
});

describe("mail queue consumer", () => {
  it("sends a queued mail once and records it as sent", async () => {
    const id = await recordDraft();
    const mailer = recordingMailer();
    const result = await run("klarsinn-mail", [message(id)], mailer);
    expect(result.explicitAcks).toHaveLength(1);
    expect(result.retryMessages).toHaveLength(0);
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0]).toMatchObject({ to: "miriam@example.de", subject: "Deine Buchung: Mindset-Werkstatt" });
    expect(mailer.sent[0]?.attachments?.[0]?.contentType).toBe("text/calendar");
    expect(await row(id)).toMatchObject({ status: "sent", attempts: 1, last_error: null });
    expect((await row(id))?.sent_at).toBeTruthy();
  });

  it("is idempotent: the same message delivered twice (and twice in one batch) sends one e-mail", async () => {
    const id = await recordDraft();
    const mailer = recordingMailer();
    await run("klarsinn-mail", [message(id), message(id)], mailer);
    const again = await run("klarsinn-mail", [message(id, 2)], mailer);
    expect(mailer.sent).toHaveLength(1);
    expect(again.explicitAcks).toHaveLength(1);
    expect((await row(id))?.status).toBe("sent");
  });

  it("two deliveries at the same moment send one e-mail; the other waits and then finds it sent", async () => {
    const id = await recordDraft();
    let release = () => {};
    const sent: MailContent[] = [];
    // The first consumer is still talking to the provider when the duplicate arrives.
    const slowMailer: Mailer = {
      async send(mail) {
        await new Promise<void>((resolve) => (release = resolve));
        sent.push(mail);
      },
    };
    const first = run("klarsinn-mail", [message(id)], slowMailer);
    await expect.poll(async () => (await row(id))?.attempts).toBe(1);
    const duplicate = await run("klarsinn-mail", [message(id, 2)], recordingMailer());
    expect(duplicate.explicitAcks).toHaveLength(0);
    expect(duplicate.retryMessages).toHaveLength(1); // after CLAIM_SECONDS
    release();
    expect((await first).explicitAcks).toHaveLength(1);
    expect(sent).toHaveLength(1);

    const later = await run("klarsinn-mail", [message(id, 3)], recordingMailer());
    expect(later.explicitAcks).toHaveLength(1);
    expect(await row(id)).toMatchObject({ status: "sent", attempts: 1 });
  });

  it("takes over a mail whose consumer died while sending, once its claim has run out", async () => {
    const id = await recordDraft();
    await env.DB.prepare("UPDATE mail_outbox SET attempts = 1, claimed_until = ? WHERE id = ?")
      .bind(new Date(Date.now() - 1000).toISOString(), id)
      .run();
    const mailer = recordingMailer();
    const result = await run("klarsinn-mail", [message(id, 2)], mailer);
    expect(result.explicitAcks).toHaveLength(1);
    expect(mailer.sent).toHaveLength(1);
    expect(await row(id)).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("records a second draft with the same dedupe key only once", async () => {
    expect(await insertDraft("same-booking")).toHaveLength(1);
    expect(await insertDraft("same-booking")).toHaveLength(0);
    const count = await env.DB.prepare("SELECT COUNT(*) AS n FROM mail_outbox").first<{ n: number }>();
    expect(count?.n).toBe(1);
  });

  it("asks the queue to retry when sending fails and keeps the row queued with the error", async () => {
    const id = await recordDraft();
    const mailer = failingMailer();
    const result = await run("klarsinn-mail", [message(id)], mailer);
    expect(mailer.calls).toBe(1);
    expect(result.retryMessages).toHaveLength(1);
    expect(result.explicitAcks).toHaveLength(0);
    expect(await row(id)).toMatchObject({ status: "queued", attempts: 1, last_error: "SMTP 451: try again later" });

    // The retry succeeds: one e-mail, the error is cleared.
    const mailerOk = recordingMailer();
    await run("klarsinn-mail", [message(id, 2)], mailerOk);
    expect(mailerOk.sent).toHaveLength(1);
    expect(await row(id)).toMatchObject({ status: "sent", attempts: 2, last_error: null });
  });

  it("marks a mail 'failed' when it reaches the dead-letter queue, but never a sent one", async () => {
    const failed = await recordDraft();
    await run("klarsinn-mail", [message(failed)], failingMailer("mailbox unavailable"));
    const sent = await recordDraft();
    await run("klarsinn-mail", [message(sent)], recordingMailer());

    const result = await run("klarsinn-mail-dlq", [message(failed, 5), message(sent, 5)], recordingMailer());
    expect(result.explicitAcks).toHaveLength(2);
    expect(await row(failed)).toMatchObject({ status: "failed", last_error: "mailbox unavailable" });
    expect((await row(sent))?.status).toBe("sent");
  });

  it("acknowledges a message whose outbox row does not exist", async () => {
    const mailer = recordingMailer();
    const result = await run("klarsinn-mail", [message(crypto.randomUUID())], mailer);
    expect(result.explicitAcks).toHaveLength(1);
    expect(mailer.sent).toHaveLength(0);
  });
});

describe("one batch, one claim, one write (docs/decisions/0066-mail-batch-writes.md)", () => {
  it("sends ten mails of a batch with one claim and one recording write, whatever the batch size", async () => {
    const ids = await Promise.all(Array.from({ length: 10 }, () => recordDraft()));
    const mailer = recordingMailer();
    // Nothing is held: the gate only records what reaches D1 (a batch counts as one).
    const gate = gatedDb(/(?!)/);
    const batch = createMessageBatch<MailJob>(
      "klarsinn-mail",
      ids.map((id) => message(id)),
    );
    const ctx = createExecutionContext();
    await handleMailBatch(batch, { ...env, DB: gate.db }, mailer);
    const result = await getQueueResult(batch, ctx);
    expect(result.explicitAcks).toHaveLength(10);
    expect(mailer.sent).toHaveLength(10);
    expect(gate.executed).toHaveLength(2);
    expect(gate.executed[0]).toMatch(/^update "mail_outbox" set "attempts"/i);
    expect(gate.executed[1]!.split(";\n")).toHaveLength(10);
    for (const id of ids) expect(await row(id)).toMatchObject({ status: "sent", attempts: 1, last_error: null });
  });

  it("two consumers claiming overlapping batches at the same moment send every mail exactly once", async () => {
    const ids = await Promise.all(Array.from({ length: 10 }, () => recordDraft()));
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const sent: MailContent[] = [];
    // Both consumers hold their mails at the provider until both have claimed.
    const slowMailer = (): Mailer => ({
      async send(mail) {
        await released;
        sent.push(mail);
      },
    });
    const first = ids.slice(0, 7).map((id) => message(id));
    const second = ids.slice(3).map((id) => message(id, 2));
    const runs = [run("klarsinn-mail", first, slowMailer()), run("klarsinn-mail", second, slowMailer())];
    // Every row claimed once (by one of the two), none twice.
    await expect
      .poll(async () => {
        const claimed = await env.DB.prepare(
          "SELECT COUNT(*) AS n, MAX(attempts) AS most FROM mail_outbox WHERE attempts > 0",
        ).first<{
          n: number;
          most: number;
        }>();
        return claimed;
      })
      .toEqual({ n: 10, most: 1 });
    release();
    const [a, b] = await Promise.all(runs);
    expect(sent).toHaveLength(10);
    // Each message was either sent by its consumer (acknowledged) or left for later (the other one had it).
    expect(a!.explicitAcks.length + a!.retryMessages.length).toBe(first.length);
    expect(b!.explicitAcks.length + b!.retryMessages.length).toBe(second.length);
    expect(a!.explicitAcks.length + b!.explicitAcks.length).toBe(10);
    // The four mails both batches carry: one consumer sent each, the other's message waits (CLAIM_SECONDS).
    expect(a!.retryMessages.length + b!.retryMessages.length).toBe(4);
    for (const id of ids) expect(await row(id)).toMatchObject({ status: "sent", attempts: 1 });
    // The retried deliveries come back later and find their mail sent: acknowledged, nothing sent again.
    const again = recordingMailer();
    const later = await run(
      "klarsinn-mail",
      ids.map((id) => message(id, 3)),
      again,
    );
    expect(later.explicitAcks).toHaveLength(10);
    expect(again.sent).toHaveLength(0);
  });

  it("a failure of one mail retries only its message; the others of the batch are recorded as sent", async () => {
    const ids = await Promise.all(Array.from({ length: 3 }, () => recordDraft()));
    const rows = await env.DB.prepare("SELECT id, dedupe_key FROM mail_outbox").all<{ id: string }>();
    expect(rows.results).toHaveLength(3);
    let calls = 0;
    const flaky: Mailer = {
      async send() {
        if (++calls === 2) throw new Error("SMTP 451: try again later");
      },
    };
    const result = await run(
      "klarsinn-mail",
      ids.map((id) => message(id)),
      flaky,
    );
    expect(result.explicitAcks).toHaveLength(2);
    expect(result.retryMessages).toHaveLength(1);
    const states = await Promise.all(ids.map(row));
    expect(states.filter((state) => state?.status === "sent")).toHaveLength(2);
    expect(
      states.filter((state) => state?.status === "queued" && state.last_error === "SMTP 451: try again later"),
    ).toHaveLength(1);
  });
});

describe("malformed queue messages", () => {
  const odd = (body: unknown) => ({ id: crypto.randomUUID(), timestamp: new Date(), attempts: 1, body });

  it("acknowledges a message without a usable outbox id and still sends the rest of the batch", async () => {
    const id = await recordDraft();
    const mailer = recordingMailer();
    const broken = [odd(null), odd("text"), odd({}), odd({ outboxId: 42 }), odd({ outboxId: "x".repeat(500) })];
    const batch = createMessageBatch<MailJob>("klarsinn-mail", [...broken, message(id)] as never);
    const ctx = createExecutionContext();
    await handleMailBatch(batch, env, mailer);
    const result = await getQueueResult(batch, ctx);
    expect(result.explicitAcks).toHaveLength(broken.length + 1);
    expect(result.retryMessages).toHaveLength(0);
    expect(mailer.sent).toHaveLength(1);
    expect((await row(id))?.status).toBe("sent");
  });

  it("a malformed message on the dead-letter queue is acknowledged too", async () => {
    const batch = createMessageBatch<MailJob>("klarsinn-mail-dlq", [odd(undefined)] as never);
    const ctx = createExecutionContext();
    await handleMailBatch(batch, env, recordingMailer());
    expect((await getQueueResult(batch, ctx)).explicitAcks).toHaveLength(1);
  });
});

describe("attachments handed to the send_email binding", () => {
  it("binary attachments stored as base64 (invoice PDFs) reach the provider as bytes, text ones as text", async () => {
    const { cloudflareMailer } = await import("../../app/features/core/mail/mailer.server");
    const sent: { attachments?: { filename: string; type: string; content: unknown }[] }[] = [];
    const mailer = cloudflareMailer({
      MAIL_FROM: "buchung@klarsinn-coaching.de",
      MAILER: {
        send: async (message: unknown) => {
          sent.push(message as (typeof sent)[number]);
          return { messageId: "m-1" };
        },
      } as unknown as Env["MAILER"],
    });
    const pdf = "%PDF-1.4\n\u00e4\u00ff";
    await mailer.send({
      to: "gast@example.de",
      subject: "Rechnung",
      text: "Hallo",
      html: "<p>Hallo</p>",
      attachments: [
        { filename: "rechnung-2026-0001.pdf", contentType: "application/pdf", content: btoa(pdf), encoding: "base64" },
        { filename: "girocode.svg", contentType: "image/svg+xml", content: "<svg/>" },
      ],
    });
    const [pdfPart, svgPart] = sent[0]!.attachments!;
    expect(pdfPart!.content).toBeInstanceOf(Uint8Array);
    expect([...(pdfPart!.content as Uint8Array)]).toEqual([...pdf].map((c) => c.charCodeAt(0)));
    expect(svgPart!.content).toBe("<svg/>");
  });
});
