import { RichText } from "~/components/ui/rich-text";
import { brand } from "~/config/brand";
import { CheckList } from "~/features/extras/content/blocks";
import { loadContent } from "~/features/extras/content/page.server";
import { readPortrait } from "~/features/extras/content/content.server";
import {
  CardGrid,
  ContentHero,
  CtaBand,
  Prose,
  ProseWithImage,
  Quote,
  Section,
  StepList,
} from "~/features/extras/content/pages/sections";
import { pageMeta } from "~/features/extras/content/pages/seo";
import { lines } from "~/features/extras/content/texts";
import { portraitView } from "~/features/extras/images/library.server";
import { getCloudflare } from "~/lib/context";
import type { Route } from "./+types/about";

export async function loader(args: Route.LoaderArgs) {
  const content = await loadContent(args, ["about"]);
  // Her uploaded photo when she chose one (decision 0164), otherwise the drawn portrait.
  const env = getCloudflare(args.context).env;
  return { ...content, portrait: portraitView(await readPortrait(args.context, env), env, content.locale) };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(
    loaderData?.texts.about.meta.title ?? brand.coach.name,
    loaderData?.texts.about.meta.description ?? "",
    "/about",
    loaderData?.locale,
  );

const n3 = [1, 2, 3] as const;
const n4 = [1, 2, 3, 4] as const;

export default function AboutPage({ loaderData: { locale, texts, portrait } }: Route.ComponentProps) {
  const t = texts.about;
  return (
    <>
      <ContentHero
        eyebrow={t.hero.eyebrow}
        title={t.hero.title}
        image={portrait?.src ?? "/images/portrait.svg"}
        imageAlt={portrait?.alt ?? t.hero.imageAlt}
        imageSrcSet={portrait?.srcSet}
        portrait
        actions={[
          { label: t.hero.primary, to: "/contact" },
          { label: t.hero.secondary, to: "/angebote" },
        ]}
      >
        <RichText text={t.hero.body} locale={locale} />
      </ContentHero>

      <Section eyebrow={t.story.eyebrow} title={t.story.title}>
        <ProseWithImage image="/images/topics/sinn.svg">
          <RichText text={t.story.body} locale={locale} />
        </ProseWithImage>
      </Section>

      <Section eyebrow={t.training.eyebrow} title={t.training.title} tone="sand">
        <div className="grid gap-10 lg:grid-cols-2">
          <Prose>
            <RichText text={t.training.body} locale={locale} />
          </Prose>
          <div className="rounded-2xl border border-line bg-white p-6 sm:p-8">
            <CheckList items={lines(t.training.list)} />
          </div>
        </div>
      </Section>

      <Section eyebrow={t.clients.eyebrow} title={t.clients.title} intro={t.clients.intro}>
        <CardGrid cards={n3.map((n) => ({ title: t.clients[`card${n}Title`], text: t.clients[`card${n}Text`] }))} />
      </Section>

      <Section eyebrow={t.philosophy.eyebrow} title={t.philosophy.title} tone="sand">
        <Prose>
          <RichText text={t.philosophy.body} locale={locale} />
        </Prose>
      </Section>

      <Section eyebrow={t.approach.eyebrow} title={t.approach.title} intro={t.approach.intro}>
        <StepList steps={n4.map((n) => ({ title: t.approach[`step${n}Title`], text: t.approach[`step${n}Text`] }))} />
        <div className="mt-12 rounded-2xl border border-line bg-white p-6 sm:p-10">
          <h3 className="text-2xl">{t.approach.formatsTitle}</h3>
          <ul className="mt-6 grid gap-x-10 gap-y-4 text-ink sm:grid-cols-2">
            {/* One format per line: "Name: detail". */}
            {lines(t.approach.formats).map((line) => {
              const [format = line, ...detail] = line.split(": ");
              return (
                <li key={line} className="flex flex-col border-b border-line pb-3">
                  <span className="font-semibold">{format}</span>
                  <span className="text-muted">{detail.join(": ")}</span>
                </li>
              );
            })}
          </ul>
          <p className="mt-6 text-muted">{t.approach.places}</p>
        </div>
      </Section>

      <Quote text={t.quote.text} author={brand.coach.name} />

      <Section eyebrow={t.vision.eyebrow} title={t.vision.title}>
        <Prose>
          <RichText text={t.vision.body} locale={locale} />
        </Prose>
      </Section>

      <CtaBand
        title={t.cta.title}
        actions={[
          { label: t.cta.primary, to: "/contact" },
          { label: t.cta.secondary, to: "/angebote" },
        ]}
      >
        <p>{t.cta.text}</p>
      </CtaBand>
    </>
  );
}
