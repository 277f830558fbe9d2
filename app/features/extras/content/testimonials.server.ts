import { asc, count, eq } from "drizzle-orm";
import { getDb, schema } from "~/lib/db.server";
import { logEvent } from "~/lib/log";
import { searchAcross } from "~/lib/search.server";
import { publishContent } from "./content.server";

/*
 * Her testimonials (decision 0166): written, ordered and published in the back office; the home page
 * shows the published ones. Every save rewrites the content cache they travel in and purges the
 * public pages (`publishContent`), as a web-content save does.
 */

const testimonialsTable = schema.testimonials;

export type TestimonialRow = typeof testimonialsTable.$inferSelect;

/** What the back office's dialog saves (its field definitions: `testimonialFields`). */
export interface TestimonialValues {
  quote: string;
  quote_en: string | null;
  attribution: string;
  consent_on: string;
  consent_how: string;
  position: number;
  published: boolean;
}

/** The back office's list: one page in her order, searched in the quotes and names. */
export async function testimonialsPage(
  env: Pick<Env, "DB">,
  { q, offset, limit }: { q: string; offset: number; limit: number },
) {
  const db = getDb(env);
  const where = searchAcross(q, [testimonialsTable.quote, testimonialsTable.quote_en, testimonialsTable.attribution]);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(testimonialsTable)
      .where(where)
      .orderBy(asc(testimonialsTable.position), asc(testimonialsTable.created_at))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(testimonialsTable).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

type PublishEnv = Pick<Env, "DB" | "KV" | "SITE_URL">;

export async function createTestimonial(env: PublishEnv, values: TestimonialValues): Promise<string> {
  const id = crypto.randomUUID();
  await getDb(env)
    .insert(testimonialsTable)
    .values({ id, ...values });
  await publishContent(env);
  logEvent("testimonial-created", { published: values.published });
  return id;
}

export async function updateTestimonial(
  env: PublishEnv,
  id: string,
  values: TestimonialValues,
  now = new Date(),
): Promise<boolean> {
  const updated = await getDb(env)
    .update(testimonialsTable)
    .set({ ...values, updated_at: now.toISOString() })
    .where(eq(testimonialsTable.id, id))
    .returning({ id: testimonialsTable.id });
  if (!updated.length) return false;
  await publishContent(env);
  logEvent("testimonial-updated", { published: values.published });
  return true;
}

export async function deleteTestimonial(env: PublishEnv, id: string): Promise<boolean> {
  const deleted = await getDb(env)
    .delete(testimonialsTable)
    .where(eq(testimonialsTable.id, id))
    .returning({ id: testimonialsTable.id });
  if (!deleted.length) return false;
  await publishContent(env);
  return true;
}
