import { data, Form, useNavigation } from "react-router";
import { ButtonLink, SubmitButton } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { brand } from "~/config/brand";
import { checkInOwn, checkinOfToken } from "~/features/products/courses/booking-view.server";
import { getCloudflare } from "~/lib/context";
import { getMessages, useLocalize, useMessages } from "~/lib/i18n";
import { localeFromPath } from "~/lib/locale";
import { logError } from "~/lib/log";
import type { Route } from "./+types/buchung.$token.checkin";

const localeOf = (request: Request) => localeFromPath(new URL(request.url).pathname);

export const meta: Route.MetaFunction = ({ location }) => [
  { title: `${getMessages(localeFromPath(location.pathname)).course.checkinTitle} – ${brand.productName}` },
  { name: "robots", content: "noindex" },
];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

/** GET shows today's date and the button; it records nothing (mail scanners open links). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  try {
    const today = await checkinOfToken(getCloudflare(context).env, params.token, localeOf(request));
    return { label: today?.label ?? null };
  } catch (error) {
    logError("course-checkin-failed", error);
    throw data(null, { status: 503 });
  }
}

/** Only the button's POST records her present on today's date. */
export async function action({ params, context }: Route.ActionArgs) {
  try {
    const result = await checkInOwn(getCloudflare(context).env, params.token);
    return data({ ok: result.ok }, { status: result.ok ? 200 : 409 });
  } catch (error) {
    logError("course-checkin-failed", error);
    return data({ ok: false }, { status: 503 });
  }
}

export default function CheckIn({ loaderData, actionData, params }: Route.ComponentProps) {
  const t = useMessages().course;
  const localize = useLocalize();
  const busy = useNavigation().state === "submitting";
  return (
    <section className="mx-auto max-w-xl px-5 pt-32 pb-24">
      <div className="flex flex-col gap-5 rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-10">
        <h1 className="text-3xl">{t.checkinTitle}</h1>
        {actionData?.ok ? (
          <Notice tone="success" title={t.checkinTitle}>
            {t.checkinDone}
          </Notice>
        ) : loaderData.label ? (
          <>
            <p>{t.checkinText(loaderData.label)}</p>
            <Form method="post">
              <SubmitButton size="lg" busy={busy} busyLabel="…">
                {t.checkinButton}
              </SubmitButton>
            </Form>
          </>
        ) : (
          <p className="text-muted">{t.checkinNone}</p>
        )}
        <ButtonLink to={localize(`/buchung/${params.token}`)} variant="ghost" className="self-start">
          {useMessages().manageBooking.title}
        </ButtonLink>
      </div>
    </section>
  );
}
