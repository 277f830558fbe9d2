import { eq } from "drizzle-orm";
import { brand } from "~/config/brand";
import { renderMail } from "~/features/core/mail/layout";
import { queueMails } from "~/features/core/mail/outbox.server";
import { getDb, schema } from "~/lib/db.server";
import { adminMessages } from "~/lib/messages.admin";
import { hitRateLimit, releaseRateLimit, type RateLimitRule } from "~/lib/rate-limit.server";
import { audit } from "./audit.server";
import { verifyPassword } from "./password";

const t = adminMessages.reauth;

/**
 * Re-authentication (ASVS 5.0, 6.2.3 and 7.5.1): a change of an e-mail address or a password, one's
 * own or another administrator's, a new administrator or a promotion, and turning a second factor on
 * or off need the acting administrator's current password, every time, so a session left open on a
 * shared computer, or stolen, cannot take over an account (docs/decisions/0111-re-authentication-for-credential-changes.md).
 */
/**
 * Failed confirmations per account: 5 in 15 minutes, as for the sign-in (a stolen session must not
 * guess the password through the profile dialog instead). Every attempt takes a slot up front, so
 * parallel guesses cannot slip past during the check; a right password gives it back (issue 54).
 */
export const reauthRule: RateLimitRule = { name: "reauth", limit: 5, windowSeconds: 15 * 60 };

export async function confirmWithPassword(
  env: Pick<Env, "DB">,
  actorId: string,
  password: string | null | undefined,
  now = Date.now(),
): Promise<"ok" | "missing" | "wrong" | "throttled"> {
  if (!password) return "missing";
  if (!(await hitRateLimit(env, reauthRule, actorId, now)).allowed) {
    await audit(env, { actorId, action: "re-authentication", outcome: "throttled" });
    return "throttled";
  }
  const [row] = await getDb(env)
    .select({ hash: schema.credentials.password_hash })
    .from(schema.credentials)
    .where(eq(schema.credentials.profile_id, actorId))
    .limit(1);
  const ok = row ? await verifyPassword(row.hash, password) : false;
  if (!ok) await audit(env, { actorId, action: "re-authentication", outcome: "failed" });
  else await releaseRateLimit(env, reauthRule, actorId, now);
  return ok ? "ok" : "wrong";
}

/** The old address hears about an address change, so a takeover does not go unnoticed. */
export async function notifyEmailChanged(
  env: Pick<Env, "DB" | "MAIL_QUEUE">,
  profileId: string,
  oldEmail: string,
  newEmail: string,
): Promise<void> {
  await queueMails(env, [
    {
      kind: "account-email-changed",
      dedupeKey: `account-email-changed:${profileId}:${Date.now()}`,
      refId: profileId,
      to: oldEmail,
      subject: t.emailChangedSubject,
      replyTo: brand.mail.coachInbox,
      ...renderMail({ heading: t.emailChangedSubject, paragraphs: [t.emailChangedText(newEmail)] }),
    },
  ]);
}
