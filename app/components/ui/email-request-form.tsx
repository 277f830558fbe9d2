import { Form } from "react-router";
import { MAX_EMAIL_LENGTH } from "~/lib/forms";
import { useMessages } from "~/lib/i18n";
import { SubmitButton } from "./button";
import { Field } from "./field";
import { Honeypot } from "./honeypot";

/**
 * "Send me a link": one e-mail field and a button, posted as a plain form (works without JS). Used
 * where the site mails someone a personal link (unsubscribe link, Meine Daten).
 */
export function EmailRequestForm({
  label,
  error,
  email,
  busy,
  button,
  busyText,
  intent,
}: {
  label: string;
  error?: string | undefined;
  email?: string | undefined;
  busy: boolean;
  button: string;
  busyText: string;
  /** The action's `intent` field, for a page whose action does more than this one thing. */
  intent?: string;
}) {
  const messages = useMessages();
  return (
    <Form method="post" className="flex flex-col gap-4">
      <Honeypot />
      {intent ? <input type="hidden" name="intent" value={intent} /> : null}
      <Field label={label} error={error}>
        {(props) => (
          <input
            {...props}
            name="email"
            type="email"
            required
            autoComplete="email"
            maxLength={MAX_EMAIL_LENGTH}
            placeholder={messages.contact.placeholders.email}
            defaultValue={email}
          />
        )}
      </Field>
      <SubmitButton size="lg" className="self-start" busy={busy} busyLabel={busyText}>
        {button}
      </SubmitButton>
    </Form>
  );
}
