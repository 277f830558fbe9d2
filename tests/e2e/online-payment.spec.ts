import type { ChildProcess } from "node:child_process";
import { expect, test } from "@playwright/test";
import { queryLocalD1 } from "../local-d1.ts";
import { startStripeStandIn, type StripeStandIn } from "../stripe-stand-in.ts";
import { E2E_FIRST_PORT, type E2eServer } from "./config.ts";
import { readMail, signInAsAdmin } from "./mail-log.ts";
import { copyState, startServing, stopServer } from "./server.ts";
import { screenshot } from "./page-checks.ts";
import { gotoInteractive } from "./hydration";

/**
 * Paying online (decision 0141) without the network: a server of this spec's own, with Stripe keys
 * and STRIPE_API_BASE pointing the Worker's stripe client at a local stand-in (tests/stripe-stand-in.ts).
 * A visitor books, chooses "Jetzt online bezahlen", "pays" on the stand-in's Checkout page, which
 * sends the signed webhook and returns her to Meine Buchung: Bezahlt, the invoice issued as paid,
 * one e-mail. Then she cancels and the coach refunds from the back office ("Erstatten").
 */

test.describe.configure({ mode: "serial", timeout: 180_000 });

const EVENT = "00000000-0000-4000-8000-000000000002";
/** The seeded 60-minute coaching (db/seed-data.ts `seedAppointmentTypeId(2)`), 140 €. */
const COACHING_60 = "00000000-0000-4000-8000-00000000a002";
const WEBHOOK_SECRET = "whsec_e2e_only_6d2b9f1a7c3e";
/** Beside the worker servers' ports (E2E_FIRST_PORT + worker index); overridable when taken. */
const APP_PORT = Number(process.env.STRIPE_E2E_PORT ?? E2E_FIRST_PORT + 5);
const server: E2eServer = {
  port: APP_PORT,
  baseURL: `http://127.0.0.1:${APP_PORT}`,
  stateDir: `.wrangler/e2e-state-stripe-${APP_PORT}`,
};
const SHOTS = "/tmp/shots-online-payment";

let standIn: StripeStandIn;
let app: ChildProcess | undefined;
const db = <Row>(sql: string) => queryLocalD1<Row>(server.stateDir, sql);

test.beforeAll(async () => {
  // The state global-setup prepared (migrated, seeded, with the administrator), copied for this server.
  copyState(`.wrangler/e2e-template-${E2E_FIRST_PORT}`, server.stateDir);
  standIn = await startStripeStandIn({
    port: APP_PORT + 1,
    webhookUrl: `${server.baseURL}/webhooks/stripe`,
    webhookSecret: WEBHOOK_SECRET,
  });
  app = await startServing(server, "ignore", {
    STRIPE_SECRET_KEY: "sk_test_e2e_only",
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: standIn.url,
  });
});

test.afterAll(async () => {
  if (app) await stopServer(app);
  await standIn?.close();
});

