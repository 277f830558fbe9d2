import { Link } from "react-router";
import { brand } from "~/config/brand";
import { ButtonLink } from "~/components/ui/button";
import { Artwork } from "~/components/ui/artwork";
import { CheckList, Faq, PageHero, SectionHeading } from "~/features/extras/content/blocks";
import { offerCatalogue } from "~/features/extras/content/offers";
import { loadContent } from "~/features/extras/content/page.server";
import { SESSION_PATH } from "~/features/products/sessions/intro-call";
import { getMessages } from "~/lib/i18n";
import { localizePath } from "~/lib/locale";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/angebote";

export const loader = (args: Route.LoaderArgs) => loadContent(args, ["angebote", "offers"]);

export const meta: Route.MetaFunction = ({ loaderData }) =>
  seo({
    title: loaderData?.texts.angebote.meta.title ?? brand.productName,
    description: loaderData?.texts.angebote.meta.description ?? "",
    path: "/angebote",
    locale: loaderData?.locale,
  });

const faqNumbers = [1, 2, 3, 4, 5, 6] as const;

export default function Angebote({ loaderData: { locale, texts } }: Route.ComponentProps) {
  const t = texts.angebote;
  const messages = getMessages(locale);
  const offers = offerCatalogue(texts.offers);
  const faq = faqNumbers.map((n) => ({ question: t.faq[`q${n}`], answer: t.faq[`a${n}`] }));
  return (
    <>
      <PageHero eyebrow={t.hero.eyebrow} title={t.hero.title}>
        <p>{t.hero.text}</p>
      </PageHero>

      <section aria-label={t.hero.listLabel} className="mx-auto max-w-6xl px-5 py-16 lg:px-8 lg:py-24">
        <ul className="space-y-10 lg:space-y-16">
          {offers.map((offer, index) => (
            <li
              key={offer.slug}
              id={offer.slug}
              className="grid scroll-mt-24 items-center gap-8 rounded-3xl border border-line bg-white p-6 sm:p-10 md:grid-cols-[2fr_3fr]"
            >
              <Artwork
                src={offer.image}
                width={800}
                height={600}
                className={`w-full rounded-2xl bg-sand ${index % 2 ? "md:order-last" : ""}`}
              />
              <div>
                <h2 className="text-3xl">{offer.title}</h2>
                <p className="mt-3 text-lg leading-relaxed text-muted">{offer.description}</p>
                <div className="mt-6">
                  <CheckList items={offer.features} />
                </div>
                <div className="mt-8 flex flex-wrap gap-3">
                  {offer.slug === "einzelcoaching" ? (
                    // The paid session straight in the scheduler (issue 51); the contact stays beside it.
                    <ButtonLink to={SESSION_PATH}>{messages.site.offers.bookSession}</ButtonLink>
                  ) : null}
                  <ButtonLink
                    to={offer.cta.to}
                    variant={offer.slug === "einzelcoaching" ? "secondary" : undefined}
                    aria-label={`${offer.cta.label}: ${offer.title}`}
                  >
                    {offer.cta.label}
                  </ButtonLink>
                </div>
                {offer.slug === "einzelcoaching" ? (
                  // Several sessions at once (decision 0150).
                  <p className="mt-4">
                    <Link
                      to={localizePath("/pakete", locale)}
                      className="font-medium text-accent-strong underline underline-offset-4"
                    >
                      {messages.packages.fromScheduler}
                    </Link>
                  </p>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="faq-title" className="bg-sand/60">
        <div className="mx-auto max-w-3xl px-5 py-16 lg:py-24">
          <SectionHeading eyebrow={t.faq.eyebrow} id="faq-title" title={t.faq.title} center />
          <div className="mt-10">
            <Faq items={faq} />
          </div>
        </div>
      </section>

      <section aria-labelledby="cta-title" className="mx-auto max-w-3xl px-5 py-20 text-center lg:py-28">
        <h2 id="cta-title" className="text-3xl sm:text-4xl">
          {t.cta.title}
        </h2>
        <p className="mt-4 text-lg leading-relaxed text-muted">{t.cta.text}</p>
        <ButtonLink to="/contact" size="lg" className="mt-8">
          {messages.site.offers.contactCta}
        </ButtonLink>
      </section>
    </>
  );
}
