import { asc, eq } from "drizzle-orm";
import { allIntakeQuestions, type IntakeQuestion } from "~/features/people/intake/questions.server";
import { sessionMailTexts } from "~/features/core/mail/session-texts.server";
import { getDb, schema } from "~/lib/db.server";

/** The back office's pages "E-Mails rund um den Termin" and "Fragen vor dem Termin" (decisions 0211, 0212). */

const typesTable = schema.appointmentTypes;

export interface EditorType {
  id: string;
  name: string;
  active: boolean;
  checkin: boolean;
  followup: boolean;
}

async function editorTypes(env: Pick<Env, "DB">): Promise<EditorType[]> {
  return getDb(env)
    .select({
      id: typesTable.id,
      name: typesTable.name,
      active: typesTable.active,
      checkin: typesTable.checkin_enabled,
      followup: typesTable.followup_enabled,
    })
    .from(typesTable)
    .orderBy(asc(typesTable.sort_order), asc(typesTable.created_at));
}

export async function loadSessionMailEditor(env: Pick<Env, "DB">) {
  const [texts, types] = await Promise.all([sessionMailTexts(env), editorTypes(env)]);
  return { texts, types };
}

/** The check-in and follow-up switches of one appointment type; false when the type is gone. */
export async function saveSessionMailSwitches(
  env: Pick<Env, "DB">,
  typeId: string,
  switches: { checkin: boolean; followup: boolean },
): Promise<boolean> {
  const changed = await getDb(env)
    .update(typesTable)
    .set({ checkin_enabled: switches.checkin, followup_enabled: switches.followup })
    .where(eq(typesTable.id, typeId))
    .returning({ id: typesTable.id });
  return changed.length > 0;
}

export async function loadIntakeEditor(
  env: Pick<Env, "DB">,
): Promise<(EditorType & { questions: IntakeQuestion[] })[]> {
  const [types, questions] = await Promise.all([editorTypes(env), allIntakeQuestions(env)]);
  return types.map((type) => ({
    ...type,
    questions: questions.filter((question) => question.owner_id === type.id),
  }));
}
