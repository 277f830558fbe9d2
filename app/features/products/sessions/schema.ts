import * as v from "valibot";
import { billingComplete } from "~/features/core/booking/billing";
import { bookingEntriesFor } from "~/features/core/booking/schema";
import { getMessages } from "~/lib/i18n";
import type { Locale } from "~/lib/locale";
import { SESSION_PLACES } from "./places";

export const MAX_NOTE_LENGTH = 1000;

/**
 * The session booking form (/termin): the event booking's fields and rules (one seat, no ticket
 * field), plus the chosen type, start and place (checked against the free times by the server)
 * and an optional note for the coach.
 */
const sessionFormSchemaIn = (locale: Locale) => {
  const m = getMessages(locale);
  const choice = m.sessions.invalidChoice;
  return v.pipe(
    v.object({
      ...bookingEntriesFor(locale),
      num_tickets: v.pipe(
        v.optional(v.string(), "1"),
        v.transform(() => 1),
      ),
      early_start: v.pipe(
        v.optional(v.string(), ""),
        v.transform((value) => value === "on"),
      ),
      type: v.pipe(v.optional(v.string(), ""), v.uuid(choice)),
      start: v.pipe(v.optional(v.string(), ""), v.regex(/^\d{12,14}$/, choice), v.transform(Number)),
      place: v.picklist(SESSION_PLACES, choice),
      note: v.pipe(
        v.optional(v.string(), ""),
        v.trim(),
        v.maxLength(MAX_NOTE_LENGTH, m.sessions.noteTooLong(MAX_NOTE_LENGTH)),
      ),
      /** The 1:1 waiting list's signed offer link (decision 0207), carried from /termin?angebot=…; checked by the server. */
      angebot: v.pipe(v.optional(v.string(), ""), v.maxLength(500)),
    }),
    billingComplete(m.billing.validation),
  );
};

export const sessionFormSchemas = {
  de: sessionFormSchemaIn("de"),
  en: sessionFormSchemaIn("en"),
} satisfies Record<Locale, unknown>;

export type SessionFormInput = v.InferOutput<(typeof sessionFormSchemas)["de"]>;
export type SessionField = keyof v.InferInput<(typeof sessionFormSchemas)["de"]>;
