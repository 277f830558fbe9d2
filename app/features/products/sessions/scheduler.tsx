import { type ComponentType, useEffect, useRef } from "react";
import { VatNote } from "~/features/core/booking/vat-note";
import {
  type FetcherWithComponents,
  Link,
  useActionData,
  useFetcher,
  useLocation,
  useNavigation,
  useSearchParams,
} from "react-router";
import { SubmitButton } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Honeypot } from "~/components/ui/honeypot";
import { Notice } from "~/components/ui/notice";
import { BillingFields } from "~/features/core/booking/billing-fields";
import { CodeField } from "~/features/core/booking/code-field";
import { requiresBillingAddress } from "~/features/core/booking/billing";
import { BookingSuccess } from "~/features/core/booking/booking-form";
import {
  EarlyStartConsentField,
  OrderFacts,
  OrderLegalNote,
  useOrderButtonLabel,
} from "~/features/core/booking/contract-fields";
import { PersonFields, PhoneField } from "~/features/core/booking/person-fields";
import { IntakeFields } from "~/features/people/intake/intake-fields";
import { useSchemaCheck } from "~/lib/form-hooks";
import { useLocale, useMessages } from "~/lib/i18n";
import type { SchedulerView, SessionActionResult, ShownType } from "./page.server";
import { type ChoiceProps, choiceQuery, type SchedulerChoice } from "./choice";
import { DayCalendar } from "./day-calendar";
import type { SessionPlace } from "./places";
import { MAX_NOTE_LENGTH, sessionFormSchemas } from "./schema";
import { SessionWaitlistForm } from "./waitlist-form";

export type { ChoiceAttributes, ChoiceProps, SchedulerChoice } from "./choice";
export { choiceQuery } from "./choice";

/** The scheduler's address for a choice: each step a plain GET link (works before JavaScript loads). */
function stepHref(choice: SchedulerChoice): string {
  return `${choiceQuery(choice)}#${choice.start !== undefined ? "angaben" : choice.day ? "zeit" : choice.place ? "tag" : "ort"}`;
}

function LinkChoice({ choice, current, className, attributes, children }: ChoiceProps) {
  return (
    <Link
      {...attributes}
      to={stepHref(choice)}
      preventScrollReset
      aria-current={current ? "true" : undefined}
      className={className}
    >
      {children}
    </Link>
  );
}

const optionClass =
  "block rounded-2xl border px-4 py-3 text-ink transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent";
const chosenClass = "border-accent bg-accent-soft font-semibold";
const openClass = "border-line bg-white hover:border-accent";

/** One step of the scheduler, numbered as the visitor meets it (a type with one place skips the place). */
function Step({
  id,
  n,
  title,
  children,
  note,
  level,
}: {
  id: string;
  n: number;
  title: string;
  note?: string;
  /** h2 on /termin; h3 in the dialog, under its title. */
  level: 2 | 3;
  children: React.ReactNode;
}) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <section aria-labelledby={`${id}-title`} id={id} className="scroll-mt-28">
      <Heading id={`${id}-title`} tabIndex={-1} className={level === 2 ? "text-2xl" : "text-xl"}>
        {n}. {title} {note ? <span className="text-base font-normal text-muted">{note}</span> : null}
      </Heading>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function TypeCard({ type, chosen, Choose }: { type: ShownType; chosen: boolean; Choose: ComponentType<ChoiceProps> }) {
  const t = useMessages().sessions;
  return (
    <Choose
      choice={{ type: type.id }}
      current={chosen}
      className={`${optionClass} ${chosen ? chosenClass : openClass} h-full w-full p-5 text-left`}
    >
      <span className="block text-lg font-semibold" lang={type.lang}>
        {type.name}
      </span>
      <span className="mt-1 block text-sm text-muted">
        {t.minutes(type.durationMinutes)} · {type.priceLabel}
      </span>
      <span className="mt-2 block text-sm font-normal text-muted" lang={type.lang}>
        {type.description}
      </span>
      <span className="mt-2 block text-sm font-normal text-muted">
        {type.places.map((place) => t.places[place]).join(" · ")}
      </span>
    </Choose>
  );
}

const SESSION_FETCHER = "session-booking";

