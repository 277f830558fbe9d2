import { useId } from "react";
import { ButtonLink } from "~/components/ui/button";
import { Link } from "react-router";
import { useLocalize, useMessages } from "~/lib/i18n";
import { Eyebrow, SectionHeading } from "~/features/extras/content/blocks";
import type { Topic, TopicSlug } from "~/features/extras/content/topics";
import { LazyImage } from "~/components/ui/lazy-image";
import { Artwork } from "~/components/ui/artwork";

/**
 * Building blocks of the content pages (about and the nine topic pages): each page only supplies
 * its copy, so all of them share one rhythm, one type scale and one set of accessible patterns.
 */

export interface CtaLink {
  label: string;
  to: string;
  variant?: "primary" | "secondary";
}

function Actions({ actions, onDark = false }: { actions: readonly CtaLink[]; onDark?: boolean }) {
  return (
    <div className="mt-8 flex flex-wrap gap-3">
      {actions.map((action, index) => {
        const variant = action.variant ?? (index === 0 ? "primary" : "secondary");
        // On the dark band the primary button turns light, so it keeps its contrast.
        const onDarkClass =
          variant === "primary"
            ? "bg-white! text-accent-strong! hover:bg-accent-soft!"
            : "border-white! bg-transparent! text-white! hover:bg-white/10!";
        return (
          <ButtonLink
            key={action.label}
            to={action.to}
            variant={variant}
            size="lg"
            className={onDark ? onDarkClass : ""}
          >
            {action.label}
          </ButtonLink>
        );
      })}
    </div>
  );
}

interface ContentHeroProps {
  eyebrow: string;
  title: string;
  image: string;
  /** Decorative by default: the illustrations are abstract and the heading says it all. */
  imageAlt?: string;
  children: React.ReactNode;
  actions?: readonly CtaLink[];
  /** Upright 4:5 artwork (the portrait) instead of the 4:3 topic illustrations. */
  portrait?: boolean;
  /** Resized copies when `image` is her uploaded photo (decision 0164). */
  imageSrcSet?: string | undefined;
}

/** Two-column hero with an illustration; the top padding clears the fixed navigation. */
export function ContentHero({
  eyebrow,
  title,
  image,
  imageAlt = "",
  children,
  actions,
  portrait = false,
  imageSrcSet,
}: ContentHeroProps) {
  return (
    <section className="bg-gradient-to-b from-sand to-paper">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-5 pt-28 pb-14 sm:pt-36 lg:grid-cols-[7fr_5fr] lg:gap-16 lg:px-8 lg:pb-20">
        <div>
          <Eyebrow>{eyebrow}</Eyebrow>
          <h1 className="mt-4 text-4xl leading-[1.1] sm:text-5xl lg:text-6xl">{title}</h1>
          <div className="mt-6 max-w-2xl space-y-4 text-lg leading-relaxed text-muted">{children}</div>
          {actions ? <Actions actions={actions} /> : null}
        </div>
        <Artwork
          src={image}
          alt={imageAlt}
          srcSet={imageSrcSet}
          sizes="(min-width: 1024px) 28rem, 24rem"
          width={800}
          height={portrait ? 1000 : 600}
          // A photo of any proportions fills the drawing's 4:5 box (object-cover keeps it undistorted).
          className={`w-full rounded-3xl border border-line bg-sand object-cover shadow-sm ${portrait ? "mx-auto aspect-[4/5] max-w-sm lg:max-w-none" : ""}`}
        />
      </div>
    </section>
  );
}

interface SectionProps {
  title: string;
  eyebrow?: string;
  intro?: React.ReactNode;
  /** Anchor target (scroll-margin keeps the heading clear of the fixed navigation). */
  id?: string;
  tone?: "paper" | "sand" | "white";
  center?: boolean;
  children?: React.ReactNode;
}

const tones = { paper: "bg-paper", sand: "bg-sand", white: "bg-white" } as const;

/** A titled page section; its <h2> names the region for assistive technology. */
export function Section({ title, eyebrow, intro, id, tone = "paper", center = false, children }: SectionProps) {
  const headingId = useId();
  return (
    <section id={id} aria-labelledby={headingId} className={`${tones[tone]} scroll-mt-24`}>
      <div className="mx-auto max-w-6xl px-5 py-16 lg:px-8 lg:py-24">
        <SectionHeading id={headingId} eyebrow={eyebrow} title={title} intro={intro} center={center} />
        {children ? <div className="mt-10">{children}</div> : null}
      </div>
    </section>
  );
}

/** Running text with a comfortable line length. */
export function Prose({ children }: { children: React.ReactNode }) {
  return (
    <div className="max-w-3xl space-y-5 text-lg leading-relaxed text-ink/90 [&_strong]:font-semibold [&_strong]:text-ink">
      {children}
    </div>
  );
}

/** Text beside a small illustration, for sections that would otherwise be a wall of text. */
export function ProseWithImage({ image, children }: { image: string; children: React.ReactNode }) {
  return (
    <div className="grid items-start gap-10 lg:grid-cols-[3fr_2fr]">
      <Prose>{children}</Prose>
      <LazyImage src={image} width={800} height={600} className="w-full rounded-3xl border border-line bg-sand" />
    </div>
  );
}

export interface QuoteProps {
  text: string;
  author: string;
  /** Work the quote comes from, shown after the author. */
  source?: string;
}

