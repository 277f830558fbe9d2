import { data } from "react-router";
import { brand } from "~/config/brand";
import { INTENT_FIELD, writtenEntries } from "~/features/people/mindset/journal-entries";
import { JournalNotice, JournalPage } from "~/features/people/mindset/journal-page";
import {
  addJournalEntry,
  type EntryResult,
  type OpenJournal,
  openJournal,
  rotateJournalLink,
} from "~/features/people/mindset/journal.server";
import { parsePromptRef, PROMPT_PARAM, SERIES_FIELD } from "~/features/people/mindset/prompts";
import { journalPromptView, sentPrompt, startSeriesFromJournal } from "~/features/people/mindset/prompts.server";
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

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { env } = getCloudflare(context);
  const locale = localeFromPath(new URL(request.url).pathname);
  const journal = await openJournal(env, params.token);
  if (!journal) return data({ state: "closed" as const }, { status: 404 });
  // "Im Journal antworten" from a prompt e-mail: that prompt above the form, if this journal was sent it.
  const ref = parsePromptRef(new URL(request.url).searchParams.get(PROMPT_PARAM));
  const [answering, prompts] = await Promise.all([
    sentPrompt(env, journal.id, ref, locale),
    journalPromptView(env, journal, locale),
  ]);
  return {
    state: "open" as const,
    summary: journal.summary,
    entries: writtenEntries(journal.journal_entries).map(({ id, date, text, shared, prompt }) => ({
      id,
      date,
      text,
      shared,
      prompt: prompt ?? null,
    })),
    answering,
    prompts: { running: prompts.running, offered: prompts.offered },
  };
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
      : intent === "start-series"
        ? await startSeries(request, env, journal, locale)
        : await addJournalEntry(request, env, journal, locale, Date.now(), (ref) =>
            sentPrompt(env, journal.id, parsePromptRef(ref), locale),
          );
  return data(result, { status, headers: { ...headers, "Cache-Control": "private, no-store" } });
}

/** "Impulse starten" (decision 0158), answered in the journal page's own result shape. */
async function startSeries(request: Request, env: Env, journal: OpenJournal, locale: "de" | "en") {
  const answer = await startSeriesFromJournal(request, env, journal, locale);
  const result: EntryResult = answer.result.ok
    ? { ok: true, intent: "start-series", state: answer.result.state }
    : { ok: false, error: answer.result.error, field: answer.result.field ?? SERIES_FIELD };
  return { ...answer, result };
}

export default function JournalRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useMessages().journal;
  if (actionData?.ok && actionData.intent === "rotate")
    return <JournalNotice heading={t.page.newLink} text={t.page.newLinkSent} />;
  if (loaderData.state === "closed") return <JournalNotice heading={t.page.heading} text={t.linkErrors.closed} bad />;
  return <JournalPage journal={loaderData} answer={actionData} />;
}