/** A refused booking's message, with the next free times to choose when its time was taken. */
function AnswerNotice({
  failed,
  typeId,
  place,
  Choose,
}: {
  failed: SessionActionResult;
  typeId: string;
  place: SessionPlace;
  Choose: ComponentType<ChoiceProps>;
}) {
  const t = useMessages().sessions;
  if (failed.ok || !failed.message) return null;
  return (
    <Notice tone="error" title={failed.message.title}>
      {failed.message.text}
      {failed.next?.length ? (
        <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
          {failed.next.map((next) => (
            <li key={next.startMs}>
              <Choose
                choice={{ type: typeId, place, day: next.day, start: next.startMs }}
                current={false}
                className="font-medium text-accent-strong underline underline-offset-4"
              >
                {next.label} {t.timeZoneNote}
              </Choose>
            </li>
          ))}
        </ul>
      ) : null}
    </Notice>
  );
}

/**
 * The booking's answer for the time the address names (fetcher with JavaScript, action data
 * without): a success stays on screen although its time is no longer offered, and an answer for
 * another time (the visitor chose one of the next free times) is not shown.
 */
function useSessionAnswer(): SessionActionResult | undefined {
  const fetcher = useFetcher<SessionActionResult>({ key: SESSION_FETCHER });
  const pageResult = useActionData<SessionActionResult>();
  const [params] = useSearchParams();
  return answerFor(fetcher.data ?? pageResult, Number(params.get("zeit")));
}

/** A booking's answer, if it is the one for the chosen time. */
export const answerFor = (result: SessionActionResult | undefined, start: number | undefined) =>
  result && result.start === start ? result : undefined;

/** Where the details form posts, and its answer for the chosen time. */
export interface SessionPost {
  fetcher: FetcherWithComponents<SessionActionResult>;
  /** The scheduler's route (the dialog's page is another one); none: this page's. */
  action?: string;
  answer: SessionActionResult | undefined;
}

function SessionForm({
  view,
  idempotencyKey,
  post,
  Choose,
}: {
  view: SchedulerView;
  idempotencyKey: string;
  post: SessionPost;
  Choose: ComponentType<ChoiceProps>;
}) {
  const { type, place, day, slot } = view;
  const { fetcher, action, answer } = post;
  const locale = useLocale();
  const messages = useMessages();
  const t = messages.sessions;
  const failed = answer && !answer.ok ? answer : undefined;
  const { errors: clientErrors, check } = useSchemaCheck(sessionFormSchemas[locale]);
  const busy = fetcher.state !== "idle";
  const orderLabel = useOrderButtonLabel(type?.priceCents ?? 0);
  if (!type || !place || !day || !slot) return null;
  const errors = clientErrors ?? failed?.fieldErrors ?? {};
  const kept = failed?.values;
  const askEarlyStart = view.earlyStartConsent || Boolean(failed?.fieldErrors?.early_start);
  return (
    <fetcher.Form method="post" action={action} onSubmit={check} className="flex flex-col gap-4" aria-busy={busy}>
      <p className="rounded-xl bg-sand p-4 text-ink">
        <strong>{type.name}</strong>
        <br />
        {t.when(day.label, slot.time)}
        <br />
        {t.places[place]} · {type.priceLabel}
      </p>
      <VatNote priceCents={type.priceCents} smallBusiness={view.smallBusiness} className="-mt-2 text-xs text-muted" />
      <p className="-mt-2 text-sm text-muted">{t.freeChange(type.freeChangeHours)}</p>
      {view.offer ? (
        <Notice tone="success" title={t.waitlist.offerTitle}>
          {t.waitlist.offerText(view.offer.until)}
        </Notice>
      ) : null}
      {failed && !busy ? <AnswerNotice failed={failed} typeId={type.id} place={place} Choose={Choose} /> : null}
      <Honeypot />
      {view.offer ? <input type="hidden" name="angebot" value={view.offer.token} /> : null}
      <input type="hidden" name="idempotency_key" value={idempotencyKey} />
      <input type="hidden" name="type" value={type.id} />
      <input type="hidden" name="start" value={slot.startMs} />
      <input type="hidden" name="place" value={place} />
      <PersonFields errors={errors} kept={kept} />
      <PhoneField error={errors.phone} kept={kept?.phone} />
      <Field label={t.fields.note} error={errors.note}>
        {(props) => (
          <textarea
            {...props}
            name="note"
            rows={4}
            maxLength={MAX_NOTE_LENGTH}
            placeholder={t.placeholders.note}
            defaultValue={kept?.note}
          />
        )}
      </Field>
      <IntakeFields questions={view.intake} errors={failed?.intake?.errors} kept={failed?.intake?.values} />
      {type.priceCents > 0 ? (
        <BillingFields required={requiresBillingAddress(type.priceCents)} errors={errors} kept={kept} />
      ) : null}
      {type.priceCents > 0 ? <CodeField error={errors.discount_code} kept={kept?.discount_code} /> : null}
      {askEarlyStart ? (
        <EarlyStartConsentField kind="session" error={errors.early_start} kept={kept?.early_start} />
      ) : null}
      {/* The facts once more, right above the button (§ 312j (2) BGB, issue 53). */}
      <OrderFacts
        title={type.name}
        when={t.when(day.label, slot.time)}
        where={t.places[place]}
        terms="session"
        paid={type.priceCents > 0}
        price={
          <>
            <span className="font-semibold">{type.priceLabel}</span>
            <VatNote priceCents={type.priceCents} smallBusiness={view.smallBusiness} className="text-xs text-muted" />
          </>
        }
      />
      <OrderLegalNote />
      <SubmitButton size="lg" className="w-full" busy={busy} busyLabel={messages.booking.submitting}>
        {orderLabel}
      </SubmitButton>
    </fetcher.Form>
  );
}

