import { useState } from "react";
import { bookingTotals, MAX_DISCOUNT_CODE_LENGTH, normalizeDiscountCode } from "~/features/core/payments/discount";
import { useActionData, useFetcher } from "react-router";
import { ButtonLink, SubmitButton } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Button } from "~/components/ui/button";
import { Honeypot } from "~/components/ui/honeypot";
import { toast } from "~/components/ui/toast";
import { formatPrice } from "~/lib/money";
import { VatNote } from "./vat-note";
import { useFetcherAnswer, useSchemaCheck } from "~/lib/form-hooks";
import { PaymentBox } from "~/features/core/payments/payment-box";
import { PaymentChoice } from "~/features/core/payments/payment-choice";
import type { PaymentInstructions } from "~/features/core/payments/instructions";
import { useLocale, useMessages } from "~/lib/i18n";
import type { PaidKind } from "~/lib/messages";
import type { BookingActionResult } from "./booking.server";
import {
  bookingFormSchemas,
  bookingFormSchemasWithEarlyStart,
  MAX_TICKETS,
  MIN_TICKETS,
  ticketsFallback,
} from "./schema";
import { EarlyStartConsentField, OrderFacts, OrderLegalNote, useOrderButtonLabel } from "./contract-fields";
import { Notice } from "~/components/ui/notice";
import { PersonFields, PhoneField, TicketsField } from "./person-fields";
import { WaitlistForm } from "./waitlist-form";
import { formatVoucherCode, normalizeVoucherCode, voucherShareCents } from "~/features/products/vouchers/code";
import { BillingFields } from "./billing-fields";
import { IntakeFields } from "~/features/people/intake/intake-fields";
import type { ShownIntakeQuestion } from "~/features/people/intake/questions";
import { requiresBillingAddress } from "./billing";

export function BookingSuccess({
  reference,
  holdUntil,
  payment,
  onlinePayment,
  title,
  text,
  more,
  confirmHint,
  kind = "event",
}: {
  reference?: string | undefined;
  /** Already in Berlin time and the page's language (BookingActionResult). */
  holdUntil?: string | undefined;
  payment?: PaymentInstructions | undefined;
  /** With Stripe set up: the choice "Jetzt online bezahlen" or "Überweisung (GiroCode)" (decision 0141). */
  onlinePayment?: { token: string } | undefined;
  /** Another kind of booking's own words (a 1:1 session, /termin); the events' by default. */
  title?: string | undefined;
  text?: string | undefined;
  more?: { to: string; label: string } | undefined;
  /** The hold's note in that kind's words (a session's time, a package); the events' seats by default. */
  confirmHint?: ((until: string) => string) | undefined;
  /** What was booked: the payment box says "pay by" in its words (a session, a package, an event). */
  kind?: PaidKind;
}) {
  const messages = useMessages();
  const t = messages.booking;
  return (
    <div role="status" className="flex flex-col items-start gap-3">
      <svg
        viewBox="0 0 24 24"
        className="size-10 text-success"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
      >
        <path d="M22 11.1V12a10 10 0 1 1-5.9-9.1M22 4 12 14l-3-3" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <h3 className="text-2xl">{title ?? t.successTitle}</h3>
      <p className="text-muted">{text ?? t.successText}</p>
      {holdUntil ? (
        <p className="rounded-xl bg-sand p-3 text-sm font-medium text-ink">
          {(confirmHint ?? t.confirmHint)(holdUntil)}
        </p>
      ) : null}
      {reference ? (
        <p className="text-sm">
          {t.reference}: <strong className="font-mono tracking-wider">{reference}</strong>
        </p>
      ) : null}
      {payment && onlinePayment ? (
        <PaymentChoice
          payment={payment}
          token={onlinePayment.token}
          action="/buchung/bezahlen"
          transferIntro={messages.payment.pageIntro(payment.amount, kind)}
        />
      ) : payment ? (
        <PaymentBox info={payment} intro={messages.payment.pageIntro(payment.amount, kind)} />
      ) : null}
      <ButtonLink to={more?.to ?? "/events"} variant="secondary">
        {more?.label ?? t.moreEvents}
      </ButtonLink>
    </div>
  );
}

const bookingFetcherKey = (eventId: string) => `booking-${eventId}`;

/**
 * Whether this visitor's booking of the event just succeeded (with or without JavaScript). The page
 * keeps the form's success view even when that booking took the last seats and the reloaded event
 * is sold out.
 */
