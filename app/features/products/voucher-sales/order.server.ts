import { sql } from "drizzle-orm";
import * as v from "valibot";
import { contractTermsMailPart } from "~/features/core/booking/contract-mail.server";
import { AGB_VERSION_ID } from "~/features/extras/content/legal/withdrawal-terms";
import { idempotencyKey, personName } from "~/features/core/booking/schema";
import { formatLongDate } from "~/features/products/events/format";
import { formatPrice, wholeEuros } from "~/lib/money";
import { renderMail } from "~/features/core/mail/layout";
import { enqueueOutboxBehindAnswer, outboxInsertWhere } from "~/features/core/mail/outbox.server";
import type { MailDraft } from "~/features/core/mail/types";
import {
  girocodeSvg,
  paymentInstructions,
  paymentSection,
  type PaymentInstructions,
} from "~/features/core/payments/instructions";
import { businessSettings } from "~/features/core/business/settings.server";
import { onlinePaymentOffered } from "~/features/core/payments/stripe.server";
import { getDb, schema } from "~/lib/db.server";
import { CONTROL_CHARACTERS, type FormResult, MAX_EMAIL_LENGTH } from "~/lib/forms";
import { getMessages } from "~/lib/i18n";
import { getMailMessages } from "~/lib/mail-messages.server";
import { localeFromPath, type Locale } from "~/lib/locale";
import { type FormAnswer, type PublicForm, runPublicForm } from "~/lib/public-form.server";
import type { RateLimitRule } from "~/lib/rate-limit.server";
import { siteOrigin } from "~/lib/request.server";
import { addDays, berlinToday, isCalendarDay } from "~/lib/today";
import { logEvent } from "~/lib/log";
import {
  generateVoucherCode,
  VOUCHER_MAX_CENTS,
  VOUCHER_MIN_CENTS,
  voucherAmountCents,
  voucherValidUntil,
} from "~/features/products/vouchers/code";
import {
  asStatement,
  deliveryText,
  type VoucherRow,
  voucherReference,
  voucherTransferReference,
} from "~/features/products/vouchers/vouchers.server";
import { voucherCheckoutToken } from "./online-payment.server";

/** A few orders per person and hour are plenty; a script ordering hundreds is not a customer. */
export const VOUCHER_ORDER_RATE_LIMIT: RateLimitRule = { name: "voucher-order", limit: 5, windowSeconds: 600 };
export const MAX_VOUCHER_MESSAGE_LENGTH = 300;
/** The latest day a delivery can be planned for, counted from today. */
const MAX_DELIVERY_DAYS_AHEAD = 366;

/** The /gutschein form, checked on the server (the amount and the day are the server's to decide). */
const orderSchemaIn = (locale: Locale) => {
  const m = getMessages(locale);
  const t = m.vouchers.validation;
  const emailRule = (required: string) =>
    v.pipe(
      v.optional(v.string(), ""),
      v.trim(),
      v.nonEmpty(required),
      v.maxLength(MAX_EMAIL_LENGTH, m.booking.validation.emailInvalid),
      v.email(m.booking.validation.emailInvalid),
      v.toLowerCase(),
    );
  return v.pipe(
    v.object({
      full_name: personName,
      email: emailRule(m.booking.validation.emailRequired),
      recipient_name: v.pipe(
        v.optional(v.string(), ""),
        v.transform((value) => value.normalize("NFC").replace(/\s+/g, " ").trim()),
        v.nonEmpty(t.recipientName),
        v.maxLength(120, t.recipientName),
      ),
      // Printed on the PDF: line breaks become spaces, control characters go, and so do C1
      // controls and bidi overrides, which could make the printed greeting read otherwise (issue 54).
      message: v.pipe(
        v.optional(v.string(), ""),
        v.transform((value) =>
          value.normalize("NFC").replace(new RegExp(CONTROL_CHARACTERS.source, "gu"), " ").replace(/\s+/g, " ").trim(),
        ),
        v.maxLength(MAX_VOUCHER_MESSAGE_LENGTH, t.messageTooLong(MAX_VOUCHER_MESSAGE_LENGTH)),
      ),
      amount: v.optional(v.string(), ""),
      amount_free: v.optional(v.string(), ""),
      delivery: v.picklist(["buyer", "recipient"], t.delivery),
      recipient_email: v.optional(v.string(), ""),
      deliver_on: v.pipe(
        v.optional(v.string(), ""),
        v.trim(),
        v.check((day) => day === "" || isCalendarDay(day), t.deliverOn),
      ),
      idempotency_key: idempotencyKey,
    }),
    v.forward(
      v.check(
        (input) => voucherAmountCents(input.amount, input.amount_free) !== null,
        t.amount(wholeEuros(VOUCHER_MIN_CENTS), wholeEuros(VOUCHER_MAX_CENTS)),
      ),
      ["amount_free"],
    ),
    v.forward(
      v.check(
        (input) =>
          input.delivery === "buyer" ||
          v.is(
            v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(MAX_EMAIL_LENGTH), v.email()),
            input.recipient_email,
          ),
        t.recipientEmail,
      ),
      ["recipient_email"],
    ),
  );
};
export const voucherOrderSchemas = { de: orderSchemaIn("de"), en: orderSchemaIn("en") } as const;
type OrderInput = v.InferOutput<(typeof voucherOrderSchemas)["de"]>;
export type VoucherOrderField = keyof v.InferInput<(typeof voucherOrderSchemas)["de"]>;

