import { useId } from "react";
import { Form, Link } from "react-router";
import { SubmitButton } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { useLocalize, useMessages } from "~/lib/i18n";
import { INTENT_FIELD } from "./journal-entries";
import type { EntryResult } from "./journal.server";
import { PROMPT_CONSENT_FIELD, SERIES_FIELD } from "./prompts";

export interface JournalPromptsView {
  running: { name: string; day: number; days: number; stopPath: string }[];
  offered: { id: string; name: string; days: number }[];
}

/** The consent box of a start form: its words are what the server stores (promptConsentText). */
export function PromptConsent({
  id,
  withJournal,
  error,
}: {
  id: string;
  withJournal: boolean;
  error: string | undefined;
}) {
  const messages = useMessages();
  const localize = useLocalize();
  const t = messages.prompts;
  return (
    <div className="flex flex-col gap-1.5">
      <label className="flex items-start gap-3 text-sm text-ink">
        <input
          type="checkbox"
          name={PROMPT_CONSENT_FIELD}
          value="ja"
          required
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-consent-error` : undefined}
          className="mt-0.5 size-4 shrink-0 accent-accent"
        />
        <span>
          {t.consent} {withJournal ? `${t.journalConsent} ` : null}
          {t.bookingPage.privacyLead}{" "}
          <Link to={localize("/datenschutz")} className="text-accent underline underline-offset-4">
            {t.bookingPage.privacyLink}
          </Link>
          .
        </span>
      </label>
      {error ? (
        <p id={`${id}-consent-error`} role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Mein Journal's "Impulse": the series running (with their stop link) and those she may start,
 * each with its own consent box and a POST button. Works without JavaScript.
 */
export function JournalPrompts({
  view,
  answer,
  busy,
}: {
  view: JournalPromptsView;
  answer: EntryResult | undefined;
  busy: boolean;
}) {
  const t = useMessages().prompts.section;
  const id = useId();
  if (!view.running.length && !view.offered.length) return null;
  const started = answer?.ok && answer.intent === "start-series" ? answer : undefined;
  const refused = answer && !answer.ok && answer.field ? answer : undefined;
  return (
    <section aria-labelledby={`${id}-prompts`} className="mt-10 rounded-2xl border border-line bg-white p-5 sm:p-8">
      <h2 id={`${id}-prompts`} className="text-2xl">
        {t.heading}
      </h2>
      <p className="mt-2 text-muted">{t.intro}</p>
      {started ? (
        <div className="mt-4">
          <Notice tone="success" title={started.state === "already" ? t.already : t.started} />
        </div>
      ) : null}
      {refused && refused.field !== PROMPT_CONSENT_FIELD ? (
        <p role="alert" className="mt-4 text-sm font-medium text-danger">
          {refused.error}
        </p>
      ) : null}
      {view.running.length ? (
        <ul className="mt-5 flex flex-col gap-3">
          {view.running.map((series) => (
            <li
              key={series.stopPath}
              className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-line p-4"
            >
              <span>
                <span className="font-medium text-ink">{series.name}</span>{" "}
                <span className="text-sm text-muted">· {t.running(series.day, series.days)}</span>
              </span>
              <Link
                to={series.stopPath}
                aria-label={t.stopLabel(series.name)}
                className="text-sm text-accent underline underline-offset-4"
              >
                {t.stop}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {view.offered.map((series) => (
        <Form
          key={series.id}
          method="post"
          className="mt-5 flex flex-col gap-3 rounded-xl border border-line p-4"
          aria-label={series.name}
        >
          <input type="hidden" name={INTENT_FIELD} value="start-series" />
          <input type="hidden" name={SERIES_FIELD} value={series.id} />
          <p>
            <span className="font-medium text-ink">{series.name}</span>{" "}
            <span className="text-sm text-muted">· {t.days(series.days)}</span>
          </p>
          <PromptConsent
            id={`${id}-${series.id}`}
            withJournal={false}
            error={refused?.field === PROMPT_CONSENT_FIELD ? refused.error : undefined}
          />
          <SubmitButton className="self-start" variant="secondary" busy={busy} busyLabel={t.starting}>
            <span aria-hidden="true">{t.start}</span>
            <span className="sr-only">{t.startLabel(series.name)}</span>
          </SubmitButton>
        </Form>
      ))}
    </section>
  );
}
