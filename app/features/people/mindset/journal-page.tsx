import { useId } from "react";
import { Form, Link, useNavigation } from "react-router";
import { SubmitButton } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { PageCard } from "~/components/ui/page-card";
import { useResetOnSave } from "~/lib/form-hooks";
import { useLocale, useLocalize, useMessages } from "~/lib/i18n";
import { formatBerlinDateTime } from "~/lib/today";
import { type EntryPrompt, ENTRY_FIELD, ENTRY_MAX_LENGTH, INTENT_FIELD, SHARE_FIELD } from "./journal-entries";
import type { EntryResult } from "./journal.server";
import { PROMPT_FIELD, promptRef } from "./prompts";
import { JournalPrompts, type JournalPromptsView } from "./prompts-section";

export interface JournalView {
  summary: string | null;
  entries: { id: string; date: string; text: string; shared: boolean; prompt: EntryPrompt | null }[];
  /** The prompt the page was opened for ("Im Journal antworten" in a prompt e-mail), or null. */
  answering: EntryPrompt | null;
  prompts: JournalPromptsView;
}

const formatEntryDate = (iso: string, locale: "de" | "en") => formatBerlinDateTime(new Date(iso), locale, "long");

/**
 * "Mein Journal": the result, a form for a new entry (private unless "share" is ticked) and the
 * entries, newest first. Plain forms: everything works before JavaScript loads. Entries are text
 * nodes with their line breaks kept, never HTML.
 */
