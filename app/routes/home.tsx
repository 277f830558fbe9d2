import { Link, type ShouldRevalidateFunctionArgs } from "react-router";
import { buttonClass, ButtonLink } from "~/components/ui/button";
import { RichText } from "~/components/ui/rich-text";
import { brand, phoneHref } from "~/config/brand";
import { ContactForm } from "~/features/people/contact/contact-form";
import { contactAction } from "~/features/people/contact/contact.server";
import { Eyebrow, OfferCard, SectionHeading, TopicCard } from "~/features/extras/content/blocks";
import { offerCatalogue } from "~/features/extras/content/offers";
import { readPortrait, readTestimonials, readTexts } from "~/features/extras/content/content.server";
import { listNextEvents } from "~/features/products/events/cache.server";
import { EventDayCard } from "~/features/products/events/event-cards";
import { loadContent } from "~/features/extras/content/page.server";
import { homeTopicSlugs, topicCatalogue } from "~/features/extras/content/topics";
import { externalMindsetTestUrl } from "~/features/people/mindset/external";
import { MindsetTestButton } from "~/features/people/mindset/mindset-dialog";
import { isMindsetStepAction } from "~/features/people/mindset/step-action";
import { portraitView } from "~/features/extras/images/library.server";
import { getCloudflare } from "~/lib/context";
import { externalEmbeds } from "~/lib/consent";
import { getMessages } from "~/lib/i18n";
import { localizePath } from "~/lib/locale";
import { jsonLd, seo } from "~/lib/seo";
import type { Route } from "./+types/home";
import { LazyImage } from "~/components/ui/lazy-image";
import { Artwork } from "~/components/ui/artwork";

export const action = contactAction;

export async function loader(args: Route.LoaderArgs) {
  const content = await loadContent(args, ["home", "topics", "offers"]);
  // Of the test's texts the home page needs only the switch (its German text, for both languages);
  // the dialog loads the rest when opened.
  const { mindsettest } = await readTexts(args.context, getCloudflare(args.context).env, "de", ["mindsettest"]);
  const env = getCloudflare(args.context).env;
  const [nextEvents, stored, testimonials] = await Promise.all([
    listNextEvents(env, content.locale),
    // Her uploaded photo when she chose one (decision 0164), otherwise the drawn portrait; like the
    // published testimonials it comes with the copy (same statement, same cache): no query of its own.
    readPortrait(args.context, env),
    readTestimonials(args.context, env, content.locale),
  ]);
  const portrait = portraitView(stored, env, content.locale);
  const externalMindsetTest = externalMindsetTestUrl(mindsettest.settings.externalUrl);
  return {
    ...content,
    nextEvents,
    portrait,
    testimonials,
    externalMindsetTest,
    // Only with the external test switched on does the page ask for cookie consent (decision 0182).
    ...externalEmbeds(externalMindsetTest),
  };
}

/** The dialog's test steps post to /mindsettest and change nothing this page shows. */
export const shouldRevalidate = ({ formAction, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) =>
  isMindsetStepAction(formAction) ? false : defaultShouldRevalidate;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...seo({
    title: loaderData?.texts.home.meta.title ?? brand.productName,
    description: loaderData?.texts.home.meta.description ?? "",
    path: "/",
    locale: loaderData?.locale,
  }),
  jsonLd({
    "@context": "https://schema.org",
    "@graph": [
      {
        // An Organization that is also a local coaching business (ProfessionalService).
        "@type": ["Organization", "ProfessionalService"],
        "@id": `${brand.siteUrl}/#organization`,
        name: brand.productName,
        url: brand.siteUrl,
        logo: `${brand.siteUrl}/favicon.svg`,
        image: `${brand.siteUrl}/images/og-default.png`,
        description: brand.tagline,
        email: brand.contact.email,
        telephone: brand.contact.phone,
        address: {
          "@type": "PostalAddress",
          streetAddress: brand.address.street,
          postalCode: brand.address.postalCode,
          addressLocality: brand.address.city,
          addressCountry: "DE",
        },
        areaServed: brand.locations.map((name) => ({ "@type": "Place", name })),
        founder: { "@id": `${brand.siteUrl}/#person` },
      },
      {
        "@type": "Person",
        "@id": `${brand.siteUrl}/#person`,
        name: brand.coach.name,
        jobTitle: brand.coach.title,
        url: `${brand.siteUrl}/about`,
        image: `${brand.siteUrl}${loaderData?.portrait?.src ?? "/images/portrait.svg"}`,
        worksFor: { "@id": `${brand.siteUrl}/#organization` },
      },
    ],
  }),
];