test("book, pay online through the stand-in, Meine Buchung says Bezahlt; then cancel and the coach refunds", async ({
  browser,
}) => {
  const email = `online-${Date.now().toString(36)}@example.de`;
  const visitor = await (
    await browser.newContext({ baseURL: server.baseURL, extraHTTPHeaders: { "CF-Connecting-IP": "198.51.100.191" } })
  ).newPage();
  await gotoInteractive(visitor, `/events/${EVENT}`);
  await visitor.getByLabel("Vollständiger Name").fill("Ronja Feld");
  await visitor.getByLabel("E-Mail", { exact: true }).fill(email);
  await visitor.getByLabel("Anzahl Plätze").fill("1");
  await visitor.getByRole("checkbox", { name: /vor Ablauf der 14-tägigen Widerrufsfrist/ }).check();
  await visitor.getByRole("button", { name: "Zahlungspflichtig buchen" }).click();
  await expect(visitor.getByRole("heading", { name: "Buchung erfolgreich!" })).toBeVisible();

  // The choice: online now, or the transfer with the GiroCode (folded).
  await expect(visitor.getByRole("heading", { name: "Wie möchtest du bezahlen?" })).toBeVisible();
  await expect(visitor.getByText("Überweisung (GiroCode)")).toBeVisible();
  await screenshot(visitor, { path: `${SHOTS}/choice.png`, fullPage: true });
  await visitor.getByRole("button", { name: "Jetzt online bezahlen" }).click();

  // On the stand-in's Checkout page: the Worker created the session as Stripe's API expects it.
  await expect(visitor.getByRole("heading", { name: "Stand-in checkout" })).toBeVisible();
  const create = standIn.received.find((call) => call.path === "/v1/checkout/sessions");
  expect(create).toBeDefined();
  const [booking] = db<{ id: string; total_cents: number; hold_expires_at: string }>(
    `SELECT id, total_cents, hold_expires_at FROM klarsinn_booking WHERE email = '${email}'`,
  );
  expect(create!.authorization).toBe("Bearer sk_test_e2e_only");
  expect(create!.params).toMatchObject({
    mode: "payment",
    "line_items[0][quantity]": "1",
    "line_items[0][price_data][currency]": "eur",
    "line_items[0][price_data][unit_amount]": String(booking!.total_cents),
    "metadata[booking_id]": booking!.id,
    customer_email: email,
  });
  expect(booking!.total_cents).toBe(8900);
  // The seat hold is the session's expiry, at least Stripe's 30 minutes.
  const expiresAt = Number(create!.params.expires_at) * 1000;
  expect(expiresAt).toBe(new Date(booking!.hold_expires_at).getTime());
  expect(expiresAt - Date.now()).toBeGreaterThan(29 * 60 * 1000);
  expect(create!.params.success_url).toMatch(new RegExp(`^${server.baseURL}/buchung/[^?]+\\?zahlung=online$`));

  // "Pay": the stand-in sends the signed webhook, then returns her to Meine Buchung.
  await visitor.getByRole("button", { name: "Pay" }).click();
  await expect(visitor).toHaveURL(/\/buchung\/[^?]+\?zahlung=online$/);
  expect(standIn.webhooksSent).toEqual([{ type: "checkout.session.completed", status: 200 }]);
  await expect(visitor.getByText(/^Bezahlt – danke!/)).toBeVisible();
  await expect(visitor.getByText("Bestätigt", { exact: true })).toBeVisible();
  await expect(visitor.getByText("Zahlung wird bestätigt …")).toHaveCount(0);
  await screenshot(visitor, { path: `${SHOTS}/meine-buchung-bezahlt.png`, fullPage: true });

  // The invoice, issued as paid, and one e-mail (the confirmation with it).
  const [invoice] = db<{ snapshot: string }>(
    `SELECT snapshot FROM klarsinn_invoice WHERE booking_id = '${booking!.id}' AND kind = 'invoice'`,
  );
  expect((JSON.parse(invoice!.snapshot) as { paidOn?: string }).paidOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(
    db<{ n: number }>(
      `SELECT COUNT(*) AS n FROM mail_outbox WHERE ref_id = '${booking!.id}' AND kind = 'booking-status'`,
    )[0]!.n,
  ).toBe(1);
  const coach = await (await browser.newContext({ baseURL: server.baseURL })).newPage();
  await signInAsAdmin(coach);
  const mail = await readMail(coach, email, "bestätigt");
  expect(mail.text).toContain("online eingegangen");
  expect(mail.text).not.toContain("IBAN");

  // She cancels (free, nine days ahead); the coach refunds what the AGB give back: everything.
  await visitor.reload();
  await visitor.getByText("Buchung stornieren …").click();
  await visitor.getByRole("button", { name: "Kostenfrei stornieren" }).click();
  await expect(visitor.getByText("Storniert", { exact: true })).toBeVisible();

  await coach.goto(`/admin/bookings?q=${encodeURIComponent(email)}`);
  const row = coach.getByRole("row").filter({ hasText: email });
  await row
    .locator("summary")
    .filter({ hasText: /^Erstatten/ })
    .click();
  await row.getByRole("button", { name: /Nach AGB erstatten: 89,00/ }).click();
  await expect(coach.getByText("Erstattet").first()).toBeVisible();
  await screenshot(coach, { path: `${SHOTS}/erstattet.png`, fullPage: true });
  const refundCall = standIn.received.find((call) => call.path === "/v1/refunds");
  expect(refundCall?.params).toMatchObject({ amount: "8900", "metadata[booking_id]": booking!.id });
  expect(refundCall?.params.payment_intent).toMatch(/^pi_test_/);
  // Stripe's charge.refunded came too and added nothing: the refund is recorded once.
  await expect.poll(() => standIn.webhooksSent.map((sent) => sent.type)).toContain("charge.refunded");
  expect(standIn.webhooksSent.every((sent) => sent.status === 200)).toBe(true);
  expect(
    db<{ s: number }>(
      `SELECT COALESCE(SUM(amount_cents), 0) AS s FROM klarsinn_refund WHERE booking_id = '${booking!.id}'`,
    )[0]!.s,
  ).toBe(8900);
});

test("a voucher ordered on /gutschein and paid online through the stand-in: valid at once, its receipt with the code sent once", async ({
  browser,
}) => {
  const buyer = `gutschein-online-${Date.now().toString(36)}@example.de`;
  const visitor = await (
    await browser.newContext({ baseURL: server.baseURL, extraHTTPHeaders: { "CF-Connecting-IP": "198.51.100.192" } })
  ).newPage();
  await gotoInteractive(visitor, "/gutschein");
  await visitor.getByText("Eigener Betrag", { exact: true }).click();
  await visitor.getByLabel("Eigener Betrag in Euro").fill("60");
  await visitor.getByLabel("Vollständiger Name").fill("Karin Vogt");
  await visitor.getByLabel("E-Mail", { exact: true }).fill(buyer);
  await visitor.getByLabel("Name der beschenkten Person").fill("Lena Vogt");
  await visitor.getByRole("button", { name: "Zahlungspflichtig bestellen" }).click();
  await expect(visitor.getByRole("heading", { name: "Danke für deine Bestellung!" })).toBeVisible();

  // The booking's choice: online now, or the transfer with the GiroCode (folded).
  await expect(visitor.getByRole("heading", { name: "Wie möchtest du bezahlen?" })).toBeVisible();
  await expect(visitor.getByText("Überweisung (GiroCode)")).toBeVisible();
  await screenshot(visitor, { path: `${SHOTS}/voucher-choice.png`, fullPage: true });
  const sessionsBefore = standIn.received.filter((call) => call.path === "/v1/checkout/sessions").length;
  await visitor.getByRole("button", { name: "Jetzt online bezahlen" }).click();

  await expect(visitor.getByRole("heading", { name: "Stand-in checkout" })).toBeVisible();
  const creates = standIn.received.filter((call) => call.path === "/v1/checkout/sessions");
  expect(creates).toHaveLength(sessionsBefore + 1);
  const create = creates.at(-1)!;
  const [voucher] = db<{ id: string; paid_on: string | null }>(
    `SELECT id, paid_on FROM klarsinn_voucher WHERE buyer_email = '${buyer}'`,
  );
  expect(voucher!.paid_on).toBeNull();
  expect(create.params).toMatchObject({
    mode: "payment",
    "line_items[0][quantity]": "1",
    "line_items[0][price_data][currency]": "eur",
    "line_items[0][price_data][unit_amount]": "6000",
    "metadata[voucher_id]": voucher!.id,
    customer_email: buyer,
    success_url: `${server.baseURL}/gutschein?zahlung=online`,
  });
  expect(create.params["metadata[booking_id]"]).toBeUndefined();

  // "Pay": the signed webhook first, then back on /gutschein with thanks.
  const sentBefore = standIn.webhooksSent.length;
  await visitor.getByRole("button", { name: "Pay" }).click();
  await expect(visitor).toHaveURL(/\/gutschein\?zahlung=online$/);
  await expect(visitor.getByText("Danke für deine Zahlung!")).toBeVisible();
  expect(standIn.webhooksSent.slice(sentBefore)).toEqual([{ type: "checkout.session.completed", status: 200 }]);
  await screenshot(visitor, { path: `${SHOTS}/voucher-paid.png`, fullPage: true });

  const [paid] = db<{ code: string; paid_method: string; provider_ref: string }>(
    `SELECT code, paid_method, provider_ref FROM klarsinn_voucher WHERE id = '${voucher!.id}'`,
  );
  expect(paid).toMatchObject({ paid_method: "provider", provider_ref: expect.stringMatching(/^pi_test_/) });
  expect(
    db<{ n: number }>(
      `SELECT COUNT(*) AS n FROM mail_outbox WHERE ref_id = '${voucher!.id}' AND kind = 'voucher-paid'`,
    )[0]!.n,
  ).toBe(1);
  const coach = await (await browser.newContext({ baseURL: server.baseURL })).newPage();
  await signInAsAdmin(coach);
  const receipt = await readMail(coach, buyer, "Dein Gutschein ist bezahlt");
  expect(receipt.text).toContain(paid!.code.replace(/(.{4})(?=.)/g, "$1-"));
  expect(receipt.attachments.join(" ")).toContain("gutschein.pdf");
  // Valid in the back office at once, without her click.
  await coach.goto("/admin/gutscheine");
  const reference = voucher!.id.replace(/-/g, "").slice(0, 8).toUpperCase();
  await expect(coach.getByTestId("voucher-row").filter({ hasText: reference })).toContainText("Gültig");
});

test("a paid 1:1 session booked on /termin and paid online through the stand-in: confirmed by the signed webhook, its amount the server's", async ({
  browser,
}) => {
  const email = `termin-online-${Date.now().toString(36)}@example.de`;
  const context = await browser.newContext({
    baseURL: server.baseURL,
    extraHTTPHeaders: { "CF-Connecting-IP": "198.51.100.193" },
  });
  await context.addInitScript(() => localStorage.setItem("cookiesAccepted", "essential"));
  const visitor = await context.newPage();
  // The 60-minute coaching online: the first offered day and its first time, whatever the picker looks like.
  await gotoInteractive(visitor, `/termin?art=${COACHING_60}&ort=online`);
  await visitor.locator('a[href*="tag="]').first().click();
  await visitor.locator('a[href*="zeit="]').first().click();
  await visitor.getByLabel("Vollständiger Name").fill("Selma Online");
  await visitor.getByLabel("E-Mail", { exact: true }).fill(email);
  const early = visitor.getByRole("checkbox", { name: /Ich verlange ausdrücklich/ });
  if (await early.count()) await early.check();
  await visitor.getByRole("button", { name: "Zahlungspflichtig buchen" }).click();
  await expect(visitor.getByRole("heading", { name: "Wie möchtest du bezahlen?" })).toBeVisible();
  await expect(visitor.getByText("Überweisung (GiroCode)")).toBeVisible();
  for (const width of [390, 1280]) {
    await visitor.setViewportSize({ width, height: 900 });
    await screenshot(visitor, { path: `${SHOTS}/termin-choice-${width}.png`, fullPage: true });
  }
  const sessionsBefore = standIn.received.filter((call) => call.path === "/v1/checkout/sessions").length;
  await visitor.getByRole("button", { name: "Jetzt online bezahlen" }).click();

  await expect(visitor.getByRole("heading", { name: "Stand-in checkout" })).toBeVisible();
  const creates = standIn.received.filter((call) => call.path === "/v1/checkout/sessions");
  expect(creates).toHaveLength(sessionsBefore + 1);
  const create = creates.at(-1)!;
  const [booking] = db<{ id: string; total_cents: number; kind: string; start_time: string }>(
    `SELECT b.id, b.total_cents, e.kind, e.start_time FROM klarsinn_booking b JOIN klarsinn_events e ON e.id = b.event_id
     WHERE b.email = '${email}'`,
  );
  expect(booking).toMatchObject({ kind: "session", total_cents: 14000 });
  expect(create.params).toMatchObject({
    mode: "payment",
    "line_items[0][quantity]": "1",
    "line_items[0][price_data][unit_amount]": "14000",
    "metadata[booking_id]": booking!.id,
    customer_email: email,
    cancel_url: `${server.baseURL}/termin?art=${COACHING_60}`,
  });
  expect(create.params["line_items[0][price_data][product_data][name]"]).toContain(booking!.start_time);

  const sentBefore = standIn.webhooksSent.length;
  await visitor.getByRole("button", { name: "Pay" }).click();
  await expect(visitor).toHaveURL(/\/buchung\/[^?]+\?zahlung=online$/);
  expect(standIn.webhooksSent.slice(sentBefore)).toEqual([{ type: "checkout.session.completed", status: 200 }]);
  await expect(visitor.getByText(/^Bezahlt – danke!/)).toBeVisible();
  for (const width of [390, 1280]) {
    await visitor.setViewportSize({ width, height: 900 });
    await screenshot(visitor, { path: `${SHOTS}/termin-paid-${width}.png`, fullPage: true });
  }
  const [state] = db<{ status: string; paid: number }>(
    `SELECT b.status, (SELECT SUM(amount_cents) FROM klarsinn_payment p WHERE p.booking_id = b.id AND p.method = 'provider') AS paid
     FROM klarsinn_booking b WHERE b.id = '${booking!.id}'`,
  );
  expect(state).toEqual({ status: "confirmed", paid: 14000 });
  const coach = await (await browser.newContext({ baseURL: server.baseURL })).newPage();
  await signInAsAdmin(coach);
  const mail = await readMail(coach, email, "bestätigt");
  expect(mail.text).toContain("online eingegangen");
});