export function JournalPage({ journal, answer }: { journal: JournalView; answer: EntryResult | undefined }) {
  const messages = useMessages();
  const localize = useLocalize();
  const locale = useLocale();
  const t = messages.journal.page;
  const id = useId();
  const navigation = useNavigation();
  const busyIntent = navigation.state === "submitting" ? navigation.formData?.get(INTENT_FIELD) : null;
  const saved = answer?.ok && answer.intent === "entry";
  // A saved entry empties the form (a fetcher-less page keeps the textarea's DOM value otherwise).
  const formRef = useResetOnSave(saved ? answer : null);
  const error = answer && !answer.ok ? answer : undefined;

  return (
    <section className="mx-auto max-w-3xl px-5 pt-28 pb-24 sm:pt-36">
      <h1 className="text-4xl leading-tight sm:text-5xl">{t.heading}</h1>
      <p className="mt-4 text-lg leading-relaxed text-muted">{t.intro}</p>

      {journal.summary ? (
        <section aria-labelledby={`${id}-summary`} className="mt-8 rounded-2xl border border-line bg-sand/40 p-5">
          <h2 id={`${id}-summary`} className="text-xl">
            {t.summaryTitle}
          </h2>
          <p className="mt-2 whitespace-pre-wrap text-ink">{journal.summary}</p>
        </section>
      ) : null}

      <section
        aria-labelledby={`${id}-new`}
        className="mt-10 rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-8"
      >
        <h2 id={`${id}-new`} className="text-2xl">
          {t.newEntry}
        </h2>
        {saved ? (
          <div className="mt-4">
            <Notice tone="success" title={t.saved} />
          </div>
        ) : null}
        <Form ref={formRef} method="post" className="mt-4 flex flex-col gap-4">
          <input type="hidden" name={INTENT_FIELD} value="entry" />
          {journal.answering ? (
            <>
              <input
                type="hidden"
                name={PROMPT_FIELD}
                value={promptRef(journal.answering.series, journal.answering.day)}
              />
              <figure className="rounded-xl border-l-4 border-accent bg-sand/40 px-4 py-3">
                <figcaption id={`${id}-prompt`} className="text-sm font-medium text-muted">
                  {messages.prompts.answer.lead(journal.answering.day)}
                </figcaption>
                <blockquote className="mt-1 text-lg whitespace-pre-wrap text-ink">{journal.answering.text}</blockquote>
              </figure>
            </>
          ) : null}
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-text`} className="text-sm font-medium text-ink">
              {t.entryLabel}
            </label>
            <textarea
              id={`${id}-text`}
              name={ENTRY_FIELD}
              required
              rows={7}
              maxLength={ENTRY_MAX_LENGTH}
              defaultValue={error?.values?.text ?? ""}
              aria-invalid={Boolean(error?.values)}
              aria-describedby={[journal.answering ? `${id}-prompt` : "", error?.values ? `${id}-error` : `${id}-hint`]
                .filter(Boolean)
                .join(" ")}
              className="block w-full rounded-xl border border-line bg-white px-4 py-3 text-ink focus:border-accent focus:outline-2 focus:outline-accent/30 aria-[invalid=true]:border-danger"
            />
            {error?.values ? (
              <p id={`${id}-error`} role="alert" className="text-sm text-danger">
                {error.error}
              </p>
            ) : (
              <p id={`${id}-hint`} className="text-sm text-muted">
                {t.entryHint}
              </p>
            )}
          </div>
          <div>
            <label className="flex items-center gap-3 text-ink">
              <input
                type="checkbox"
                name={SHARE_FIELD}
                value="ja"
                defaultChecked={error?.values?.shared ?? false}
                aria-describedby={`${id}-share-hint`}
                className="size-4 accent-accent"
              />
              {t.share}
            </label>
            <p id={`${id}-share-hint`} className="mt-1 text-sm text-muted">
              {t.shareHint}
            </p>
          </div>
          <SubmitButton className="self-start" busy={busyIntent === "entry"} busyLabel={t.saving}>
            {t.save}
          </SubmitButton>
        </Form>
      </section>

      <section aria-labelledby={`${id}-entries`} className="mt-10">
        <h2 id={`${id}-entries`} className="text-2xl">
          {t.entriesTitle}
        </h2>
        {journal.entries.length ? (
          <ol className="mt-4 space-y-4">
            {journal.entries.map((entry) => (
              <li key={entry.id} className="rounded-2xl border border-line bg-white p-5">
                <p className="flex flex-wrap items-center gap-3 text-sm text-muted">
                  <time dateTime={entry.date}>{formatEntryDate(entry.date, locale)}</time>
                  <span
                    className={`rounded-full px-3 py-0.5 text-xs font-medium ${entry.shared ? "bg-sand text-ink" : "border border-line text-muted"}`}
                  >
                    {entry.shared ? t.sharedBadge : t.privateBadge}
                  </span>
                </p>
                {entry.prompt ? (
                  <p className="mt-3 text-sm text-muted">
                    {messages.prompts.answer.entryFor(entry.prompt.day, entry.prompt.text)}
                  </p>
                ) : null}
                <p className="mt-3 break-words whitespace-pre-wrap text-ink">{entry.text}</p>
              </li>
            ))}
          </ol>
        ) : (
          <p className="mt-4 text-muted">{t.noEntries}</p>
        )}
      </section>

      <JournalPrompts view={journal.prompts} answer={answer} busy={busyIntent === "start-series"} />

      <section aria-labelledby={`${id}-link`} className="mt-12 border-t border-line pt-8">
        <h2 id={`${id}-link`} className="text-xl">
          {t.linkTitle}
        </h2>
        <p className="mt-2 text-muted">{t.linkText}</p>
        {error && !error.values && !error.field ? (
          <p role="alert" className="mt-3 text-sm font-medium text-danger">
            {error.error}
          </p>
        ) : null}
        <Form method="post" className="mt-4">
          <input type="hidden" name={INTENT_FIELD} value="rotate" />
          <SubmitButton variant="secondary" busy={busyIntent === "rotate"} busyLabel={t.newLinkBusy}>
            {t.newLink}
          </SubmitButton>
        </Form>
        <p className="mt-6 text-sm">
          <Link to={localize("/meine-daten")} className="text-accent underline underline-offset-4">
            {t.myData}
          </Link>
        </p>
      </section>
    </section>
  );
}

/** The page after "Neuen Link anfordern", or for a link that opens nothing. */
export function JournalNotice({ heading, text, bad = false }: { heading: string; text: string; bad?: boolean }) {
  return (
    <PageCard heading={heading} tone={bad ? "bad" : "neutral"}>
      <p>{text}</p>
    </PageCard>
  );
}
