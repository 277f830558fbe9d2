import { Link, type LinkProps } from "react-router";
import { useLocalize } from "~/lib/i18n";

type Variant = "primary" | "secondary" | "ghost" | "danger";
type Size = "md" | "sm" | "lg";

const base =
  "inline-flex items-center justify-center gap-2 rounded-full font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2";
const variants: Record<Variant, string> = {
  primary: "bg-accent text-white hover:bg-accent-strong focus-visible:outline-accent",
  secondary: "border border-accent text-accent bg-white/70 hover:bg-accent-soft focus-visible:outline-accent",
  ghost: "text-ink hover:bg-sand focus-visible:outline-accent",
  danger: "bg-danger text-white hover:bg-danger/90 focus-visible:outline-danger",
};
const sizes: Record<Size, string> = {
  sm: "px-3.5 py-1.5 text-sm",
  md: "px-5 py-2.5 text-[0.95rem]",
  lg: "px-7 py-3.5 text-base",
};

export function buttonClass(variant: Variant = "primary", size: Size = "md", extra = ""): string {
  return `${base} ${variants[variant]} ${sizes[size]} ${extra}`.trim();
}

type ButtonProps = React.ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant; size?: Size };

export function Button({ variant, size, className = "", type = "button", ...props }: ButtonProps) {
  return <button type={type} className={buttonClass(variant, size, className)} {...props} />;
}

type SubmitButtonProps = Omit<ButtonProps, "type" | "disabled"> & {
  /** The form is on its way: the button waits, with a spinner and `busyLabel` instead of its label. */
  busy: boolean;
  busyLabel: React.ReactNode;
};

/**
 * Every form's send button: disabled while the form is on its way, so a second click sends nothing
 * twice, and saying so ("Speichern...", "Wird gesendet...") next to a spinner.
 */
export function SubmitButton({ busy, busyLabel, children, ...props }: SubmitButtonProps) {
  return (
    <Button type="submit" disabled={busy} {...props}>
      {busy ? <Spinner /> : null}
      {busy ? busyLabel : children}
    </Button>
  );
}

type ButtonLinkProps = LinkProps & { variant?: Variant; size?: Size };

/** A link styled as a button; a site path is shown in the page's language ("/contact" → "/en/contact"). */
export function ButtonLink({ variant, size, className = "", to, ...props }: ButtonLinkProps) {
  const localize = useLocalize();
  return (
    <Link
      className={buttonClass(variant, size, className)}
      to={typeof to === "string" ? localize(to) : to}
      {...props}
    />
  );
}

export function Spinner({ className = "size-4" }: { className?: string }) {
  return (
    <svg className={`animate-spin ${className}`} viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.25" strokeWidth="4" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}
