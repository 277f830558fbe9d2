import * as v from "valibot";
import { messages } from "~/lib/messages";
import { adminMessages } from "~/lib/messages.admin";
import { newPasswordSchema } from "./password-policy";

/** "Passwort vergessen" and "Neues Passwort setzen": one schema each for the browser and the server. */
export const ResetRequestSchema = v.object({
  email: v.pipe(
    v.optional(v.string(), ""),
    v.trim(),
    v.toLowerCase(),
    v.maxLength(254, messages.login.invalidEmail),
    v.email(messages.login.invalidEmail),
  ),
});

export const NewPasswordSchema = v.pipe(
  v.object({ password: newPasswordSchema, confirm: v.optional(v.string(), "") }),
  v.forward(
    v.check((input) => input.password === input.confirm, adminMessages.password.mismatch),
    ["confirm"],
  ),
);
