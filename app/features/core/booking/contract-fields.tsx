import type { ReactNode } from "react";
import { Link, useRouteLoaderData } from "react-router";
import { COACHING_TERMS } from "~/config/coaching";
import { useLocalize, useMessages } from "~/lib/i18n";
import { BOOKING_POLICY } from "./policy";
import { CheckboxField } from "~/components/ui/checkbox-field";

/** The order button's words: a booking that costs money names the duty to pay (§ 312j (3) BGB). */
export function useOrderButtonLabel(totalCents: number, what: "booking" | "order" = "booking"): string {
  const t = useMessages().contract.orderButton;
  if (totalCents <= 0) return t.free;
  // An order of goods (a voucher, decision 0152) says "bestellen", a booking "buchen".
  return what === "order" ? t.order : t.paid;
}

const linkClass = "font-medium text-accent-strong underline underline-offset-4";

/** The sentence beside every order button: the AGB (with the withdrawal information) and the privacy page. */
export function OrderLegalNote({ className = "" }: { className?: string }) {
  const t = useMessages().contract.legalNote;
  const localize = useLocalize();
  return (
    <p className={`text-sm text-muted ${className}`}>
      {t.before}
      <Link to={localize("/agb")} className={linkClass}>
        {t.terms}
      </Link>
      {t.middle}
      <Link to={localize("/datenschutz")} className={linkClass}>
        {t.privacy}
      </Link>
      {t.after}
    </p>
  );
}

/**
 * The early-start request for an event inside the withdrawal period (contract.ts): a plain checkbox
 * ("on" when ticked), required by the browser and, from the event, by the server.
 */
export function EarlyStartConsentField({
  error,
  kept,
  kind = "event",
}: {
  error?: string | undefined;
  kept?: string | undefined;
  /** Whose words: an event's (the default) or a 1:1 session's (issue 51). */
  kind?: "event" | "session";
}) {
  const all = useMessages().contract.earlyStart;
  const t = kind === "session" ? all.session : all;
  return (
    <CheckboxField name="early_start" id="early-start" error={error} required defaultChecked={kept === "on"} boxed>
      {t.label}
    </CheckboxField>
  );
}

/** Which AGB terms of cancellation the order falls under: an event's (§ 5), a session's or a package's (§ 5a). */
export type OrderTerms = "event" | "session" | "package" | "voucher";

/** Whether online payment is set up (the root loader's `onlinePayment`, decision 0141). */
function useOnlinePayment(): boolean {
  const root = useRouteLoaderData("root") as { onlinePayment?: boolean } | undefined;
  return Boolean(root?.onlinePayment);
}

function FactRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    // Label above its value: the booking card beside the event is narrow even on a wide screen.
    <div className="flex flex-col gap-0.5 py-2">
      <dt className="font-semibold text-ink">{label}</dt>
      <dd className="text-ink/90">{children}</dd>
    </div>
  );
}

/**
 * The essential facts of a paid order right above its button (§ 312j (2) BGB with Art. 246a § 1 (1)
 * EGBGB): what, when, where, the total price with its VAT, cancellation, the right of withdrawal and
 * how to pay. Rendered inside the form, between the last field and the legal note, so nothing
 * stands between the facts and the click but the sentence on the AGB (issue 53).
 */
export function OrderFacts({
  title,
  titleLang,
  when,
  whenLabel,
  where,
  price,
  terms,
  paid = true,
  leading = [],
  extra = [],
  level = 3,
}: {
  title: string;
  titleLang?: string | undefined;
  when?: string | undefined;
  /** "Laufzeit" for a package, whose "when" is how long its credits last. */
  whenLabel?: "validity" | undefined;
  where?: string | undefined;
  /** The total with its VAT note (the booking form's live total, a package's price). */
  price: ReactNode;
  terms: OrderTerms;
  /** False for a free registration: no payment to name, and no contract for payment to withdraw from. */
  paid?: boolean;
  /** The product's own facts right after what it is (a voucher's value, issue 53). */
  leading?: { label: string; value: ReactNode }[];
  /** The product's own facts after the price (a voucher's delivery, issue 53). */
  extra?: { label: string; value: ReactNode }[];
  /** The heading's level in its page's outline: 2 where no section heading comes before it (/gutschein). */
  level?: 2 | 3;
}) {
  const t = useMessages().contract.orderFacts;
  const online = useOnlinePayment();
  const Heading = level === 2 ? "h2" : "h3";
  const cancellation =
    terms === "event"
      ? t.cancelEvent(BOOKING_POLICY.freeCancellationHours, BOOKING_POLICY.lateCancellationFeePercent)
      : terms === "session"
        ? t.cancelSession(COACHING_TERMS.freeChangeHours, COACHING_TERMS.lateCancellationFeePercent)
        : terms === "package"
          ? t.cancelPackage(COACHING_TERMS.freeChangeHours)
          : null;
  return (
    <section
      aria-labelledby="bestelluebersicht"
      className="rounded-xl border border-line bg-sand/60 p-4 text-sm"
      data-testid="order-facts"
    >
      <Heading id="bestelluebersicht" className="text-base font-semibold text-ink">
        {terms === "voucher" ? t.headingOrder : t.heading}
      </Heading>
      <dl className="mt-2 divide-y divide-line">
        <FactRow label={t.what}>
          <span lang={titleLang}>{title}</span>
        </FactRow>
        {leading.map((row) => (
          <FactRow key={row.label} label={row.label}>
            {row.value}
          </FactRow>
        ))}
        {when ? <FactRow label={whenLabel ? t[whenLabel] : t.when}>{when}</FactRow> : null}
        {where ? <FactRow label={t.where}>{where}</FactRow> : null}
        <FactRow label={t.price}>{price}</FactRow>
        {extra.map((row) => (
          <FactRow key={row.label} label={row.label}>
            {row.value}
          </FactRow>
        ))}
        {cancellation ? <FactRow label={t.cancellation}>{cancellation}</FactRow> : null}
        {paid ? (
          <>
            <FactRow label={t.withdrawal}>{t.withdrawalText}</FactRow>
            <FactRow label={t.payment}>
              {online ? t.paymentOnline : terms === "voucher" ? t.paymentVoucher : t.paymentTransfer}
            </FactRow>
          </>
        ) : null}
      </dl>
    </section>
  );
}
