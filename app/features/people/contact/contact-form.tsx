import { useRef } from "react";
import { Link, useActionData, useFetcher, useFormAction } from "react-router";
import { SubmitButton } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { NameEmailFields } from "~/components/ui/name-email-fields";
import { Honeypot } from "~/components/ui/honeypot";
import { toast } from "~/components/ui/toast";
import { useFetcherAnswer, useSchemaCheck } from "~/lib/form-hooks";
import { useLocale, useLocalize, useMessages } from "~/lib/i18n";
import type { ContactResult } from "./contact.server";
import { CONTACT_LIMITS, contactSchemas } from "./schema";
import { Notice } from "~/components/ui/notice";

const FORM_ID = "kontaktformular";

/**
 * The contact form of home (#contact) and /contact. It posts to the action of the route it sits in
 * (both export `contactAction`). With JavaScript a fetcher sends it without a reload and a toast
 * answers; without, the page reloads at the form and shows the result inline.
 */
export function ContactForm() {
  const messages = useMessages();
  const locale = useLocale();
  const localize = useLocalize();
  const t = messages.contact;
  const fetcher = useFetcher<ContactResult>();
  // Set only after a no-JS post (fetchers never fill the route's action data).
  const pageResult = useActionData<ContactResult>();
  const formRef = useRef<HTMLFormElement>(null);
  const { errors: clientErrors, check } = useSchemaCheck(contactSchemas[locale]);
  const busy = fetcher.state !== "idle";
  // Land on the form again after a no-JS post instead of the top of a long page.
  const action = `${useFormAction()}#${FORM_ID}`;

  useFetcherAnswer(fetcher, (result) => {
    if (result.ok) {
      toast({ variant: "success", title: t.success.title, description: t.success.text });
      formRef.current?.reset();
    } else if (result.message) {
      console.error("contact: sending failed", result.message.text);
      toast({ title: result.message.title, description: result.message.text });
    }
  });

  const shown = fetcher.data ?? pageResult;
  const failed = shown && !shown.ok ? shown : undefined;
  const errors = clientErrors ?? failed?.fieldErrors ?? {};
  // Keep what the visitor typed after a failed no-JS post.
  const kept = !fetcher.data && pageResult && !pageResult.ok ? pageResult.values : undefined;

  return (
    <fetcher.Form
      ref={formRef}
      id={FORM_ID}
      method="post"
      action={action}
      onSubmit={check}
      className="relative flex scroll-mt-28 flex-col gap-5"
      aria-busy={busy}
    >
      {!fetcher.data && pageResult?.ok ? (
        <Notice tone="success" title={t.success.title}>
          {t.success.text}
        </Notice>
      ) : null}
      {!fetcher.data && pageResult && !pageResult.ok && pageResult.message ? (
        <Notice tone="error" title={pageResult.message.title}>
          {pageResult.message.text}
        </Notice>
      ) : null}

      <Honeypot />
      <NameEmailFields
        name={{ field: "name", label: t.labels.name, placeholder: t.placeholders.name, maxLength: CONTACT_LIMITS.name }}
        email={{
          field: "email",
          label: t.labels.email,
          placeholder: t.placeholders.email,
          maxLength: CONTACT_LIMITS.email,
        }}
        errors={errors}
        kept={kept}
      />
      <Field label={t.labels.message} error={errors.message}>
        {(props) => (
          <textarea
            {...props}
            name="message"
            rows={6}
            required
            maxLength={CONTACT_LIMITS.message}
            placeholder={t.placeholders.message}
            defaultValue={kept?.message}
          />
        )}
      </Field>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted">
          {t.privacyNote}{" "}
          <Link to={localize("/datenschutz")} className="text-accent underline underline-offset-4">
            {t.privacyLink}
          </Link>
          .
        </p>
        <SubmitButton size="lg" className="shrink-0" busy={busy} busyLabel={t.submitting}>
          {t.submit}
        </SubmitButton>
      </div>
    </fetcher.Form>
  );
}
