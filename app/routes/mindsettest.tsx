import { data, Form, type ShouldRevalidateFunctionArgs, useNavigation } from "react-router";
import { brand } from "~/config/brand";
import { Eyebrow } from "~/features/extras/content/blocks";
import { loadContent } from "~/features/extras/content/page.server";
import { pageMeta } from "~/features/extras/content/pages/seo";
import { answerMindsetStep } from "~/features/people/mindset/mindset.server";
import { MindsetTest } from "~/features/people/mindset/mindset-test";
import { getCloudflare } from "~/lib/context";
import { localeFromPath, localizePath } from "~/lib/locale";
import type { Route } from "./+types/mindsettest";

/**
 * The free mindset test on its own page (also inside the home page's dialog, which posts here
 * through a fetcher). The page itself shows nothing personal, so the page cache keeps it like any
 * content page; the answers arrive only in posts, which are never cached (decision 0137).
 */
export const loader = (args: Route.LoaderArgs) => loadContent(args, ["mindsettest", "topics"]);

/** The steps change none of the page's texts: no loader runs again after a post. */
export const shouldRevalidate = ({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) =>
  formMethod?.toUpperCase() === "POST" ? false : defaultShouldRevalidate;

export async function action({ request, context }: Route.ActionArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const { status, answer } = await answerMindsetStep(request, getCloudflare(context).env, locale);
  return data(answer, { status, headers: { "Cache-Control": "private, no-store" } });
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(
    loaderData?.texts.mindsettest.meta.title ?? brand.productName,
    loaderData?.texts.mindsettest.meta.description ?? "",
    "/mindsettest",
    loaderData?.locale,
  );

export default function MindsetTestPage({ loaderData: { locale, texts }, actionData }: Route.ComponentProps) {
  const t = texts.mindsettest;
  const navigation = useNavigation();
  return (
    <section className="bg-gradient-to-b from-sand to-paper">
      <div className="mx-auto max-w-3xl px-5 pt-28 pb-20 sm:pt-36 lg:px-8 lg:pb-28">
        <Eyebrow>{t.intro.eyebrow}</Eyebrow>
        <h1 className="mt-4 text-4xl leading-[1.1] sm:text-5xl">{t.intro.title}</h1>
        <p className="mt-5 text-lg leading-relaxed text-muted">{t.intro.text}</p>
        <div className="mt-10 rounded-3xl border border-line bg-white p-6 shadow-sm sm:p-8">
          <MindsetTest
            texts={t}
            topics={texts.topics}
            answer={actionData}
            StepForm={Form}
            action={localizePath("/mindsettest", locale)}
            busy={navigation.state === "submitting"}
          />
        </div>
      </div>
    </section>
  );
}
