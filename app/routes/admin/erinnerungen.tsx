import { useState } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import * as v from "valibot";
import { Button, SubmitButton } from "~/components/ui/button";
import { compactControl, Field } from "~/components/ui/field";
import { AnswerNotice } from "~/features/compositions/admin/answer-notice";
import { adminHeaders, runAdminAction, validateForm, withSentValues } from "~/features/compositions/admin/crud.server";
import type { AdminResult } from "~/features/compositions/admin/result";
import { requireAdmin } from "~/features/core/auth/session.server";
import {
  PLACEHOLDERS,
  PREVIEW_VALUES,
  renderSessionMailText,
  SESSION_MAIL_FIELDS,
  SESSION_MAIL_KIND_LIST,
  type SessionMailKind,
  SessionMailTextSchema,
  SESSION_MAIL_HOURS,
  unknownPlaceholders,
} from "~/features/core/mail/session-texts";
import { resetSessionMailText, saveSessionMailText } from "~/features/core/mail/session-texts.server";
import { loadSessionMailEditor, saveSessionMailSwitches } from "~/features/people/session-mails/editor.server";
import { getCloudflare } from "~/lib/context";
import type { Locale } from "~/lib/locale";
import { adminMessages } from "~/lib/messages.admin";
import type { Route } from "./+types/erinnerungen";

const m = adminMessages.sessionMails;
const KIND_PARAM = "art";

const kindOf = (value: string | null | undefined): SessionMailKind =>
  SESSION_MAIL_KIND_LIST.find((kind) => kind === value) ?? "reminder";

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const editor = await loadSessionMailEditor(getCloudflare(context).env);
  return data(
    { ...editor, kind: kindOf(new URL(request.url).searchParams.get(KIND_PARAM)) },
    { headers: adminHeaders },
  );
}

const KindField = v.object({ kind: v.picklist(SESSION_MAIL_KIND_LIST, adminMessages.form.invalidRequest) });
const sent = (form: Record<string, string>) => ["kind", ...SESSION_MAIL_FIELDS].filter((name) => name in form);

/**
 * "save" and "preview" check the same form (placeholders included); "preview" only shows it (the
 * preview without JavaScript), "save" stores it. "reset" brings back the delivered text; "switches"
 * sets one appointment type's check-in and follow-up (its id).
 */
export function action(args: Route.ActionArgs) {
  const checked = (form: Record<string, string>) => {
    const kind = v.safeParse(KindField, form);
    if (!kind.success)
      return {
        ok: false as const,
        result: {
          ok: false as const,
          status: 400,
          toast: { title: m.saveError, text: adminMessages.form.invalidRequest },
        },
      };
    const parsed = validateForm(SessionMailTextSchema, form, m.saveError);
    if (!parsed.ok) return { ok: false as const, result: withSentValues(parsed.result, form, sent(form)) };
    return { ok: true as const, kind: kind.output.kind, text: parsed.data };
  };
  return runAdminAction(
    args,
    m.saveError,
    {
      preview: async ({ form }) => {
        const valid = checked(form);
        if (!valid.ok) return valid.result;
        // The checked values come back for the page to show with their preview.
        return { ok: true, shown: Object.fromEntries(sent(form).map((name) => [name, form[name] ?? ""])) };
      },
      save: async ({ form, env }) => {
        const valid = checked(form);
        if (!valid.ok) return valid.result;
        await saveSessionMailText(env, valid.kind, valid.text);
        return { ok: true, toast: { title: m.kinds[valid.kind], text: m.saved } };
      },
      reset: async ({ form, env }) => {
        const kind = v.safeParse(KindField, form);
        if (!kind.success)
          return { ok: false, status: 400, toast: { title: m.saveError, text: adminMessages.form.invalidRequest } };
        await resetSessionMailText(env, kind.output.kind);
        return { ok: true, toast: { title: m.kinds[kind.output.kind], text: m.resetDone } };
      },
      switches: async ({ id, form, env }) => {
        const saved = await saveSessionMailSwitches(env, id, {
          checkin: form.checkin === "on",
          followup: form.followup === "on",
        });
        return saved
          ? { ok: true, toast: { title: m.switchesTitle, text: m.switchesSaved } }
          : { ok: false, status: 404, toast: { title: m.switchesTitle, text: m.unknownType } };
      },
    },
    { withoutId: ["preview", "save", "reset"] },
  );
}

