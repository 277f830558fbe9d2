import { InputField } from "./field";

interface FieldSpec {
  /** The form field's name, e.g. "name" or "full_name". */
  field: string;
  label: string;
  placeholder: string;
  maxLength: number;
  /** A line below the field (what the address is for). */
  hint?: string;
}

/**
 * Name and e-mail of a public form (contact, booking, waiting list, withdrawal): the same two required fields
 * with the browser's autofill; each form brings its field names, limits and texts.
 */
export function NameEmailFields({
  name,
  email,
  errors,
  kept,
}: {
  name: FieldSpec;
  email: FieldSpec;
  errors: Record<string, string | undefined>;
  kept?: Record<string, string | undefined> | undefined;
}) {
  const fields = [
    { ...name, type: "text", autoComplete: "name" },
    { ...email, type: "email", autoComplete: "email" },
  ];
  return (
    <>
      {fields.map((spec) => (
        <InputField
          key={spec.field}
          label={spec.label}
          error={errors[spec.field]}
          {...(spec.hint ? { hint: spec.hint } : {})}
          name={spec.field}
          type={spec.type}
          autoComplete={spec.autoComplete}
          required
          maxLength={spec.maxLength}
          placeholder={spec.placeholder}
          defaultValue={kept?.[spec.field]}
        />
      ))}
    </>
  );
}
