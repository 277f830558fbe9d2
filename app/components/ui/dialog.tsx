import { useEffect, useRef } from "react";

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** Hide the title visually but keep it for screen readers. */
  hideTitle?: boolean;
  className?: string;
  children: React.ReactNode;
}

/**
 * Modal dialog on the native <dialog> element: the browser traps focus, closes on Escape
 * and returns focus to the opener. A click on the backdrop closes it too.
 */
export function Dialog({ open, onClose, title, hideTitle = false, className = "", children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    // Backdrop clicks land on the <dialog> itself; keyboard users close it with Escape (native) or the button.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      aria-label={title}
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
      className={`m-auto max-h-[90dvh] rounded-2xl bg-white p-0 text-ink shadow-2xl backdrop:bg-ink/60 backdrop:backdrop-blur-sm ${className}`}
    >
      {open ? (
        // Capped like the dialog itself: a long body (a mail in the log) scrolls inside, the title stays.
        <div className="flex h-full max-h-[90dvh] flex-col">
          <div className="flex items-center justify-between gap-4 border-b border-line px-5 py-3">
            <h2 className={hideTitle ? "sr-only" : "text-lg"}>{title}</h2>
            <button
              type="button"
              onClick={onClose}
              className="ml-auto rounded-full p-2 text-muted hover:bg-sand hover:text-ink"
              aria-label="Schließen"
            >
              <svg
                viewBox="0 0 24 24"
                className="size-5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                aria-hidden="true"
              >
                <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
              </svg>
            </button>
          </div>
          <div className="min-h-0 flex-1 overflow-auto">{children}</div>
        </div>
      ) : null}
    </dialog>
  );
}
