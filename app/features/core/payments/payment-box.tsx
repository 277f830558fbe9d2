import { useMemo } from "react";
import { useMessages } from "~/lib/i18n";
import { girocodeSvg, paymentDetails, type PaymentInstructions } from "./instructions";

/**
 * "So bezahlst du": amount, bank details, reference and, for EUR, the GiroCode. The QR code is
 * drawn here from its payload (on the server for a rendered page, in the browser for a booking's
 * answer) as an <img> of the SVG (a data URL), so no markup is injected into the page.
 */
export function PaymentBox({ info, intro }: { info: PaymentInstructions; intro: string }) {
  const t = useMessages().payment;
  const qr = useMemo(() => (info.epc ? girocodeSvg(info.epc, t.qrAlt) : null), [info.epc, t.qrAlt]);
  const rows = paymentDetails(info, t);
  return (
    <section
      aria-labelledby="payment-heading"
      className="@container flex w-full flex-col gap-4 rounded-xl border border-line bg-white p-5"
    >
      <h2 id="payment-heading" className="font-display text-xl">
        {t.heading}
      </h2>
      <p>{intro}</p>
      {/* Side by side only where the box itself is wide ("Meine Buchung"), not in the event page's narrow booking column. */}
      <div className="flex flex-col gap-5 @lg:flex-row @lg:items-start">
        <dl className="flex-1 text-sm" data-testid="payment-details">
          {rows.map(([label, value]) => (
            <div key={label} className="flex justify-between gap-4 border-b border-line py-2">
              <dt className="font-semibold text-ink">{label}</dt>
              <dd className="text-right font-mono text-ink select-all">{value}</dd>
            </div>
          ))}
        </dl>
        {qr ? (
          <figure className="flex w-44 shrink-0 flex-col gap-2 self-center @lg:self-start">
            <img
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(qr)}`}
              alt={t.qrAlt}
              width={176}
              height={176}
            />
            <figcaption className="text-xs text-muted">{t.qrCaption}</figcaption>
          </figure>
        ) : null}
      </div>
      {info.paypalUrl ? (
        <a href={info.paypalUrl} className="self-start font-semibold text-accent underline" rel="noopener noreferrer">
          {t.paypal}
        </a>
      ) : null}
    </section>
  );
}
