import { Button, SubmitButton } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { useResultFetcher } from "./result";

export interface ConfirmTexts {
  title: string;
  text: string;
  cancel: string;
  confirm: string;
}

/**
 * The one "are you sure?" of the back office: posts `intent` for row `id` once confirmed and
 * closes when the answer is in. Render it once per page, not per row (one toast per answer).
 */
export function ConfirmAction({
  id,
  intent,
  texts,
  onClose,
  fields = {},
  variant = "danger",
}: {
  id: string | null;
  intent: string;
  texts: ConfirmTexts;
  onClose: () => void;
  /** More values to post, e.g. the rows of a bulk action. */
  fields?: Record<string, string>;
  /** "primary" for a step forward (confirming), "danger" for one that takes something away. */
  variant?: "primary" | "danger";
}) {
  // Closes once the answer is in, whatever it says; the toast tells which.
  const fetcher = useResultFetcher({ key: `admin-${intent}`, onAnswer: onClose });
  const busy = fetcher.state !== "idle";
  return (
    <Dialog open={id !== null} onClose={onClose} title={texts.title} className="w-[min(30rem,calc(100%-2rem))]">
      <fetcher.Form method="post" className="flex flex-col gap-6 p-5">
        <p>{texts.text}</p>
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="id" value={id ?? ""} />
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            {texts.cancel}
          </Button>
          <SubmitButton variant={variant} busy={busy} busyLabel={texts.confirm}>
            {texts.confirm}
          </SubmitButton>
        </div>
      </fetcher.Form>
    </Dialog>
  );
}
