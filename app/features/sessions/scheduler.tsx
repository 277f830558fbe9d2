import { Link, useActionData, useFetcher, useNavigation, useSearchParams } from "react-router";
import { SubmitButton } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Honeypot } from "~/components/ui/honeypot";
import { Notice } from "~/components/ui/notice";
import { BillingFields } from "~/features/booking/billing-fields";
import { CodeField } from "~/features/booking/code-field";
import { requiresBillingAddress } from "~/features/booking/billing";
import { BookingSuccess } from "~/features/booking/booking-form";
import { EarlyStartConsentField, OrderLegalNote, useOrderButtonLabel } from "~/features/booking/contract-fields";
import { PersonFields } from "~/features/booking/person-fields";
import { MAX_PHONE_LENGTH } from "~/features/booking/schema";
import { useSchemaCheck } from "~/lib/form-hooks";
import { useLocale, useMessages } from "~/lib/i18n";
import type { SchedulerView, SessionActionResult, ShownType } from "./page.server";
import type { SessionPlace } from "./places";
import { MAX_NOTE_LENGTH, sessionFormSchemas } from "./schema";

/** The scheduler's address for a choice: each step a plain GET link (works before JavaScript loads). */
function stepHref(choice: { type?: string; place?: string | null; day?: string; start?: number }): string {
  const params = new URLSearchParams();
  if (choice.type) params.set("art", choice.type);
  if (choice.place) params.set("ort", choice.place);
  if (choice.day) params.set("tag", choice.day);
  if (choice.start !== undefined) params.set("zeit", String(choice.start));
  return `?${params.toString()}#${choice.start !== undefined ? "angaben" : choice.day ? "zeit" : choice.place ? "tag" : "ort"}`;
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
}: {
  id: string;
  n: number;
  title: string;
  note?: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`} id={id} className="scroll-mt-28">
      <h2 id={`${id}-title`} className="text-2xl">
        {n}. {title} {note ? <span className="text-base font-normal text-muted">{note}</span> : null}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function TypeCard({ type, chosen }: { type: ShownType; chosen: boolean }) {
  const t = useMessages().sessions;
  return (
    <Link
      to={stepHref({ type: type.id })}
      preventScrollReset
      aria-current={chosen ? "true" : undefined}
      className={`${optionClass} ${chosen ? chosenClass : openClass} h-full p-5`}
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
    </Link>
  );
}

const SESSION_FETCHER = "session-booking";

/** A refused booking's message, with the next free times as links when its time was taken. */
function AnswerNotice({ failed, typeId, place }: { failed: SessionActionResult; typeId: string; place: SessionPlace }) {
  const t = useMessages().sessions;
  if (failed.ok || !failed.message) return null;
  return (
    <Notice tone="error" title={failed.message.title}>
      {failed.message.text}
      {failed.next?.length ? (
        <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
          {failed.next.map((next) => (
            <li key={next.startMs}>
              <Link
                to={stepHref({ type: typeId, place, day: next.day, start: next.startMs })}
                preventScrollReset
                className="font-medium text-accent-strong underline underline-offset-4"
              >
                {next.label} {t.timeZoneNote}
              </Link>
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
  const result = fetcher.data ?? pageResult;
  return result && result.start === Number(params.get("zeit")) ? result : undefined;
}

function SessionForm({ view, idempotencyKey }: { view: SchedulerView; idempotencyKey: string }) {
  const { type, place, day, slot } = view;
  const fetcher = useFetcher<SessionActionResult>({ key: SESSION_FETCHER });
  const locale = useLocale();
  const messages = useMessages();
  const t = messages.sessions;
  const result = useSessionAnswer();
  const failed = result && !result.ok ? result : undefined;
  const { errors: clientErrors, check } = useSchemaCheck(sessionFormSchemas[locale]);
  const busy = fetcher.state !== "idle";
  const orderLabel = useOrderButtonLabel(type?.priceCents ?? 0);
  if (!type || !place || !day || !slot) return null;
  const errors = clientErrors ?? failed?.fieldErrors ?? {};
  const kept = failed?.values;
  const askEarlyStart = view.earlyStartConsent || Boolean(failed?.fieldErrors?.early_start);
  return (
    <fetcher.Form method="post" onSubmit={check} className="flex flex-col gap-4" aria-busy={busy}>
      <p className="rounded-xl bg-sand p-4 text-ink">
        <strong>{type.name}</strong>
        <br />
        {t.when(day.label, slot.time)}
        <br />
        {t.places[place]} · {type.priceLabel}
      </p>
      {failed && !busy ? <AnswerNotice failed={failed} typeId={type.id} place={place} /> : null}
      <Honeypot />
      <input type="hidden" name="idempotency_key" value={idempotencyKey} />
      <input type="hidden" name="type" value={type.id} />
      <input type="hidden" name="start" value={slot.startMs} />
      <input type="hidden" name="place" value={place} />
      <PersonFields errors={errors} kept={kept} />
      <Field label={messages.booking.fields.phone} error={errors.phone}>
        {(props) => (
          <input
            {...props}
            name="phone"
            type="tel"
            autoComplete="tel"
            maxLength={MAX_PHONE_LENGTH}
            placeholder={messages.booking.placeholders.phone}
            defaultValue={kept?.phone}
          />
        )}
      </Field>
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
      {type.priceCents > 0 ? (
        <BillingFields required={requiresBillingAddress(type.priceCents)} errors={errors} kept={kept} />
      ) : null}
      {type.priceCents > 0 ? <CodeField error={errors.discount_code} kept={kept?.discount_code} /> : null}
      {askEarlyStart ? <EarlyStartConsentField error={errors.early_start} kept={kept?.early_start} /> : null}
      <OrderLegalNote />
      <SubmitButton size="lg" className="w-full" busy={busy} busyLabel={messages.booking.submitting}>
        {orderLabel}
      </SubmitButton>
    </fetcher.Form>
  );
}

/**
 * /termin: kind → place → day → time → details. Every step is a GET link the server renders, so it
 * works without JavaScript; with it, React Router loads the next step's data without a reload.
 * Times are Berlin wall clock and say so.
 */
export function Scheduler({ view, idempotencyKey }: { view: SchedulerView; idempotencyKey: string }) {
  const t = useMessages().sessions;
  const navigation = useNavigation();
  const answer = useSessionAnswer();
  const { type, place, day, slot } = view;
  // The place step is shown only for a type with several places; the later steps count on from it.
  const placeStep = type && type.places.length > 1 ? 1 : 0;
  if (answer?.ok) {
    return (
      <div className="mx-auto max-w-2xl px-5 py-12 lg:py-16">
        <div className="rounded-2xl border border-line bg-white p-6 sm:p-8">
          <BookingSuccess
            title={t.successTitle}
            text={t.successText}
            reference={answer.reference}
            holdUntil={answer.holdUntil}
            payment={answer.payment}
            more={{ to: "/termin", label: t.moreTimes }}
          />
        </div>
      </div>
    );
  }
  return (
    <div
      className="mx-auto flex max-w-4xl flex-col gap-12 px-5 py-12 lg:py-16"
      aria-busy={navigation.state === "loading"}
    >
      <Step id="art" n={1} title={t.stepKind}>
        <ul className="grid gap-4 md:grid-cols-3">
          {view.types.map((candidate) => (
            <li key={candidate.id}>
              <TypeCard type={candidate} chosen={candidate.id === type?.id} />
            </li>
          ))}
        </ul>
      </Step>
      {type && type.places.length > 1 ? (
        <Step id="ort" n={2} title={t.stepPlace}>
          <ul className="flex flex-wrap gap-3">
            {type.places.map((candidate: SessionPlace) => (
              <li key={candidate}>
                <Link
                  to={stepHref({ type: type.id, place: candidate })}
                  preventScrollReset
                  aria-current={candidate === place ? "true" : undefined}
                  className={`${optionClass} ${candidate === place ? chosenClass : openClass}`}
                >
                  {t.places[candidate]}
                </Link>
              </li>
            ))}
          </ul>
        </Step>
      ) : null}
      {type && place ? (
        <Step id="tag" n={2 + placeStep} title={t.stepDay}>
          {view.days.length === 0 ? (
            <p className="text-muted">{type.places.length > 1 ? t.noTimesAtPlace : t.noTimes}</p>
          ) : (
            <ul className="flex flex-wrap gap-2">
              {view.days.map((candidate) => (
                <li key={candidate.day}>
                  <Link
                    to={stepHref({ type: type.id, place, day: candidate.day })}
                    preventScrollReset
                    aria-current={candidate.day === day?.day ? "true" : undefined}
                    className={`${optionClass} ${candidate.day === day?.day ? chosenClass : openClass} text-sm`}
                  >
                    {candidate.label}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </Step>
      ) : null}
      {type && place && day ? (
        <Step id="zeit" n={3 + placeStep} title={t.stepTime} note={t.timeZoneNote}>
          <ul className="flex flex-wrap gap-2">
            {view.times.map((candidate) => (
              <li key={candidate.startMs}>
                <Link
                  to={stepHref({ type: type.id, place, day: day.day, start: candidate.startMs })}
                  preventScrollReset
                  aria-current={candidate.startMs === slot?.startMs ? "true" : undefined}
                  className={`${optionClass} ${candidate.startMs === slot?.startMs ? chosenClass : openClass} tabular-nums`}
                >
                  {candidate.time}
                </Link>
              </li>
            ))}
          </ul>
        </Step>
      ) : null}
      {type && place && !slot && answer && !answer.ok ? (
        // The time asked for is gone (someone else booked it): say so, with the next free ones.
        <Step id="angaben" n={4 + placeStep} title={t.stepDetails}>
          <AnswerNotice failed={answer} typeId={type.id} place={place} />
        </Step>
      ) : null}
      {slot ? (
        <Step id="angaben" n={4 + placeStep} title={t.stepDetails}>
          <div className="rounded-2xl border border-line bg-white p-6 sm:p-8">
            <SessionForm view={view} idempotencyKey={idempotencyKey} />
          </div>
        </Step>
      ) : null}
    </div>
  );
}
