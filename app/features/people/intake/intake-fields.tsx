import { useId } from "react";
import { useMessages } from "~/lib/i18n";
import { INTAKE_MAX_LENGTH, intakeField, type ShownIntakeQuestion } from "./questions";

const control =
  "block w-full rounded-xl border border-line bg-white px-4 py-3 text-ink placeholder:text-muted/80 focus:border-accent focus:outline-2 focus:outline-accent/30 aria-[invalid=true]:border-danger";
const choiceClass =
  "flex cursor-pointer items-center gap-3 rounded-xl border border-line bg-white px-4 py-2.5 text-ink hover:border-accent has-[:checked]:border-accent has-[:checked]:bg-sand/60 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent";

/**
 * The coach's questions in a booking form (decisions 0211, 0221): a labelled field each, or for yes/no
 * and a choice a group of radio buttons with its legend; required ones marked `required` (the server
 * checks them again, and that an answer is one it offered), the sent answers kept after a refusal.
 */
export function IntakeFields({
  questions,
  errors = {},
  kept = {},
  about = "session",
}: {
  questions: readonly ShownIntakeQuestion[];
  errors?: Record<string, string> | undefined;
  kept?: Record<string, string> | undefined;
  /** Before a session (/termin) or an event: the hint says what she prepares. */
  about?: "session" | "event";
}) {
  const t = useMessages().intake;
  const baseId = useId();
  if (questions.length === 0) return null;
  return (
    <fieldset className="flex flex-col gap-4 rounded-xl border border-line p-4">
      <legend className="px-1 font-medium text-ink">{t.title}</legend>
      <p className="-mt-2 text-sm text-muted">{about === "event" ? t.eventHint : t.hint}</p>
      {questions.map((question, index) => {
        const name = intakeField(question.id);
        const id = `${baseId}-${index}`;
        const error = errors[name];
        const described = error ? { "aria-describedby": `${id}-error` } : {};
        const errorLine = error ? (
          <p id={`${id}-error`} className="text-sm text-danger">
            {error}
          </p>
        ) : null;
        const optional = question.required ? null : <span className="font-normal text-muted"> {t.optional}</span>;
        const wording = <span {...(question.lang ? { lang: question.lang } : {})}>{question.label}</span>;
        if (question.type === "yesno" || question.type === "choice") {
          const choices =
            question.type === "yesno"
              ? [
                  { value: "yes", label: t.yes },
                  { value: "no", label: t.no },
                ]
              : (question.options ?? []).map((option) => ({ value: option, label: option }));
          return (
            <fieldset key={question.id} className="flex flex-col gap-1.5" {...described}>
              <legend className="mb-1.5 text-sm font-medium text-ink">
                {wording}
                {optional}
              </legend>
              <div
                className={question.type === "yesno" ? "grid grid-cols-2 gap-2" : "flex flex-col gap-2"}
                {...(question.optionsLang ? { lang: question.optionsLang } : {})}
              >
                {choices.map((choice) => (
                  <label key={choice.value} className={choiceClass}>
                    <input
                      type="radio"
                      name={name}
                      value={choice.value}
                      required={question.required}
                      defaultChecked={kept[name] === choice.value}
                      className="size-4 shrink-0 accent-accent"
                    />
                    {choice.label}
                  </label>
                ))}
              </div>
              {errorLine}
            </fieldset>
          );
        }
        const common = {
          id,
          name,
          required: question.required,
          maxLength: INTAKE_MAX_LENGTH[question.kind],
          defaultValue: kept[name] ?? "",
          "aria-invalid": Boolean(error),
          ...described,
          className: control,
        };
        return (
          <div key={question.id} className="flex flex-col gap-1.5">
            <label htmlFor={id} className="text-sm font-medium text-ink">
              {wording}
              {optional}
            </label>
            {question.kind === "long" ? <textarea rows={4} {...common} /> : <input type="text" {...common} />}
            {errorLine}
          </div>
        );
      })}
    </fieldset>
  );
}
