import { data, Link, useNavigation } from "react-router";
import { Notice } from "~/components/ui/notice";
import { PageCard } from "~/components/ui/page-card";
import { brand } from "~/config/brand";
import { loadMoveView, moveOwnSession } from "~/features/products/sessions/move.server";
import { NextFreeTimes, SlotPicker } from "~/features/products/sessions/slot-picker";
import { answerSlotPost } from "~/features/products/sessions/slot-post.server";
import { getCloudflare } from "~/lib/context";
import { getMessages, useLocalize, useMessages } from "~/lib/i18n";
import { localeFromPath } from "~/lib/locale";
import { logError } from "~/lib/log";
import { personalPageHeaders } from "~/lib/personal-page";
import type { Route } from "./+types/buchung.$token.verschieben";

/** Moving a 1:1 session from "Meine Buchung" (decision 0151); the language comes from the path. */
const localeOf = (request: Request) => localeFromPath(new URL(request.url).pathname);

export const meta: Route.MetaFunction = ({ location }) => [
  { title: `${getMessages(localeFromPath(location.pathname)).sessionMove.title} – ${brand.productName}` },
  { name: "robots", content: "noindex" },
];

export const headers = personalPageHeaders;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  try {
    const url = new URL(request.url);
    const view = await loadMoveView(getCloudflare(context).env, params.token, url, localeOf(request));
    return data({ view }, { status: view ? 200 : 404 });
  } catch (error) {
    logError("session-move-load-failed", error);
    throw data(null, { status: 503 });
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { status, answer } = await answerSlotPost(request, "session-move-failed", (values, locale) =>
    moveOwnSession(getCloudflare(context).env, params.token, values, locale),
  );
  return data(answer, { status });
}

export default function MoveSessionPage({ loaderData, actionData, params }: Route.ComponentProps) {
  const messages = useMessages();
  const localize = useLocalize();
  const t = messages.sessionMove;
  const busy = useNavigation().state === "submitting";
  const { view } = loaderData;
  const back = localize(`/buchung/${params.token}`);
  if (!view) {
    return (
      <PageCard heading={messages.manageBooking.invalidTitle} tone="bad">
        <p>{messages.manageBooking.invalidText}</p>
      </PageCard>
    );
  }
  const { current, move } = view;
  return (
    <section className="mx-auto max-w-2xl px-5 pt-28 pb-24 sm:pt-32">
      <div className="flex flex-col gap-8 rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-10">
        <header className="flex flex-col gap-3">
          <h1 className="text-3xl leading-tight sm:text-4xl">{t.title}</h1>
          <p className="text-muted">
            {t.current}:{" "}
            <strong className="text-ink" lang={current.titleLang}>
              {current.title}
            </strong>
            , {current.date}, {current.time} · {current.location}
          </p>
        </header>
        {actionData ? (
          actionData.ok ? (
            <Notice tone="success" title={actionData.title}>
              {actionData.text}
            </Notice>
          ) : (
            <Notice tone="error" title={t.failedTitle}>
              <p>{actionData.text}</p>
              {"next" in actionData ? <NextFreeTimes times={actionData.next} place={null} /> : null}
            </Notice>
          )
        ) : null}
        {actionData?.ok ? null : move.state === "open" ? (
          <>
            <p>{t.intro(move.until)}</p>
            {move.picker ? (
              <SlotPicker
                view={move.picker}
                submitLabel={t.submit}
                busyLabel={t.moving}
                busy={busy}
                emptyText={t.noTimes}
              />
            ) : (
              <p className="text-muted">{t.noTimes}</p>
            )}
          </>
        ) : (
          <p className="rounded-xl bg-sand p-5">{move.state === "too_late" ? t.tooLate(move.hours) : t.notPossible}</p>
        )}
        <p>
          <Link to={back} className="font-medium text-accent-strong underline underline-offset-4">
            {t.back}
          </Link>
        </p>
      </div>
    </section>
  );
}