/** The success view after booking, on /termin and in the dialog. */
function SessionBooked({ answer }: { answer: SessionActionResult }) {
  const t = useMessages().sessions;
  const ref = useRef<HTMLDivElement>(null);
  // The form the visitor sent is gone: the news takes its place and the focus, and the page starts at
  // its top (what she must do next), not wherever the longer form had left the scroll, which on a
  // phone was mid-way in the bank details (issue 51).
  useEffect(() => {
    ref.current?.scrollIntoView({ block: "start" });
    ref.current?.focus({ preventScroll: true });
  }, []);
  if (!answer.ok) return null;
  return (
    <div
      ref={ref}
      id="angaben"
      tabIndex={-1}
      className="scroll-mt-24 rounded-2xl border border-line bg-white p-6 outline-none sm:p-8"
    >
      <BookingSuccess
        title={t.successTitle}
        text={t.successText}
        reference={answer.reference}
        holdUntil={answer.holdUntil}
        payment={answer.payment}
        onlinePayment={answer.onlinePayment}
        more={{ to: "/termin", label: t.moreTimes }}
        confirmHint={t.confirmHint}
        kind="session"
      />
    </div>
  );
}

/**
 * The scheduler's steps: kind → place → day → time → details, then the booked view. Shared by
 * /termin (each option a GET link) and the contact page's dialog (each option loads its step
 * through a fetcher, decision 0156); how an option chooses is `Choose`, where the form posts `post`.
 * Times are Berlin wall clock and say so.
 */
