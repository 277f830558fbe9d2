import * as v from "valibot";
import { messages } from "~/lib/messages";
import { MIN_PASSWORD_LENGTH } from "./constants";

/** The sign-in form's rules, shared by the browser (before submitting) and the action. */
export const LoginSchema = v.object({
  email: v.pipe(
    v.string(messages.login.invalidEmail),
    v.trim(),
    v.toLowerCase(),
    v.maxLength(254, messages.login.invalidEmail),
    v.email(messages.login.invalidEmail),
  ),
  password: v.pipe(
    v.string(messages.login.passwordTooShort),
    v.minLength(MIN_PASSWORD_LENGTH, messages.login.passwordTooShort),
    // scrypt of a megabyte-long input would only burn CPU.
    v.maxLength(256, messages.login.failedText),
  ),
  /** "Dieses Gerät merken": the session then lasts 7 idle days instead of a working day. */
  remember: v.pipe(
    v.optional(v.string(), ""),
    v.transform((value) => value === "on"),
  ),
});
export type LoginInput = v.InferOutput<typeof LoginSchema>;