export function Quote({ text, author, source }: QuoteProps) {
  const messages = useMessages();
  return (
    <section aria-label={messages.site.shell.quote} className="bg-accent-soft">
      <figure className="mx-auto max-w-4xl px-5 py-16 text-center lg:py-24">
        <svg viewBox="0 0 48 36" className="mx-auto h-9 w-12 text-accent" fill="currentColor" aria-hidden="true">
          <path d="M0 36V22C0 9 7 1.5 19 0l2 5C14 7 11 11 10.5 17H20v19H0Zm27 0V22C27 9 34 1.5 46 0l2 5c-7 2-10 6-10.5 12H47v19H27Z" />
        </svg>
        <blockquote className="mt-6 font-serif text-2xl leading-snug text-ink sm:text-3xl">
          <p>„{text}“</p>
        </blockquote>
        <figcaption className="mt-6 text-base text-muted">
          <span className="font-semibold text-accent-strong">{author}</span>
          {source ? <cite className="not-italic">, {source}</cite> : null}
        </figcaption>
      </figure>
    </section>
  );
}

export interface Step {
  title: string;
  text: string;
}

/** Numbered process: a real ordered list, the numbers are drawn for sighted readers only. */
export function StepList({ steps }: { steps: readonly Step[] }) {
  const messages = useMessages();
  return (
    <ol className={`grid gap-4 sm:grid-cols-2 sm:gap-6 ${steps.length === 3 ? "lg:grid-cols-3" : "lg:grid-cols-4"}`}>
      {steps.map((step, index) => (
        // Number beside the text on phones (shorter page), above it from sm on.
        <li key={step.title} className="flex gap-4 rounded-2xl border border-line bg-white p-5 sm:block sm:p-6">
          <span
            aria-hidden="true"
            className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent font-serif text-lg font-semibold text-white sm:size-11"
          >
            {index + 1}
          </span>
          <div>
            <h3 className="text-xl sm:mt-5">
              <span className="sr-only">
                {messages.site.shell.step} {index + 1}:{" "}
              </span>
              {step.title}
            </h3>
            <p className="mt-2 leading-relaxed text-muted">{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}

export interface Card {
  title: string;
  text: string;
  /** Optional short label above the title, e.g. a dimension or area. */
  label?: string;
}

/** Grid of equal cards, each with its own <h3>. */
export function CardGrid({ cards, columns = 3 }: { cards: readonly Card[]; columns?: 2 | 3 | 4 }) {
  const cols = { 2: "sm:grid-cols-2", 3: "sm:grid-cols-2 lg:grid-cols-3", 4: "sm:grid-cols-2 lg:grid-cols-4" }[columns];
  return (
    <ul className={`grid gap-6 ${cols}`}>
      {cards.map((card) => (
        <li key={card.title} className="flex flex-col rounded-2xl border border-line bg-white p-6">
          {card.label ? (
            <p className="text-xs font-semibold tracking-[0.14em] text-accent uppercase">{card.label}</p>
          ) : null}
          <h3 className={`text-xl ${card.label ? "mt-2" : ""}`}>{card.title}</h3>
          <p className="mt-2 leading-relaxed text-muted">{card.text}</p>
        </li>
      ))}
    </ul>
  );
}

/** Simple bullet list with sage dots, for lists that are not benefits (those use CheckList). */
export function BulletList({ items }: { items: readonly string[] }) {
  return (
    <ul className="max-w-3xl space-y-3 text-lg leading-relaxed">
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <span aria-hidden="true" className="mt-2.5 size-2 shrink-0 rounded-full bg-accent" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

interface CtaBandProps {
  title: string;
  children?: React.ReactNode;
  actions: readonly CtaLink[];
  id?: string;
}

/** Closing call to action on a dark sage band (white text on #2f6b5e: contrast 6.2:1). */
export function CtaBand({ title, children, actions, id }: CtaBandProps) {
  const headingId = useId();
  return (
    <section id={id} aria-labelledby={headingId} className="scroll-mt-24 bg-paper px-5 py-12 lg:px-8 lg:py-16">
      <div className="mx-auto max-w-5xl overflow-hidden rounded-3xl bg-accent px-6 py-12 text-white sm:px-12 sm:py-16">
        <h2 id={headingId} className="max-w-2xl text-3xl leading-tight sm:text-4xl">
          {title}
        </h2>
        {children ? (
          <div className="mt-4 max-w-2xl space-y-3 text-lg leading-relaxed text-white/90">{children}</div>
        ) : null}
        <Actions actions={actions} onDark />
      </div>
    </section>
  );
}

/** Three other topics at the end of a topic page, so readers find their next step. */
export function RelatedTopics({ current, topics }: { current: TopicSlug; topics: readonly Topic[] }) {
  const shell = useMessages().site.shell;
  const localize = useLocalize();
  const index = topics.findIndex((t) => t.slug === current);
  // The next three in catalogue order (wrapping around): every page links onwards differently.
  const related = [1, 2, 3].map((offset) => topics[(index + offset) % topics.length]).filter((t) => t !== undefined);
  return (
    <Section title={shell.relatedTitle} eyebrow={shell.relatedEyebrow} tone="sand">
      <ul className="grid gap-4 sm:gap-6 lg:grid-cols-3">
        {related.map((topic) => (
          <li key={topic.slug}>
            {/* A small thumbnail row on phones keeps the page short; a full card from lg on. */}
            <Link
              to={localize(topic.href)}
              className="group flex h-full items-center gap-4 overflow-hidden rounded-2xl border border-line bg-white p-3 transition-shadow hover:shadow-lg lg:flex-col lg:items-stretch lg:gap-0 lg:p-0"
            >
              <LazyImage
                src={topic.image}
                width={800}
                height={600}
                className="w-24 shrink-0 rounded-xl bg-sand sm:w-36 lg:w-full lg:rounded-none"
              />
              <span className="flex flex-col lg:p-6">
                <span className="font-serif text-lg font-semibold text-ink group-hover:text-accent lg:text-xl">
                  {topic.title}
                </span>
                <span className="mt-1 text-sm leading-relaxed text-muted lg:mt-2 lg:text-base">{topic.teaser}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
