import { and, eq, gt, isNull } from "drizzle-orm";
import { brand } from "~/config/brand";
import { renderMail } from "~/features/core/mail/layout";
import { queueMails } from "~/features/core/mail/outbox.server";
import { getDb, schema } from "~/lib/db.server";
import { logEvent } from "~/lib/log";
import { adminMessages } from "~/lib/messages.admin";
import { hitRateLimit, type RateLimitRule } from "~/lib/rate-limit.server";
import { siteOrigin } from "~/lib/request.server";
import { audit } from "./audit.server";
import { hashPassword } from "./password";
import { endAllSessions, newToken, sha256Hex } from "./session.server";

const t = adminMessages.reset;
const passwordResetsTable = schema.passwordResets;

/** A reset link is valid this long, and only once. */
export const RESET_TTL_MS = 30 * 60 * 1000;
/**
 * Throttled per requester, never per account alone: one client may ask 5 times in 15 minutes (for any
 * addresses), and 3 times an hour for one account. Strangers can thus never use up an account's
 * resets; the owner's own request from her own address always gets its link
 * (docs/decisions/0112-password-resets-per-requester.md).
 */
export const resetClientRule: RateLimitRule = { name: "reset-client", limit: 5, windowSeconds: 15 * 60 };
export const resetEmailRule: RateLimitRule = { name: "reset-email", limit: 3, windowSeconds: 60 * 60 };
/**
 * The same requester one level up (issue 54): an IPv6 host owns a /64 but its customer site a /48,
 * through whose 65,536 /64s it could rotate into fresh buckets. The per-account rule counts the
 * requester by its site (`clientSite`), and one site may ask 10 times in 15 minutes.
 */
export const resetSiteRule: RateLimitRule = { name: "reset-site", limit: 10, windowSeconds: 15 * 60 };

export const RESET_PATH = "/admin/passwort-neu/";

type ResetEnv = Pick<Env, "DB" | "MAIL_QUEUE" | "SITE_URL">;

/**
 * "Passwort vergessen": records a single-use link for an administrator's address and e-mails it.
 * The caller answers the same for every address at once; this runs in `waitUntil`, so neither the
 * answer nor its timing says whether an account exists. Only the token's SHA-256 is stored.
 */
export async function requestPasswordReset(
  env: ResetEnv,
  email: string,
  now = new Date(),
  requester = "unknown",
): Promise<void> {
  const perEmail = await hitRateLimit(env, resetEmailRule, `${email}|${requester}`, now.getTime());
  if (!perEmail.allowed) return;
  const db = getDb(env);
  const [profile] = await db
    .select({ id: schema.profiles.id, email: schema.profiles.email })
    .from(schema.profiles)
    .where(and(eq(schema.profiles.email, email), eq(schema.profiles.is_admin, true)))
    .limit(1);
  if (!profile) return;
  const token = newToken();
  await db.insert(passwordResetsTable).values({
    profile_id: profile.id,
    token_hash: await sha256Hex(token),
    expires_at: new Date(now.getTime() + RESET_TTL_MS).toISOString(),
    created_at: now.toISOString(),
  });
  const url = new URL(`${RESET_PATH}${token}`, siteOrigin(env)).toString();
  await queueMails(env, [
    {
      kind: "password-reset",
      dedupeKey: `password-reset:${await sha256Hex(token)}`,
      refId: profile.id,
      to: profile.email,
      subject: t.mailSubject,
      ...renderMail({ heading: t.mailHeading, paragraphs: [t.mailText], action: { label: t.mailAction, url } }),
    },
  ]);
  await audit(env, { actorId: profile.id, action: "password-reset-requested", outcome: "ok" });
  logEvent("password-reset-requested");
}

export async function throttleResetRequest(env: Pick<Env, "DB">, client: string, now = new Date(), site?: string) {
  const perClient = (await hitRateLimit(env, resetClientRule, client, now.getTime())).allowed;
  if (!perClient || site === undefined) return perClient;
  return (await hitRateLimit(env, resetSiteRule, site, now.getTime())).allowed;
}

/** Is the link still usable? (The page shows the form only then; opening it changes nothing.) */
export async function isResetTokenUsable(env: Pick<Env, "DB">, token: string | undefined, now = new Date()) {
  if (!token || token.length > 100) return false;
  const [row] = await getDb(env)
    .select({ id: passwordResetsTable.id })
    .from(passwordResetsTable)
    .where(
      and(
        eq(passwordResetsTable.token_hash, await sha256Hex(token)),
        isNull(passwordResetsTable.used_at),
        gt(passwordResetsTable.expires_at, now.toISOString()),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export type ResetOutcome = { ok: true } | { ok: false; reason: "invalid" };

/**
 * Sets the new password. The link is used up by ONE conditional UPDATE (unused and unexpired),
 * so two tabs cannot both use it. Then every other open link of the account ends, the credential changes, every session and remembered
 * device of the profile ends, and a notice goes to the address.
 */
export async function completePasswordReset(
  env: ResetEnv,
  token: string | undefined,
  password: string,
  now = new Date(),
): Promise<ResetOutcome> {
  if (!token || token.length > 100) return { ok: false, reason: "invalid" };
  const db = getDb(env);
  const [used] = await db
    .update(passwordResetsTable)
    .set({ used_at: now.toISOString() })
    .where(
      and(
        eq(passwordResetsTable.token_hash, await sha256Hex(token)),
        isNull(passwordResetsTable.used_at),
        gt(passwordResetsTable.expires_at, now.toISOString()),
      ),
    )
    .returning({ profileId: passwordResetsTable.profile_id });
  if (!used) return { ok: false, reason: "invalid" };
  // Every other link of the account ends with this one: an older mail in the inbox opens nothing any more.
  await db
    .update(passwordResetsTable)
    .set({ used_at: now.toISOString() })
    .where(and(eq(passwordResetsTable.profile_id, used.profileId), isNull(passwordResetsTable.used_at)));
  const hash = await hashPassword(password);
  await db
    .insert(schema.credentials)
    .values({ profile_id: used.profileId, password_hash: hash })
    .onConflictDoUpdate({
      target: schema.credentials.profile_id,
      set: { password_hash: hash, updated_at: now.toISOString() },
    });
  await endAllSessions(env, used.profileId);
  const [profile] = await db
    .select({ email: schema.profiles.email })
    .from(schema.profiles)
    .where(eq(schema.profiles.id, used.profileId))
    .limit(1);
  if (profile) {
    await queueMails(env, [
      {
        kind: "password-changed",
        dedupeKey: `password-changed:${used.profileId}:${now.toISOString()}`,
        refId: used.profileId,
        to: profile.email,
        subject: t.changedSubject,
        replyTo: brand.mail.coachInbox,
        ...renderMail({ heading: t.changedHeading, paragraphs: [t.changedText] }),
      },
    ]);
  }
  await audit(env, { actorId: used.profileId, action: "password-reset", targetTable: "credentials", outcome: "ok" });
  return { ok: true };
}
