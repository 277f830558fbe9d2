import { createContext, useContext, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { Link, useFetcher } from "react-router";
import { Button, buttonClass } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import {
  BOOKING_CALENDAR_HEIGHT,
  BOOKING_DIALOG_CLASS,
  ExternalBookingCalendarButton,
} from "~/features/extras/content/embed-dialogs";
import { useLocalize, useMessages } from "~/lib/i18n";
import { INTRO_CALL_KIND, INTRO_CALL_PATH } from "./intro-call";
import type { SchedulerView, SessionActionResult } from "./page.server";
import { answerFor, type ChoiceProps, choiceQuery, type SchedulerChoice, SchedulerSteps } from "./scheduler";

type ButtonProps = Omit<React.ComponentProps<typeof Button>, "onClick" | "children">;

/** What /termin's loader answers (app/routes/termin.tsx). */
interface SchedulerData {
  view: SchedulerView;
  idempotencyKey: string;
}

/**
 * The contact page's "Kostenfreies Erstgespräch buchen": our own scheduler in the dialog (no third
 * party, so no consent notice), or, when the coach set an external calendar address, that calendar
 * behind the notice (decision 0156).
 */
export function IntroCallButton({ externalUrl, ...props }: ButtonProps & { externalUrl: string | null }) {
  if (externalUrl) return <ExternalBookingCalendarButton {...props} src={externalUrl} />;
  return <OwnIntroCallButton {...props} />;
}

const noSubscribe = () => () => {};

/** How a step's option chooses in the dialog: it loads that step, the page stays. */
const ChooseInDialog = createContext<(choice: SchedulerChoice) => void>(() => {});

function ButtonChoice({ choice, current, className, attributes, children }: ChoiceProps) {
  const choose = useContext(ChooseInDialog);
  return (
    <button
      {...attributes}
      type="button"
      onClick={() => choose(choice)}
      aria-current={current ? "true" : undefined}
      className={className}
    >
      {children}
    </button>
  );
}

/** The heading the visitor's eyes go to after a choice: the step it opens. */
const headingAfter = (choice: SchedulerChoice) =>
  choice.start !== undefined ? "angaben-title" : choice.day ? "zeit-title" : choice.place ? "tag-title" : null;

/**
 * Before JavaScript the button is a link to /termin with the intro call chosen; once hydrated it
 * opens the dialog, which loads each step from /termin's loader through a fetcher (day, time, details)
 * and posts the booking there through another, as the page does. A new round after a booking starts
 * from the first step again.
 */
function OwnIntroCallButton({ variant, size, className = "", ...props }: ButtonProps) {
  const messages = useMessages();
  const localize = useLocalize();
  const hydrated = useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
  const [open, setOpen] = useState(false);
  const [round, setRound] = useState(0);
  const [choice, setChoice] = useState<SchedulerChoice>({ type: INTRO_CALL_KIND });
  const page = useFetcher<SchedulerData>({ key: `intro-call-${round}` });
  const post = useFetcher<SessionActionResult>({ key: `intro-call-booking-${round}` });
  const focusNext = useRef<string | null>(null);
  const scheduler = localize("/termin");
  const label = messages.site.contact.bookingButton;
  const t = messages.sessions;

  useEffect(() => {
    if (open && page.state === "idle" && !page.data) void page.load(`${scheduler}${choiceQuery(choice)}`);
  }, [open, page, scheduler, choice]);

  // Once the chosen step has loaded, focus moves to its heading (and the dialog scrolls there).
  useEffect(() => {
    if (page.state !== "idle" || !focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  }, [page.state, page.data]);

  // A time someone else took first (409): React Router reloads nothing after a refused post, so the
  // dialog asks for the day again; the taken time is gone and the answer offers the next free ones.
  const reloadedFor = useRef<SessionActionResult | null>(null);
  useEffect(() => {
    const answer = post.data;
    if (post.state !== "idle" || !answer || answer.ok || !answer.next || reloadedFor.current === answer) return;
    reloadedFor.current = answer;
    void page.load(`${scheduler}${choiceQuery(choice)}`);
  }, [post.state, post.data, page, scheduler, choice]);

  const choose = (next: SchedulerChoice) => {
    setChoice(next);
    focusNext.current = headingAfter(next);
    void page.load(`${scheduler}${choiceQuery(next)}`);
  };

  const close = () => {
    setOpen(false);
    if (post.data?.ok) {
      setRound((n) => n + 1);
      setChoice({ type: INTRO_CALL_KIND });
    }
  };

  if (!hydrated) {
    return (
      <Link to={localize(INTRO_CALL_PATH)} className={buttonClass(variant, size, className)}>
        {label}
      </Link>
    );
  }
  const data = page.data;
  return (
    <>
      <Button
        {...props}
        variant={variant}
        size={size}
        className={className}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {label}
      </Button>
      <Dialog open={open} onClose={close} title={label} className={`text-left ${BOOKING_DIALOG_CLASS}`}>
        <div className={`${BOOKING_CALENDAR_HEIGHT} max-h-[calc(90dvh-4rem)] overflow-y-auto`}>
          {data ? (
            <ChooseInDialog.Provider value={choose}>
              <SchedulerSteps
                view={data.view}
                idempotencyKey={data.idempotencyKey}
                Choose={ButtonChoice}
                post={{ fetcher: post, action: scheduler, answer: answerFor(post.data, choice.start) }}
                // The intro call is the first free kind; only when she offers none are the kinds to choose.
                showKinds={!data.view.type || data.view.type.priceCents > 0}
                level={3}
                busy={page.state === "loading"}
                className="flex flex-col gap-8 px-5 py-6 sm:px-8"
              />
            </ChooseInDialog.Provider>
          ) : (
            <p role="status" className="px-5 py-6 text-muted sm:px-8">
              {t.dialogLoading}{" "}
              <Link to={localize(INTRO_CALL_PATH)} className="text-accent underline underline-offset-4">
                {t.dialogOpenPage}
              </Link>
            </p>
          )}
        </div>
      </Dialog>
    </>
  );
}
