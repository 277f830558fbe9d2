import { Form } from "react-router";
import { Button, Spinner } from "~/components/ui/button";
import { Icon, type IconName } from "./icons";

/**
 * One action button of a list row, inside a form that posts the row's id: it posts its `intent`,
 * and screen readers hear the row's name after the label ("Bestätigen: Anna Muster"). With `ask`, a
 * click opens the caller's confirmation instead (without JavaScript the form posts directly); a
 * button that posts at once shows a spinner while `busy`.
 */
export function RowButton({
  intent,
  label,
  rowName,
  busy,
  icon,
  variant = "secondary",
  ask,
  iconOnly = false,
}: {
  intent: string;
  label: string;
  rowName: string;
  busy: boolean;
  icon?: IconName;
  variant?: "primary" | "secondary" | "ghost";
  ask?: () => void;
  /** Only the icon shows (the label is its name and tooltip): where a long label would widen a list's actions. */
  iconOnly?: boolean;
}) {
  return (
    <Button
      type="submit"
      name="intent"
      value={intent}
      size="sm"
      variant={variant}
      disabled={busy}
      {...(iconOnly ? { title: label } : {})}
      {...(ask
        ? {
            onClick: (event: React.MouseEvent) => {
              event.preventDefault();
              ask();
            },
          }
        : {})}
    >
      {busy && !ask && icon ? <Spinner /> : icon ? <Icon name={icon} /> : null}
      {iconOnly ? <span className="sr-only">{label}</span> : label}
      <span className="sr-only">: {rowName}</span>
    </Button>
  );
}

/**
 * A row's own little form: posts `intent` with the row's `id` through a small outlined button in red
 * (what deletes or ends something). Works before JavaScript; `label` names the row for screen readers.
 */
export function RowPostButton({
  intent,
  id,
  text,
  label,
  busy,
}: {
  intent: string;
  id: string;
  text: string;
  label: string;
  busy: boolean;
}) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <button
        type="submit"
        disabled={busy}
        aria-label={label}
        className="rounded-full border border-line px-3 py-1 text-sm font-medium text-danger hover:bg-paper focus-visible:outline-2 focus-visible:outline-accent disabled:opacity-60"
      >
        {text}
      </button>
    </Form>
  );
}
