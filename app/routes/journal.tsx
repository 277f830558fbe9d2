import { data, redirect } from "react-router";
import { PageCard } from "~/components/ui/page-card";
import { brand } from "~/config/brand";
import { JournalStartForm } from "~/features/journal/journal-start-form";
import { handleJournalStart } from "~/features/journal/journal.server";
import { MINDSET_QUESTIONS, type QuestionId } from "~/features/mindset/questions";
import { getCloudflare } from "~/lib/context";
import { getMessages, useMessages } from "~/lib/i18n";
import { localeFromPath, localizePath } from "~/lib/locale";
import type { Route } from "./+types/journal";

export { formRouteHeaders as headers } from "~/lib/forms";

export const meta: Route.MetaFunction = ({ location }) => [
  { title: `${getMessages(localeFromPath(location.pathname)).journal.start.heading} – ${brand.productName}` },
  { name: "robots", content: "noindex" },
];

/** Nothing to show without a post: the form lives under the test's result. */
export function loader({ request }: Route.LoaderArgs) {
  return redirect(localizePath("/mindsettest", localeFromPath(new URL(request.url).pathname)));
}

/** "Ergebnis per E-Mail und Journal starten" (feature: app/features/journal/journal.server.ts). */
export async function action({ request, context }: Route.ActionArgs) {
  const { env, ctx } = getCloudflare(context);
  const locale = localeFromPath(new URL(request.url).pathname);
  const { status, result, headers } = await handleJournalStart(request, env, ctx, locale);
  return data(result, { status, headers: { ...headers, "Cache-Control": "private, no-store" } });
}

/** The answer of a post without JavaScript: the message, and on a refusal the form again. */
export default function JournalStart({ actionData }: Route.ComponentProps) {
  const t = useMessages().journal.start;
  const values = actionData?.ok === false ? actionData.values : undefined;
  const answers = Object.fromEntries(
    MINDSET_QUESTIONS.filter((q) => /^[0-3]$/.test(values?.[q.id] ?? "")).map((q) => [q.id, Number(values?.[q.id])]),
  ) as Partial<Record<QuestionId, number>>;
  return (
    <PageCard heading={t.heading}>
      <JournalStartForm answers={answers} answer={actionData} />
    </PageCard>
  );
}
