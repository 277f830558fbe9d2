import { data, Form, Link, useNavigation } from "react-router";
import { Button, SubmitButton } from "~/components/ui/button";
import { compactControl } from "~/components/ui/field";
import { AnswerNotice } from "~/features/compositions/admin/answer-notice";
import { Icon } from "~/features/compositions/admin/icons";
import { adminHeaders, runAdminAction, validateForm, withSentValues } from "~/features/compositions/admin/crud.server";
import type { AdminResult } from "~/features/compositions/admin/result";
import { requireAdmin } from "~/features/core/auth/session.server";
import {
  INTAKE_LABEL_MAX_LENGTH,
  INTAKE_QUESTION_FIELDS,
  IntakeQuestionForm,
  MAX_INTAKE_QUESTIONS,
} from "~/features/people/intake/questions";
import {
  addIntakeQuestion,
  deleteIntakeQuestion,
  type IntakeQuestion,
  moveIntakeQuestion,
  updateIntakeQuestion,
} from "~/features/people/intake/questions.server";
import { loadIntakeEditor } from "~/features/people/session-mails/editor.server";
import { getCloudflare } from "~/lib/context";
import { adminMessages } from "~/lib/messages.admin";
import type { Route } from "./+types/fragen";

const m = adminMessages.intakeEditor;

export async function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context);
  return data({ types: await loadIntakeEditor(getCloudflare(context).env) }, { headers: adminHeaders });
}

/** "add" names the appointment type (its id); "save", "up", "down" and "delete" name the question. */
export function action(args: Route.ActionArgs) {
  const sent = (form: Record<string, string>) =>
    withSentValues({ ok: false as const }, form, ["id", ...INTAKE_QUESTION_FIELDS]).values;
  return runAdminAction(args, m.error, {
    add: async ({ id, form, env }) => {
      const parsed = validateForm(IntakeQuestionForm, form, m.error);
      if (!parsed.ok) return { ...parsed.result, values: { ...sent(form), form: "add" } };
      const added = await addIntakeQuestion(env, id, parsed.data);
      if (added === "no_type") return { ok: false, status: 404, toast: { title: m.error, text: m.notFound } };
      if (added === "full")
        return { ok: false, status: 409, toast: { title: m.error, text: m.full(MAX_INTAKE_QUESTIONS) } };
      return { ok: true, toast: { title: m.title, text: m.added } };
    },
    save: async ({ id, form, env }) => {
      const parsed = validateForm(IntakeQuestionForm, form, m.error);
      if (!parsed.ok) return { ...parsed.result, values: { ...sent(form), form: "save" } };
      return (await updateIntakeQuestion(env, id, parsed.data))
        ? { ok: true, toast: { title: m.title, text: m.saved } }
        : { ok: false, status: 404, toast: { title: m.error, text: m.notFound } };
    },
    up: async ({ id, env }) =>
      (await moveIntakeQuestion(env, id, "up"))
        ? { ok: true, toast: { title: m.title, text: m.moved } }
        : { ok: false, status: 404, toast: { title: m.error, text: m.notFound } },
    down: async ({ id, env }) =>
      (await moveIntakeQuestion(env, id, "down"))
        ? { ok: true, toast: { title: m.title, text: m.moved } }
        : { ok: false, status: 404, toast: { title: m.error, text: m.notFound } },
    delete: async ({ id, env }) =>
      (await deleteIntakeQuestion(env, id))
        ? { ok: true, toast: { title: m.title, text: m.removed } }
        : { ok: false, status: 404, toast: { title: m.error, text: m.notFound } },
  });
}

type Sent = Record<string, string> | undefined;

