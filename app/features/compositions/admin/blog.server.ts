import { markupProblem } from "~/components/ui/rich-text";
import {
  blogPostsPage,
  createPost,
  deletePost,
  type BlogPostValues,
  type SavePostResult,
  updatePost,
} from "~/features/extras/blog/posts.server";
import { adminMessages } from "~/lib/messages.admin";
import { deleteHandler, failed, type Handler, loadListPage, notFound, validateForm } from "./crud.server";
import { BlogPostSchema } from "./resources";

const m = adminMessages.blog;

/** The back office's list of posts (drafts included). */
export function listBlogPosts(request: Request, env: Pick<Env, "DB">) {
  return loadListPage(request, (page) => blogPostsPage(env, page));
}

/** Each action's own failure title, also for a malformed request or an unexpected error. */
export const blogFailureTitles = { create: m.saveError, update: m.saveError, delete: m.deleteError };

type Parsed = { ok: true; values: BlogPostValues } | { ok: false; result: Awaited<ReturnType<Handler>> };

/** The dialog's fields to a post: its texts, checked for links the site would not show. */
function parsePost(form: Record<string, string>): Parsed {
  const parsed = validateForm(BlogPostSchema, form, m.saveError);
  if (!parsed.ok) return { ok: false, result: parsed.result };
  const { published, ...texts } = parsed.data;
  const fieldErrors: Record<string, string> = {};
  for (const field of ["summary", "body", "summary_en", "body_en"] as const) {
    const problem = markupProblem(texts[field] ?? "");
    if (problem) fieldErrors[field] = problem;
  }
  const first = Object.values(fieldErrors)[0];
  if (first) {
    return { ok: false, result: { ok: false, status: 422, fieldErrors, toast: { title: m.saveError, text: first } } };
  }
  return { ok: true, values: { ...texts, status: published ? "published" : "draft" } };
}

function answer(saved: SavePostResult, done: { title: string; text: string }) {
  if (saved.ok) return { ok: true as const, toast: done };
  if (saved.reason === "not_found") return notFound(m.saveError);
  return { ...failed(m.saveError, m.slugTaken), fieldErrors: { slug: m.slugTaken } };
}

export const blogHandlers: Record<keyof typeof blogFailureTitles, Handler> = {
  create: async ({ form, env }) => {
    const parsed = parsePost(form);
    if (!parsed.ok) return parsed.result;
    return answer(await createPost(env, parsed.values), m.created);
  },
  update: async ({ form, env, id }) => {
    const parsed = parsePost(form);
    if (!parsed.ok) return parsed.result;
    return answer(await updatePost(env, id, parsed.values), m.updated);
  },
  delete: deleteHandler(m, deletePost),
};
