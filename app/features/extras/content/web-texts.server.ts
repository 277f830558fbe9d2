import { and, asc, count, eq } from "drizzle-orm";
import { writtenUnlessDuplicate } from "~/lib/db-errors";
import { getDb, schema } from "~/lib/db.server";
import { type PageQuery, searchAcross, withTotal } from "~/lib/search.server";
import { knownContentKey, publishContent, readDelivered } from "./content.server";

/**
 * The coach's web texts as stored: her list, one text, one page's texts, and the changes. Every
 * change publishes the copy (docs/decisions/0032-web-content-cache.md). The back office's editor
 * (app/features/compositions/admin/web-content.server.ts) checks the form and names each refusal.
 */
const webContentTable = schema.webContent;

export type StoredText = typeof webContentTable.$inferSelect;
/** Where a text stands: the page that reads it, its section and key. */
export type TextAddress = Pick<StoredText, "page" | "section" | "content_key">;
export type TextValues = TextAddress & Pick<StoredText, "content_de" | "content_en">;

type ContentEnv = Pick<Env, "DB" | "KV" | "SITE_URL">;

/** One page of the texts, by page, section and key, searched in those and the German text. */
export function webTextsPage(env: Pick<Env, "DB">, { q, offset, limit }: PageQuery) {
  const db = getDb(env);
  const where = searchAcross(q, [
    webContentTable.page,
    webContentTable.section,
    webContentTable.content_key,
    webContentTable.content_de,
  ]);
  return withTotal(
    db
      .select()
      .from(webContentTable)
      .where(where)
      .orderBy(asc(webContentTable.page), asc(webContentTable.section), asc(webContentTable.content_key))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(webContentTable).where(where),
  );
}

export async function storedText(env: Pick<Env, "DB">, id: string): Promise<StoredText | null> {
  const [row] = await getDb(env).select().from(webContentTable).where(eq(webContentTable.id, id)).limit(1);
  return row ?? null;
}

/** Every stored text of one page, by section and key. */
export function pageTexts(env: Pick<Env, "DB">, page: string): Promise<StoredText[]> {
  return getDb(env)
    .select()
    .from(webContentTable)
    .where(eq(webContentTable.page, page))
    .orderBy(asc(webContentTable.section), asc(webContentTable.content_key));
}

/** Where every stored text stands (the editor's overview counts them per page). */
export function textAddresses(env: Pick<Env, "DB">) {
  return getDb(env)
    .select({ page: webContentTable.page, section: webContentTable.section, key: webContentTable.content_key })
    .from(webContentTable);
}

/** A new text; refused when another stands at its address (checked first, and by the unique index in a race). */
export async function createText(env: ContentEnv, values: TextValues): Promise<"created" | "duplicate"> {
  const [clash] = await getDb(env)
    .select({ id: webContentTable.id })
    .from(webContentTable)
    .where(
      and(
        eq(webContentTable.page, values.page),
        eq(webContentTable.section, values.section),
        eq(webContentTable.content_key, values.content_key),
      ),
    )
    .limit(1);
  if (clash) return "duplicate";
  if (!(await writtenUnlessDuplicate(() => getDb(env).insert(webContentTable).values(values)))) return "duplicate";
  await publishContent(env);
  return "created";
}

/** Text `id`'s German and English; its address stays. False when it is gone. */
export async function updateText(
  env: ContentEnv,
  id: string,
  copy: Pick<StoredText, "content_de" | "content_en">,
): Promise<boolean> {
  const updated = await getDb(env)
    .update(webContentTable)
    .set({ content_de: copy.content_de, content_en: copy.content_en, updated_at: new Date().toISOString() })
    .where(eq(webContentTable.id, id))
    .returning({ id: webContentTable.id });
  if (!updated.length) return false;
  await publishContent(env);
  return true;
}

/**
 * Deletes a text (the spec's list, decision 0180). A text a page reads comes back as the delivered
 * one ("reset"); the page editor offers no delete for those (decision 0172), the list says so first.
 */
export async function deleteText(env: ContentEnv, id: string): Promise<"deleted" | "reset" | "not_found"> {
  const deleted = await getDb(env)
    .delete(webContentTable)
    .where(eq(webContentTable.id, id))
    .returning({ page: webContentTable.page, section: webContentTable.section, key: webContentTable.content_key });
  const [row] = deleted;
  if (!row) return "not_found";
  await publishContent(env);
  const delivered = await readDelivered(env, row.page, { addressesOnly: true });
  return knownContentKey(delivered, row.page, row.section, row.key) ? "reset" : "deleted";
}

/** One page's changed texts in one batch (a stored row updated by id, a new one inserted), published once. */
export async function savePageTexts(
  env: ContentEnv,
  page: string,
  writes: readonly { id?: string; section: string; key: string; de: string; en: string }[],
): Promise<void> {
  if (!writes.length) return;
  const db = getDb(env);
  const now = new Date().toISOString();
  const statements = writes.map((text) =>
    text.id
      ? db
          .update(webContentTable)
          .set({ content_de: text.de, content_en: text.en, updated_at: now })
          .where(eq(webContentTable.id, text.id))
      : db
          .insert(webContentTable)
          .values({ page, section: text.section, content_key: text.key, content_de: text.de, content_en: text.en })
          .onConflictDoUpdate({
            target: [webContentTable.page, webContentTable.section, webContentTable.content_key],
            set: { content_de: text.de, content_en: text.en, updated_at: now },
          }),
  );
  await db.batch(statements as [(typeof statements)[number], ...(typeof statements)[number][]]);
  await publishContent(env);
}
