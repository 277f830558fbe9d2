import { data, Link } from "react-router";
import { PageCard } from "~/components/ui/page-card";
import { brand } from "~/config/brand";
import { JournalStartForm } from "~/features/people/mindset/journal-start-form";
import { handleJournalStart } from "~/features/people/mindset/journal.server";
import { MINDSET_QUESTIONS, type QuestionId } from "~/features/people/mindset/questions";
import { getCloudflare } from "~/lib/context";
import { getMessages, useLocalize, useMessages } from "~/lib/i18n";
import { localeFromPath } from "~/lib/locale";
import type { Route } from "./+types/journal";

export { formRouteHeaders as headers } from "~/lib/forms";

export const meta: Route.MetaFunction = ({ location }) => [
  { title: `${getMessages(localeFromPath(location.pathname)).journal.start.heading} – ${brand.productName}` },
  { name: "robots", content: "noindex" },
];

/**
 * Nothing to load: the form lives under the test's result. No redirect either, because React Router
 * runs this loader after a plain (no-JavaScript) post too, and the answer must stay on this page.
 */
export function loader() {
  return null;
}

/** "Ergebnis per E-Mail und Journal starten" (feature: app/features/people/mindset/journal.server.ts). */
export async function action({ request, context }: Route.ActionArgs) {
  const { env, ctx } = getCloudflare(context);
  const locale = localeFromPath(new URL(request.url).pathname);
  const { status, result, headers } = await handleJournalStart(request, env, ctx, locale);
  return data(result, { status, headers: { ...headers, "Cache-Control": "private, no-store" } });
}

/** The answer of a post without JavaScript: the message, and on a refusal the form again. */
export default function JournalStart({ actionData }: Route.ComponentProps) {
  const messages = useMessages();
  const t = messages.journal.start;
  const values = actionData?.ok === false ? actionData.values : undefined;
  const answers = Object.fromEntries(
    MINDSET_QUESTIONS.filter((q) => /^[0-3]$/.test(values?.[q.id] ?? "")).map((q) => [q.id, Number(values?.[q.id])]),
  ) as Partial<Record<QuestionId, number>>;
  const localize = useLocalize();
  if (!actionData) {
    // Opened without a post: the way to the test, whose result carries the form.
    return (
      <PageCard heading={t.heading}>
        <p>{t.text}</p>
        <Link to={localize("/mindsettest")} className="self-start text-accent underline underline-offset-4">
          {messages.site.home.mindsetTest}
        </Link>
      </PageCard>
    );
  }
  return (
    <PageCard heading={t.heading}>
      <JournalStartForm answers={answers} answer={actionData} />
    </PageCard>
  );
}
