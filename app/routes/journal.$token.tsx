import { data } from "react-router";
import { brand } from "~/config/brand";
import { INTENT_FIELD, writtenEntries } from "~/features/mindset/journal-entries";
import { JournalNotice, JournalPage } from "~/features/mindset/journal-page";
import {
  addJournalEntry,
  type EntryResult,
  type OpenJournal,
  openJournal,
  rotateJournalLink,
} from "~/features/mindset/journal.server";
import { getCloudflare } from "~/lib/context";
import { getMessages, useMessages } from "~/lib/i18n";
import { localeFromPath } from "~/lib/locale";
import { personalPageHeaders } from "~/lib/personal-page";
import type { Route } from "./+types/journal.$token";

/** One person's journal: never kept by the page cache or any other cache. */
export const headers = personalPageHeaders;

export const meta: Route.MetaFunction = ({ location }) => [
  { title: `${getMessages(localeFromPath(location.pathname)).journal.page.title} – ${brand.productName}` },
  { name: "robots", content: "noindex" },
];

const view = (journal: OpenJournal) => ({
  state: "open" as const,
  summary: journal.summary,
  entries: writtenEntries(journal.journal_entries).map(({ id, date, text, shared }) => ({ id, date, text, shared })),
});

export async function loader({ params, context }: Route.LoaderArgs) {
  const journal = await openJournal(getCloudflare(context).env, params.token);
  if (!journal) return data({ state: "closed" as const }, { status: 404 });
  return view(journal);
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const { env } = getCloudflare(context);
  const locale = localeFromPath(new URL(request.url).pathname);
  const journal = await openJournal(env, params.token);
  if (!journal)
    return data<EntryResult>({ ok: false, error: getMessages(locale).journal.linkErrors.closed }, { status: 404 });
  const intent = (
    await request
      .clone()
      .formData()
      .catch(() => null)
  )?.get(INTENT_FIELD);
  const { status, result, headers } =
    intent === "rotate"
      ? await rotateJournalLink(request, env, journal, locale)
      : await addJournalEntry(request, env, journal, locale);
  return data(result, { status, headers: { ...headers, "Cache-Control": "private, no-store" } });
}

export default function JournalRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useMessages().journal;
  if (actionData?.ok && actionData.intent === "rotate")
    return <JournalNotice heading={t.page.newLink} text={t.page.newLinkSent} />;
  if (loaderData.state === "closed") return <JournalNotice heading={t.page.heading} text={t.linkErrors.closed} bad />;
  return <JournalPage journal={loaderData} answer={actionData} />;
}
