import type { HeadersFunction } from "react-router";
import * as v from "valibot";
import { getMessages } from "./i18n";
import type { Locale } from "./locale";

/** What an action answers for a form: field errors keep the user's input, a message explains. */
export type FormResult<Fields extends string = string> =
  | { ok: true; message?: { title: string; text: string } }
  | {
      ok: false;
      fieldErrors?: Partial<Record<Fields, string>>;
      values?: Partial<Record<Fields, string>>;
      message?: { title: string; text: string };
    };

/** Reads plain string fields (files are ignored) so one valibot schema serves browser and server. */
export function formValues(formData: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of formData) if (typeof value === "string") values[key] = value;
  return values;
}

/** Validates form input with a valibot schema; on failure returns the first message per field. */
export function parseForm<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: Record<string, unknown>,
): { success: true; data: v.InferOutput<TSchema> } | { success: false; fieldErrors: Record<string, string> } {
  const result = v.safeParse(schema, input);
  if (result.success) return { success: true, data: result.output };
  const fieldErrors: Record<string, string> = {};
  for (const issue of result.issues) {
    const key = v.getDotPath(issue) ?? "_form";
    fieldErrors[key] ??= issue.message;
  }
  return { success: false, fieldErrors };
}

/** Name of the trap field: bots fill anything that looks like a URL field, people never see it. */
export const HONEYPOT_FIELD = "website";

/** True when the trap field was filled, i.e. the post almost certainly comes from a bot. */
export function isHoneypotFilled(values: Record<string, string | undefined>): boolean {
  return Boolean(values[HONEYPOT_FIELD]?.trim());
}

/**
 * Characters no typed text contains: C0/C1 controls (NUL, escape sequences …), bidi overrides that
 * make a title read differently than it is stored, and the BOM. Multi-line fields keep tab and line
 * breaks. Every back-office text field refuses them (features/compositions/admin/fields.ts and the editors' schemas).
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point here
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]/u;
export const CONTROL_CHARACTERS_MULTILINE =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point here
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]/u;

/** The longest address any form accepts (RFC 5321's path limit). */
export const MAX_EMAIL_LENGTH = 254;

/**
 * The e-mail rule of the public forms (contact, newsletter, data requests), in one place: required,
 * trimmed, at most 254 characters, an address. Each form brings its messages (German or English).
 */
export const emailField = (e: { required: string; invalid: string; tooLong: string }) =>
  v.pipe(
    v.string(e.required),
    v.trim(),
    v.nonEmpty(e.required),
    v.maxLength(MAX_EMAIL_LENGTH, e.tooLong),
    v.email(e.invalid),
  );

/**
 * A form that asks for nothing but an e-mail address (the newsletter, a data request), in the page's
 * language; lower-cased so that one address is one row.
 */
const emailOnlySchemaIn = (locale: Locale) => {
  const m = getMessages(locale).newsletter.errors;
  return v.object({
    email: v.pipe(
      emailField({ required: m.emailRequired, invalid: m.emailInvalid, tooLong: m.emailTooLong }),
      v.toLowerCase(),
    ),
  });
};
export const emailOnlySchemas = { de: emailOnlySchemaIn("de"), en: emailOnlySchemaIn("en") } as const;

/**
 * The `headers` of a page route whose action answers a public form: passes the action's
 * Retry-After on (a refused post says when to try again). Without a `headers` export React Router
 * keeps only the cookies of an action's headers.
 */
export const formRouteHeaders: HeadersFunction = ({ parentHeaders, actionHeaders }) => {
  const headers = new Headers(parentHeaders);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};
