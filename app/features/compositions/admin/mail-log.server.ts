import { RESET_PATH } from "~/features/core/auth/password-reset.server";
import { mailLogPage, storedMailText } from "~/features/core/mail/log.server";
import { JOURNAL_LINK_PATHS } from "~/features/people/mindset/journal-entries";
import { adminMessages } from "~/lib/messages.admin";
import type { PageQuery } from "~/lib/search.server";

/** One page of the back office's e-mail log (/admin/emails): each text without its secret links, and the links it has. */
export async function listMailLog(env: Pick<Env, "DB">, page: PageQuery) {
  const { rows, total } = await mailLogPage(env, page);
  return {
    rows: rows.map(({ text, ...row }) => {
      const shown = withoutSecretLinks(text);
      return { ...row, text: shown, links: linksIn(shown), personalLink: hasPersonalLink(text) };
    }),
    total,
  };
}

export type MailLogRow = Awaited<ReturnType<typeof listMailLog>>["rows"][number];

/**
 * Paths of links that open the back office to whoever holds them (a password reset today). The mail
 * goes out with the link; the log says only that one was there, so a stolen admin session cannot read
 * a working secret from it (docs/decisions/0110-mail-log-without-secrets.md). Redacted on the server,
 * before anything reaches the page, its detail view or its data request.
 */
export const SECRET_LINK_PATHS = [RESET_PATH] as const;

/**
 * Paths of a visitor's personal links: her booking ("Meine Buchung", its invoice and calendar file),
 * her data request and export, her journal, her waiting-list offer (decision 0185, widening 0110).
 * Each opens what she did not share with the coach (a private journal entry, the export) or acts for
 * her (cancel, withdraw, claim a seat), so the log shows "(persönlicher Link)" and offers to send the
 * mail again to her instead. English first: each contains the German path.
 */
export const PERSONAL_LINK_PATHS = [
  "/en/buchung/",
  "/buchung/",
  "/en/warteliste/",
  "/warteliste/",
  "/en/meine-daten/verwalten",
  "/meine-daten/verwalten",
  "/en/meine-daten/export",
  "/meine-daten/export",
  ...JOURNAL_LINK_PATHS,
] as const;

const escaped = (path: string) => path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A whole URL (up to white space, a quote or a closing bracket), or a bare path, starting with one of them. */
const linkPattern = (paths: readonly string[]) =>
  new RegExp(String.raw`(?:\bhttps?://[^\s/<>"')\]]+)?(?:${paths.map(escaped).join("|")})[^\s<>"')\]]*`, "g");
const SECRET_LINK = linkPattern(SECRET_LINK_PATHS);
const PERSONAL_LINK = linkPattern(PERSONAL_LINK_PATHS);

/** A mail's text as the log shows it: every secret or personal link replaced by a note that one was there. */
export function withoutSecretLinks(text: string | null): string | null {
  return text === null
    ? null
    : text
        .replace(SECRET_LINK, adminMessages.emails.secretLink)
        .replace(PERSONAL_LINK, adminMessages.emails.personalLink);
}

/** Whether a mail carried a visitor's personal link (the log offers to send it to her again). */
export const hasPersonalLink = (text: string | null) => text !== null && new RegExp(PERSONAL_LINK).test(text);

/** The addresses a mail's text links to, in order and once each, for the log's detail view. */
export function linksIn(text: string | null): string[] {
  if (!text) return [];
  // A sentence's full stop or comma after a link is not part of it.
  const links = (text.match(/\b(?:https?:\/\/|mailto:)[^\s<>"')\]]+/g) ?? []).map((link) =>
    link.replace(/[.,;:!?]+$/, ""),
  );
  return [...new Set(links)];
}

/** Whether the stored mail `id` carries a personal link (what "Link erneut senden" may send again). */
export async function mailHasPersonalLink(env: Pick<Env, "DB">, id: string): Promise<boolean> {
  return hasPersonalLink(await storedMailText(env, id));
}
