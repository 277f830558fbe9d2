import type { MetaDescriptor } from "react-router";
import { buttonClass, ButtonLink } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { brand } from "~/config/brand";
import { getMessages, useLocalize, useMessages } from "~/lib/i18n";
import { localeFromPath } from "~/lib/locale";
import type { CheckoutRefusal } from "./checkout-form.server";
import type { PaymentInstructions } from "./instructions";
import { PaymentBox } from "./payment-box";

/**
 * After the order button, where Stripe is set up (decision 0141): pay online now (a plain form post
 * of a signed checkout token, so it works before JavaScript; the server answers with Stripe's
 * Checkout page) or by transfer with the GiroCode. A booking posts to /buchung/bezahlen, a voucher
 * order to /gutschein/bezahlen; each says in its own words what paying online does.
 */
export function PaymentChoice({
  payment,
  token,
  action,
  hint,
  transferIntro,
}: {
  payment: PaymentInstructions;
  token: string;
  /** The page (without language prefix) that starts the Checkout session for this token. */
  action: string;
  /** Under the button: what happens once paid; the booking's words by default. */
  hint?: string | undefined;
  /** Above the bank details; the booking's words by default. */
  transferIntro?: string | undefined;
}) {
  const messages = useMessages();
  const t = messages.payment;
  const localize = useLocalize();
  return (
    <section aria-labelledby="payment-choice" className="flex w-full flex-col gap-4">
      <h2 id="payment-choice" className="font-display text-xl">
        {t.choiceHeading}
      </h2>
      <form method="post" action={localize(action)} className="flex flex-col gap-2">
        <input type="hidden" name="token" value={token} />
        <button type="submit" className={buttonClass("primary", "lg", "self-start")}>
          {t.payOnline}
        </button>
        <p className="text-sm text-muted">{hint ?? t.payOnlineHint}</p>
      </form>
      <details className="group rounded-xl border border-line">
        <summary className="cursor-pointer p-4 font-semibold text-ink">{t.payByTransfer}</summary>
        <PaymentBox info={payment} intro={transferIntro ?? t.pageIntro(payment.amount)} />
      </details>
    </section>
  );
}

/** The title of the page a refused "Jetzt online bezahlen" lands on; never indexed. */
export const checkoutRefusedMeta = ({ location }: { location: { pathname: string } }): MetaDescriptor[] => [
  { title: `${getMessages(localeFromPath(location.pathname)).payment.onlineFailedTitle} – ${brand.productName}` },
  { name: "robots", content: "noindex" },
];

/**
 * The page a refused "Jetzt online bezahlen" lands on: why, and where to go on from there. The
 * provider's failure reads the same for every order; the other reasons in the order's own words.
 */
export function CheckoutRefused({
  reason,
  notOpen,
  invalid,
  more,
}: {
  reason: CheckoutRefusal;
  /** Already paid, or no longer payable. */
  notOpen: string;
  /** A token that is broken, expired or names nothing (and a site without Stripe). */
  invalid: string;
  more: { to: string; label: string };
}) {
  const t = useMessages().payment;
  const text = reason === "provider_failed" ? t.onlineUnavailable : reason === "not_open" ? notOpen : invalid;
  return (
    <section className="mx-auto max-w-xl px-5 pt-32 pb-24">
      <div className="flex flex-col gap-6 rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-10">
        <h1 className="text-3xl sm:text-4xl">{t.onlineFailedTitle}</h1>
        <Notice tone="error" title={t.onlineFailedTitle}>
          {text}
        </Notice>
        <ButtonLink to={more.to} variant="secondary" className="self-start">
          {more.label}
        </ButtonLink>
      </div>
    </section>
  );
}
