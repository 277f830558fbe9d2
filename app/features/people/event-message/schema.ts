import * as v from "valibot";
import { englishBothOrNeither, englishVersion, subjectSchema } from "~/features/people/newsletter/campaign-schema";
import { adminMessages } from "~/lib/messages.admin";

const m = adminMessages.participants.message;
/** A note to the people of one event (what to bring, a room change) is short; a newsletter may be long. */
export const MAX_EVENT_MESSAGE_LENGTH = 5_000;

/**
 * The coach's message to everyone booked on an event, checked with this one schema in the browser
 * and on the server. `message_id` comes with the page: sending the same form twice sends once.
 */
const eventMessageEntries = v.object({
  message_id: v.pipe(v.optional(v.string(), ""), v.uuid(m.stale)),
  subject: subjectSchema,
  body: v.pipe(
    v.optional(v.string(), ""),
    v.trim(),
    v.nonEmpty(m.bodyRequired),
    v.maxLength(MAX_EVENT_MESSAGE_LENGTH, adminMessages.campaigns.tooLong(MAX_EVENT_MESSAGE_LENGTH)),
  ),
  // For those who booked on the English site, as a newsletter's (decision 0097).
  ...englishVersion(MAX_EVENT_MESSAGE_LENGTH),
});
export const eventMessageSchema = v.pipe(
  eventMessageEntries,
  englishBothOrNeither<v.InferOutput<typeof eventMessageEntries>>(),
);
export type EventMessageInput = v.InferOutput<typeof eventMessageSchema>;
