import { data, Form, redirect, useNavigation } from "react-router";
import { ButtonLink, SubmitButton } from "~/components/ui/button";
import { PageCard } from "~/components/ui/page-card";
import { brand } from "~/config/brand";
import { readTexts } from "~/features/extras/content/content.server";
import { resultInWords } from "~/features/people/mindset/journal-entries";
import { type ConfirmState, confirmJournal, inspectJournalConfirm } from "~/features/people/mindset/journal.server";
import { getCloudflare } from "~/lib/context";
import { getMessages, useLocalize, useMessages } from "~/lib/i18n";
import { localeFromPath } from "~/lib/locale";
import { logError } from "~/lib/log";
import { personalPageHeaders } from "~/lib/personal-page";
import type { Route } from "./+types/journal.bestaetigen";

/** One person's link page: never kept by the page cache or any other cache. */
export const headers = personalPageHeaders;

export const meta: Route.MetaFunction = ({ location }) => [
  { title: `${getMessages(localeFromPath(location.pathname)).journal.confirmPage.title} – ${brand.productName}` },
  { name: "robots", content: "noindex" },
];

const statusOf = (state: ConfirmState) =>
  ({ missing: 400, invalid: 400, expired: 410, gone: 410, error: 503 })[state.state as string] ?? 200;
const answer = (state: ConfirmState) => data(state, { status: statusOf(state) });

/** GET: checks the link only (mail scanners open links); the button below confirms. */
export async function loader({ request, context }: Route.LoaderArgs) {
  try {
    const token = new URL(request.url).searchParams.get("token");
    return answer(await inspectJournalConfirm(getCloudflare(context).env, token));
  } catch (error) {
    logError("journal-confirm-page-failed", error);
    return answer({ state: "error" });
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const { env } = getCloudflare(context);
  try {
    const token = (await request.formData()).get("token");
    const state = await confirmJournal(env, typeof token === "string" ? token : null, async (result, locale) => {
      const texts = await readTexts(context, env, locale, ["mindsettest", "topics"]);
      return resultInWords(result, texts.mindsettest, texts.topics);
    });
    // Confirmed: straight into the new journal (its link also arrives by e-mail).
    if (state.state === "confirmed") return redirect(state.journalPath, { headers: { "Cache-Control": "no-store" } });
    return answer(state);
  } catch (error) {
    logError("journal-confirm-failed", error);
    return answer({ state: "error" });
  }
}

export default function ConfirmJournal({ loaderData, actionData }: Route.ComponentProps) {
  const state = actionData ?? loaderData;
  const messages = useMessages();
  const localize = useLocalize();
  const busy = useNavigation().state === "submitting";
  const t = messages.journal;
  if (state.state === "ready") {
    return (
      <PageCard heading={t.confirmPage.heading}>
        <p>{t.confirmPage.text}</p>
        <Form method="post">
          <input type="hidden" name="token" value={state.token} />
          <SubmitButton size="lg" busy={busy} busyLabel={t.confirmPage.busy}>
            {t.confirmPage.button}
          </SubmitButton>
        </Form>
      </PageCard>
    );
  }
  if (state.state === "already") {
    return (
      <PageCard heading={t.confirmPage.heading}>
        <p>{t.confirmPage.alreadyText}</p>
      </PageCard>
    );
  }
  const text =
    state.state === "error"
      ? `${messages.common.error.title}. ${messages.common.error.text}`
      : state.state === "confirmed"
        ? ""
        : t.linkErrors[state.state];
  return (
    <PageCard heading={t.confirmPage.heading} tone="bad">
      <p>{text}</p>
      <ButtonLink to={localize("/mindsettest")} variant="secondary" className="self-start">
        {messages.site.home.mindsetTest}
      </ButtonLink>
    </PageCard>
  );
}
