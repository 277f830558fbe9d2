import { useState, useSyncExternalStore } from "react";
import { Form, useActionData, useNavigation } from "react-router";
import { SubmitButton } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Honeypot } from "~/components/ui/honeypot";
import { Notice } from "~/components/ui/notice";
import { OrderFacts, OrderLegalNote, useOrderButtonLabel } from "~/features/core/booking/contract-fields";
import { formatShortDate } from "~/features/products/events/format";
import { PersonFields } from "~/features/core/booking/person-fields";
import { formatPrice, wholeEuros } from "~/lib/money";
import { PaymentBox } from "~/features/core/payments/payment-box";
import { PaymentChoice } from "~/features/core/payments/payment-choice";
import { useLocale, useMessages } from "~/lib/i18n";
import {
  VOUCHER_MAX_CENTS,
  VOUCHER_MIN_CENTS,
  VOUCHER_PRESETS_CENTS,
  voucherAmountCents,
  voucherValidUntil,
} from "~/features/products/vouchers/code";
import type { VoucherOrderResult } from "./order.server";

const MAX_MESSAGE = 300;
const noSubscribe = () => () => undefined;
const choiceClass =
  "flex cursor-pointer items-center justify-center rounded-xl border border-line bg-white px-4 py-3 text-lg font-semibold text-ink transition-colors has-checked:border-accent has-checked:bg-accent-soft has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent";
const radioRowClass =
  "flex items-start gap-3 rounded-xl border border-line bg-white p-3 text-sm has-checked:border-accent";

/**
 * /gutschein (decision 0152): amount, from whom, for whom, where it goes; a plain POST form (it works
 * before JavaScript loads); the answer shows the order number and how to pay (GiroCode).
 */
