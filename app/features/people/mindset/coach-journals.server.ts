import { count, desc, eq } from "drizzle-orm";
import { getDb, schema } from "~/lib/db.server";
import { deleteRowById } from "~/lib/delete-row.server";
import { type PageQuery, searchAcross, withTotal } from "~/lib/search.server";
import { sharedWithCoach } from "~/features/core/privacy/journal-sharing";
import { sharedEntries } from "./journal-entries";

/** The coach's side of the mindset journals: her list, her summary of one, a deletion. */
const mindsetJournalTable = schema.mindsetJournal;

/**
 * One page of the journals, newest first, searched in address and summary. Only what the visitor
 * shared reaches the coach (decision 0144): the answers and private entries never leave the server.
 */
export async function journalsPage(env: Pick<Env, "DB">, { q, offset, limit }: PageQuery) {
  const db = getDb(env);
  const where = searchAcross(q, [mindsetJournalTable.email, mindsetJournalTable.summary]);
  const { rows, total } = await withTotal(
    db
      .select()
      .from(mindsetJournalTable)
      .where(where)
      .orderBy(desc(mindsetJournalTable.created_at))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(mindsetJournalTable).where(where),
  );
  const shaped = rows.map((row) => ({
    id: row.id,
    email: row.email,
    created_at: row.created_at,
    summary: row.summary,
    // Shared entries as the coach reads them (cards), and formatted as JSON once here, one click away.
    shared: sharedEntries(row.journal_entries),
    journal_entries: JSON.stringify(sharedWithCoach(row.journal_entries), null, 2),
  }));
  return { rows: shaped, total };
}

/** The coach's summary of a journal (plain text; empty clears it). False when the journal is gone. */
export async function saveJournalSummary(env: Pick<Env, "DB">, id: string, summary: string): Promise<boolean> {
  const rows = await getDb(env)
    .update(mindsetJournalTable)
    .set({ summary: summary.trim() === "" ? null : summary })
    .where(eq(mindsetJournalTable.id, id))
    .returning({ id: mindsetJournalTable.id });
  return rows.length > 0;
}

export async function deleteJournal(env: Pick<Env, "DB">, id: string): Promise<boolean> {
  return deleteRowById(env, mindsetJournalTable, id);
}