const reasonNumbers = [1, 2, 3, 4] as const;

export default function Home({
  loaderData: { locale, texts, nextEvents, portrait, testimonials, externalMindsetTest },
}: Route.ComponentProps) {
  const t = texts.home;
  const messages = getMessages(locale);
  const offers = offerCatalogue(texts.offers);
  const homeTopics = topicCatalogue(texts.topics).filter((topic) => homeTopicSlugs.includes(topic.slug));
  const reasons = reasonNumbers.map((n) => ({ title: t.why[`reason${n}Title`], text: t.why[`reason${n}Text`] }));
  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-b from-sand via-paper to-paper">
        <div className="mx-auto grid max-w-7xl items-center gap-12 px-5 pt-28 pb-16 sm:pt-36 lg:grid-cols-[1.1fr_1fr] lg:px-8 lg:pb-24">
          <div>
            <Eyebrow>{t.hero.eyebrow}</Eyebrow>
            <h1 className="mt-5 text-4xl leading-[1.1] sm:text-6xl">{t.hero.title}</h1>
            <p className="mt-6 max-w-xl text-lg leading-relaxed text-muted">{t.hero.text}</p>
            <div className="mt-9 flex flex-wrap items-center gap-3">
              {/* A plain anchor: it reaches the topics before JavaScript has loaded (docs/decisions/0233-scrolling-jumps.md). */}
              <a href="#themen" className={buttonClass("primary", "lg")}>
                {messages.site.home.discover}
              </a>
              <MindsetTestButton variant="secondary" size="lg" externalUrl={externalMindsetTest} />
              <Link
                to={localizePath("/about", locale)}
                className="px-1 py-3 font-medium text-ink underline decoration-accent decoration-2 underline-offset-8 hover:text-accent"
              >
                {messages.site.home.learnMore}
              </Link>
            </div>
          </div>
          <Artwork src="/images/hero.svg" width={1600} height={900} className="mx-auto w-full max-w-md lg:max-w-none" />
        </div>
      </section>

      <section id="about" aria-labelledby="about-title" className="scroll-mt-20">
        <div className="mx-auto grid max-w-7xl items-center gap-12 px-5 py-20 lg:grid-cols-[2fr_3fr] lg:px-8 lg:py-28">
          <LazyImage
            src={portrait?.src ?? "/images/portrait.svg"}
            alt={portrait?.alt ?? t.about.portraitAlt}
            srcSet={portrait?.srcSet}
            sizes="(min-width: 640px) 24rem, 20rem"
            width={480}
            height={600}
            className="mx-auto aspect-[4/5] w-full max-w-xs rounded-3xl bg-sand object-cover sm:max-w-sm"
          />
          <div>
            <SectionHeading eyebrow={t.about.eyebrow} id="about-title" title={t.about.title} />
            <div className="mt-6 max-w-2xl space-y-4 text-lg leading-relaxed text-muted">
              <RichText text={t.about.body} locale={locale} />
            </div>
            <dl className="mt-8 grid max-w-lg grid-cols-3 gap-4 border-t border-line pt-6">
              <div>
                <dt className="text-sm text-muted">{t.about.places}</dt>
                <dd className="mt-1 font-serif text-lg text-ink">{brand.locations.length}</dd>
              </div>
              <div>
                <dt className="text-sm text-muted">{t.about.introCall}</dt>
                <dd className="mt-1 font-serif text-lg text-ink">{t.about.introCallValue}</dd>
              </div>
              <div>
                <dt className="text-sm text-muted">{t.about.cost}</dt>
                <dd className="mt-1 font-serif text-lg text-ink">{t.about.costValue}</dd>
              </div>
            </dl>
          </div>
        </div>
      </section>

      <section id="services" aria-labelledby="services-title" className="scroll-mt-20 bg-sand/60">
        <div className="mx-auto max-w-7xl px-5 py-20 lg:px-8 lg:py-28">
          <SectionHeading
            eyebrow={t.services.eyebrow}
            id="services-title"
            title={t.services.title}
            intro={t.services.intro}
          />
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {offers.map((offer) => (
              <li key={offer.slug}>
                <OfferCard offer={offer} />
              </li>
            ))}
          </ul>
          <p className="mt-10">
            <ButtonLink to="/angebote" variant="secondary">
              {t.services.all}
            </ButtonLink>
          </p>
        </div>
      </section>

      {nextEvents.length ? (
        <section id="termine" aria-labelledby="termine-title" className="scroll-mt-20">
          <div className="mx-auto max-w-7xl px-5 py-20 lg:px-8 lg:py-28">
            <SectionHeading
              eyebrow={messages.site.home.nextEvents.eyebrow}
              id="termine-title"
              title={messages.site.home.nextEvents.title}
              intro={messages.site.home.nextEvents.intro}
            />
            <ul className="mt-12 grid gap-6 lg:grid-cols-3">
              {nextEvents.map((event) => (
                <li key={event.id}>
                  <EventDayCard event={event} dateAndPrice />
                </li>
              ))}
            </ul>
            <p className="mt-10">
              <ButtonLink to="/events" variant="secondary">
                {messages.site.home.nextEvents.all}
              </ButtonLink>
            </p>
          </div>
        </section>
      ) : null}

      {testimonials.length ? (
        <section id="stimmen" aria-labelledby="stimmen-title" className="scroll-mt-20 bg-sand/60">
          <div className="mx-auto max-w-7xl px-5 py-20 lg:px-8 lg:py-28">
            <SectionHeading
              eyebrow={messages.site.home.testimonials.eyebrow}
              id="stimmen-title"
              title={messages.site.home.testimonials.title}
            />
            <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {testimonials.map((testimonial, index) => (
                <li key={index}>
                  <figure className="flex h-full flex-col rounded-2xl border border-line bg-white p-6 sm:p-8">
                    <blockquote
                      className="flex-1 font-serif text-lg leading-relaxed text-ink"
                      {...(testimonial.quoteLang !== locale ? { lang: testimonial.quoteLang } : {})}
                    >
                      <p>{testimonial.quoteLang === "de" ? `„${testimonial.quote}“` : `“${testimonial.quote}”`}</p>
                    </blockquote>
                    <figcaption className="mt-6 text-sm font-medium text-muted">– {testimonial.attribution}</figcaption>
                  </figure>
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}

      <section id="themen" aria-labelledby="themen-title" className="scroll-mt-20">
        <div className="mx-auto max-w-7xl px-5 py-20 lg:px-8 lg:py-28">
          <SectionHeading eyebrow={t.topics.eyebrow} id="themen-title" title={t.topics.title} intro={t.topics.intro} />
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {homeTopics.map((topic) => (
              <li key={topic.slug}>
                <TopicCard topic={topic} />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section id="why" aria-labelledby="why-title" className="scroll-mt-20 bg-ink text-white">
        <div className="mx-auto max-w-7xl px-5 py-20 lg:px-8 lg:py-28">
          <p className="text-sm font-semibold tracking-[0.14em] text-accent-soft uppercase">{t.why.eyebrow}</p>
          <h2 id="why-title" className="mt-3 max-w-2xl text-3xl leading-tight sm:text-4xl">
            {t.why.title}
          </h2>
          <p className="mt-4 max-w-2xl text-lg leading-relaxed text-white/80">{t.why.intro}</p>
          <ol className="mt-12 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
            {reasons.map((reason, index) => (
              <li key={reason.title} className="border-t border-white/20 pt-6">
                <span className="font-serif text-3xl text-accent-soft" aria-hidden="true">
                  {String(index + 1).padStart(2, "0")}
                </span>
                <h3 className="mt-3 text-xl">{reason.title}</h3>
                <p className="mt-2 leading-relaxed text-white/80">{reason.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section id="contact" aria-labelledby="contact-title" className="scroll-mt-20">
        <div className="mx-auto grid max-w-7xl gap-12 px-5 py-20 lg:grid-cols-2 lg:px-8 lg:py-28">
          <div>
            <SectionHeading
              eyebrow={t.contact.eyebrow}
              id="contact-title"
              title={t.contact.title}
              intro={t.contact.intro}
            />
            <ul className="mt-8 space-y-2 text-ink">
              <li>
                {messages.site.shell.email}:{" "}
                <a href={`mailto:${brand.contact.email}`} className="text-accent underline underline-offset-4">
                  {brand.contact.email}
                </a>
              </li>
              <li>
                {messages.site.shell.phone}:{" "}
                <a href={phoneHref} className="text-accent underline underline-offset-4">
                  {brand.contact.phoneDisplay}
                </a>
              </li>
            </ul>
          </div>
          <div className="rounded-2xl border border-line bg-white p-6 sm:p-8">
            <ContactForm />
          </div>
        </div>
      </section>
    </>
  );
}