export function VoucherPage({
  idempotencyKey,
  today,
  paidOnline,
}: {
  idempotencyKey: string;
  today: string;
  /** Back from Stripe's Checkout (`?zahlung=online`, decision 0162): thanks above the form. */
  paidOnline: boolean;
}) {
  const messages = useMessages();
  const locale = useLocale();
  const t = messages.vouchers;
  const answer = useActionData<VoucherOrderResult>();
  const busy = useNavigation().state === "submitting";
  const orderLabel = useOrderButtonLabel(1, "order");
  // The facts above the button name the amount chosen: read from the form once the script runs;
  // before (and without) it, the box points to the choice above instead of guessing it.
  const [chosen, setChosen] = useState<number | null>(null);
  const live = useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );

  if (answer?.ok && answer.reference) {
    return (
      <div className="mx-auto flex max-w-2xl flex-col gap-6 px-5 py-12 lg:py-16">
        <div className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-6 sm:p-8" role="status">
          <h2 className="text-2xl">{t.successTitle}</h2>
          <p>{answer.message?.text}</p>
          <p>
            {t.reference}: <strong className="font-mono">{answer.reference}</strong>
          </p>
        </div>
        {answer.payment && answer.onlinePayment ? (
          <PaymentChoice
            payment={answer.payment}
            token={answer.onlinePayment.token}
            action="/gutschein/bezahlen"
            hint={t.payOnlineHint}
            transferIntro={t.paymentIntro(answer.payment.amount)}
          />
        ) : answer.payment ? (
          <PaymentBox info={answer.payment} intro={t.paymentIntro(answer.payment.amount)} />
        ) : null}
      </div>
    );
  }
  const failed = answer && !answer.ok ? answer : undefined;
  const errors = failed?.fieldErrors ?? {};
  const kept = failed?.values;
  const amount = kept?.amount || String(VOUCHER_PRESETS_CENTS[1]);
  const delivery = kept?.delivery || "buyer";
  const chosenCents = live ? (chosen ?? voucherAmountCents(amount, kept?.amount_free ?? "")) : null;
  const chosenText = chosenCents === null ? t.facts.chosenAmount : formatPrice(chosenCents, "EUR", locale);
  const readAmount = (form: HTMLFormElement) => {
    const data = new FormData(form);
    setChosen(voucherAmountCents(String(data.get("amount") ?? ""), String(data.get("amount_free") ?? "")));
  };

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-5 py-12 lg:py-16">
      {paidOnline && !answer ? (
        <Notice tone="success" title={t.paidOnlineTitle}>
          {t.paidOnlineText}
        </Notice>
      ) : null}
      <Form
        method="post"
        className="flex flex-col gap-8 rounded-2xl border border-line bg-white p-6 sm:p-8"
        aria-busy={busy}
        onChange={(event) => readAmount(event.currentTarget)}
      >
        {failed?.message && !busy ? (
          <Notice tone="error" title={failed.message.title}>
            {failed.message.text}
          </Notice>
        ) : null}
        <Honeypot />
        <input type="hidden" name="idempotency_key" value={idempotencyKey} />

        <fieldset className="flex flex-col gap-3" aria-describedby={errors.amount_free ? "amount-error" : undefined}>
          <legend className="mb-2 font-display text-xl">{t.amountLegend}</legend>
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {VOUCHER_PRESETS_CENTS.map((cents) => (
              <label key={cents} className={choiceClass}>
                <input
                  type="radio"
                  name="amount"
                  value={String(cents)}
                  defaultChecked={amount === String(cents)}
                  className="sr-only"
                />
                {formatPrice(cents, "EUR", locale)}
              </label>
            ))}
            <label className={`${choiceClass} text-base`}>
              <input type="radio" name="amount" value="free" defaultChecked={amount === "free"} className="sr-only" />
              {t.freeAmount}
            </label>
          </div>
          <Field
            label={t.freeAmountLabel}
            error={errors.amount_free}
            hint={t.freeAmountHint(wholeEuros(VOUCHER_MIN_CENTS), wholeEuros(VOUCHER_MAX_CENTS))}
          >
            {(props) => (
              <input
                {...props}
                name="amount_free"
                inputMode="numeric"
                maxLength={7}
                defaultValue={kept?.amount_free}
                className={`${props.className ?? ""} max-w-40`}
              />
            )}
          </Field>
        </fieldset>

        <fieldset className="flex flex-col gap-4">
          <legend className="mb-2 font-display text-xl">{t.buyerLegend}</legend>
          <PersonFields errors={errors} kept={kept} />
        </fieldset>

        <fieldset className="flex flex-col gap-4">
          <legend className="mb-2 font-display text-xl">{t.recipientLegend}</legend>
          <Field label={t.recipientName} error={errors.recipient_name}>
            {(props) => (
              <input
                {...props}
                name="recipient_name"
                required
                maxLength={120}
                placeholder={t.recipientPlaceholder}
                defaultValue={kept?.recipient_name}
              />
            )}
          </Field>
          <Field label={t.message} error={errors.message} hint={t.messageHint(MAX_MESSAGE)}>
            {(props) => (
              <textarea {...props} name="message" rows={3} maxLength={MAX_MESSAGE} defaultValue={kept?.message} />
            )}
          </Field>
        </fieldset>

        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 font-display text-xl">{t.deliveryLegend}</legend>
          <label className={radioRowClass}>
            <input
              type="radio"
              name="delivery"
              value="buyer"
              defaultChecked={delivery === "buyer"}
              className="mt-0.5 size-4 accent-accent"
            />
            <span>{t.toBuyer}</span>
          </label>
          <label className={radioRowClass}>
            <input
              type="radio"
              name="delivery"
              value="recipient"
              defaultChecked={delivery === "recipient"}
              className="mt-0.5 size-4 accent-accent"
            />
            <span>{t.toRecipient}</span>
          </label>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={t.recipientEmail} error={errors.recipient_email}>
              {(props) => (
                <input
                  {...props}
                  name="recipient_email"
                  type="email"
                  autoComplete="off"
                  maxLength={254}
                  defaultValue={kept?.recipient_email}
                />
              )}
            </Field>
            <Field label={t.deliverOn} error={errors.deliver_on}>
              {(props) => (
                <input {...props} name="deliver_on" type="date" min={today} defaultValue={kept?.deliver_on} />
              )}
            </Field>
          </div>
          <p className="text-sm text-muted">{t.deliverOnHint}</p>
        </fieldset>

        <div className="flex flex-col gap-3">
          <OrderFacts
            level={2}
            title={t.facts.what}
            when={t.facts.validity(formatShortDate(voucherValidUntil(today), locale))}
            whenLabel="validity"
            price={<span data-testid="voucher-facts-price">{t.facts.price(chosenText)}</span>}
            terms="voucher"
            leading={[{ label: t.facts.value, value: chosenText }]}
            extra={[{ label: t.facts.delivery, value: t.facts.deliveryText }]}
          />
          <OrderLegalNote />
          <SubmitButton size="lg" className="w-full" busy={busy} busyLabel={t.submitting}>
            {orderLabel}
          </SubmitButton>
        </div>
      </Form>
    </div>
  );
}
