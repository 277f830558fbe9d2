import * as v from "valibot";
import { data, Link } from "react-router";
import { adminHeaders } from "~/features/compositions/admin/crud.server";
import { requireAdmin } from "~/features/core/auth/session.server";
import { PostArticle } from "~/features/extras/blog/post-view";
import { postById, showPost } from "~/features/extras/blog/posts.server";
import { getCloudflare } from "~/lib/context";
import { adminMessages } from "~/lib/messages.admin";
import type { Route } from "./+types/blog.$id.vorschau";

const m = adminMessages.blog;
const PostIdParam = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(64));

/**
 * The preview (decision 0161): the post as the German page draws it, drafts included, for her eyes
 * only (the admin layout's guard; GET only, changes nothing).
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { env } = getCloudflare(context);
  requireAdmin(context);
  const id = v.safeParse(PostIdParam, params.id);
  const row = id.success ? await postById(env, id.output) : null;
  if (!row) throw data(null, { status: 404, headers: adminHeaders });
  return data({ post: showPost(row, "de"), draft: row.status === "draft" }, { headers: adminHeaders });
}

export default function BlogPreview({ loaderData: { post, draft } }: Route.ComponentProps) {
  return (
    <div className="space-y-4">
      <div role="status" className="rounded-xl border border-line bg-sand p-4 text-sm">
        <p className="font-medium">{m.previewBanner}</p>
        {draft ? <p className="mt-1">{m.previewDraft}</p> : null}
        <p className="mt-2">
          <Link to="/admin/blog" className="text-accent underline underline-offset-4">
            {m.backToList}
          </Link>
        </p>
      </div>
      <div className="rounded-2xl border border-line bg-paper">
        <PostArticle post={post} />
      </div>
    </div>
  );
}
