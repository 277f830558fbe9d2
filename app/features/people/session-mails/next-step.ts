import * as v from "valibot";
import { CONTROL_CHARACTERS_MULTILINE } from "~/lib/forms";
import { adminMessages } from "~/lib/messages.admin";

/** The next small step after a session (decision 0222): one short text, free of server code for the form. */
export const NEXT_STEP_MAX_LENGTH = 500;

const t = adminMessages.clients.nextStep;

export const NextStepSchema = v.object({
  booking: v.pipe(v.string(), v.trim(), v.minLength(1, t.error), v.maxLength(64, t.error)),
  step: v.pipe(
    v.optional(v.string(), ""),
    v.trim(),
    v.nonEmpty(t.required),
    v.maxLength(NEXT_STEP_MAX_LENGTH, t.tooLong(NEXT_STEP_MAX_LENGTH)),
    v.check((text) => !CONTROL_CHARACTERS_MULTILINE.test(text), t.invalid),
  ),
});
