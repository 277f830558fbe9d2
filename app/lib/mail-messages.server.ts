import type { Widen } from "./widen";
import type { Locale } from "./locale";
import { mailMessages } from "./messages.mail";
import { mailMessagesEn } from "./messages.mail.en";

export type MailMessages = Widen<typeof mailMessages>;

/** The booking e-mails' texts in the visitor's language (decision 0081: texts apart by audience). */
export function getMailMessages(locale: Locale): MailMessages {
  return locale === "en" ? mailMessagesEn : mailMessages;
}
