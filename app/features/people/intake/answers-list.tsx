import { adminMessages } from "~/lib/messages.admin";
import type { StoredIntakeAnswer } from "./questions";

/** The answers to the intake questions as the back office shows them: question, then answer (decision 0211). */
export function IntakeAnswersList({
  answers,
  className = "",
  titled = true,
}: {
  answers: readonly StoredIntakeAnswer[];
  className?: string;
  /** Without the title: in a table's column, whose heading says it. */
  titled?: boolean;
}) {
  if (answers.length === 0) return null;
  return (
    <div className={`text-sm ${className}`}>
      {titled ? <p className="font-medium text-ink">{adminMessages.intakeEditor.answersTitle}</p> : null}
      <dl className="mt-1 flex flex-col gap-1">
        {answers.map((answer, index) => (
          <div key={index}>
            <dt className="text-muted">{answer.question}</dt>
            <dd className="whitespace-pre-wrap">{answer.answer}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
