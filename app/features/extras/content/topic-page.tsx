import { RichText } from "~/components/ui/rich-text";
import { ButtonLink } from "~/components/ui/button";
import type { Locale } from "~/lib/locale";
import { CheckList } from "./blocks";
import {
  BulletList,
  CardGrid,
  ContentHero,
  CtaBand,
  Prose,
  Quote,
  RelatedTopics,
  Section,
  StepList,
} from "./pages/sections";
import { lines, type PageTexts } from "./texts";
import { topicLayouts, type Part, type SectionLayout, type Target } from "./topic-layouts";
import { topicCatalogue } from "./topics";
import type { TopicSlug } from "~/config/pages";

type Loose = Record<string, Record<string, string | undefined> | undefined>;

function PartView({ part, texts, locale }: { part: Part; texts: Record<string, string | undefined>; locale: Locale }) {
  const text = (key: string) => texts[key] ?? "";
  const range = (count: number) => Array.from({ length: count }, (_, i) => i + 1);
  switch (part.kind) {
    case "prose":
      return (
        <Prose>
          <RichText text={text("body")} locale={locale} />
        </Prose>
      );
    case "cards":
      return (
        <CardGrid
          columns={part.columns ?? 3}
          cards={range(part.count).map((n) => ({
            title: text(`card${n}Title`),
            text: text(`card${n}Text`),
            ...(texts[`card${n}Label`] ? { label: text(`card${n}Label`) } : {}),
          }))}
        />
      );
    case "steps":
      return (
        <StepList
          steps={range(part.count).map((n) => ({ title: text(`step${n}Title`), text: text(`step${n}Text`) }))}
        />
      );
    case "checks":
      return <CheckList items={lines(text("checks"))} />;
    case "bullets":
      return <BulletList items={lines(text("bullets"))} />;
    case "box":
      return (
        <div className="rounded-2xl border border-line bg-white p-6 sm:p-8">
          <h3 className="text-xl">{text("boxTitle")}</h3>
          <div className="mt-5">
            <CheckList items={lines(text("boxItems"))} />
          </div>
          {part.actions ? <ActionRow actions={part.actions} texts={texts} /> : null}
        </div>
      );
    case "actions":
      return <ActionRow actions={part.actions} texts={texts} />;
  }
}

function ActionRow({ actions, texts }: { actions: readonly Target[]; texts: Record<string, string | undefined> }) {
  return (
    <div className="mt-8 flex flex-wrap gap-3">
      {actions.map((action, i) => (
        <ButtonLink
          key={action.to + i}
          to={action.to}
          size="lg"
          variant={action.variant ?? (i === 0 ? "primary" : "secondary")}
        >
          {texts[`action${i + 1}`] ?? ""}
        </ButtonLink>
      ))}
    </div>
  );
}

function SectionView({ layout, texts, locale }: { layout: SectionLayout; texts: Loose; locale: Locale }) {
  const t = texts[layout.key] ?? {};
  const parts = layout.parts.map((part, i) => <PartView key={i} part={part} texts={t} locale={locale} />);
  return (
    <Section
      title={t.title ?? ""}
      eyebrow={t.eyebrow}
      intro={t.intro}
      tone={layout.tone ?? "paper"}
      {...(layout.id ? { id: layout.id } : {})}
    >
      {layout.split ? (
        <div className="grid gap-10 lg:grid-cols-2">{parts}</div>
      ) : (
        parts.map((part, i) => (
          <div key={i} className={i > 0 ? "mt-10" : ""}>
            {part}
          </div>
        ))
      )}
    </Section>
  );
}

const labelled = (actions: readonly Target[], t: Record<string, string | undefined>) =>
  actions.map((action, i) => ({ ...action, label: t[`action${i + 1}`] ?? "" }));

/** One topic page: its layout (./topic-layouts.ts) filled with its texts from web content. */
export function TopicPage({
  slug,
  locale,
  texts,
}: {
  slug: TopicSlug;
  locale: Locale;
  texts: { topics: PageTexts<"topics"> } & Record<string, unknown>;
}) {
  const layout = topicLayouts[slug];
  const page = texts[slug] as Loose;
  const topics = topicCatalogue(texts.topics);
  const topic = topics.find((entry) => entry.slug === slug);
  const hero = page.hero ?? {};
  const quote = page.quote ?? {};
  const cta = page.cta ?? {};
  return (
    <>
      <ContentHero
        eyebrow={hero.eyebrow ?? topic?.title ?? ""}
        title={hero.title ?? ""}
        image={`/images/topics/${slug}.svg`}
        actions={labelled(layout.heroActions, hero)}
      >
        <p>{topic?.teaser}</p>
        <RichText text={hero.text ?? ""} locale={locale} />
      </ContentHero>
      {layout.before.map((section) => (
        <SectionView key={section.key} layout={section} texts={page} locale={locale} />
      ))}
      {quote.text ? (
        <Quote text={quote.text} author={quote.author ?? ""} {...(quote.source ? { source: quote.source } : {})} />
      ) : null}
      {(layout.after ?? []).map((section) => (
        <SectionView key={section.key} layout={section} texts={page} locale={locale} />
      ))}
      <CtaBand title={cta.title ?? ""} actions={labelled(layout.ctaActions, cta)}>
        <RichText text={cta.text ?? ""} locale={locale} />
      </CtaBand>
      <RelatedTopics current={slug} topics={topics} />
    </>
  );
}
