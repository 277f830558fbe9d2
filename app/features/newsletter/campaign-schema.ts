import * as v from "valibot";
import { adminMessages } from "~/lib/messages.admin";

const m = adminMessages.campaigns;
export const MAX_SUBJECT_LENGTH = 150;
export const MAX_BODY_LENGTH = 20_000;

/** A newsletter as the coach writes it: checked with this one schema in the browser and on the server. */
export const campaignSchema = v.object({
  subject: v.pipe(
    v.optional(v.string(), ""),
    v.trim(),
    v.nonEmpty(m.subjectRequired),
    v.maxLength(MAX_SUBJECT_LENGTH, m.tooLong(MAX_SUBJECT_LENGTH)),
    // A subject is one line: a line break would be a header injection attempt or a typing slip.
    v.regex(/^[^\r\n]*$/, m.oneLine),
  ),
  body: v.pipe(
    v.optional(v.string(), ""),
    v.trim(),
    v.nonEmpty(m.bodyRequired),
    v.maxLength(MAX_BODY_LENGTH, m.tooLong(MAX_BODY_LENGTH)),
  ),
});
export type CampaignInput = v.InferOutput<typeof campaignSchema>;
