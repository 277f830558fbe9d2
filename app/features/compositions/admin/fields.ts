import * as v from "valibot";
import { newPasswordSchema } from "~/features/core/auth/password-policy";
import { CONTROL_CHARACTERS, CONTROL_CHARACTERS_MULTILINE } from "~/lib/forms";
import { adminMessages } from "~/lib/messages.admin";

const m = adminMessages.form;

export type FieldType = "text" | "textarea" | "email" | "number" | "date" | "select" | "checkbox" | "password";

export interface FieldDef {
  name: string;
  label: string;
  type: FieldType;
  /** The field's required message; without it the field is optional (empty → null). */
  required?: string;
  /** Select items; never an empty value. */
  options?: readonly string[];
  placeholder?: string;
  hint?: string;
  maxLength?: number;
  /** Numbers: lower and upper bound, whether only whole numbers are allowed, decimal places allowed. */
  min?: number;
  max?: number;
  integer?: boolean;
  decimals?: number;
  /** Passwords: minimum length when given. */
  minLength?: number;
  /** A password field that asks for an existing password (re-authentication): no new-password rule. */
  currentPassword?: boolean;
  minLengthMessage?: string;
  /** Extra check for text values (e.g. an image URL). */
  pattern?: { regex: RegExp; message: string };
  /** Take the whole row of the dialog's grid. */
  wide?: boolean;
  /** Height of a textarea in lines (default 5). */
  rows?: number;
  /** A checkbox ticked in the dialog for a new record (an edit shows the saved value). */
  checkedWhenNew?: boolean;
  /** Text fields: values offered in a list below the field (the browser's datalist), each with its label. */
  choices?: readonly { value: string; label: string }[];
}

const DEFAULT_MAX = 500;

/** Dates the back office accepts: a real calendar day (no 31 February) in a sensible range of years. */
const MIN_YEAR = 2000;
const MAX_YEAR = 2100;
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < MIN_YEAR || year > MAX_YEAR) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

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
  const controls = field.type === "textarea" ? CONTROL_CHARACTERS_MULTILINE : CONTROL_CHARACTERS;
  const text = v.pipe(
    v.optional(v.string(), ""),
    v.trim(),
    v.maxLength(max, m.tooLong(max)),
    v.check((value) => field.type === "password" || !controls.test(value), m.controlCharacters),
  );

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
        v.check((n) => field.max === undefined || n <= field.max, m.atMost(field.max ?? 0)),
        v.check(
          (n) => field.decimals === undefined || Number.isInteger(Math.round(n * 10 ** field.decimals * 1e6) / 1e6),
          m.decimals(field.decimals ?? 0),
        ),
      );
      break;
    case "date":
      filled = v.pipe(v.string(), v.check(isCalendarDate, m.invalidDate));
      break;
    case "select":
      filled = v.pipe(v.string(), v.picklist(field.options ?? [], m.invalidOption));
      break;
    case "password":
      // Every new password follows one rule (length, common passwords, brand words): password-policy.ts.
      filled = field.currentPassword ? v.string() : newPasswordSchema;
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

/** The longest search a list accepts: a full e-mail address of the longest kind (RFC 5321). */
export const SEARCH_MAX_LENGTH = 254;