type Values = Record<(typeof SESSION_MAIL_FIELDS)[number], string>;

/** The e-mail as she will read it, with example values: subject, greeting, paragraphs, the facts, the button. */
function MailPreview({ values, locale }: { values: Values; locale: Locale }) {
  const text = {
    hours: Number(values.hours) || 1,
    subject: values.subject,
    body: values.body,
    subject_en: values.subject_en,
    body_en: values.body_en,
  };
  const example = PREVIEW_VALUES[locale];
  const rendered = renderSessionMailText(text, locale, example);
  const unknown = [
    ...unknownPlaceholders(locale === "en" ? values.subject_en : values.subject),
    ...unknownPlaceholders(locale === "en" ? values.body_en : values.body),
  ];
  return (
    <figure
      lang={locale}
      className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-5 text-sm"
      aria-label={`${m.preview} ${locale === "en" ? m.previewEnglish : m.previewGerman}`}
    >
      <figcaption className="text-xs font-semibold tracking-wider text-muted uppercase">
        {locale === "en" ? m.previewEnglish : m.previewGerman}
      </figcaption>
      <p>
        <span className="text-muted">{m.previewSubject}: </span>
        <strong>{rendered.subject}</strong>
      </p>
      <div className="flex flex-col gap-3 border-t border-line pt-3">
        <p>{m.previewGreeting[locale](example.name)}</p>
        {rendered.paragraphs.map((paragraph, index) => (
          <p key={index} className="whitespace-pre-line">
            {paragraph}
          </p>
        ))}
        <p className="rounded-lg bg-paper p-3 text-muted">
          {example.termin} · {example.datum} · {example.uhrzeit} · {example.ort}
        </p>
      </div>
      {unknown.length ? (
        <p className="text-danger" role="status">
          {m.validation.unknownPlaceholder(locale === "en" ? m.previewEnglish : m.previewGerman, unknown, PLACEHOLDERS)}
        </p>
      ) : null}
    </figure>
  );
}