export function useBookingSucceeded(eventId: string): boolean {
  const fetcher = useFetcher<BookingActionResult>({ key: bookingFetcherKey(eventId) });
  const pageResult = useActionData<BookingActionResult>();
  return Boolean(fetcher.data?.ok || pageResult?.ok);
}

/**
 * The booking form. It posts to the event page's action: with JavaScript through a fetcher (no
 * reload, busy state, toasts), without it as a normal form post whose answer the page renders.
 * The browser checks the input with the same valibot schema as the server before sending.
 */
export function BookingForm({
  eventId,
  priceCents,
  currency,
  idempotencyKey,
  earlyStartConsent,
  smallBusiness,
  facts,
  intake = [],
}: {
  eventId: string;
  /** Per ticket, integer cents (the server decides the total again when booking). */
  priceCents: number;
  currency: string;
  /** From the loader, one per rendered form: the server books once per key. */
  idempotencyKey: string;
  /** The event starts inside the withdrawal period: the early-start request is asked (contract.ts). */
  earlyStartConsent: boolean;
  /** Her § 19 UStG setting (decision 0154): how the total states VAT. */
  smallBusiness: boolean;
  /** What is booked, when and where, for the facts above the order button (§ 312j (2) BGB). */
  facts: { title: string; titleLang?: string | undefined; when: string; where: string };
  /** The event's questions before booking (decision 0221). */
  intake?: readonly ShownIntakeQuestion[];
}) {
  const fetcher = useFetcher<BookingActionResult>({ key: bookingFetcherKey(eventId) });
  // Set only after a no-JS post; fetchers never fill the route's action data.
  const pageResult = useActionData<BookingActionResult>();
  const locale = useLocale();
  const messages = useMessages();
  const t = messages.booking;
  const result = fetcher.data ?? pageResult;
  const failed = result && !result.ok ? result : undefined;
  // Asked when the page knew the event's date, or when the server asked for it (a page from before midnight).
  const askEarlyStart = earlyStartConsent || Boolean(failed?.fieldErrors?.early_start);
  const { errors: clientErrors, check } = useSchemaCheck(
    askEarlyStart ? bookingFormSchemasWithEarlyStart[locale] : bookingFormSchemas[locale],
  );
  const [tickets, setTickets] = useState<number>(MIN_TICKETS);
  // The code as typed now: a preview the server gave for another code no longer applies.
  const [typedCode, setTypedCode] = useState<string | null>(null);
  const busy = fetcher.state !== "idle";
  const checking = busy && fetcher.formData?.get("intent") === "check_code";

  useFetcherAnswer(fetcher, (result) => {
    // "Code prüfen" answers beside the field and in the total, not in a toast.
    if (!result.ok && result.discountCheck !== undefined) return;
    if (result.ok) {
      toast({ variant: "success", title: t.toastSuccess.title, description: t.toastSuccess.text });
    } else {
      toast({ title: t.toastError.title, description: result.message?.text ?? t.toastError.text });
    }
  });

  const orderLabel = useOrderButtonLabel(priceCents);
  if (result?.ok)
    return (
      <BookingSuccess
        reference={result.reference}
        holdUntil={result.holdUntil}
        payment={result.payment}
        onlinePayment={result.onlinePayment}
      />
    );

  // Too late for a seat: the waiting list on the same page, with the name and address kept.
  if (failed?.waitlistOffer && !busy) return <WaitlistForm eventId={eventId} offer={failed} />;
  const errors = clientErrors ?? failed?.fieldErrors ?? {};
  const kept = failed?.values;
  const currentCode = normalizeDiscountCode(typedCode ?? kept?.discount_code ?? "");
  // The server's preview, while the field still holds its code (decision 0140: the booking decides again).
  const preview =
    failed?.discountCheck && (normalizeVoucherCode(currentCode) ?? currentCode) === failed.discountCheck.code
      ? failed.discountCheck
      : null;
  const ticketCount = Math.min(MAX_TICKETS, Math.max(MIN_TICKETS, tickets));
  const totals = bookingTotals(priceCents, ticketCount, preview?.rule ?? null);
  // A voucher's part, redrawn from its balance when the tickets change (the booking decides again).
  const voucherCents = voucherShareCents(preview?.voucherBalanceCents ?? 0, totals.totalCents);

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    // "Code prüfen" needs only the code: the rest of the form is checked when booking.
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (submitter instanceof HTMLButtonElement && submitter.value === "check_code") return;
    const ticketsInput = event.currentTarget.elements.namedItem("num_tickets") as HTMLInputElement | null;
    if (ticketsInput) ticketsInput.value = ticketsFallback(ticketsInput.value);
    check(event);
  }

  return (
    <fetcher.Form method="post" onSubmit={onSubmit} className="relative flex flex-col gap-4" aria-busy={busy}>
      {failed?.message && !busy ? (
        <Notice tone="error" title={failed.message.title}>
          {failed.message.text}
        </Notice>
      ) : null}
      <Honeypot />
      <input type="hidden" name="idempotency_key" value={idempotencyKey} />
      <PersonFields errors={errors} kept={kept} />
      <PhoneField error={errors.phone} kept={kept?.phone} />
      <TicketsField
        error={errors.num_tickets}
        kept={kept?.num_tickets}
        onChange={(event) => setTickets(Number(ticketsFallback(event.currentTarget.value)))}
        // Non-numeric input falls back to 1 (ticketsFallback in ./schema.ts).
        onBlur={(event) => {
          event.currentTarget.value = ticketsFallback(event.currentTarget.value);
        }}
      />
      <IntakeFields questions={intake} errors={failed?.intake?.errors} kept={failed?.intake?.values} about="event" />
      <BillingFields required={requiresBillingAddress(totals.totalCents)} errors={errors} kept={kept} />
      <Field label={t.discount.label} error={errors.discount_code} hint={t.discount.hint}>
        {(props) => (
          <div className="flex flex-col gap-2 sm:flex-row">
            <input
              {...props}
              name="discount_code"
              type="text"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={MAX_DISCOUNT_CODE_LENGTH + 8}
              defaultValue={kept?.discount_code}
              onChange={(event) => setTypedCode(event.currentTarget.value)}
              className={`${props.className ?? ""} font-mono uppercase sm:flex-1`}
            />
            {/* A plain submit: without JavaScript the page answers with the form and the new total. */}
            <Button
              type="submit"
              name="intent"
              value="check_code"
              formNoValidate
              variant="secondary"
              disabled={busy}
              aria-busy={checking}
            >
              {checking ? t.discount.checking : t.discount.check}
            </Button>
          </div>
        )}
      </Field>
      {preview ? (
        <p role="status" className="rounded-xl bg-sand p-3 text-sm font-medium text-ink">
          {preview.text}
        </p>
      ) : null}
      {askEarlyStart ? <EarlyStartConsentField error={errors.early_start} kept={kept?.early_start} /> : null}
      {/* The total, with the rest of the facts, right above the button (§ 312j (2) BGB, issue 53). */}
      <OrderFacts
        title={facts.title}
        titleLang={facts.titleLang}
        when={facts.when}
        where={facts.where}
        terms="event"
        paid={priceCents > 0}
        price={
          <div className="flex flex-col gap-1 text-sm">
            {preview && totals.discountCents > 0 ? (
              <>
                <p className="flex items-baseline justify-between">
                  <span className="text-muted">{t.discount.subtotal}</span>
                  <span>{formatPrice(totals.grossCents, currency, locale)}</span>
                </p>
                <p className="flex items-baseline justify-between">
                  <span className="text-muted">{t.discount.row(preview.code)}</span>
                  <span>-{formatPrice(totals.discountCents, currency, locale)}</span>
                </p>
              </>
            ) : null}
            <p className="flex items-baseline justify-between">
              <span className="text-muted">{t.total}</span>
              <output className="text-lg font-semibold text-ink" aria-live="polite">
                {formatPrice(totals.totalCents, currency, locale)}
              </output>
            </p>
            {voucherCents > 0 ? (
              <>
                <p className="flex items-baseline justify-between">
                  <span className="text-muted">{t.discount.voucherRow(formatVoucherCode(preview!.code))}</span>
                  <span>-{formatPrice(voucherCents, currency, locale)}</span>
                </p>
                <p className="flex items-baseline justify-between font-semibold">
                  <span>{messages.manageBooking.toPay}</span>
                  <span>{formatPrice(totals.totalCents - voucherCents, currency, locale)}</span>
                </p>
              </>
            ) : null}
            <VatNote priceCents={totals.totalCents} smallBusiness={smallBusiness} className="text-xs text-muted" />
          </div>
        }
      />
      <OrderLegalNote />
      <SubmitButton size="lg" className="w-full" busy={busy} busyLabel={t.submitting}>
        {orderLabel}
      </SubmitButton>
    </fetcher.Form>
  );
}
