import { useState } from "react";
import { useActionData, useFetcher } from "react-router";
import { ButtonLink, SubmitButton } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Honeypot } from "~/components/ui/honeypot";
import { toast } from "~/components/ui/toast";
import { formatPrice } from "~/features/events/format";
import { useFetcherAnswer, useSchemaCheck } from "~/lib/form-hooks";
import { PaymentBox } from "~/features/payments/payment-box";
import type { PaymentInstructions } from "~/features/payments/instructions";
import { useLocale, useMessages } from "~/lib/i18n";
import type { BookingActionResult } from "./booking.server";
import {
  bookingFormSchemas,
  bookingFormSchemasWithEarlyStart,
  MAX_PHONE_LENGTH,
  MAX_TICKETS,
  MIN_TICKETS,
  ticketsFallback,
} from "./schema";
import { EarlyStartConsentField, OrderLegalNote, useOrderButtonLabel } from "./contract-fields";
import { Notice } from "~/components/ui/notice";
import { PersonFields, TicketsField } from "./person-fields";
import { WaitlistForm } from "./waitlist-form";
import { BillingFields } from "./billing-fields";
import { requiresBillingAddress } from "./billing";

export function BookingSuccess({
  reference,
  holdUntil,
  payment,
  title,
  text,
  more,
}: {
  reference?: string | undefined;
  /** Already in Berlin time and the page's language (BookingActionResult). */
  holdUntil?: string | undefined;
  payment?: PaymentInstructions | undefined;
  /** Another kind of booking's own words (a 1:1 session, /termin); the events' by default. */
  title?: string | undefined;
  text?: string | undefined;
  more?: { to: string; label: string } | undefined;
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
        <p className="rounded-xl bg-sand p-3 text-sm font-medium text-ink">{t.confirmHint(holdUntil)}</p>
      ) : null}
      {reference ? (
        <p className="text-sm">
          {t.reference}: <strong className="font-mono tracking-wider">{reference}</strong>
        </p>
      ) : null}
      {payment ? <PaymentBox info={payment} intro={messages.payment.pageIntro(payment.amount)} /> : null}
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
}: {
  eventId: string;
  /** Per ticket, integer cents (the server decides the total again when booking). */
  priceCents: number;
  currency: string;
  /** From the loader, one per rendered form: the server books once per key. */
  idempotencyKey: string;
  /** The event starts inside the withdrawal period: the early-start request is asked (contract.ts). */
  earlyStartConsent: boolean;
}) {
  const fetcher = useFetcher<BookingActionResult>({ key: bookingFetcherKey(eventId) });
  // Set only after a no-JS post; fetchers never fill the route's action data.
  const pageResult = useActionData<BookingActionResult>();
  const locale = useLocale();
  const t = useMessages().booking;
  const result = fetcher.data ?? pageResult;
  const failed = result && !result.ok ? result : undefined;
  // Asked when the page knew the event's date, or when the server asked for it (a page from before midnight).
  const askEarlyStart = earlyStartConsent || Boolean(failed?.fieldErrors?.early_start);
  const { errors: clientErrors, check } = useSchemaCheck(
    askEarlyStart ? bookingFormSchemasWithEarlyStart[locale] : bookingFormSchemas[locale],
  );
  const [tickets, setTickets] = useState<number>(MIN_TICKETS);
  const busy = fetcher.state !== "idle";

  useFetcherAnswer(fetcher, (result) => {
    if (result.ok) {
      toast({ variant: "success", title: t.toastSuccess.title, description: t.toastSuccess.text });
    } else {
      toast({ title: t.toastError.title, description: result.message?.text ?? t.toastError.text });
    }
  });

  const orderLabel = useOrderButtonLabel(priceCents);
  if (result?.ok)
    return <BookingSuccess reference={result.reference} holdUntil={result.holdUntil} payment={result.payment} />;

  // Too late for a seat: the waiting list on the same page, with the name and address kept.
  if (failed?.waitlistOffer && !busy) return <WaitlistForm eventId={eventId} offer={failed} />;
  const errors = clientErrors ?? failed?.fieldErrors ?? {};
  const kept = failed?.values;

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
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
      <Field label={t.fields.phone} error={errors.phone}>
        {(props) => (
          <input
            {...props}
            name="phone"
            type="tel"
            autoComplete="tel"
            maxLength={MAX_PHONE_LENGTH}
            placeholder={t.placeholders.phone}
            defaultValue={kept?.phone}
          />
        )}
      </Field>
      <TicketsField
        error={errors.num_tickets}
        kept={kept?.num_tickets}
        onChange={(event) => setTickets(Number(ticketsFallback(event.currentTarget.value)))}
        // Non-numeric input falls back to 1 (ticketsFallback in ./schema.ts).
        onBlur={(event) => {
          event.currentTarget.value = ticketsFallback(event.currentTarget.value);
        }}
      />
      <BillingFields
        required={requiresBillingAddress(priceCents * Math.min(MAX_TICKETS, Math.max(MIN_TICKETS, tickets)))}
        errors={errors}
        kept={kept}
      />
      <p className="flex items-baseline justify-between border-t border-line pt-4 text-sm">
        <span className="text-muted">{t.total}</span>
        <output className="text-lg font-semibold text-ink" aria-live="polite">
          {formatPrice(priceCents * Math.min(MAX_TICKETS, Math.max(MIN_TICKETS, tickets)), currency, locale)}
        </output>
      </p>
      {askEarlyStart ? <EarlyStartConsentField error={errors.early_start} kept={kept?.early_start} /> : null}
      <OrderLegalNote />
      <SubmitButton size="lg" className="w-full" busy={busy} busyLabel={t.submitting}>
        {orderLabel}
      </SubmitButton>
    </fetcher.Form>
  );
}
