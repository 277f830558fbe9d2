import { Link } from "react-router";
import { useLocalize, useMessages } from "~/lib/i18n";
import type { Offer } from "./offers";
import type { Topic } from "./topics";
import { SESSION_PATH } from "~/config/pages";
import { LazyImage } from "~/components/ui/lazy-image";

/** Small building blocks shared by the marketing pages, so every page looks the same. */

export function Eyebrow({ children }: { children: React.ReactNode }) {
  return <p className="text-sm font-semibold tracking-[0.14em] text-accent uppercase">{children}</p>;
}

interface SectionHeadingProps {
  eyebrow?: string;
  title: string;
  intro?: React.ReactNode;
  id?: string;
  center?: boolean;
}

export function SectionHeading({ eyebrow, title, intro, id, center = false }: SectionHeadingProps) {
  return (
    <div className={center ? "mx-auto max-w-2xl text-center" : "max-w-2xl"}>
      {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
      <h2 id={id} className="mt-3 text-3xl leading-tight sm:text-4xl">
        {title}
      </h2>
      {intro ? <p className="mt-4 text-lg leading-relaxed text-muted">{intro}</p> : null}
    </div>
  );
}

/** Hero of an inner page: leaves room for the fixed navigation. */
export function PageHero({
  eyebrow,
  title,
  children,
}: {
  eyebrow?: string;
  title: string;
  children?: React.ReactNode;
}) {
  return (
    <section className="bg-gradient-to-b from-sand to-paper">
      <div className="mx-auto max-w-4xl px-5 pt-32 pb-16 text-center sm:pt-40 sm:pb-20">
        {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
        <h1 className="mt-4 text-4xl leading-tight sm:text-6xl">{title}</h1>
        {children ? <div className="mx-auto mt-6 max-w-2xl text-lg leading-relaxed text-muted">{children}</div> : null}
      </div>
    </section>
  );
}

export function TopicCard({ topic }: { topic: Topic }) {
  const localize = useLocalize();
  return (
    <Link
      to={localize(topic.href)}
      className="group flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-white transition-shadow hover:shadow-lg"
    >
      <LazyImage src={topic.image} width={480} height={360} className="aspect-[4/3] w-full bg-sand object-cover" />
      <span className="flex flex-1 flex-col p-6">
        <span className="font-serif text-xl font-semibold text-ink group-hover:text-accent">{topic.title}</span>
        <span className="mt-2 leading-relaxed text-muted">{topic.teaser}</span>
      </span>
    </Link>
  );
}

/** Compact offer card for the home page; /angebote shows the full version. */
export function OfferCard({ offer }: { offer: Offer }) {
  const localize = useLocalize();
  const bookSession = useMessages().site.offers.bookSession;
  return (
    <article className="flex h-full flex-col rounded-2xl border border-line bg-white p-6">
      <LazyImage src={offer.image} width={96} height={72} className="h-18 w-24 rounded-xl bg-sand object-cover" />
      <h3 className="mt-5 text-xl">{offer.title}</h3>
      <p className="mt-2 flex-1 leading-relaxed text-muted">{offer.description}</p>
      <Link
        to={localize(offer.cta.to)}
        className="mt-5 inline-flex items-center gap-1 font-medium text-accent underline-offset-4 hover:underline"
      >
        {offer.cta.label}
        <span className="sr-only">: {offer.title}</span>
        <span aria-hidden="true">→</span>
      </Link>
      {offer.slug === "einzelcoaching" ? (
        // The paid session straight in the scheduler (issue 51).
        <Link
          to={localize(SESSION_PATH)}
          className="mt-2 inline-flex items-center gap-1 font-medium text-accent underline-offset-4 hover:underline"
        >
          {bookSession}
          <span aria-hidden="true">→</span>
        </Link>
      ) : null}
    </article>
  );
}

export interface FaqItem {
  question: string;
  answer: string;
}

/** FAQ on native <details>: works without JavaScript and with the keyboard. */
export function Faq({ items }: { items: readonly FaqItem[] }) {
  return (
    <div className="divide-y divide-line rounded-2xl border border-line bg-white">
      {items.map((item) => (
        <details key={item.question} className="group px-6 py-1">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 font-medium text-ink [&::-webkit-details-marker]:hidden">
            {item.question}
            <span
              aria-hidden="true"
              className="text-2xl leading-none text-accent transition-transform group-open:rotate-45"
            >
              +
            </span>
          </summary>
          <p className="pb-5 leading-relaxed text-muted">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}

export function CheckList({ items }: { items: readonly string[] }) {
  return (
    <ul className="space-y-2">
      {items.map((item) => (
        <li key={item} className="flex gap-3 text-ink">
          <svg viewBox="0 0 20 20" className="mt-1 size-4 shrink-0 text-accent" fill="currentColor" aria-hidden="true">
            <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z" />
          </svg>
          {item}
        </li>
      ))}
    </ul>
  );
}

/** External link that opens in a new tab, announced to screen readers. */
export function ExternalLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: React.ReactNode;
}) {
  const messages = useMessages();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="sr-only"> {messages.site.embed.newTab}</span>
    </a>
  );
}