export default function SessionMailEditor({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData as AdminResult | undefined;
  const { texts, types, kind } = loaderData;
  const stored = texts[kind];
  const answered = answer && !answer.ok ? answer.values : answer?.ok ? answer.shown : undefined;
  const fromAnswer = answered && answered.kind === kind ? answered : undefined;
  const initial: Values = {
    hours: fromAnswer?.hours ?? String(stored.hours),
    subject: fromAnswer?.subject ?? stored.subject,
    body: fromAnswer?.body ?? stored.body,
    subject_en: fromAnswer?.subject_en ?? stored.subject_en,
    body_en: fromAnswer?.body_en ?? stored.body_en,
  };
  const errors = answer && !answer.ok ? (answer.fieldErrors ?? {}) : {};
  const navigation = useNavigation();
  const busyIntent = navigation.state !== "idle" ? navigation.formData?.get("intent") : null;
  return (
    <section aria-labelledby="erinnerungen" className="flex max-w-6xl flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 id="erinnerungen" className="text-3xl sm:text-4xl">
          {m.title}
        </h1>
        <p className="max-w-3xl text-muted">{m.intro}</p>
        <p>
          <Link to="/admin/fragen" className="font-medium text-accent-strong underline underline-offset-4">
            {m.questionsLink}
          </Link>
        </p>
      </div>
      <AnswerNotice answer={answer?.ok && answer.shown ? undefined : answer} />
      <nav aria-label={m.title} className="flex flex-wrap gap-2">
        {SESSION_MAIL_KIND_LIST.map((each) => (
          <Link
            key={each}
            to={`?${KIND_PARAM}=${each}`}
            aria-current={each === kind ? "page" : undefined}
            className={`rounded-full border px-4 py-1.5 text-sm ${each === kind ? "border-accent bg-accent text-white" : "border-line bg-white hover:bg-sand"}`}
          >
            {m.kinds[each]}
            {texts[each].customised ? (
              <>
                <span aria-hidden="true"> ✎</span>
                <span className="sr-only"> ({m.customised})</span>
              </>
            ) : null}
          </Link>
        ))}
      </nav>
      {/* Keyed by kind and answer: the fields show what was stored, or what was sent after a refusal or preview. */}
      <TextEditor
        key={`${kind}:${JSON.stringify(initial)}`}
        kind={kind}
        initial={initial}
        errors={errors}
        customised={stored.customised}
        busyIntent={typeof busyIntent === "string" ? busyIntent : null}
      />
      {types.length ? (
        <section aria-labelledby="schalter" className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-5">
          <h2 id="schalter" className="text-xl">
            {m.switchesTitle}
          </h2>
          <p className="text-sm text-muted">{m.switchesIntro}</p>
          <ul className="flex flex-col divide-y divide-line">
            {types.map((type) => (
              <li key={type.id}>
                <Form method="post" className="flex flex-wrap items-center gap-x-6 gap-y-2 py-3">
                  <input type="hidden" name="intent" value="switches" />
                  <input type="hidden" name="id" value={type.id} />
                  <span className="min-w-48 font-medium">{type.name}</span>
                  <label className="flex items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      name="checkin"
                      defaultChecked={type.checkin}
                      className="size-4 accent-accent"
                    />
                    {m.checkinSwitch}
                  </label>
                  <label className="flex items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      name="followup"
                      defaultChecked={type.followup}
                      className="size-4 accent-accent"
                    />
                    {m.followupSwitch}
                  </label>
                  <Button type="submit" size="sm" variant="secondary" aria-label={`${m.switchesSave}: ${type.name}`}>
                    {m.switchesSave}
                  </Button>
                </Form>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </section>
  );
}

function TextEditor({
  kind,
  initial,
  errors,
  customised,
  busyIntent,
}: {
  kind: SessionMailKind;
  initial: Values;
  errors: Record<string, string>;
  customised: boolean;
  busyIntent: string | null;
}) {
  // The live preview follows every keystroke; without JavaScript "Vorschau aktualisieren" asks the server.
  const [values, setValues] = useState(initial);
  const f = m.fields;
  const text = (name: keyof Values, multiline: boolean) => (
    <Field id={`mail-${name}`} label={f[name]} controlClass={compactControl} error={errors[name]}>
      {(props) =>
        multiline ? (
          <textarea
            {...props}
            name={name}
            rows={7}
            value={values[name]}
            onChange={(e) => setValues({ ...values, [name]: e.target.value })}
          />
        ) : (
          <input
            {...props}
            name={name}
            value={values[name]}
            onChange={(e) => setValues({ ...values, [name]: e.target.value })}
          />
        )
      }
    </Field>
  );
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
      <Form method="post" className="flex flex-col gap-4 rounded-2xl border border-line bg-white p-5">
        <input type="hidden" name="kind" value={kind} />
        <h2 className="text-xl">
          {m.kinds[kind]}{" "}
          <span className="text-sm font-normal text-muted">({customised ? m.customised : m.standard})</span>
        </h2>
        <p className="text-sm text-muted">{m.kindHints[kind]}</p>
        <Field
          id="mail-hours"
          label={`${f.hours} (${m.hoursLabel[kind]})`}
          controlClass={`${compactControl} max-w-32`}
          error={errors.hours}
        >
          {(props) => (
            <input
              {...props}
              name="hours"
              type="number"
              inputMode="numeric"
              min={SESSION_MAIL_HOURS.min}
              max={SESSION_MAIL_HOURS.max}
              value={values.hours}
              onChange={(e) => setValues({ ...values, hours: e.target.value })}
            />
          )}
        </Field>
        {text("subject", false)}
        {text("body", true)}
        {text("subject_en", false)}
        {text("body_en", true)}
        <p className="text-sm text-muted">{m.placeholdersHint(PLACEHOLDERS)}</p>
        <div className="flex flex-wrap gap-3">
          <SubmitButton name="intent" value="save" busy={busyIntent === "save"} busyLabel={m.saving}>
            {m.save}
          </SubmitButton>
          <Button type="submit" name="intent" value="preview" variant="secondary">
            {m.previewButton}
          </Button>
        </div>
      </Form>
      <div className="flex flex-col gap-4" aria-live="polite">
        <h2 className="text-xl">{m.preview}</h2>
        <p className="-mt-2 text-sm text-muted">{m.previewHint}</p>
        <MailPreview values={values} locale="de" />
        <MailPreview values={values} locale="en" />
        {customised ? (
          <Form method="post">
            <input type="hidden" name="intent" value="reset" />
            <input type="hidden" name="kind" value={kind} />
            <Button type="submit" variant="ghost" size="sm">
              {m.reset}
            </Button>
          </Form>
        ) : null}
      </div>
    </div>
  );
}
