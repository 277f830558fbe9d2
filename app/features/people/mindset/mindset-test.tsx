import { ProgressBar } from "~/components/ui/progress-bar";
import { useEffect, useId, useRef } from "react";
import { Link } from "react-router";
import { buttonClass, SubmitButton } from "~/components/ui/button";
import type { ShownEvent } from "~/features/products/events/cache.server";
import { formatLongDate } from "~/features/products/events/format";
import { topicCatalogue } from "~/features/extras/content/topics";
import type { PageTexts } from "~/features/extras/content/texts";
import { useLocale, useLocalize, useMessages } from "~/lib/i18n";
import type { MindsetAnswer } from "./mindset.server";
import { ProfileChart } from "./profile-chart";
import { JournalStartForm } from "~/features/people/mindset/journal-start-form";
import { ANSWER_KEYS, ANSWER_VALUES, INTENT_FIELD, MINDSET_QUESTIONS, type QuestionId, STEP_FIELD } from "./questions";
import type { MindsetResult } from "./scoring";
import { firstStep, type QuestionStep } from "./steps";
import { eventPath } from "~/features/products/events/path";

/** The form element that posts a step: React Router's <Form> on the page, a fetcher's in the dialog. */
export type StepFormComponent = React.ComponentType<{
  method: "post";
  action: string;
  preventScrollReset?: boolean;
  className?: string;
  children: React.ReactNode;
}>;

interface MindsetTestProps {
  texts: PageTexts<"mindsettest">;
  topics: PageTexts<"topics">;
  /** The last post's answer; none before the first step. */
  answer: MindsetAnswer | undefined;
  StepForm: StepFormComponent;
  /** The route that answers the steps (/mindsettest or /en/mindsettest). */
  action: string;
  busy: boolean;
}

/**
 * The test, one question per step, and its result. Without JavaScript every step is a page; with
 * it the same forms post without a reload and focus moves to the new question or the result.
 */
export function MindsetTest({ texts, topics, answer, StepForm, action, busy }: MindsetTestProps) {
  const messages = useMessages();
  if (answer?.kind === "result") {
    return (
      <MindsetResultView
        texts={texts}
        topics={topics}
        result={answer.result}
        events={answer.events}
        answers={answer.answers}
        StepForm={StepForm}
        action={action}
      />
    );
  }
  if (answer?.kind === "refused") {
    return (
      <div role="alert" className="rounded-2xl border border-accent/40 bg-sand/60 p-5">
        <p className="text-ink">{answer.error}</p>
        <RestartForm StepForm={StepForm} action={action} label={texts.result.restart} />
      </div>
    );
  }
  return (
    <StepQuestion
      texts={texts}
      view={answer?.view ?? firstStep}
      error={answer?.error}
      StepForm={StepForm}
      action={action}
      busy={busy}
      busyLabel={messages.mindset.busy}
    />
  );
}

