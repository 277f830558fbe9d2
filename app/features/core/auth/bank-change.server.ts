import { eq } from "drizzle-orm";
import { brand } from "~/config/brand";
import { renderMail } from "~/features/core/mail/layout";
import { queueMails } from "~/features/core/mail/outbox.server";
import { getDb, schema } from "~/lib/db.server";
import { adminMessages } from "~/lib/messages.admin";
import { audit } from "./audit.server";
import { confirmWithPassword } from "./reauth.server";

const t = adminMessages.bankChange;

/** The account the invoices and payment instructions name, compared without spaces and case. */
const normalised = (value: string | undefined) => (value ?? "").replace(/\s+/g, "").toUpperCase();

/** Whether a settings save changes where clients' money goes (IBAN or account holder). */
export function changesBankAccount(
  before: { iban: string; accountHolder: string },
  after: { iban: string; accountHolder: string },
): boolean {
  return (
    normalised(before.iban) !== normalised(after.iban) || before.accountHolder.trim() !== after.accountHolder.trim()
  );
}

/** `DE89 …  3000`: enough to recognise the account in a notice, not enough to use it. */
export const maskedIban = (iban: string) => {
  const plain = normalised(iban);
  return `${plain.slice(0, 4)} … ${plain.slice(-4)}`;
};

/**
 * A change of the bank account (issue 54): where every client's transfer goes is a takeover's
 * first target, so it needs the acting administrator's current password (as a credential change,
 * decision 0111, with its throttle), and every administrator hears of it by e-mail.
 */
export async function confirmBankChange(
  env: Pick<Env, "DB">,
  actorId: string,
  password: string | null | undefined,
): Promise<{ ok: true } | { ok: false; text: string; status: number }> {
  const check = await confirmWithPassword(env, actorId, password);
  if (check === "ok") return { ok: true };
  const r = adminMessages.reauth;
  if (check === "missing") return { ok: false, text: t.passwordRequired, status: 403 };
  return check === "throttled"
    ? { ok: false, text: r.throttled, status: 429 }
    : { ok: false, text: r.wrong, status: 403 };
}

/** Every administrator gets the notice, with the new account masked; the trail notes the change. */
export async function notifyBankChange(
  env: Pick<Env, "DB" | "MAIL_QUEUE">,
  actorId: string,
  iban: string,
  now = new Date(),
): Promise<void> {
  const admins = await getDb(env)
    .select({ id: schema.profiles.id, email: schema.profiles.email })
    .from(schema.profiles)
    .where(eq(schema.profiles.is_admin, true));
  await queueMails(
    env,
    admins.map((admin) => ({
      kind: "bank-account-changed" as const,
      dedupeKey: `bank-account-changed:${admin.id}:${now.getTime()}`,
      refId: admin.id,
      to: admin.email,
      replyTo: brand.mail.coachInbox,
      subject: t.subject,
      ...renderMail({ heading: t.subject, paragraphs: t.paragraphs(maskedIban(iban)) }),
    })),
  );
  await audit(env, { actorId, action: "bank-account-changed", outcome: "ok" });
}
