import { and, count, desc, eq, isNotNull, lte } from "drizzle-orm";
import { isUniqueViolation } from "~/lib/db-errors";
import { getDb, schema } from "~/lib/db.server";
import type { Locale } from "~/lib/locale";
import { logEvent } from "~/lib/log";
import { purgePublicPages } from "~/lib/page-cache.server";
import { searchAcross } from "~/lib/search.server";
import { berlinToday } from "~/lib/today";
import type { BlogPostStatus } from "~db/enums";

/*
 * The coach's blog (decision 0161): she writes posts in the back office, /blog lists what is
 * published, each post has its page, and the sitemap and the Atom feed name them. A draft is seen
 * only in the back office's preview.
 */

const blogPostsTable = schema.blogPosts;

export type BlogPostRow = typeof blogPostsTable.$inferSelect;

/** What the back office's dialog saves (its field definitions: `blogPostFields`). */
export interface BlogPostValues {
  slug: string;
  title: string;
  summary: string;
  body: string;
  title_en: string | null;
  summary_en: string | null;
  body_en: string | null;
  status: BlogPostStatus;
  published_on: string | null;
}

/** A post as a page shows it, in the page's language (German where no English is given). */
export interface ShownPost {
  slug: string;
  title: string;
  summary: string;
  body: string;
  /** The date it shows, `yyyy-MM-dd`. */
  publishedOn: string;
  /** "de" where an English page shows the German text (screen readers read it as German). */
  textLang: Locale;
}

export function showPost(row: BlogPostRow, locale: Locale): ShownPost {
  const english = locale === "en" && Boolean(row.title_en?.trim() && row.body_en?.trim());
  return {
    slug: row.slug,
    title: english ? row.title_en! : row.title,
    summary: english ? (row.summary_en?.trim() ? row.summary_en : row.summary) : row.summary,
    body: english ? row.body_en! : row.body,
    publishedOn: row.published_on ?? berlinToday(),
    textLang: english ? "en" : "de",
  };
}

/**
 * Published posts whose date has come (Berlin time), newest first: /blog, the sitemap, the feed.
 * A post she dates ahead appears on its day.
 */
export async function listPublishedPosts(env: Pick<Env, "DB">, now = new Date()): Promise<BlogPostRow[]> {
  return getDb(env)
    .select()
    .from(blogPostsTable)
    .where(
      and(
        eq(blogPostsTable.status, "published"),
        isNotNull(blogPostsTable.published_on),
        lte(blogPostsTable.published_on, berlinToday(now)),
      ),
    )
    .orderBy(desc(blogPostsTable.published_on), desc(blogPostsTable.created_at));
}

/** One published post by its address, or null (unknown, draft, or dated ahead). */
export async function publishedPost(env: Pick<Env, "DB">, slug: string, now = new Date()): Promise<BlogPostRow | null> {
  const [row] = await getDb(env)
    .select()
    .from(blogPostsTable)
    .where(
      and(
        eq(blogPostsTable.slug, slug),
        eq(blogPostsTable.status, "published"),
        isNotNull(blogPostsTable.published_on),
        lte(blogPostsTable.published_on, berlinToday(now)),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Any post by id, drafts included: the back office's preview. */
export async function postById(env: Pick<Env, "DB">, id: string): Promise<BlogPostRow | null> {
  const [row] = await getDb(env).select().from(blogPostsTable).where(eq(blogPostsTable.id, id)).limit(1);
  return row ?? null;
}

/** The back office's list: one page, searched in titles and addresses, newest first. */
export async function blogPostsPage(
  env: Pick<Env, "DB">,
  { q, offset, limit }: { q: string; offset: number; limit: number },
) {
  const db = getDb(env);
  const where = searchAcross(q, [blogPostsTable.title, blogPostsTable.title_en, blogPostsTable.slug]);
  const [rows, [total]] = await Promise.all([
    db.select().from(blogPostsTable).where(where).orderBy(desc(blogPostsTable.created_at)).limit(limit).offset(offset),
    db.select({ n: count() }).from(blogPostsTable).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export type SavePostResult = { ok: true; id: string } | { ok: false; reason: "slug_taken" | "not_found" };

/** A published post without a date gets today's (Berlin): the day it went out. */
const dated = (values: BlogPostValues, now: Date) =>
  values.status === "published" && !values.published_on ? { ...values, published_on: berlinToday(now) } : values;

// The only unique index besides the id is the address's.
const isSlugConflict = isUniqueViolation;

export async function createPost(
  env: Pick<Env, "DB" | "SITE_URL">,
  values: BlogPostValues,
  now = new Date(),
): Promise<SavePostResult> {
  const id = crypto.randomUUID();
  try {
    await getDb(env)
      .insert(blogPostsTable)
      .values({ id, ...dated(values, now) });
  } catch (error) {
    if (isSlugConflict(error)) return { ok: false, reason: "slug_taken" };
    throw error;
  }
  await purgePublicPages(env, "content-edit");
  logEvent("blog-post-created", { status: values.status });
  return { ok: true, id };
}

export async function updatePost(
  env: Pick<Env, "DB" | "SITE_URL">,
  id: string,
  values: BlogPostValues,
  now = new Date(),
): Promise<SavePostResult> {
  let updated: { id: string }[];
  try {
    updated = await getDb(env)
      .update(blogPostsTable)
      .set({ ...dated(values, now), updated_at: now.toISOString() })
      .where(eq(blogPostsTable.id, id))
      .returning({ id: blogPostsTable.id });
  } catch (error) {
    if (isSlugConflict(error)) return { ok: false, reason: "slug_taken" };
    throw error;
  }
  if (!updated.length) return { ok: false, reason: "not_found" };
  await purgePublicPages(env, "content-edit");
  logEvent("blog-post-updated", { status: values.status });
  return { ok: true, id };
}

export async function deletePost(env: Pick<Env, "DB" | "SITE_URL">, id: string): Promise<boolean> {
  const deleted = await getDb(env)
    .delete(blogPostsTable)
    .where(eq(blogPostsTable.id, id))
    .returning({ id: blogPostsTable.id });
  if (deleted.length) await purgePublicPages(env, "content-edit");
  return deleted.length > 0;
}
