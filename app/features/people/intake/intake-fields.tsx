import { useId } from "react";
import { useMessages } from "~/lib/i18n";
import { INTAKE_MAX_LENGTH, intakeField, type ShownIntakeQuestion } from "./questions";

const control =
  "block w-full rounded-xl border border-line bg-white px-4 py-3 text-ink placeholder:text-muted/80 focus:border-accent focus:outline-2 focus:outline-accent/30 aria-[invalid=true]:border-danger";

/**
 * The coach's questions in the booking form (decision 0211): one labelled field each, required ones
 * marked `required` (the server checks them again), the sent answers kept after a refusal.
 */
export function IntakeFields({
  questions,
  errors = {},
  kept = {},
}: {
  questions: readonly ShownIntakeQuestion[];
  errors?: Record<string, string> | undefined;
  kept?: Record<string, string> | undefined;
}) {
  const t = useMessages().intake;
  const baseId = useId();
  if (questions.length === 0) return null;
  return (
    <fieldset className="flex flex-col gap-4 rounded-xl border border-line p-4">
      <legend className="px-1 font-medium text-ink">{t.title}</legend>
      <p className="-mt-2 text-sm text-muted">{t.hint}</p>
      {questions.map((question, index) => {
        const name = intakeField(question.id);
        const id = `${baseId}-${index}`;
        const error = errors[name];
        const common = {
          id,
          name,
          required: question.required,
          maxLength: INTAKE_MAX_LENGTH[question.kind],
          defaultValue: kept[name] ?? "",
          "aria-invalid": Boolean(error),
          ...(error ? { "aria-describedby": `${id}-error` } : {}),
          className: control,
        };
        return (
          <div key={question.id} className="flex flex-col gap-1.5">
            <label htmlFor={id} className="text-sm font-medium text-ink">
              <span {...(question.lang ? { lang: question.lang } : {})}>{question.label}</span>
              {question.required ? null : <span className="font-normal text-muted"> {t.optional}</span>}
            </label>
            {question.kind === "long" ? <textarea rows={4} {...common} /> : <input type="text" {...common} />}
            {error ? (
              <p id={`${id}-error`} className="text-sm text-danger">
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
    </fieldset>
  );
}