export function SchedulerSteps({
  view,
  idempotencyKey,
  Choose,
  post,
  showKinds,
  level,
  busy,
  className,
  waitlist = false,
}: {
  view: SchedulerView;
  idempotencyKey: string;
  Choose: ComponentType<ChoiceProps>;
  post: SessionPost;
  /** The kinds to choose from; the dialog shows them only when the intro call is not offered. */
  showKinds: boolean;
  /** "Sag mir Bescheid, wenn ein Termin frei wird" under the calendar (/termin, decision 0207). */
  waitlist?: boolean;
  level: 2 | 3;
  busy: boolean;
  className: string;
}) {
  const t = useMessages().sessions;
  const { type, place, day, slot } = view;
  const { answer } = post;
  if (answer?.ok) {
    return (
      <div className={className}>
        <SessionBooked answer={answer} />
      </div>
    );
  }
  // Steps are numbered as the visitor meets them: without the kinds or a place to choose, they count on from 1.
  let n = 0;
  const next = () => ++n;
  return (
    <div className={className} aria-busy={busy}>
      {showKinds ? (
        <Step id="art" n={next()} title={t.stepKind} level={level}>
          <ul className="grid gap-4 md:grid-cols-3">
            {view.types.map((candidate) => (
              <li key={candidate.id}>
                <TypeCard type={candidate} chosen={candidate.id === type?.id} Choose={Choose} />
              </li>
            ))}
          </ul>
        </Step>
      ) : null}
      {type && type.places.length > 1 ? (
        <Step id="ort" n={next()} title={t.stepPlace} level={level}>
          <ul className="flex flex-wrap gap-3">
            {type.places.map((candidate: SessionPlace) => (
              <li key={candidate}>
                <Choose
                  choice={{ type: type.id, place: candidate }}
                  current={candidate === place}
                  className={`${optionClass} ${candidate === place ? chosenClass : openClass}`}
                >
                  {t.places[candidate]}
                </Choose>
              </li>
            ))}
          </ul>
        </Step>
      ) : null}
      {type && place ? (
        <Step id="tag" n={next()} title={t.stepDay} level={level}>
          {view.days.length === 0 ? (
            <p className="text-muted">{type.places.length > 1 ? t.noTimesAtPlace : t.noTimes}</p>
          ) : (
            <DayCalendar
              days={view.days.map((candidate) => candidate.day)}
              chosen={day?.day}
              today={view.today}
              base={{ type: type.id, place }}
              Choose={Choose}
            />
          )}
          {waitlist && view.waitlistDays && !day ? (
            <div className="mt-8">
              <SessionWaitlistForm typeId={type.id} first={view.waitlistDays.first} last={view.waitlistDays.last} />
            </div>
          ) : null}
        </Step>
      ) : null}
      {type && place && day ? (
        <Step id="zeit" n={next()} title={t.stepTime} note={t.timeZoneNote} level={level}>
          <ul className="flex flex-wrap gap-2">
            {view.times.map((candidate) => (
              <li key={candidate.startMs}>
                <Choose
                  choice={{ type: type.id, place, day: day.day, start: candidate.startMs }}
                  current={candidate.startMs === slot?.startMs}
                  className={`${optionClass} ${candidate.startMs === slot?.startMs ? chosenClass : openClass} tabular-nums`}
                >
                  {candidate.time}
                </Choose>
              </li>
            ))}
          </ul>
        </Step>
      ) : null}
      {type && place && !slot && answer && !answer.ok ? (
        // The time asked for is gone (someone else booked it): say so, with the next free ones.
        <Step id="angaben" n={next()} title={t.stepDetails} level={level}>
          <AnswerNotice failed={answer} typeId={type.id} place={place} Choose={Choose} />
        </Step>
      ) : null}
      {slot ? (
        <Step id="angaben" n={next()} title={t.stepDetails} level={level}>
          <div className="rounded-2xl border border-line bg-white p-6 sm:p-8">
            <SessionForm view={view} idempotencyKey={idempotencyKey} post={post} Choose={Choose} />
          </div>
        </Step>
      ) : null}
    </div>
  );
}

/**
 * /termin: every step is a GET link the server renders, so it works without JavaScript; with it,
 * React Router loads the next step's data without a reload, and the booking posts through a fetcher.
 */
export function Scheduler({ view, idempotencyKey }: { view: SchedulerView; idempotencyKey: string }) {
  const navigation = useNavigation();
  const fetcher = useFetcher<SessionActionResult>({ key: SESSION_FETCHER });
  const answer = useSessionAnswer();
  const location = useLocation();
  return (
    <SchedulerSteps
      view={view}
      idempotencyKey={idempotencyKey}
      Choose={LinkChoice}
      // Without JavaScript the answer is a new page: its fragment starts it at the form's answer
      // (the success view or the form with its errors), not at the top of the hero.
      post={{ fetcher, answer, action: `${location.pathname}${location.search}#angaben` }}
      showKinds
      waitlist
      level={2}
      busy={navigation.state === "loading"}
      className={
        answer?.ok
          ? "mx-auto max-w-2xl px-5 py-12 lg:py-16"
          : "mx-auto flex max-w-4xl flex-col gap-12 px-5 py-12 lg:py-16"
      }
    />
  );
}