/** The question's fields: German and English wording, one line or several, required or not. */
function QuestionFields({
  prefix,
  question,
  sent,
  errors,
}: {
  prefix: string;
  question?: IntakeQuestion;
  sent: Sent;
  errors: Record<string, string>;
}) {
  const value = (name: string, stored: string | null | undefined) => sent?.[name] ?? stored ?? "";
  const kind = sent?.kind ?? question?.kind ?? "short";
  const required = sent ? sent.required === "on" : (question?.required ?? false);
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div className="flex flex-col gap-1">
        <label htmlFor={`${prefix}-label`} className="text-sm font-medium">
          {m.label}
        </label>
        <input
          id={`${prefix}-label`}
          name="label"
          required
          maxLength={INTAKE_LABEL_MAX_LENGTH}
          defaultValue={value("label", question?.label)}
          aria-invalid={Boolean(errors.label)}
          {...(errors.label ? { "aria-describedby": `${prefix}-label-error` } : {})}
          className={compactControl}
        />
        {errors.label ? (
          <p id={`${prefix}-label-error`} className="text-sm text-danger">
            {errors.label}
          </p>
        ) : null}
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${prefix}-label-en`} className="text-sm font-medium">
          {m.labelEn}
        </label>
        <input
          id={`${prefix}-label-en`}
          name="label_en"
          lang="en"
          maxLength={INTAKE_LABEL_MAX_LENGTH}
          defaultValue={value("label_en", question?.label_en)}
          aria-describedby={`${prefix}-label-en-hint`}
          className={compactControl}
        />
        <p id={`${prefix}-label-en-hint`} className="text-xs text-muted">
          {errors.label_en ?? m.labelEnHint}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-4">
        <label htmlFor={`${prefix}-kind`} className="text-sm font-medium">
          {m.kind}
        </label>
        <select id={`${prefix}-kind`} name="kind" defaultValue={kind} className={`${compactControl} w-auto`}>
          <option value="short">{m.kinds.short}</option>
          <option value="long">{m.kinds.long}</option>
        </select>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name="required" defaultChecked={required} className="size-4 accent-accent" />
          {m.required}
        </label>
      </div>
    </div>
  );
}

export default function IntakeEditor({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData as AdminResult | undefined;
  const refused = answer && !answer.ok ? answer : undefined;
  const navigation = useNavigation();
  const busy = (intent: string, id: string) =>
    navigation.state !== "idle" &&
    navigation.formData?.get("intent") === intent &&
    navigation.formData?.get("id") === id;
  const sentFor = (form: string, id: string): Sent =>
    refused?.values?.form === form && refused.values.id === id ? refused.values : undefined;
  const errorsFor = (form: string, id: string) => (sentFor(form, id) ? (refused?.fieldErrors ?? {}) : {});
  return (
    <section aria-labelledby="fragen" className="flex max-w-4xl flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 id="fragen" className="text-3xl sm:text-4xl">
          {m.title}
        </h1>
        <p className="text-muted">{m.intro}</p>
        <p>
          <Link to="/admin/erinnerungen" className="font-medium text-accent-strong underline underline-offset-4">
            {adminMessages.sessionMails.link}
          </Link>
        </p>
      </div>
      <AnswerNotice answer={answer} />
      {loaderData.types.length === 0 ? <p>{m.noTypes}</p> : null}
      {loaderData.types.map((type) => (
        <section
          key={type.id}
          aria-labelledby={`typ-${type.id}`}
          className="flex flex-col gap-4 rounded-2xl border border-line bg-white p-5"
        >
          <h2 id={`typ-${type.id}`} className="text-xl">
            {type.name} {type.active ? null : <span className="text-sm text-muted">{m.inactive}</span>}
          </h2>
          {type.questions.length === 0 ? <p className="text-sm text-muted">{m.none}</p> : null}
          <ol className="flex flex-col gap-4">
            {type.questions.map((question, index) => (
              <li key={question.id} className="flex flex-col gap-2 rounded-xl bg-paper p-4">
                <Form method="post" className="flex flex-col gap-3">
                  <input type="hidden" name="id" value={question.id} />
                  <QuestionFields
                    prefix={`q-${question.id}`}
                    question={question}
                    sent={sentFor("save", question.id)}
                    errors={errorsFor("save", question.id)}
                  />
                  <div className="flex flex-wrap gap-2">
                    <SubmitButton
                      size="sm"
                      name="intent"
                      value="save"
                      busy={busy("save", question.id)}
                      busyLabel={adminMessages.sessionMails.saving}
                    >
                      {m.save}
                    </SubmitButton>
                    {index > 0 ? (
                      <Button
                        type="submit"
                        size="sm"
                        variant="ghost"
                        name="intent"
                        value="up"
                        aria-label={m.up(question.label)}
                      >
                        <Icon name="up" />
                      </Button>
                    ) : null}
                    {index < type.questions.length - 1 ? (
                      <Button
                        type="submit"
                        size="sm"
                        variant="ghost"
                        name="intent"
                        value="down"
                        aria-label={m.down(question.label)}
                      >
                        <Icon name="down" />
                      </Button>
                    ) : null}
                    <Button
                      type="submit"
                      size="sm"
                      variant="ghost"
                      name="intent"
                      value="delete"
                      className="text-danger"
                    >
                      {m.remove(question.label)}
                    </Button>
                  </div>
                </Form>
              </li>
            ))}
          </ol>
          {type.questions.length < MAX_INTAKE_QUESTIONS ? (
            <Form method="post" className="flex flex-col gap-3 border-t border-line pt-4">
              <input type="hidden" name="id" value={type.id} />
              <QuestionFields
                prefix={`neu-${type.id}`}
                sent={sentFor("add", type.id)}
                errors={errorsFor("add", type.id)}
              />
              <SubmitButton
                size="sm"
                variant="secondary"
                className="self-start"
                name="intent"
                value="add"
                busy={busy("add", type.id)}
                busyLabel={adminMessages.sessionMails.saving}
              >
                {m.add}
              </SubmitButton>
            </Form>
          ) : (
            <p className="text-sm text-muted">{m.full(MAX_INTAKE_QUESTIONS)}</p>
          )}
        </section>
      ))}
    </section>
  );
}
