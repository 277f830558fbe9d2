import { useState, useSyncExternalStore } from "react";
import { data, Form, useNavigation } from "react-router";
import { Button, SubmitButton } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { adminHeaders, runAdminAction } from "~/features/compositions/admin/crud.server";
import { formatDateTime } from "~/features/compositions/admin/format";
import { type AdminResult, useResultToast } from "~/features/compositions/admin/result";
import { requireAdmin } from "~/features/core/auth/session.server";
import { calendarFailureTitles, calendarHandlers, calendarPage } from "~/features/core/calendar/admin.server";
import { FEED_ADDRESS_MAX_LENGTH } from "~/features/core/calendar/feed-address";
import { getCloudflare } from "~/lib/context";
import { adminMessages } from "~/lib/messages.admin";
import type { Route } from "./+types/kalender";

const t = adminMessages.calendar;
/** The one row's id (the feed's row, db/schema.ts): what runAdminAction audits as the target. */
const ROW_ID = "1";

export async function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context);
  return data(await calendarPage(getCloudflare(context).env), { headers: adminHeaders });
}

export function action(args: Route.ActionArgs) {
  return runAdminAction(args, calendarFailureTitles, calendarHandlers);
}

/** One of the page's small forms: an intent, the row id, and a button that waits while it is sent. */
function IntentForm({
  intent,
  label,
  variant,
}: {
  intent: keyof typeof calendarHandlers;
  label: string;
  variant?: "primary" | "secondary" | "danger";
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={ROW_ID} />
      <SubmitButton busy={busy} busyLabel={t.outWorking} variant={variant ?? "secondary"}>
        {label}
      </SubmitButton>
    </Form>
  );
}

function HowTo({ title, steps }: { title: string; steps: Record<"google" | "apple" | "outlook", string> }) {
  return (
    <details className="rounded-xl bg-paper p-4 text-sm">
      <summary className="cursor-pointer font-medium">{title}</summary>
      <ul className="mt-3 flex list-disc flex-col gap-2 pl-5">
        <li>{steps.google}</li>
        <li>{steps.apple}</li>
        <li>{steps.outlook}</li>
      </ul>
    </details>
  );
}

const noSubscribe = () => () => {};

/** The new subscription link, shown once: selectable without JavaScript, copied with one click with it. */
function NewFeedLink({ url }: { url: string }) {
  // The copy button needs the browser's clipboard: none in the server's HTML, so none before hydration.
  const canCopy = useSyncExternalStore(
    noSubscribe,
    () => !!navigator.clipboard,
    () => false,
  );
  const [copied, setCopied] = useState(false);
  const webcal = url.replace(/^https?:\/\//, "webcal://");
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-accent/40 bg-accent-soft/40 p-4" role="status">
      <p className="font-medium">{t.outNewTitle}</p>
      <p className="text-sm">{t.outNewText}</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <label className="sr-only" htmlFor="feed-url">
          {t.outLinkLabel}
        </label>
        <input
          id="feed-url"
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className="w-full rounded-xl border border-line bg-white px-4 py-3 font-mono text-sm"
        />
        {canCopy ? (
          <Button
            variant="secondary"
            onClick={() => {
              void navigator.clipboard.writeText(url).then(() => setCopied(true));
            }}
          >
            {copied ? t.copied : t.copy}
          </Button>
        ) : null}
      </div>
      <a href={webcal} className="text-sm font-medium text-accent underline">
        {t.openInApple}
      </a>
    </div>
  );
}

export default function CalendarPage({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData as AdminResult | undefined;
  useResultToast(answer);
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formData?.get("intent") === "save";
  const status = loaderData;
  const addressError = answer && !answer.ok ? answer.fieldErrors?.address : undefined;
  const sentAddress = answer && !answer.ok ? answer.values?.address : undefined;
  const feedUrl = answer?.ok ? answer.shown?.feedUrl : undefined;

  return (
    <section aria-labelledby="kalender" className="flex max-w-3xl flex-col gap-8">
      <div className="flex flex-col gap-2">
        <h1 id="kalender" className="text-3xl sm:text-4xl">
          {t.title}
        </h1>
        <p className="text-muted">{t.intro}</p>
      </div>

      <section
        aria-labelledby="kalender-ein"
        className="flex flex-col gap-4 rounded-2xl border border-line bg-white p-6"
      >
        <h2 id="kalender-ein" className="text-2xl">
          {t.inTitle}
        </h2>
        <p>{t.inText}</p>
        <div className="flex flex-col gap-1 rounded-xl bg-paper p-4 text-sm" role="status" aria-live="polite">
          {status.address ? (
            <>
              <p>
                {t.current} <span className="font-mono break-all">{status.address}</span>
              </p>
              <p>
                {status.lastSuccessAt
                  ? t.lastLoaded(formatDateTime(status.lastSuccessAt), status.intervals)
                  : t.neverLoaded}
              </p>
              {status.lastError ? (
                <p className="font-medium text-danger">
                  {status.lastSuccessAt
                    ? t.lastError(status.lastError, formatDateTime(status.lastSuccessAt))
                    : t.lastErrorNoCopy(status.lastError)}{" "}
                  {status.lastErrorAt ? t.lastErrorAt(formatDateTime(status.lastErrorAt)) : null}
                </p>
              ) : null}
            </>
          ) : (
            <p>{t.none}</p>
          )}
        </div>
        <Form method="post" className="flex flex-col gap-3">
          <input type="hidden" name="intent" value="save" />
          <input type="hidden" name="id" value={ROW_ID} />
          <Field label={t.address} error={addressError} hint={t.addressHint}>
            {(props) => (
              <input
                {...props}
                name="address"
                type="text"
                inputMode="url"
                autoComplete="off"
                spellCheck={false}
                required
                maxLength={FEED_ADDRESS_MAX_LENGTH}
                placeholder="https://calendar.google.com/calendar/ical/…/basic.ics"
                defaultValue={sentAddress ?? ""}
              />
            )}
          </Field>
          <SubmitButton busy={saving} busyLabel={t.saving} className="self-start">
            {t.save}
          </SubmitButton>
        </Form>
        {status.address ? (
          <div className="flex flex-wrap gap-3">
            <IntentForm intent="refresh" label={t.fetchNow} />
            <IntentForm intent="remove" label={t.remove} variant="danger" />
          </div>
        ) : null}
        <HowTo title={t.inHowToTitle} steps={t.inHowTo} />
      </section>

      <section
        aria-labelledby="kalender-aus"
        className="flex flex-col gap-4 rounded-2xl border border-line bg-white p-6"
      >
        <h2 id="kalender-aus" className="text-2xl">
          {t.outTitle}
        </h2>
        <p>{t.outText}</p>
        {feedUrl ? <NewFeedLink url={feedUrl} /> : null}
        <p className="text-sm" role="status">
          {status.outLinkSince ? t.outActive(formatDateTime(status.outLinkSince)) : t.outNone}
        </p>
        <div className="flex flex-wrap items-start gap-3">
          <IntentForm
            intent="renew"
            label={status.outLinkSince ? t.outRenew : t.outCreate}
            variant={status.outLinkSince ? "secondary" : "primary"}
          />
          {status.outLinkSince ? <IntentForm intent="revoke" label={t.outRevoke} variant="danger" /> : null}
        </div>
        {status.outLinkSince ? <p className="text-sm text-muted">{t.outRenewHint}</p> : null}
        <HowTo title={t.outHowToTitle} steps={t.outHowTo} />
      </section>
    </section>
  );
}
