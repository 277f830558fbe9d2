import { data, Form, Link, useNavigation } from "react-router";
import * as v from "valibot";
import { Button, SubmitButton } from "~/components/ui/button";
import { compactControl } from "~/components/ui/field";
import { AnswerNotice } from "~/features/compositions/admin/answer-notice";
import { Icon } from "~/features/compositions/admin/icons";
import { adminHeaders, runAdminAction, validateForm, withSentValues } from "~/features/compositions/admin/crud.server";
import type { AdminResult } from "~/features/compositions/admin/result";
import { requireAdmin } from "~/features/core/auth/session.server";
import {
  INTAKE_FORMS,
  INTAKE_LABEL_MAX_LENGTH,
  INTAKE_OPTIONS,
  INTAKE_QUESTION_FIELDS,
  intakeFormOf,
  IntakeQuestionForm,
  MAX_INTAKE_QUESTIONS,
} from "~/features/people/intake/questions";
import {
  addIntakeQuestion,
  deleteIntakeQuestion,
  type IntakeQuestion,
  loadEventIntakeEditor,
  moveIntakeQuestion,
  updateIntakeQuestion,
} from "~/features/people/intake/questions.server";
import { loadIntakeEditor } from "~/features/people/session-mails/editor.server";
import { formatLongDate } from "~/features/products/events/format";
import { getCloudflare } from "~/lib/context";
import { adminMessages } from "~/lib/messages.admin";
import { purgePublicPages } from "~/lib/page-cache.server";
import type { Route } from "./+types/fragen";

const m = adminMessages.intakeEditor;
const EventIdParam = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(64));

/**
 * Mounted twice (decision 0221): /admin/fragen edits every appointment type's questions,
 * /admin/events/<id>/fragen one event's, with the same form.
 */
const eventIdOf = (params: object) => (params as { id?: string }).id;

