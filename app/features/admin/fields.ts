import * as v from "valibot";
import { messages } from "~/lib/messages";

const m = messages.admin.form;

export type FieldType = "text" | "textarea" | "email" | "number" | "date" | "select" | "checkbox" | "password";

export interface FieldDef {
  name: string;
  label: string;
  type: FieldType;
  /** The spec's required message; without it the field is optional (empty → null). */
  required?: string;
  /** Select items; never an empty value (spec 5). */
  options?: readonly string[];
  placeholder?: string;
  hint?: string;
  maxLength?: number;
  /** Numbers: lower bound and whether only whole numbers are allowed. */
  min?: number;
  integer?: boolean;
  /** Passwords: minimum length when given. */
  minLength?: number;
  minLengthMessage?: string;
  /** Extra check for text values (e.g. an image URL). */
  pattern?: { regex: RegExp; message: string };
  /** Take the whole row of the dialog's grid. */
  wide?: boolean;
}

const DEFAULT_MAX = 500;

/** One field's valibot schema, from its definition. Output: string | number | boolean | null. */
function fieldSchema(field: FieldDef): v.GenericSchema<unknown, string | number | boolean | null> {
  if (field.type === "checkbox") {
    // HTML sends "on" for a ticked box and nothing otherwise.
    return v.pipe(
      v.optional(v.string(), ""),
      v.transform((value) => value === "on" || value === "true"),
    );
  }
  const max = field.maxLength ?? (field.type === "textarea" ? 20_000 : DEFAULT_MAX);
  const text = v.pipe(v.optional(v.string(), ""), v.trim(), v.maxLength(max, m.tooLong(max)));

  let filled: v.GenericSchema<string, string | number>;
  switch (field.type) {
    case "email":
      filled = v.pipe(v.string(), v.toLowerCase(), v.email(m.invalidEmail));
      break;
    case "number":
      filled = v.pipe(
        v.string(),
        v.transform((value) => Number(value.replace(",", "."))),
        v.number(m.invalidNumber),
        v.check((n) => Number.isFinite(n), m.invalidNumber),
        v.check((n) => !field.integer || Number.isInteger(n), m.wholeNumber),
        v.check((n) => field.min === undefined || n >= field.min, m.atLeast(field.min ?? 0)),
      );
      break;
    case "date":
      filled = v.pipe(v.string(), v.isoDate(m.invalidDate));
      break;
    case "select":
      filled = v.pipe(v.string(), v.picklist(field.options ?? [], m.invalidOption));
      break;
    case "password":
      filled = v.pipe(v.string(), v.minLength(field.minLength ?? 0, field.minLengthMessage ?? ""));
      break;
    default:
      filled = field.pattern ? v.pipe(v.string(), v.regex(field.pattern.regex, field.pattern.message)) : v.string();
  }

  if (field.required) return v.pipe(text, v.nonEmpty(field.required), filled);
  return v.pipe(
    text,
    v.transform((value) => (value === "" ? null : value)),
    v.nullable(filled),
  );
}

type FieldOutput<F extends FieldDef> = F extends { type: "checkbox" }
  ? boolean
  : F extends { type: "select"; options: readonly (infer O)[] }
    ? F extends { required: string }
      ? O
      : O | null
    : F extends { type: "number" }
      ? F extends { required: string }
        ? number
        : number | null
      : F extends { required: string }
        ? string
        : string | null;

/** What a validated form gives the action: typed per field from its definition. */
export type FormOutput<F extends readonly FieldDef[]> = { [K in F[number] as K["name"]]: FieldOutput<K> };

/** The schema of a whole admin form, derived from the same definitions that draw the dialog. */
export function schemaFromFields<const F extends readonly FieldDef[]>(fields: F) {
  const entries: Record<string, v.GenericSchema<unknown, string | number | boolean | null>> = {};
  for (const field of fields) entries[field.name] = fieldSchema(field);
  return v.object(entries) as unknown as v.GenericSchema<Record<string, unknown>, FormOutput<F>>;
}

/** Initial values (spec 5): checkbox false, numbers as numbers, otherwise an empty string. */
export function initialValues(fields: readonly FieldDef[]): Record<string, string | number | boolean> {
  return Object.fromEntries(fields.map((f) => [f.name, f.type === "checkbox" ? false : ""]));
}
