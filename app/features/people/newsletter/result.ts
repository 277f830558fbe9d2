import { getMessages } from "~/lib/i18n";
import type { Locale } from "~/lib/locale";

/**
 * The footer form's id, the anchor a sign-up without JavaScript returns to. Not "newsletter": the
 * privacy page's section about the newsletter has that id, and ids are unique per page.
 */
export const NEWSLETTER_FORM_ID = "newsletter-anmeldung";

/**
 * Without JavaScript the footer form posts as a page navigation; /newsletter then redirects back
 * to the page the visitor came from with `?newsletter=<flag>` and the footer shows the result.
 */
export const RESULT_PARAM = "newsletter";
export const RESULT_FLAGS = ["ok", "invalid", "limited", "error"] as const;
export type ResultFlag = (typeof RESULT_FLAGS)[number];

export function flagForStatus(status: number): ResultFlag {
  if (status < 300) return "ok";
  if (status === 400) return "invalid";
  if (status === 429) return "limited";
  return "error";
}

export function messageForFlag(
  flag: string | null,
  locale: Locale = "de",
): { ok: boolean; title: string; text: string } | null {
  const messages = getMessages(locale);
  const t = messages.newsletter;
  switch (flag) {
    case "ok":
      return { ok: true, title: t.success.title, text: `${t.success.text} ${t.confirmHint}` };
    case "invalid":
      return { ok: false, title: messages.common.error.title, text: t.errors.emailInvalid };
    case "limited":
      return { ok: false, title: messages.common.error.title, text: messages.common.rateLimited };
    case "error":
      return { ok: false, ...messages.common.error };
    default:
      return null;
  }
}
