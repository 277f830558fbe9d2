import { Link } from "react-router";
import { useLocalize, useMessages } from "~/lib/i18n";

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
    <div className="flex flex-col gap-1.5">
      <label className="flex items-start gap-3 rounded-xl bg-sand p-3 text-sm text-ink">
        <input
          type="checkbox"
          name="early_start"
          required
          defaultChecked={kept === "on"}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? "early-start-error" : undefined}
          className="mt-1 size-4 shrink-0 accent-accent"
        />
        <span>{t.label}</span>
      </label>
      {error ? (
        <p id="early-start-error" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