function StepQuestion({
  texts,
  view,
  error,
  StepForm,
  action,
  busy,
  busyLabel,
}: {
  texts: PageTexts<"mindsettest">;
  view: QuestionStep;
  error: string | undefined;
  StepForm: StepFormComponent;
  action: string;
  busy: boolean;
  busyLabel: string;
}) {
  const id = useId();
  const question = MINDSET_QUESTIONS[view.step]!;
  const copy = texts[question.id];
  const total = MINDSET_QUESTIONS.length;
  const last = view.step === total - 1;
  const progress = texts.steps.progress.replace("{n}", String(view.step + 1)).replace("{total}", String(total));
  const legendRef = useFocusOnChange<HTMLLegendElement>(`${view.step}:${error ?? ""}`);
  return (
    <StepForm method="post" action={action} preventScrollReset className="space-y-6">
      <input type="hidden" name={STEP_FIELD} value={view.step} />
      {MINDSET_QUESTIONS.map(({ id: qid }) =>
        qid !== question.id && view.answers[qid] !== undefined ? (
          <input key={qid} type="hidden" name={qid} value={view.answers[qid]} />
        ) : null,
      )}
      <div>
        <p className="text-sm font-medium text-muted" id={`${id}-progress`}>
          {progress}
        </p>
        <ProgressBar value={view.step + 1} max={total} className="mt-2 h-1.5 bg-sand" />
      </div>
      <fieldset key={view.step} aria-describedby={error ? `${id}-error` : undefined} aria-invalid={Boolean(error)}>
        <legend ref={legendRef} tabIndex={-1} className="font-serif text-2xl leading-snug text-ink outline-none">
          <span className="sr-only">{progress}: </span>
          {copy.text}
        </legend>
        {error ? (
          <p id={`${id}-error`} role="alert" className="mt-3 text-sm font-medium text-[#a2322a]">
            {error}
          </p>
        ) : null}
        <div className="mt-5 grid gap-3">
          {ANSWER_KEYS.map((key, index) => (
            <label
              key={key}
              className="flex cursor-pointer items-center gap-3 rounded-xl border border-line bg-white px-4 py-3 text-ink hover:border-accent has-[:checked]:border-accent has-[:checked]:bg-sand/60 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent"
            >
              <input
                type="radio"
                name={question.id}
                value={ANSWER_VALUES[index]}
                required
                defaultChecked={view.answers[question.id] === index}
                className="size-4 accent-accent"
              />
              {copy[key]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-wrap items-center gap-3">
        {/* First in the form: Enter in a radio group submits with the first button, which goes on. */}
        <SubmitButton name={INTENT_FIELD} value="next" busy={busy} busyLabel={busyLabel}>
          {last ? texts.steps.finish : texts.steps.next}
        </SubmitButton>
        {view.step > 0 ? (
          <button
            type="submit"
            name={INTENT_FIELD}
            value="back"
            formNoValidate
            disabled={busy}
            className={buttonClass("secondary")}
          >
            {texts.steps.back}
          </button>
        ) : null}
      </div>
    </StepForm>
  );
}

function RestartForm({ StepForm, action, label }: { StepForm: StepFormComponent; action: string; label: string }) {
  return (
    <StepForm method="post" action={action} preventScrollReset className="mt-4">
      <button type="submit" name={INTENT_FIELD} value="restart" className={buttonClass("secondary")}>
        {label}
      </button>
    </StepForm>
  );
}

/** Moves focus to the element when `key` changes after the first render (a new step, a new message). */
function useFocusOnChange<T extends HTMLElement>(key: string) {
  const ref = useRef<T>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    ref.current?.focus();
  }, [key]);
  return ref;
}

function MindsetResultView({
  texts,
  topics,
  result,
  events,
  answers,
  StepForm,
  action,
}: {
  texts: PageTexts<"mindsettest">;
  topics: PageTexts<"topics">;
  result: MindsetResult;
  events: ShownEvent[];
  answers: Record<QuestionId, number>;
  StepForm: StepFormComponent;
  action: string;
}) {
  const t = texts.result;
  const locale = useLocale();
  const localize = useLocalize();
  const id = useId();
  const catalogue = topicCatalogue(topics);
  const topicOf = (slug: string) => catalogue.find((topic) => topic.slug === slug)!;
  const overall = { low: t.overallLow, mid: t.overallMid, high: t.overallHigh }[result.band];
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The result replaces the last question in place (fetcher or page): move focus to its heading.
  useEffect(() => headingRef.current?.focus(), []);
  const rows = result.profile.map(({ theme, score }) => ({ label: topicOf(theme).title, score }));
  return (
    <div className="space-y-8">
      <div>
        <p className="text-sm font-semibold tracking-[0.14em] text-accent uppercase">{t.eyebrow}</p>
        <h2 ref={headingRef} tabIndex={-1} className="mt-2 text-3xl leading-tight outline-none">
          {t.title}
        </h2>
        <p className="mt-4 max-w-2xl text-lg leading-relaxed text-muted">{overall}</p>
      </div>

      <figure className="space-y-4">
        <figcaption id={`${id}-chart`} className="font-serif text-xl text-ink">
          {t.chartTitle}
        </figcaption>
        <p id={`${id}-chart-desc`} className="text-sm text-muted">
          {t.chartDescription}
        </p>
        <ProfileChart rows={rows} labelledBy={`${id}-chart`} describedBy={`${id}-chart-desc`} />
        <table className="w-full max-w-xl text-left text-sm">
          <caption className="sr-only">{t.chartTitle}</caption>
          <thead>
            <tr className="border-b border-line">
              <th scope="col" className="py-2 pr-4 font-semibold">
                {t.themeColumn}
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                {t.scoreColumn}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label} className="border-b border-line/60">
                <th scope="row" className="py-1.5 pr-4 font-normal">
                  {row.label}
                </th>
                <td className="py-1.5 text-right tabular-nums">{row.score}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </figure>

      {result.strengths.length ? (
        <section aria-labelledby={`${id}-strengths`}>
          <h3 id={`${id}-strengths`} className="text-xl">
            {t.strengthsTitle}
          </h3>
          <ul className="mt-3 flex flex-wrap gap-2">
            {result.strengths.map((slug) => (
              <li key={slug} className="rounded-full bg-sand px-4 py-1.5 text-ink">
                {topicOf(slug).title}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby={`${id}-focus`}>
        <h3 id={`${id}-focus`} className="text-xl">
          {t.focusTitle}
        </h3>
        <ul className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {result.focus.map((slug) => (
            <li key={slug} className="rounded-2xl border border-line bg-white p-5">
              <p className="font-serif text-lg text-ink">{topicOf(slug).title}</p>
              <p className="mt-2 text-sm leading-relaxed text-muted">{texts.focus[slug]}</p>
              <Link
                to={localize(topicOf(slug).href)}
                className="mt-3 inline-block text-sm font-medium text-accent underline underline-offset-4"
              >
                {t.topicsTitle}: {topicOf(slug).title}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby={`${id}-events`}>
        <h3 id={`${id}-events`} className="text-xl">
          {t.eventsTitle}
        </h3>
        {events.length ? (
          <ul className="mt-3 space-y-2">
            {events.map((event) => (
              <li key={event.id}>
                <Link
                  to={localize(eventPath(event))}
                  className="font-medium text-accent underline underline-offset-4"
                  lang={event.lang.title}
                >
                  {event.title}
                </Link>{" "}
                <span className="text-sm text-muted">· {formatLongDate(event.event_date, locale)}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-muted">{t.noEvents}</p>
        )}
        <p className="mt-3">
          <Link to={localize("/events")} className="text-sm text-accent underline underline-offset-4">
            {t.allEvents}
          </Link>
        </p>
      </section>

      <JournalStartForm answers={answers} />

      <p className="text-sm text-muted">{t.privacy}</p>
      <RestartForm StepForm={StepForm} action={action} label={t.restart} />
    </div>
  );
}
