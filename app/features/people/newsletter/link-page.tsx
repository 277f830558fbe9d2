import { Form, Link, useNavigation } from "react-router";
import { ButtonLink, SubmitButton } from "~/components/ui/button";
import { EmailRequestForm } from "~/components/ui/email-request-form";
import { PageCard } from "~/components/ui/page-card";
import { useLocalize, useMessages, type Messages } from "~/lib/i18n";
import type { LinkState } from "./newsletter.server";

/** HTTP status for the confirm/unsubscribe pages, so broken links are not answered with 200. */
export function statusForLink(state: LinkState): number {
  switch (state.state) {
    case "missing":
    case "invalid":
      return 400;
    case "expired":
    case "gone":
      return 410;
    case "error":
      return 503;
    default:
      return 200;
  }
}

const BackHome = ({ label }: { label: string }) => (
  <ButtonLink to="/" variant="secondary" className="self-start">
    {label}
  </ButtonLink>
);

const errorText = (messages: Messages): Record<string, string> => ({
  missing: messages.newsletter.tokenErrors.missing,
  invalid: messages.newsletter.tokenErrors.invalid,
  expired: messages.newsletter.tokenErrors.expired,
  gone: messages.newsletter.tokenErrors.gone,
  error: `${messages.common.error.title}. ${messages.common.error.text}`,
});

/**
 * The pages behind the links in newsletter e-mails. Opening a link (GET) changes nothing, because
 * mail scanners prefetch links; the visitor's click on the button (POST) does.
 */
export function NewsletterLinkPage({ purpose, state }: { purpose: "confirm" | "unsubscribe"; state: LinkState }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const messages = useMessages();
  const localize = useLocalize();
  const t = messages.newsletter;
  const back = <BackHome label={t.backHome} />;
  const page = purpose === "confirm" ? t.confirmPage : t.unsubscribePage;

  switch (state.state) {
    case "ready":
      return (
        <PageCard heading={page.heading}>
          <p>{page.text}</p>
          <Form method="post">
            <input type="hidden" name="token" value={state.token} />
            <SubmitButton
              size="lg"
              variant={purpose === "confirm" ? "primary" : "danger"}
              busy={busy}
              busyLabel={page.busy}
            >
              {page.button}
            </SubmitButton>
          </Form>
        </PageCard>
      );
    case "confirmed":
    case "already":
      return (
        <PageCard heading={t.confirmPage.doneHeading}>
          <p role="status">{state.state === "confirmed" ? t.confirmPage.doneText : t.confirmPage.alreadyText}</p>
          <p className="text-sm text-muted">
            {t.confirmPage.unsubscribeHint}{" "}
            <Link
              to={`${localize("/newsletter/abmelden")}?token=${encodeURIComponent(state.unsubscribeToken)}`}
              className="text-accent underline underline-offset-4"
            >
              {t.confirmPage.unsubscribeLink}
            </Link>
          </p>
          {back}
        </PageCard>
      );
    case "request":
      return (
        <PageCard heading={t.unsubscribePage.heading}>
          <p>{t.unsubscribePage.requestText}</p>
          <EmailRequestForm
            label={t.label}
            error={state.error}
            email={state.email}
            busy={busy}
            button={t.unsubscribePage.requestButton}
            busyText={t.unsubscribePage.requestBusy}
          />
        </PageCard>
      );
    case "requested":
      return (
        <PageCard heading={t.unsubscribePage.requestedHeading}>
          <p role="status">{t.unsubscribePage.requestedText}</p>
          {back}
        </PageCard>
      );
    case "unsubscribed":
      return (
        <PageCard heading={t.unsubscribePage.doneHeading}>
          <p role="status">{t.unsubscribePage.doneText}</p>
          {back}
        </PageCard>
      );
    default:
      return (
        <PageCard heading={state.state === "error" ? messages.common.error.title : t.tokenErrors.heading} tone="bad">
          <p role="alert">{errorText(messages)[state.state]}</p>
          {back}
        </PageCard>
      );
  }
}
