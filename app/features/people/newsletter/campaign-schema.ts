import * as v from "valibot";
import { imageKeyOf } from "~/features/extras/images/paths";
import { CONTROL_CHARACTERS, CONTROL_CHARACTERS_MULTILINE } from "~/lib/forms";
import type { Locale } from "~/lib/locale";
import { adminMessages } from "~/lib/messages.admin";

const m = adminMessages.campaigns;
export const MAX_SUBJECT_LENGTH = 150;
export const MAX_BODY_LENGTH = 20_000;

/** A subject is one line: a line break would be a header injection attempt or a typing slip. */
const ONE_LINE = /^[^\r\n]*$/;
/** Line breaks have their own message (ONE_LINE); any other control or bidi character this one. */
const noControlBesideLineBreaks = (value: string) => !CONTROL_CHARACTERS.test(value.replace(/[\r\n]/g, ""));
const emptyAsNull = (text: string) => (text === "" ? null : text);

export const subjectSchema = v.pipe(
  v.optional(v.string(), ""),
  v.trim(),
  v.nonEmpty(m.subjectRequired),
  v.maxLength(MAX_SUBJECT_LENGTH, m.tooLong(MAX_SUBJECT_LENGTH)),
  v.regex(ONE_LINE, m.oneLine),
  v.check(noControlBesideLineBreaks, adminMessages.form.controlCharacters),
);

/** A message's optional English subject and text (decisions 0097): empty fields are "none". */
export const englishVersion = (maxBodyLength: number) => ({
  subject_en: v.pipe(
    v.optional(v.string(), ""),
    v.trim(),
    v.maxLength(MAX_SUBJECT_LENGTH, m.tooLong(MAX_SUBJECT_LENGTH)),
    v.regex(ONE_LINE, m.oneLine),
    v.check(noControlBesideLineBreaks, adminMessages.form.controlCharacters),
    v.transform(emptyAsNull),
  ),
  body_en: v.pipe(
    v.optional(v.string(), ""),
    v.trim(),
    v.maxLength(maxBodyLength, m.tooLong(maxBodyLength)),
    v.check((value) => !CONTROL_CHARACTERS_MULTILINE.test(value), adminMessages.form.controlCharacters),
    v.transform(emptyAsNull),
  ),
});

type WithEnglish = { subject_en: string | null; body_en: string | null };
/**
 * Both or neither, the refusal on the missing field: half an English version would send English
 * readers something incomplete.
 */
export const englishBothOrNeither = <T extends WithEnglish>() =>
  v.rawCheck<T>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const input = dataset.value;
    const missing =
      input.subject_en === null && input.body_en !== null
        ? (["subject_en", m.englishSubjectMissing] as const)
        : input.body_en === null && input.subject_en !== null
          ? (["body_en", m.englishBodyMissing] as const)
          : null;
    if (!missing) return;
    const [key, message] = missing;
    addIssue({ message, path: [{ type: "object", origin: "value", input, key, value: input[key] }] });
  });

/**
 * A newsletter as the coach writes it, checked with this one schema in the browser and on the server,
 * with an optional English version (decision 0097).
 */
const campaignEntries = v.object({
  subject: subjectSchema,
  body: v.pipe(
    v.optional(v.string(), ""),
    v.trim(),
    v.nonEmpty(m.bodyRequired),
    v.maxLength(MAX_BODY_LENGTH, m.tooLong(MAX_BODY_LENGTH)),
    v.check((value) => !CONTROL_CHARACTERS_MULTILINE.test(value), adminMessages.form.controlCharacters),
  ),
  ...englishVersion(MAX_BODY_LENGTH),
  /**
   * A photo of her library at the top (decision 0173), chosen by its address as in the event
   * editor; stored as its key. Empty: none. Any other address is refused: the e-mail shows only
   * her own photos.
   */
  image: v.pipe(
    v.optional(v.string(), ""),
    v.trim(),
    v.check((value) => value === "" || imageKeyOf(value) !== null, m.photoNotInLibrary),
    v.transform((value) => imageKeyOf(value)),
  ),
  /** The box "Nächste Termine anhängen": HTML sends "on" when ticked, nothing otherwise. */
  include_events: v.pipe(
    v.optional(v.string(), ""),
    v.transform((value) => value === "on"),
  ),
});
export const campaignSchema = v.pipe(campaignEntries, englishBothOrNeither<v.InferOutput<typeof campaignEntries>>());
export type CampaignInput = v.InferOutput<typeof campaignSchema>;
/** What `createCampaign` stores: a German-only draft may leave the English version out. */
export type CampaignDraft = Pick<CampaignInput, "subject" | "body"> &
  Partial<Pick<CampaignInput, "subject_en" | "body_en" | "include_events" | "image">>;

/**
 * The version a reader gets of a message with an optional English version (a newsletter, a note to
 * an event's people): English for an English reader when the coach wrote one (decision 0097), else
 * the German. `locale` is the language of the text returned.
 */
export function messageVersion(
  message: { subject: string; body: string } & Partial<WithEnglish>,
  locale: Locale,
): { locale: Locale; subject: string; body: string } {
  if (locale === "en" && message.subject_en && message.body_en) {
    return { locale, subject: message.subject_en, body: message.body_en };
  }
  return { locale: "de", subject: message.subject, body: message.body };
}
