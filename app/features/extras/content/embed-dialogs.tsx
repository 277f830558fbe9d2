import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { useMessages } from "~/lib/i18n";
import { ExternalEmbed } from "./external-embed";

type ButtonProps = Omit<React.ComponentProps<typeof Button>, "onClick" | "children">;

interface EmbedDialogButtonProps extends ButtonProps {
  label: string;
  src: string;
  /** Sizes of the <dialog> and of the iframe inside it. */
  dialogClass: string;
  frameClass: string;
}

/** A button that opens a modal dialog holding consent-gated third-party content. */
function EmbedDialogButton({ label, src, dialogClass, frameClass, ...buttonProps }: EmbedDialogButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button {...buttonProps} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {label}
      </Button>
      {/* text-left: the dialog may sit inside a centred section and would inherit its alignment. */}
      <Dialog open={open} onClose={() => setOpen(false)} title={label} className={`text-left ${dialogClass}`}>
        <ExternalEmbed src={src} title={label} className={frameClass} />
      </Dialog>
    </>
  );
}

/** The mindset test dialog's size on the home page: about 90 % wide and 80 % high. */
export const MINDSET_DIALOG_CLASS = "h-[80dvh] w-[90vw] max-w-none";

/**
 * Home, when the coach switched to an external test (app/features/people/mindset/external.ts): that test
 * in the mindset dialog, behind the consent notice. Our own test: app/features/people/mindset/mindset-dialog.tsx.
 */
export function ExternalMindsetTestButton({ src, ...props }: ButtonProps & { src: string }) {
  const messages = useMessages();
  return (
    <EmbedDialogButton
      {...props}
      label={messages.site.home.mindsetTest}
      src={src}
      dialogClass={MINDSET_DIALOG_CLASS}
      frameClass="h-full"
    />
  );
}

/** The booking calendar dialog's size on the contact page: a calendar 600 px high. */
export const BOOKING_DIALOG_CLASS = "w-[calc(100vw-2rem)] max-w-3xl";
export const BOOKING_CALENDAR_HEIGHT = "h-[600px]";

/**
 * Contact, when the coach switched to an external booking calendar (app/features/products/sessions/external.ts):
 * that calendar, 600 px high, behind the consent notice; closes on the icon and on the backdrop.
 * Our own scheduler: app/features/products/sessions/intro-call-dialog.tsx.
 */
export function ExternalBookingCalendarButton({ src, ...props }: ButtonProps & { src: string }) {
  const messages = useMessages();
  return (
    <EmbedDialogButton
      {...props}
      label={messages.site.contact.bookingButton}
      src={src}
      dialogClass={BOOKING_DIALOG_CLASS}
      frameClass={BOOKING_CALENDAR_HEIGHT}
    />
  );
}
