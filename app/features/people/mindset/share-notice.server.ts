import { brand } from "~/config/brand";
import { renderMail } from "~/features/core/mail/layout";
import { queueMails } from "~/features/core/mail/outbox.server";
import type { MailDraft } from "~/features/core/mail/types";
import { logError } from "~/lib/log";
import { getMailMessages } from "~/lib/mail-messages.server";
import { siteOrigin } from "~/lib/request.server";

/**
 * The coach hears of a shared journal entry (decision 0212): one e-mail per journal and half hour,
 * so several entries shared in one sitting make one e-mail (the dedupe key names the window). It
 * says nothing of the entry, not even whose journal it is: only a link to the back office.
 */

export const SHARE_NOTICE_WINDOW_MINUTES = 30;

export const shareNoticeKey = (journalId: string, at: number) =>
  `journal-shared:${journalId}:${Math.floor(at / (SHARE_NOTICE_WINDOW_MINUTES * 60_000))}`;

export function shareNoticeMail(env: Pick<Env, "SITE_URL">, journalId: string, at: number): MailDraft {
  const m = getMailMessages("de").journalShared;
  return {
    kind: "journal-shared",
    dedupeKey: shareNoticeKey(journalId, at),
    refId: journalId,
    to: brand.mail.coachInbox,
    subject: m.subject,
    ...renderMail({
      heading: m.heading,
      greeting: `Hallo ${brand.coach.firstName},`,
      paragraphs: [...m.paragraphs],
      action: { label: m.action, url: `${siteOrigin(env)}/admin/mindset-journal` },
    }),
  };
}

/** Records and queues the notice; a failure is logged and never costs the visitor her entry. */
export async function noticeSharedEntry(
  env: Pick<Env, "DB" | "MAIL_QUEUE" | "SITE_URL">,
  journalId: string,
  at: number,
): Promise<void> {
  try {
    await queueMails(env, [shareNoticeMail(env, journalId, at)]);
  } catch (error) {
    logError("journal-share-notice-failed", error);
  }
}
