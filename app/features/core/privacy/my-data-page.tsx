import { Form, useNavigation } from "react-router";
import { Button, ButtonLink, SubmitButton } from "~/components/ui/button";
import { EmailRequestForm } from "~/components/ui/email-request-form";
import { PageCard } from "~/components/ui/page-card";
import { useLocalize, useMessages } from "~/lib/i18n";
import type { DataSummary, ManageState, RequestState } from "./data-request.server";
import { RETENTION } from "./retention";

/** HTTP status of the link page, so a broken link is not answered with 200. */
export function statusForManage(state: ManageState): number {
  if (state.state === "invalid") return 400;
  if (state.state === "expired") return 410;
  return state.state === "ready" && state.error ? 400 : 200;
}

/** /meine-daten: the form that e-mails the personal link, and the answer after it. */
export function DataRequestPage({ state }: { state: RequestState }) {
  const messages = useMessages();
  const t = messages.myData;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  if (state.state === "sent") {
    return (
      <PageCard heading={t.request.sentHeading}>
        <p role="status">{t.request.sentText(RETENTION.dataRequestHours)}</p>
        <ButtonLink to="/" variant="secondary" className="self-start">
          {messages.newsletter.backHome}
        </ButtonLink>
      </PageCard>
    );
  }
  return (
    <PageCard heading={t.request.heading}>
      <p>{t.request.intro}</p>
      <EmailRequestForm
        label={t.request.emailLabel}
        error={state.error}
        email={state.email}
        busy={busy}
        button={t.request.button}
        busyText={t.request.busy}
      />
    </PageCard>
  );
}

function SummaryList({ summary }: { summary: DataSummary }) {
  const t = useMessages().myData;
  const c = t.manage.counts;
  const items = [
    summary.bookings ? c.bookings(summary.bookings) : null,
    summary.contactRequests ? c.contactRequests(summary.contactRequests) : null,
    summary.newsletter ? c.newsletter(summary.newsletter) : null,
    summary.journals ? c.journals(summary.journals) : null,
    summary.waitlistEntries ? c.waitlist(summary.waitlistEntries) : null,
    summary.emails ? c.emails(summary.emails) : null,
    summary.vouchers ? c.vouchers(summary.vouchers) : null,
    summary.withdrawals ? c.withdrawals(summary.withdrawals) : null,
  ].filter((item): item is string => item !== null);
  if (items.length === 0) return <p>{t.manage.nothing}</p>;
  return (
    <div>
      <p>{t.manage.intro}</p>
      <ul className="mt-2 list-disc pl-6">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

/** /meine-daten/verwalten: what is stored, a download and an erasure, each a POST button (GET changes nothing). */
export function ManageDataPage({ state }: { state: ManageState }) {
  const messages = useMessages();
  const localize = useLocalize();
  const t = messages.myData;
  const navigation = useNavigation();
  const erasing = navigation.state === "submitting" && navigation.formData?.get("intent") === "erase";
  switch (state.state) {
    case "ready":
      return (
        <PageCard heading={t.manage.heading}>
          <SummaryList summary={state.summary} />
          <section aria-labelledby="daten-export" className="flex flex-col gap-3 border-t border-line pt-5">
            <h2 id="daten-export" className="text-xl">
              {t.manage.exportHeading}
            </h2>
            <p>{t.manage.exportText}</p>
            {/* A file download, not a page: the browser posts this form itself. */}
            <Form method="post" action={localize("/meine-daten/export")} reloadDocument>
              <input type="hidden" name="token" value={state.token} />
              <Button type="submit" variant="secondary">
                {t.manage.exportButton}
              </Button>
            </Form>
          </section>
          <section aria-labelledby="daten-loeschen" className="flex flex-col gap-3 border-t border-line pt-5">
            <h2 id="daten-loeschen" className="text-xl">
              {t.manage.eraseHeading}
            </h2>
            <p>{t.manage.eraseText}</p>
            {state.summary.upcomingBookings > 0 ? <p className="font-medium">{t.manage.upcomingWarning}</p> : null}
            <Form method="post" className="flex flex-col gap-4">
              <input type="hidden" name="token" value={state.token} />
              <input type="hidden" name="intent" value="erase" />
              <div className="flex flex-col gap-1.5">
                <label className="flex items-start gap-3">
                  <input
                    type="checkbox"
                    name="confirm"
                    value="yes"
                    required
                    className="mt-1 size-4 accent-accent"
                    aria-invalid={Boolean(state.error)}
                    aria-describedby={state.error ? "daten-loeschen-fehler" : undefined}
                  />
                  <span>{t.manage.confirmLabel}</span>
                </label>
                {state.error ? (
                  <p id="daten-loeschen-fehler" role="alert" className="text-sm text-danger">
                    {state.error}
                  </p>
                ) : null}
              </div>
              <SubmitButton variant="danger" className="self-start" busy={erasing} busyLabel={t.manage.erasing}>
                {t.manage.eraseButton}
              </SubmitButton>
            </Form>
          </section>
        </PageCard>
      );
    case "erased":
      return (
        <PageCard heading={t.manage.erasedHeading}>
          <p role="status">{t.manage.erasedText}</p>
          <ButtonLink to="/" variant="secondary" className="self-start">
            {messages.newsletter.backHome}
          </ButtonLink>
        </PageCard>
      );
    default:
      return (
        <PageCard heading={messages.newsletter.tokenErrors.heading} tone="bad">
          <p role="alert">{state.state === "expired" ? t.manage.expired : t.manage.invalid}</p>
          <ButtonLink to="/meine-daten" variant="secondary" className="self-start">
            {t.manage.newLink}
          </ButtonLink>
        </PageCard>
      );
  }
}
