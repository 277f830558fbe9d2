import type { ReactNode } from "react";

/**
 * A checkbox with its label beside it and its error below, tied to it for screen readers (a consent,
 * a declaration). `boxed` sets it apart on a sand ground, for the one a contract asks for.
 */
export function CheckboxField({
  name,
  id,
  error,
  required,
  defaultChecked,
  boxed = false,
  children,
}: {
  name: string;
  /** Names the error's element: unique on the page. */
  id: string;
  error?: string | undefined;
  required?: boolean;
  defaultChecked?: boolean;
  boxed?: boolean;
  children: ReactNode;
}) {
  const errorId = `${id}-error`;
  return (
    <div className={`flex flex-col ${boxed ? "gap-1.5" : "gap-1"}`}>
      <label className={`flex items-start gap-3 text-sm text-ink${boxed ? " rounded-xl bg-sand p-3" : ""}`}>
        <input
          type="checkbox"
          name={name}
          required={required}
          defaultChecked={defaultChecked}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
          className="mt-1 size-4 shrink-0 accent-accent"
        />
        <span>{children}</span>
      </label>
      {error ? (
        <p id={errorId} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
