import { useId } from "react";

const control =
  "block w-full rounded-xl border border-line bg-white px-4 py-3 text-ink placeholder:text-muted/80 focus:border-accent focus:outline-2 focus:outline-accent/30 aria-[invalid=true]:border-danger";

/** The back office's denser control, for forms that sit beside a list. */
export const compactControl =
  "w-full rounded-lg border border-line bg-white px-3 py-2 text-base text-ink focus-visible:outline-2 focus-visible:outline-accent aria-[invalid=true]:border-danger";

interface FieldProps {
  label: string;
  /** The control's id (its message ids derive from it); a generated one when left out. */
  id?: string;
  /** The control's classes; the public site's control when left out. */
  controlClass?: string;
  error?: string | undefined;
  hint?: string;
  children: (props: {
    id: string;
    "aria-invalid": boolean;
    "aria-describedby"?: string;
    className: string;
  }) => React.ReactNode;
}

/** Label, control and message wired together for assistive technology. */
export function Field({ label, id: givenId, controlClass = control, error, hint, children }: FieldProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      {children({
        id,
        "aria-invalid": Boolean(error),
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        className: controlClass,
      })}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-danger">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** A Field whose control is one `<input>` with the given attributes (name, type, limits, kept value). */
export function InputField({
  label,
  id,
  controlClass,
  error,
  hint,
  ...input
}: Omit<FieldProps, "children"> & Omit<React.InputHTMLAttributes<HTMLInputElement>, "id" | "className">) {
  return (
    <Field
      label={label}
      error={error}
      {...(id ? { id } : {})}
      {...(controlClass ? { controlClass } : {})}
      {...(hint ? { hint } : {})}
    >
      {(props) => <input {...props} {...input} />}
    </Field>
  );
}
