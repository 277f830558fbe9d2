import { data, Form, useNavigation } from "react-router";
import { SubmitButton } from "~/components/ui/button";
import { PageCard } from "~/components/ui/page-card";
import { brand } from "~/config/brand";
import { inspectPromptStop, type StopState, stopPromptSubscription } from "~/features/people/mindset/prompts.server";
import { getCloudflare } from "~/lib/context";
import { formValues } from "~/lib/forms";
import { getMessages, useMessages } from "~/lib/i18n";
import { localeFromPath } from "~/lib/locale";
import { logError } from "~/lib/log";
import { personalPageHeaders } from "~/lib/personal-page";
import type { Route } from "./+types/journal.impulse.beenden";

/** One person's link page: never kept by the page cache or any other cache. */
export const headers = personalPageHeaders;

export const meta: Route.MetaFunction = ({ location }) => [
  { title: `${getMessages(localeFromPath(location.pathname)).prompts.stopPage.title} – ${brand.productName}` },
  { name: "robots", content: "noindex" },
];

const statusOf = (state: StopState) =>
  ({ missing: 400, invalid: 400, gone: 410, error: 503 })[state.state as string] ?? 200;
const answer = (state: StopState) => data(state, { status: statusOf(state) });
const localeOf = (request: Request) => localeFromPath(new URL(request.url).pathname);

/** GET: shows the button only; a mail scanner opening the link stops nothing (decision 0158). */
export async function loader({ request, context }: Route.LoaderArgs) {
  try {
    const token = new URL(request.url).searchParams.get("token");
    return answer(await inspectPromptStop(getCloudflare(context).env, token, localeOf(request)));
  } catch (error) {
    logError("prompt-stop-page-failed", error);
    return answer({ state: "error" });
  }
}

/** The button's POST, or a mail client's RFC 8058 one-click POST (the token in the address). */
export async function action({ request, context }: Route.ActionArgs) {
  try {
    const values = formValues(await request.formData());
    const token = values.token ?? new URL(request.url).searchParams.get("token");
    return answer(await stopPromptSubscription(getCloudflare(context).env, token, localeOf(request)));
  } catch (error) {
    logError("prompt-stop-failed", error);
    return answer({ state: "error" });
  }
}

export default function StopPrompts({ loaderData, actionData }: Route.ComponentProps) {
  const state = actionData ?? loaderData;
  const messages = useMessages();
  const t = messages.prompts.stopPage;
  const busy = useNavigation().state === "submitting";
  if (state.state === "ready") {
    return (
      <PageCard heading={t.heading}>
        <p>{t.text(state.name)}</p>
        <Form method="post">
          <input type="hidden" name="token" value={state.token} />
          <SubmitButton size="lg" busy={busy} busyLabel={t.busy}>
            {t.button}
          </SubmitButton>
        </Form>
      </PageCard>
    );
  }
  if (state.state === "stopped" || state.state === "already") {
    return (
      <PageCard heading={t.heading}>
        <p role="status">{state.state === "stopped" ? t.done : t.already}</p>
      </PageCard>
    );
  }
  const text =
    state.state === "error" ? `${messages.common.error.title}. ${messages.common.error.text}` : t[state.state];
  return (
    <PageCard heading={t.heading} tone="bad">
      <p>{text}</p>
    </PageCard>
  );
}
