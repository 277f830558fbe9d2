import { env } from "cloudflare:test";
import { seedRows } from "../../db/content/index";

/*
 * For the data migrations that add a paragraph to /datenschutz (datenschutz › buchungen › body) where
 * the coach has not rewritten the text it follows: the seeded body, one stored body, and one migration
 * run by its number, as D1 runs it.
 */

/** The body as db/content/legal.ts delivers it now. */
export const seededBookingsBody = () =>
  seedRows().find((row) => row.page === "datenschutz" && row.section === "buchungen" && row.content_key === "body")!;

/** The migration whose file starts with `number` (e.g. "0042"), as the test pool read it. */
export const migrationNumbered = (number: string) =>
  (env as unknown as { TEST_MIGRATIONS: { name: string; queries: string[] }[] }).TEST_MIGRATIONS.find((m) =>
    m.name.startsWith(`${number}_`),
  );

/** The privacy page's only stored text: this body, with an empty English column. */
export async function storeBookingsBody(de: string): Promise<void> {
  await env.DB.prepare("DELETE FROM web_content WHERE page = 'datenschutz'").run();
  await env.DB.prepare(
    "INSERT INTO web_content (id, page, section, content_key, content_de, content_en) VALUES (?, 'datenschutz', 'buchungen', 'body', ?, '')",
  )
    .bind(crypto.randomUUID(), de)
    .run();
}

export async function runMigration(number: string): Promise<void> {
  for (const query of migrationNumbered(number)!.queries) await env.DB.prepare(query).run();
}

export const storedBookingsBody = async () =>
  (await env.DB.prepare(
    "SELECT content_de, content_en FROM web_content WHERE page = 'datenschutz' AND section = 'buchungen'",
  ).first<{ content_de: string; content_en: string }>())!;
