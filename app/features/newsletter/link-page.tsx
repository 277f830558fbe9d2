import { Form, Link, useNavigation } from "react-router";
import { Button, ButtonLink, Spinner } from "~/components/ui/button";
import { EmailRequestForm } from "~/components/ui/email-request-form";
import { messages } from "~/lib/messages";
import type { LinkState } from "./newsletter.server";

const t = messages.newsletter;

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

function Shell({
  heading,
  tone = "neutral",
  children,
}: {
  heading: string;
  tone?: "neutral" | "bad";
  children: React.ReactNode;
}) {
  return (
    <section className="mx-auto max-w-xl px-5 pt-32 pb-24">
      <div className="rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-10">
        <h1 className={`text-3xl sm:text-4xl ${tone === "bad" ? "text-danger" : ""}`}>{heading}</h1>
        <div className="mt-4 flex flex-col gap-5 text-ink">{children}</div>
      </div>
    </section>
  );
}

const BackHome = () => (
  <ButtonLink to="/" variant="secondary" className="self-start">
    {t.backHome}
  </ButtonLink>
);

const errorText: Record<string, string> = {
  missing: t.tokenErrors.missing,
  invalid: t.tokenErrors.invalid,
  expired: t.tokenErrors.expired,
  gone: t.tokenErrors.gone,
  error: `${messages.common.error.title}. ${messages.common.error.text}`,
};

/**
 * The pages behind the links in newsletter e-mails. Opening a link (GET) changes nothing, because
 * mail scanners prefetch links; the visitor's click on the button (POST) does.
 */
export function NewsletterLinkPage({ purpose, state }: { purpose: "confirm" | "unsubscribe"; state: LinkState }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const page = purpose === "confirm" ? t.confirmPage : t.unsubscribePage;

  switch (state.state) {
    case "ready":
      return (
        <Shell heading={page.heading}>
          <p>{page.text}</p>
          <Form method="post">
            <input type="hidden" name="token" value={state.token} />
            <Button type="submit" size="lg" disabled={busy} variant={purpose === "confirm" ? "primary" : "danger"}>
              {busy ? <Spinner /> : null}
              {busy ? page.busy : page.button}
            </Button>
          </Form>
        </Shell>
      );
    case "confirmed":
    case "already":
      return (
        <Shell heading={t.confirmPage.doneHeading}>
          <p role="status">{state.state === "confirmed" ? t.confirmPage.doneText : t.confirmPage.alreadyText}</p>
          <p className="text-sm text-muted">
            {t.confirmPage.unsubscribeHint}{" "}
            <Link
              to={`/newsletter/abmelden?token=${encodeURIComponent(state.unsubscribeToken)}`}
              className="text-accent underline underline-offset-4"
            >
              {t.confirmPage.unsubscribeLink}
            </Link>
          </p>
          <BackHome />
        </Shell>
      );
    case "request":
      return (
        <Shell heading={t.unsubscribePage.heading}>
          <p>{t.unsubscribePage.requestText}</p>
          <EmailRequestForm
            label={t.label}
            error={state.error}
            email={state.email}
            busy={busy}
            button={t.unsubscribePage.requestButton}
            busyText={t.unsubscribePage.requestBusy}
          />
        </Shell>
      );
    case "requested":
      return (
        <Shell heading={t.unsubscribePage.requestedHeading}>
          <p role="status">{t.unsubscribePage.requestedText}</p>
          <BackHome />
        </Shell>
      );
    case "unsubscribed":
      return (
        <Shell heading={t.unsubscribePage.doneHeading}>
          <p role="status">{t.unsubscribePage.doneText}</p>
          <BackHome />
        </Shell>
      );
    default:
      return (
        <Shell heading={state.state === "error" ? messages.common.error.title : t.tokenErrors.heading} tone="bad">
          <p role="alert">{errorText[state.state]}</p>
          <BackHome />
        </Shell>
      );
  }
}
