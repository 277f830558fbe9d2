import { useId, useRef } from "react";
import { Link, useFetcher, useSearchParams } from "react-router";
import { Spinner } from "~/components/ui/button";
import { Honeypot } from "~/components/ui/honeypot";
import { toast } from "~/components/ui/toast";
import { useFetcherAnswer, useSchemaCheck } from "~/lib/form-hooks";
import { useLocale, useLocalize, useMessages } from "~/lib/i18n";
import type { NewsletterResult } from "./newsletter.server";
import { messageForFlag, NEWSLETTER_FORM_ID, RESULT_PARAM } from "./result";
import { LOCALE_FIELD, newsletterSchemas } from "./schema";

/**
 * The footer's sign-up (double opt-in). Posts to the /newsletter resource route: with JavaScript
 * through a fetcher and a toast, without as a page navigation that comes back with `?newsletter=`.
 */
export function NewsletterForm() {
  const messages = useMessages();
  const locale = useLocale();
  const localize = useLocalize();
  const t = messages.newsletter;
  const fetcher = useFetcher<NewsletterResult>();
  const [searchParams] = useSearchParams();
  const formRef = useRef<HTMLFormElement>(null);
  const { errors: clientErrors, check } = useSchemaCheck(newsletterSchemas[locale]);
  const id = useId();
  const busy = fetcher.state !== "idle";

  useFetcherAnswer(fetcher, (result) => {
    if (result.ok) {
      toast({ variant: "success", title: t.success.title, description: result.message?.text ?? t.success.text });
      formRef.current?.reset();
    } else if (!result.fieldErrors) {
      const message = result.message ?? messages.common.error;
      console.error("newsletter: sign-up failed", message.text);
      toast({ title: message.title, description: message.text });
    }
  });

  const serverError = fetcher.data && !fetcher.data.ok ? fetcher.data.fieldErrors?.email : undefined;
  const clientError = clientErrors ? (clientErrors.email ?? t.errors.emailInvalid) : null;
  const error = clientError ?? serverError;
  // The no-JS round trip's result, until a fetcher submission replaces it.
  const pageResult = fetcher.data ? null : messageForFlag(searchParams.get(RESULT_PARAM), locale);

  return (
    <fetcher.Form
      ref={formRef}
      id={NEWSLETTER_FORM_ID}
      method="post"
      action="/newsletter"
      onSubmit={check}
      aria-busy={busy}
      className="relative mt-4 flex scroll-mt-28 flex-col gap-3"
    >
      {pageResult ? (
        <div
          role={pageResult.ok ? "status" : "alert"}
          className={`rounded-xl border p-3 text-sm ${pageResult.ok ? "border-white/30 bg-white/10" : "border-[#f3b6ae]/60 bg-[#f3b6ae]/10"}`}
        >
          <p className={`font-semibold ${pageResult.ok ? "text-white" : "text-[#f7c7c0]"}`}>{pageResult.title}</p>
          <p className="mt-1 text-white/85">{pageResult.text}</p>
        </div>
      ) : null}
      <Honeypot />
      <input type="hidden" name={LOCALE_FIELD} value={locale} />
      <label htmlFor={id} className="text-sm text-white/85">
        {t.label}
      </label>
      <input
        id={id}
        name="email"
        type="email"
        required
        autoComplete="email"
        maxLength={254}
        placeholder={messages.contact.placeholders.email}
        aria-invalid={Boolean(error)}
        aria-describedby={`${id}-consent${error ? ` ${id}-error` : ""}`}
        className="w-full rounded-full border border-white/30 bg-white/10 px-4 py-2.5 text-white placeholder:text-white/60 focus:border-white focus:outline-2 focus:outline-white/40 aria-[invalid=true]:border-[#f3b6ae]"
      />
      {error ? (
        <p id={`${id}-error`} className="text-sm text-[#f7c7c0]">
          {error}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={busy}
        className="inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-white px-5 py-2.5 text-[0.95rem] font-medium text-ink transition-colors hover:bg-sand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white disabled:cursor-not-allowed disabled:opacity-70"
      >
        {busy ? (
          <>
            <Spinner />
            <span className="sr-only">{t.submitting}</span>
          </>
        ) : (
          t.submit
        )}
      </button>
      <p id={`${id}-consent`} className="text-xs leading-relaxed text-white/75">
        {t.consent} {t.privacyLead}{" "}
        <Link to={localize("/datenschutz")} className="text-white underline underline-offset-2">
          {t.privacyLink}
        </Link>
        .
      </p>
      <p className="text-xs text-white/75">
        <Link to={localize("/newsletter/abmelden")} className="text-white underline underline-offset-2">
          {t.unsubscribePage.title}
        </Link>
      </p>
    </fetcher.Form>
  );
}