export async function loader({ params, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const { env } = getCloudflare(context);
  const eventId = eventIdOf(params);
  if (eventId === undefined) {
    return data({ event: null, missing: false, groups: await loadIntakeEditor(env) }, { headers: adminHeaders });
  }
  const id = v.safeParse(EventIdParam, eventId);
  const editor = id.success ? await loadEventIntakeEditor(env, id.output) : null;
  if (!editor) return data({ event: null, missing: true, groups: [] }, { status: 404, headers: adminHeaders });
  const group = { id: editor.event.id, name: editor.event.title, active: true, questions: editor.questions };
  return data({ event: editor.event, missing: false, groups: [group] }, { headers: adminHeaders });
}

/** "add" names the appointment type or the event (its id); "save", "up", "down" and "delete" name the question. */
export function action(args: Route.ActionArgs) {
  const kind = eventIdOf(args.params) === undefined ? "type" : "event";
  const sent = (form: Record<string, string>) =>
    withSentValues({ ok: false as const }, form, ["id", ...INTAKE_QUESTION_FIELDS]).values;
  const missing = { ok: false as const, status: 404, toast: { title: m.error, text: m.notFound } };
  /** A done change: an event's page shows its form, so its cached copies go. */
  const done = async (env: Env, text: string) => {
    if (kind === "event") await purgePublicPages(env, "event-updated");
    return { ok: true as const, toast: { title: kind === "event" ? m.eventLink : m.title, text } };
  };
  return runAdminAction(args, m.error, {
    add: async ({ id, form, env }) => {
      const parsed = validateForm(IntakeQuestionForm, form, m.error);
      if (!parsed.ok) return { ...parsed.result, values: { ...sent(form), form: "add" } };
      // On an event's page only that event takes questions.
      if (kind === "event" && id !== eventIdOf(args.params)) return missing;
      const added = await addIntakeQuestion(env, kind === "event" ? { event: id } : { type: id }, parsed.data);
      if (added === "no_type") return missing;
      if (added === "full") {
        const text = kind === "event" ? m.eventFull(MAX_INTAKE_QUESTIONS) : m.full(MAX_INTAKE_QUESTIONS);
        return { ok: false, status: 409, toast: { title: m.error, text } };
      }
      return done(env, m.added);
    },
    save: async ({ id, form, env }) => {
      const parsed = validateForm(IntakeQuestionForm, form, m.error);
      if (!parsed.ok) return { ...parsed.result, values: { ...sent(form), form: "save" } };
      return (await updateIntakeQuestion(env, kind, id, parsed.data)) ? done(env, m.saved) : missing;
    },
    up: async ({ id, env }) => ((await moveIntakeQuestion(env, kind, id, "up")) ? done(env, m.moved) : missing),
    down: async ({ id, env }) => ((await moveIntakeQuestion(env, kind, id, "down")) ? done(env, m.moved) : missing),
    delete: async ({ id, env }) => ((await deleteIntakeQuestion(env, kind, id)) ? done(env, m.removed) : missing),
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
  const form = sent?.kind ?? (question ? intakeFormOf(question) : "short");
  const required = sent ? sent.required === "on" : (question?.required ?? false);
  const textarea = (name: "options" | "options_en", label: string, hint: string, lang?: "en") => (
    <div className="flex flex-col gap-1">
      <label htmlFor={`${prefix}-${name}`} className="text-sm font-medium">
        {label}
      </label>
      <textarea
        id={`${prefix}-${name}`}
        name={name}
        rows={4}
        {...(lang ? { lang } : {})}
        maxLength={INTAKE_OPTIONS.max * (INTAKE_OPTIONS.length + 2)}
        defaultValue={value(name, question?.[name])}
        aria-invalid={Boolean(errors[name])}
        aria-describedby={`${prefix}-${name}-hint`}
        className={compactControl}
      />
      <p id={`${prefix}-${name}-hint`} className={`text-xs ${errors[name] ? "text-danger" : "text-muted"}`}>
        {errors[name] ?? hint}
      </p>
    </div>
  );
  return (
    // The answers of a choice show only while "Eine Auswahl aus einer Liste" is chosen: CSS alone, no script.
    <div className="group grid gap-3 sm:grid-cols-2">
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
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 sm:col-span-2">
        <label htmlFor={`${prefix}-kind`} className="text-sm font-medium">
          {m.kind}
        </label>
        <select id={`${prefix}-kind`} name="kind" defaultValue={form} className={`${compactControl} sm:w-80`}>
          {INTAKE_FORMS.map((kind) => (
            <option key={kind} value={kind}>
              {m.kinds[kind]}
            </option>
          ))}
        </select>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name="required" defaultChecked={required} className="size-4 accent-accent" />
          {m.required}
        </label>
      </div>
      <div
        className={`gap-3 sm:col-span-2 sm:grid-cols-2 group-has-[option[value=choice]:checked]:grid ${
          errors.options || errors.options_en ? "grid" : "hidden"
        }`}
      >
        {textarea("options", m.options, m.optionsHint)}
        {textarea("options_en", m.optionsEn, m.optionsEnHint, "en")}
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
  const { event } = loaderData;
  if (loaderData.missing) {
    return (
      <section aria-labelledby="fragen" className="flex max-w-4xl flex-col gap-4">
        <h1 id="fragen" className="text-3xl sm:text-4xl">
          {m.title}
        </h1>
        <p role="alert">{adminMessages.participants.notFound}</p>
        <Link to="/admin/events" className="font-medium text-accent-strong underline underline-offset-4">
          {adminMessages.participants.back}
        </Link>
      </section>
    );
  }
  return (
    <section aria-labelledby="fragen" className="flex max-w-4xl flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 id="fragen" className="text-3xl sm:text-4xl">
          {event ? m.eventTitle(event.title) : m.title}
        </h1>
        {event ? (
          <p className="text-ink">
            {formatLongDate(event.event_date)}, {event.start_time}
          </p>
        ) : null}
        <p className="text-muted">{event ? m.eventIntro : m.intro}</p>
        <p>
          <Link
            to={event ? `/admin/events/${event.id}/teilnehmer` : "/admin/erinnerungen"}
            className="font-medium text-accent-strong underline underline-offset-4"
          >
            {event ? m.toParticipants : adminMessages.sessionMails.link}
          </Link>
        </p>
      </div>
      <AnswerNotice answer={answer} />
      {loaderData.groups.length === 0 ? <p>{m.noTypes}</p> : null}
      {loaderData.groups.map((type) => (
        <section
          key={type.id}
          aria-labelledby={event ? "fragen" : `typ-${type.id}`}
          className="flex flex-col gap-4 rounded-2xl border border-line bg-white p-5"
        >
          {event ? null : (
            <h2 id={`typ-${type.id}`} className="text-xl">
              {type.name} {type.active ? null : <span className="text-sm text-muted">{m.inactive}</span>}
            </h2>
          )}
          {type.questions.length === 0 ? <p className="text-sm text-muted">{event ? m.eventNone : m.none}</p> : null}
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
                    {index > 0 ? <MoveButton direction="up" label={m.up(question.label)} /> : null}
                    {index < type.questions.length - 1 ? (
                      <MoveButton direction="down" label={m.down(question.label)} />
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
            // A new key after each added question: the empty form again (its fields keep no typed text).
            <Form key={type.questions.length} method="post" className="flex flex-col gap-3 border-t border-line pt-4">
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
            <p className="text-sm text-muted">
              {event ? m.eventFull(MAX_INTAKE_QUESTIONS) : m.full(MAX_INTAKE_QUESTIONS)}
            </p>
          )}
        </section>
      ))}
    </section>
  );
}

/** Moves a question one place up or down in its form (the form's `intent`, its icon and its name). */
function MoveButton({ direction, label }: { direction: "up" | "down"; label: string }) {
  return (
    <Button type="submit" size="sm" variant="ghost" name="intent" value={direction} aria-label={label}>
      <Icon name={direction} />
    </Button>
  );
}
