import { useId } from "react";
import { Link, useFetcher, useLocation } from "react-router";
import { SubmitButton } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Honeypot } from "~/components/ui/honeypot";
import { Notice } from "~/components/ui/notice";
import { MAX_EMAIL_LENGTH } from "~/lib/forms";
import { useLocalize, useMessages } from "~/lib/i18n";
import { type QuestionId } from "~/features/people/mindset/questions";
import { CONSENT_FIELD, CONSENT_VALUE, PAGE_FIELD } from "./journal-entries";
import type { JournalStartResult } from "./journal.server";

/**
 * "Ergebnis per E-Mail und Journal starten" under the test's result: e-mail, the explicit consent
 * (Art. 9 DSGVO) and the answers as hidden fields. A fetcher's form: without JavaScript it is a
 * plain post to /journal, which answers with a page of its own.
 */
export function JournalStartForm({
  answers,
  answer,
}: {
  answers: Partial<Record<QuestionId, number>>;
  /** The answer of a post without JavaScript (the /journal page shows the form again with it). */
  answer?: JournalStartResult | undefined;
}) {
  const fetcher = useFetcher<JournalStartResult>();
  const messages = useMessages();
  const localize = useLocalize();
  const page = useLocation().pathname;
  const t = messages.journal.start;
  const id = useId();
  const result = fetcher.data ?? answer;
  if (result?.ok) {
    return (
      <Notice tone="success" title={result.message?.title ?? t.sent.title}>
        {result.message?.text ?? t.sent.text}
      </Notice>
    );
  }
  const consentError = result?.fieldErrors?.[CONSENT_FIELD];
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-2xl border border-line bg-sand/40 p-5 sm:p-6">
      <h3 id={`${id}-heading`} className="text-xl">
        {t.heading}
      </h3>
      <p className="mt-2 text-muted">{t.text}</p>
      <fetcher.Form method="post" action={localize("/journal")} className="mt-5 flex flex-col gap-4">
        <Honeypot />
        <input type="hidden" name={PAGE_FIELD} value={page} />
        {Object.entries(answers).map(([question, value]) => (
          <input key={question} type="hidden" name={question} value={String(value)} />
        ))}
        {result && !result.ok && !result.fieldErrors?.email && !consentError ? (
          <p role="alert" className="text-sm font-medium text-danger">
            {result.message?.text}
          </p>
        ) : null}
        <Field label={t.emailLabel} error={result?.fieldErrors?.email}>
          {(props) => (
            <input
              {...props}
              name="email"
              type="email"
              required
              autoComplete="email"
              maxLength={MAX_EMAIL_LENGTH}
              defaultValue={result?.values?.email ?? ""}
              placeholder={messages.contact.placeholders.email}
            />
          )}
        </Field>
        <div>
          <label className="flex items-start gap-3 text-sm leading-relaxed text-ink">
            <input
              type="checkbox"
              name={CONSENT_FIELD}
              value={CONSENT_VALUE}
              required
              aria-invalid={Boolean(consentError)}
              aria-describedby={consentError ? `${id}-consent-error` : undefined}
              className="mt-1 size-4 shrink-0 accent-accent"
            />
            <span>
              {t.consent} {t.privacyLead}{" "}
              <Link to={localize("/datenschutz")} className="text-accent underline underline-offset-4">
                {t.privacyLink}
              </Link>
              .
            </span>
          </label>
          {consentError ? (
            <p id={`${id}-consent-error`} className="mt-1 text-sm text-danger">
              {consentError}
            </p>
          ) : null}
        </div>
        <SubmitButton className="self-start" busy={fetcher.state !== "idle"} busyLabel={t.busy}>
          {t.submit}
        </SubmitButton>
      </fetcher.Form>
    </section>
  );
}
