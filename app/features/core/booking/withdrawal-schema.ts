import * as v from "valibot";
import { getMessages } from "~/lib/i18n";
import { emailField } from "~/lib/forms";
import type { Locale } from "~/lib/locale";
import { personName } from "./schema";
import { SESSIONS_CHOICES } from "./withdrawal-rules";

/** The short booking number (app/features/core/payments/reference.ts): eight hex digits, read out in upper case. */
export const REFERENCE_PATTERN = /^[0-9A-F]{8}$/;

/**
 * The withdrawal function's form (/widerruf, § 356a BGB; decision 0106), checked with this one
 * schema in the browser and on the server, in both steps (the booking number optional since 0193): `step=review` shows the declaration for
 * confirmation, `step=confirm` ("Widerruf bestätigen") declares it, `step=edit` returns to the form.
 */
const withdrawalSchemaIn = (locale: Locale) => {
  const m = getMessages(locale);
  const booking = m.booking.validation;
  const w = m.contract.withdrawal.validation;
  return v.object({
    full_name: v.pipe(
      v.optional(v.string(), ""),
      v.transform((value) => value.normalize("NFC").replace(/\s+/g, " ").trim()),
      v.nonEmpty(booking.nameRequired),
      // The booking form's rule with its messages: the name appears in the e-mails.
      v.check((value) => v.is(personName, value), booking.nameInvalid),
    ),
    email: v.pipe(
      emailField({ required: booking.emailRequired, invalid: booking.emailInvalid, tooLong: booking.emailInvalid }),
      v.toLowerCase(),
    ),
    reference: v.pipe(
      v.optional(v.string(), ""),
      // People copy it with spaces or a "#", and type it in lower case.
      v.transform((value) => value.replace(/[\s#-]/g, "").toUpperCase()),
      // Optional (decision 0193): the address alone names the contract when exactly one fits.
      v.check((value) => value === "" || REFERENCE_PATTERN.test(value), w.referenceInvalid),
    ),
    /** A withdrawn package's sessions still booked: cancelled with it or kept (decision 0193). */
    sessions: v.optional(v.picklist(SESSIONS_CHOICES, w.sessionsRequired)),
    // "edit" goes back from the review to the first step with the values kept (no JavaScript needed).
    step: v.optional(v.picklist(["review", "confirm", "edit"]), "review"),
  });
};

export const withdrawalSchemas = {
  de: withdrawalSchemaIn("de"),
  en: withdrawalSchemaIn("en"),
} satisfies Record<Locale, unknown>;

export type WithdrawalInput = v.InferOutput<(typeof withdrawalSchemas)["de"]>;
export type WithdrawalField = keyof v.InferInput<(typeof withdrawalSchemas)["de"]>;
