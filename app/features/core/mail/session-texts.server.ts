import { eq } from "drizzle-orm";
import { getDb, schema } from "~/lib/db.server";
import {
  DEFAULT_SESSION_MAIL_TEXTS,
  SESSION_MAIL_KIND_LIST,
  type SessionMailKind,
  type SessionMailText,
} from "./session-texts";

/**
 * The coach's timing and texts of the reminder, check-in and follow-up (decision 0212): a row per
 * kind she saved, the delivered defaults for the others.
 */

const textsTable = schema.sessionMailTexts;

export type SessionMailTexts = Record<SessionMailKind, SessionMailText & { customised: boolean }>;

export async function sessionMailTexts(env: Pick<Env, "DB">): Promise<SessionMailTexts> {
  const rows = await getDb(env).select().from(textsTable);
  const saved = new Map(rows.map((row) => [row.kind, row]));
  return Object.fromEntries(
    SESSION_MAIL_KIND_LIST.map((kind) => {
      const row = saved.get(kind);
      const text: SessionMailText & { customised: boolean } = row
        ? {
            hours: row.hours,
            subject: row.subject,
            body: row.body,
            subject_en: row.subject_en,
            body_en: row.body_en,
            customised: true,
          }
        : { ...DEFAULT_SESSION_MAIL_TEXTS[kind], customised: false };
      return [kind, text];
    }),
  ) as SessionMailTexts;
}

export async function saveSessionMailText(
  env: Pick<Env, "DB">,
  kind: SessionMailKind,
  text: SessionMailText,
): Promise<void> {
  const values = { ...text, updated_at: new Date().toISOString() };
  await getDb(env)
    .insert(textsTable)
    .values({ kind, ...values })
    .onConflictDoUpdate({ target: textsTable.kind, set: values });
}

/** Back to the delivered text and timing. */
export async function resetSessionMailText(env: Pick<Env, "DB">, kind: SessionMailKind): Promise<void> {
  await getDb(env).delete(textsTable).where(eq(textsTable.kind, kind));
}
