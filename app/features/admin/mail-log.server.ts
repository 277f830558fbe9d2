import { RESET_PATH } from "~/features/auth/password-reset.server";
import { mailLogPage } from "~/features/mail/log.server";
import { JOURNAL_LINK_PATHS } from "~/features/mindset/journal-entries";
import { adminMessages } from "~/lib/messages.admin";
import type { PageQuery } from "~/lib/search.server";

/** One page of the back office's e-mail log (/admin/emails): each text without its secret links, and the links it has. */
export async function listMailLog(env: Pick<Env, "DB">, page: PageQuery) {
  const { rows, total } = await mailLogPage(env, page);
  return {
    rows: rows.map(({ text, ...row }) => {
      const shown = withoutSecretLinks(text);
      return { ...row, text: shown, links: linksIn(shown) };
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
export const SECRET_LINK_PATHS = [RESET_PATH, ...JOURNAL_LINK_PATHS] as const;

const escaped = (path: string) => path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A whole URL (up to white space, a quote or a closing bracket), or a bare path, starting with one of them. */
const SECRET_LINK = new RegExp(
  String.raw`(?:\bhttps?://[^\s/<>"')\]]+)?(?:${SECRET_LINK_PATHS.map(escaped).join("|")})[^\s<>"')\]]*`,
  "g",
);

/** A mail's text as the log shows it: every secret link replaced by a note that one was there. */
export function withoutSecretLinks(text: string | null): string | null {
  return text === null ? null : text.replace(SECRET_LINK, adminMessages.emails.secretLink);
}

/** The addresses a mail's text links to, in order and once each, for the log's detail view. */
export function linksIn(text: string | null): string[] {
  if (!text) return [];
  // A sentence's full stop or comma after a link is not part of it.
  const links = (text.match(/\b(?:https?:\/\/|mailto:)[^\s<>"')\]]+/g) ?? []).map((link) =>
    link.replace(/[.,;:!?]+$/, ""),
  );
  return [...new Set(links)];
}
