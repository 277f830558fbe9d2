import { useState } from "react";
import { Field } from "~/components/ui/field";
import { RichText } from "~/components/ui/rich-text";
import { MAX_SUBJECT_LENGTH } from "~/features/people/newsletter/campaign-schema";

/**
 * One language's subject and text of something the coach writes to many (a newsletter, a note to an
 * event's people): the German required, the English optional, both or neither (decision 0097). The
 * fields are marked with their language where it is not the page's, for spelling and screen readers.
 * The fields are named `subject` and `body`, with `_en` for the English version (the schemas'
 * names); `values` refills them after a refusal of a page posted without JavaScript. With `preview`,
 * the text is in the site's formatting language and shows below as readers will see it.
 */
export function LanguageVersion({
  legend,
  intro,
  lang,
  labels,
  maxBodyLength,
  rows,
  errors,
  values,
  preview,
}: {
  legend: string;
  intro?: string;
  /** Set for a version in another language than the page's; such a version is optional. */
  lang?: "en";
  labels: { subject: string; body: string; bodyHint?: string };
  maxBodyLength: number;
  rows: number;
  errors: Record<string, string> | null | undefined;
  values?: Record<string, string>;
  preview?: { label: string };
}) {
  const subject = { name: lang ? `subject_${lang}` : "subject", label: labels.subject, maxLength: MAX_SUBJECT_LENGTH };
  const body = { name: lang ? `body_${lang}` : "body", label: labels.body, maxLength: maxBodyLength };
  const required = lang === undefined;
  const [text, setText] = useState(values?.[body.name] ?? "");
  return (
    <fieldset className="flex min-w-0 flex-col gap-4">
      <legend className="mb-3 font-semibold">{legend}</legend>
      {intro ? <p className="-mt-1 text-sm text-muted">{intro}</p> : null}
      <Field label={subject.label} error={errors?.[subject.name]}>
        {(props) => (
          <input
            {...props}
            name={subject.name}
            type="text"
            lang={lang}
            required={required}
            maxLength={subject.maxLength}
            defaultValue={values?.[subject.name]}
          />
        )}
      </Field>
      <Field label={body.label} error={errors?.[body.name]} hint={labels.bodyHint}>
        {(props) => (
          <textarea
            {...props}
            name={body.name}
            rows={rows}
            lang={lang}
            required={required}
            maxLength={body.maxLength}
            defaultValue={values?.[body.name]}
            onInput={preview ? (event) => setText(event.currentTarget.value) : undefined}
          />
        )}
      </Field>
      {preview && text.trim() ? (
        <section aria-label={preview.label} className="rounded-xl border border-line bg-paper p-4" lang={lang}>
          <p className="mb-2 text-xs font-semibold tracking-wide text-muted uppercase">{preview.label}</p>
          <div className="space-y-3 text-ink">
            <RichText text={text} locale={lang ?? "de"} />
          </div>
        </section>
      ) : null}
    </fieldset>
  );
}
