import { useActionData, useFetcher, useLocation } from "react-router";
import { SubmitButton } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Honeypot } from "~/components/ui/honeypot";
import { Notice } from "~/components/ui/notice";
import { PersonFields } from "~/features/core/booking/person-fields";
import { useSchemaCheck } from "~/lib/form-hooks";
import { useLocale, useMessages } from "~/lib/i18n";
import type { SessionWaitlistResult } from "./waitlist-join.server";
import { sessionWaitlistSchemas, WAITLIST_INTENT } from "./waitlist-schema";
import { CheckboxField } from "~/components/ui/checkbox-field";

const isWaitlistAnswer = (result: unknown): result is SessionWaitlistResult =>
  typeof result === "object" && result !== null && "waitlist" in result;

/**
 * "Sag mir Bescheid, wenn ein Termin frei wird" (decision 0207) under the month calendar: the day
 * she wants, name, address and consent. Posts to /termin's action with its intent: through a fetcher
 * with JavaScript, as a plain form post without it (the answer then comes back at #bescheid).
 */
export function SessionWaitlistForm({ typeId, first, last }: { typeId: string; first: string; last: string }) {
  const fetcher = useFetcher<SessionWaitlistResult>({ key: "session-waitlist" });
  const actionData = useActionData<unknown>();
  const location = useLocation();
  const messages = useMessages();
  const t = messages.sessions.waitlist;
  const { errors: clientErrors, check } = useSchemaCheck(sessionWaitlistSchemas[useLocale()]);
  const busy = fetcher.state !== "idle";
  const result = fetcher.data ?? (isWaitlistAnswer(actionData) ? actionData : undefined);
  if (result?.ok) {
    return (
      <div id="bescheid" role="status" className="scroll-mt-28 rounded-2xl border border-line bg-white p-6">
        <h3 className="text-xl">{t.joinedTitle}</h3>
        <p className="mt-1 text-muted">{t.joinedText}</p>
      </div>
    );
  }
  const failed = result && !result.ok ? result : undefined;
  const errors = clientErrors ?? failed?.fieldErrors ?? {};
  const kept = failed?.values;
  return (
    <fetcher.Form
      method="post"
      action={`${location.pathname}${location.search}#bescheid`}
      onSubmit={check}
      id="bescheid"
      aria-labelledby="bescheid-title"
      aria-busy={busy}
      className="flex scroll-mt-28 flex-col gap-4 rounded-2xl border border-line bg-white p-6 sm:p-8"
    >
      <div>
        <h3 id="bescheid-title" className="text-xl">
          {t.title}
        </h3>
        <p className="mt-1 text-sm text-muted">{t.intro}</p>
      </div>
      {failed?.message && !busy ? (
        <Notice tone="error" title={failed.message.title}>
          {failed.message.text}
        </Notice>
      ) : null}
      <Honeypot />
      <input type="hidden" name="intent" value={WAITLIST_INTENT} />
      <input type="hidden" name="type" value={typeId} />
      <Field label={t.dayLabel} error={errors.tag}>
        {(props) => (
          <input {...props} type="date" name="tag" required min={first} max={last} defaultValue={kept?.tag} />
        )}
      </Field>
      <label className="flex items-start gap-3 text-sm text-ink">
        <input
          type="checkbox"
          name="earlier"
          defaultChecked={kept?.earlier === "on"}
          className="mt-1 size-4 shrink-0 accent-accent"
        />
        <span>{t.earlier}</span>
      </label>
      <PersonFields errors={errors} kept={kept} />
      <CheckboxField name="consent" id="session-waitlist-consent" error={errors.consent}>
        {t.consent}
      </CheckboxField>
      <SubmitButton size="lg" className="self-start" busy={busy} busyLabel={t.submitting}>
        {t.submit}
      </SubmitButton>
    </fetcher.Form>
  );
}
