import type { AdminResult } from "~/features/compositions/admin/result";
import { runAdminAction } from "~/features/compositions/admin/crud.server";
import { PAGE_PARAM } from "~/features/compositions/admin/resources";
import { PageEditor } from "~/features/compositions/admin/web-content-editor";
import { WebContentList } from "~/features/compositions/admin/web-content-list";
import {
  contentPageEditor,
  contentPagesOverview,
  listWebContent,
  openedText,
  webContentFailureTitles,
  webContentHandlers,
  webContentWithoutId,
} from "~/features/compositions/admin/web-content.server";
import { requireAdmin } from "~/features/core/auth/session.server";
import { getCloudflare } from "~/lib/context";
import { adminMessages } from "~/lib/messages.admin";
import type { Route } from "./+types/web-content";

/**
 * Without `?seite=`: the spec's list of every text (page, section, key, updated) with its dialog,
 * under the pages that lead to the page editor (decision 0180); with it: that page's editor (0172).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { env } = getCloudflare(context);
  requireAdmin(context);
  const page = new URL(request.url).searchParams.get(PAGE_PARAM)?.slice(0, 100) ?? "";
  const editor = page ? await contentPageEditor(env, page) : null;
  if (editor) return { view: "page" as const, editor };
  const [list, pages, opened] = await Promise.all([
    listWebContent(request, env),
    contentPagesOverview(env),
    openedText(request, env),
  ]);
  return { view: "list" as const, ...list, overview: pages, opened, unknownPage: Boolean(page) };
}

export async function action(args: Route.ActionArgs) {
  return runAdminAction(args, webContentFailureTitles, webContentHandlers, { withoutId: webContentWithoutId });
}

export default function WebContent({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData as AdminResult | undefined;
  if (loaderData.view === "page") return <PageEditor editor={loaderData.editor} answer={answer} />;
  return (
    <div className="flex flex-col gap-4">
      {loaderData.unknownPage ? <p role="alert">{adminMessages.webContent.editor.unknownPage}</p> : null}
      <WebContentList list={loaderData} pages={loaderData.overview} opened={loaderData.opened} answer={answer} />
    </div>
  );
}
