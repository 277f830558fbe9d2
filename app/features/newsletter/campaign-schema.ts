import * as v from "valibot";
import { adminMessages } from "~/lib/messages.admin";

const m = adminMessages.campaigns;
export const MAX_SUBJECT_LENGTH = 150;
export const MAX_BODY_LENGTH = 20_000;

/** A subject is one line: a line break would be a header injection attempt or a typing slip. */
const ONE_LINE = /^[^\r\n]*$/;
const emptyAsNull = (text: string) => (text === "" ? null : text);

export const subjectSchema = v.pipe(
  v.optional(v.string(), ""),
  v.trim(),
  v.nonEmpty(m.subjectRequired),
  v.maxLength(MAX_SUBJECT_LENGTH, m.tooLong(MAX_SUBJECT_LENGTH)),
  v.regex(ONE_LINE, m.oneLine),
);

/**
 * A newsletter as the coach writes it, checked with this one schema in the browser and on the server.
 * The English version (decision 0097) is optional, but never half: a subject without a text (or the
 * other way round) would send English subscribers something incomplete.
 */
export const campaignSchema = v.pipe(
  v.object({
    subject: subjectSchema,
    body: v.pipe(
      v.optional(v.string(), ""),
      v.trim(),
      v.nonEmpty(m.bodyRequired),
      v.maxLength(MAX_BODY_LENGTH, m.tooLong(MAX_BODY_LENGTH)),
    ),
    subject_en: v.pipe(
      v.optional(v.string(), ""),
      v.trim(),
      v.maxLength(MAX_SUBJECT_LENGTH, m.tooLong(MAX_SUBJECT_LENGTH)),
      v.regex(ONE_LINE, m.oneLine),
      v.transform(emptyAsNull),
    ),
    body_en: v.pipe(
      v.optional(v.string(), ""),
      v.trim(),
      v.maxLength(MAX_BODY_LENGTH, m.tooLong(MAX_BODY_LENGTH)),
      v.transform(emptyAsNull),
    ),
  }),
  v.forward(
    v.check((input) => input.body_en === null || input.subject_en !== null, m.englishSubjectMissing),
    ["subject_en"],
  ),
  v.forward(
    v.check((input) => input.subject_en === null || input.body_en !== null, m.englishBodyMissing),
    ["body_en"],
  ),
);
export type CampaignInput = v.InferOutput<typeof campaignSchema>;
/** What `createCampaign` stores: a German-only draft may leave the English version out. */
export type CampaignDraft = Pick<CampaignInput, "subject" | "body"> &
  Partial<Pick<CampaignInput, "subject_en" | "body_en">>;