export type VoucherOrderResult = FormResult<VoucherOrderField> & {
  reference?: string;
  email?: string;
  amount?: string;
  payment?: PaymentInstructions;
  /** With Stripe set up: the choice "Jetzt online bezahlen" or the transfer (decision 0162). */
  onlinePayment?: { token: string };
};

const KEPT: readonly VoucherOrderField[] = [
  "full_name",
  "email",
  "recipient_name",
  "message",
  "amount",
  "amount_free",
  "delivery",
  "recipient_email",
  "deliver_on",
];
const kept = (values: Record<string, string>) => Object.fromEntries(KEPT.map((field) => [field, values[field] ?? ""]));

/** The order e-mail: the contract's facts, how to pay (GiroCode), the withdrawal terms (decision 0107). */
async function orderMail(
  env: Pick<Env, "DB" | "KV" | "SITE_URL">,
  voucher: VoucherRow,
  payment: PaymentInstructions,
  now: Date,
): Promise<MailDraft> {
  const m = getMailMessages(voucher.locale).voucher;
  const messages = getMessages(voucher.locale);
  const qr = payment.epc ? girocodeSvg(payment.epc, messages.payment.qrAlt) : null;
  const contract = await contractTermsMailPart(env, voucher.locale, { site: siteOrigin(env), earlyStartAt: null, now });
  const body = renderMail({
    locale: voucher.locale,
    heading: m.order.heading,
    greeting: m.order.greeting(voucher.buyer_name),
    paragraphs: [...m.order.paragraphs(voucher.recipient_name), ...contract.paragraphs],
    details: [
      [m.rows.reference, voucherReference(voucher.id)],
      [m.rows.amount, formatPrice(voucher.value_cents, "EUR", voucher.locale)],
      [m.rows.recipient, voucher.recipient_name],
      [m.rows.delivery, deliveryText(voucher)],
      [m.rows.validUntil, formatLongDate(voucher.valid_until, voucher.locale)],
    ],
    section: paymentSection(payment, qr, voucher.locale),
    footnotes: contract.footnotes,
  });
  return {
    kind: "voucher-order",
    dedupeKey: `voucher-order:${voucher.id}`,
    refId: voucher.id,
    to: voucher.buyer_email,
    subject: m.order.subject,
    ...body,
    attachments: [
      ...contract.attachments,
      ...(qr ? [{ filename: "girocode.svg", contentType: "image/svg+xml", content: qr }] : []),
    ],
  };
}

export type VoucherOrderOutcome =
  | { ok: true; voucher: VoucherRow; payment: PaymentInstructions; replay: boolean }
  | { ok: false; reason: "deliver_on" };

/**
 * Records an order (unpaid, so its code redeems nothing yet) and its order e-mail in one batch; the
 * same form sent twice (its idempotency key) answers the first order. The code is drawn here from
 * the cryptographic source; the unique index decides between the (astronomically rare) twins.
 */
