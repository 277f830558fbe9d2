import { InputField } from "~/components/ui/field";
import { NameEmailFields } from "~/components/ui/name-email-fields";
import { useMessages } from "~/lib/i18n";
import { MAX_EMAIL_LENGTH } from "~/lib/forms";
import { MAX_NAME_LENGTH, MAX_PHONE_LENGTH, MAX_TICKETS, MIN_TICKETS } from "./schema";

/** Name and e-mail as the booking and the waiting-list form ask for them (same rules: schema.ts). */
export function PersonFields({
  errors,
  kept,
}: {
  errors: Record<string, string | undefined>;
  kept?: { full_name?: string | undefined; email?: string | undefined } | undefined;
}) {
  const t = useMessages().booking;
  return (
    <NameEmailFields
      name={{
        field: "full_name",
        label: t.fields.fullName,
        placeholder: t.placeholders.fullName,
        maxLength: MAX_NAME_LENGTH,
      }}
      email={{ field: "email", label: t.fields.email, placeholder: t.placeholders.email, maxLength: MAX_EMAIL_LENGTH }}
      errors={errors}
      kept={kept}
    />
  );
}

/** The optional phone field of every booking form: events, sessions and packages (same rule: schema.ts). */
export function PhoneField({ error, kept }: { error?: string | undefined; kept?: string | undefined }) {
  const t = useMessages().booking;
  return (
    <InputField
      label={t.fields.phone}
      error={error}
      name="phone"
      type="tel"
      autoComplete="tel"
      maxLength={MAX_PHONE_LENGTH}
      placeholder={t.placeholders.phone}
      defaultValue={kept}
    />
  );
}

/** The tickets field of the booking and the waiting-list form; the booking form adds its live total. */
export function TicketsField({
  error,
  kept,
  ...handlers
}: {
  error: string | undefined;
  kept: string | undefined;
} & Pick<React.InputHTMLAttributes<HTMLInputElement>, "onChange" | "onBlur">) {
  const t = useMessages().booking;
  return (
    <InputField
      label={t.fields.tickets}
      error={error}
      hint={t.ticketsHint(MAX_TICKETS)}
      name="num_tickets"
      type="number"
      inputMode="numeric"
      min={MIN_TICKETS}
      max={MAX_TICKETS}
      step={1}
      required
      defaultValue={kept || String(MIN_TICKETS)}
      {...handlers}
    />
  );
}