export async function createVoucherOrder(
  env: Pick<Env, "DB" | "KV" | "MAIL_QUEUE" | "SITE_URL">,
  input: OrderInput,
  now: Date,
  locale: Locale,
): Promise<VoucherOrderOutcome> {
  const today = berlinToday(now);
  const toRecipient = input.delivery === "recipient";
  const deliverOn = toRecipient && input.deliver_on ? input.deliver_on : null;
  const latest = addDays(today, MAX_DELIVERY_DAYS_AHEAD);
  if (deliverOn && (deliverOn < today || deliverOn > latest)) return { ok: false, reason: "deliver_on" };
  const value = voucherAmountCents(input.amount, input.amount_free)!;
  const db = getDb(env);
  const vouchersTable = schema.vouchers;
  for (let attempt = 0; ; attempt++) {
    const row: VoucherRow = {
      id: crypto.randomUUID(),
      code: generateVoucherCode(),
      value_cents: value,
      buyer_name: input.full_name,
      buyer_email: input.email,
      recipient_name: input.recipient_name,
      recipient_email: toRecipient ? input.recipient_email.trim().toLowerCase() : null,
      message: input.message,
      deliver_on: deliverOn,
      locale,
      paid_on: null,
      paid_method: null,
      provider_ref: null,
      refunded_cents: 0,
      refunded_on: null,
      valid_until: voucherValidUntil(today),
      delivered_at: null,
      idempotency_key: input.idempotency_key ?? null,
      created_at: now.toISOString(),
      agb_version: AGB_VERSION_ID,
    };
    const account = await businessSettings(env);
    const payment = paymentInstructions(
      { id: row.id, total_cents: value, currency: "EUR" },
      account,
      locale,
      voucherTransferReference(row.id),
    )!;
    try {
      const insert = db
        .insert(vouchersTable)
        .values(row)
        .onConflictDoNothing({ target: vouchersTable.idempotency_key })
        .returning({ id: vouchersTable.id });
      const [inserted, mail] = await env.DB.batch<{ id: string }>([
        asStatement(env, insert),
        outboxInsertWhere(
          env,
          await orderMail(env, row, payment, now),
          sql`EXISTS (SELECT 1 FROM ${vouchersTable} WHERE ${vouchersTable.id} = ${row.id})`,
        ),
      ]);
      if (!inserted?.results.length) {
        const [earlier] = await db
          .select()
          .from(vouchersTable)
          .where(sql`${vouchersTable.idempotency_key} = ${input.idempotency_key ?? ""}`);
        if (!earlier) throw new Error("voucher order neither written nor found");
        const again = paymentInstructions(
          { id: earlier.id, total_cents: earlier.value_cents, currency: "EUR" },
          account,
          earlier.locale,
          voucherTransferReference(earlier.id),
        )!;
        return { ok: true, voucher: earlier, payment: again, replay: true };
      }
      void enqueueOutboxBehindAnswer(
        env,
        (mail?.results ?? []).map((r) => r.id),
      );
      logEvent("voucher-ordered", { cents: value });
      return { ok: true, voucher: row, payment, replay: false };
    } catch (error) {
      // A code drawn twice: draw again (the unique index refused the whole batch).
      if (attempt < 2 && String(error).includes("UNIQUE") && String(error).includes("code")) continue;
      throw error;
    }
  }
}

/** The order needs the mail queue; the pay button after it, the token key and Stripe's (decision 0162). */
type VoucherOrderEnv = Pick<Env, "DB" | "KV" | "MAIL_QUEUE" | "SITE_URL" | "TOKEN_SECRET" | "STRIPE_SECRET_KEY">;

function orderForm(
  env: VoucherOrderEnv,
  now: Date,
  locale: Locale,
): PublicForm<(typeof voucherOrderSchemas)[Locale], VoucherOrderResult> {
  const messages = getMessages(locale);
  const failure = (text: string, extra: Omit<Extract<VoucherOrderResult, { ok: false }>, "ok" | "message"> = {}) => ({
    ok: false as const,
    message: { title: messages.booking.toastError.title, text },
    ...extra,
  });
  return {
    name: "voucher-order",
    // The site-wide ceiling is the middleware's ("other" posts, app/lib/public-ceiling.server.ts).
    rateLimit: VOUCHER_ORDER_RATE_LIMIT,
    schema: voucherOrderSchemas[locale],
    unreadable: () => ({ status: 400, result: failure(messages.booking.validation.checkInput) }),
    honeypot: () => ({
      status: 200,
      result: { ok: true, message: { title: messages.vouchers.successTitle, text: "" } },
    }),
    rateLimited: (values) => ({ status: 429, result: failure(messages.booking.rateLimited, { values: kept(values) }) }),
    invalid: (fieldErrors, values) => ({
      status: 400,
      result: failure(messages.booking.validation.checkInput, { fieldErrors, values: kept(values) }),
    }),
    failed: (values) => ({ status: 503, result: failure(messages.booking.toastError.text, { values: kept(values) }) }),
    act: async (input, values) => {
      const order = await createVoucherOrder(env, input, now, locale);
      if (!order.ok) {
        const text = messages.vouchers.validation.deliverOn;
        return { status: 400, result: failure(text, { fieldErrors: { deliver_on: text }, values: kept(values) }) };
      }
      return {
        status: 200,
        result: {
          ok: true,
          message: {
            title: messages.vouchers.successTitle,
            text: messages.vouchers.successText(order.voucher.buyer_email),
          },
          reference: voucherReference(order.voucher.id),
          email: order.voucher.buyer_email,
          amount: formatPrice(order.voucher.value_cents, "EUR", locale),
          payment: order.payment,
          ...(onlinePaymentOffered(env)
            ? { onlinePayment: { token: await voucherCheckoutToken(env, order.voucher.id, now.getTime()) } }
            : {}),
        },
      };
    },
  };
}

/** /gutschein's POST (with and without JavaScript), answered in the page's language. */
export function handleVoucherOrder(
  request: Request,
  env: VoucherOrderEnv,
  now = new Date(),
): Promise<FormAnswer<VoucherOrderResult>> {
  const locale = localeFromPath(new URL(request.url).pathname);
  return runPublicForm(request, env, orderForm(env, now, locale), { now: now.getTime() });
}
