import { Link } from "react-router";
import { buttonClass, ButtonLink } from "~/components/ui/button";
import { brand } from "~/config/brand";
import { ContactForm } from "~/features/contact/contact-form";
import { contactAction } from "~/features/contact/contact.server";
import { Eyebrow, OfferCard, SectionHeading, TopicCard } from "~/features/content/blocks";
import { MindsetTestButton } from "~/features/content/embed-dialogs";
import { offers } from "~/features/content/offers";
import { homeTopicSlugs, topics } from "~/features/content/topics";
import { messages } from "~/lib/messages";
import { jsonLd, seo } from "~/lib/seo";
import type { Route } from "./+types/home";

export const action = contactAction;

export const meta: Route.MetaFunction = () => [
  ...seo({
    title: `${brand.productName} – ${brand.tagline}`,
    description: `Coaching mit ${brand.coach.name} in Braunschweig, München und online: für ein starkes Mindset, echten Sinn und eine Zukunft, die zu dir passt.`,
    path: "/",
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
        image: `${brand.siteUrl}/images/portrait.svg`,
        worksFor: { "@id": `${brand.siteUrl}/#organization` },
      },
    ],
  }),
];

const places = brand.locations.filter((place) => place !== "Online").join(", ");
const homeTopics = topics.filter((topic) => homeTopicSlugs.includes(topic.slug));

const reasons = [
  {
    title: "Du stehst im Mittelpunkt",
    text: "Kein Schema F: Ich höre zu, frage nach und richte jede Sitzung an dem aus, was du gerade wirklich brauchst.",
  },
  {
    title: "Tiefe und Leichtigkeit",
    text: "Wir dürfen ernsthaft an großen Fragen arbeiten und trotzdem lachen. Beides gehört zu echter Veränderung.",
  },
  {
    title: "Fundierte Methoden",
    text: "Systemisches Coaching, lösungsorientierte Ansätze und Achtsamkeit: Werkzeuge, die wirken und die du mitnimmst.",
  },
  {
    title: "Schritte für deinen Alltag",
    text: "Erkenntnis allein reicht nicht. Gemeinsam übersetzen wir sie in kleine, machbare Schritte für deine Woche.",
  },
] as const;

export default function Home() {
  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-b from-sand via-paper to-paper">
        <div className="mx-auto grid max-w-7xl items-center gap-12 px-5 pt-28 pb-16 sm:pt-36 lg:grid-cols-[1.1fr_1fr] lg:px-8 lg:pb-24">
          <div>
            <Eyebrow>Coaching in {places} und online</Eyebrow>
            <h1 className="mt-5 text-4xl leading-[1.1] sm:text-6xl">
              Finde Klarheit für das, was dir wirklich wichtig ist.
            </h1>
            <p className="mt-6 max-w-xl text-lg leading-relaxed text-muted">
              Ich begleite dich dabei, dein Mindset zu stärken, deinem Leben Sinn zu geben und deine Zukunft bewusst zu
              gestalten: mit Herz, Klarheit und Methoden, die im Alltag tragen.
            </p>
            <div className="mt-9 flex flex-wrap items-center gap-3">
              {/* A plain anchor scrolls smoothly (CSS scroll-behavior) even before JavaScript has loaded. */}
              <a href="#themen" className={buttonClass("primary", "lg")}>
                {messages.site.home.discover}
              </a>
              <MindsetTestButton variant="secondary" size="lg" />
              <Link
                to="/about"
                className="px-3 py-3 font-medium text-ink underline decoration-accent decoration-2 underline-offset-8 hover:text-accent"
              >
                {messages.site.home.learnMore}
              </Link>
            </div>
          </div>
          <img
            src="/images/hero.svg"
            alt=""
            width={800}
            height={450}
            fetchPriority="high"
            className="mx-auto w-full max-w-md lg:max-w-none"
          />
        </div>
      </section>

      <section id="about" aria-labelledby="about-title" className="scroll-mt-20">
        <div className="mx-auto grid max-w-7xl items-center gap-12 px-5 py-20 lg:grid-cols-[2fr_3fr] lg:px-8 lg:py-28">
          <img
            src="/images/portrait.svg"
            alt={`Porträt von ${brand.coach.name}`}
            width={480}
            height={600}
            loading="lazy"
            decoding="async"
            className="mx-auto w-full max-w-xs rounded-3xl bg-sand sm:max-w-sm"
          />
          <div>
            <SectionHeading eyebrow="Über mich" id="about-title" title={`Hallo, ich bin ${brand.coach.firstName}.`} />
            <div className="mt-6 max-w-2xl space-y-4 text-lg leading-relaxed text-muted">
              <p>
                {brand.coach.title} aus {brand.address.city}: Seit vielen Jahren begleite ich Menschen an Wendepunkten,
                wenn das Alte nicht mehr passt und das Neue noch keinen Namen hat.
              </p>
              <p>
                Ich glaube daran, dass in dir schon vieles angelegt ist, was du für deinen Weg brauchst. Meine Aufgabe
                ist es, den Raum zu öffnen, die richtigen Fragen zu stellen und dich zu ermutigen, deinen eigenen
                Antworten zu trauen.
              </p>
            </div>
            <dl className="mt-8 grid max-w-lg grid-cols-3 gap-4 border-t border-line pt-6">
              <div>
                <dt className="text-sm text-muted">Orte</dt>
                <dd className="mt-1 font-serif text-lg text-ink">{brand.locations.length}</dd>
              </div>
              <div>
                <dt className="text-sm text-muted">Erstgespräch</dt>
                <dd className="mt-1 font-serif text-lg text-ink">30 Min.</dd>
              </div>
              <div>
                <dt className="text-sm text-muted">Kosten dafür</dt>
                <dd className="mt-1 font-serif text-lg text-ink">0 €</dd>
              </div>
            </dl>
          </div>
        </div>
      </section>

      <section id="services" aria-labelledby="services-title" className="scroll-mt-20 bg-sand/60">
        <div className="mx-auto max-w-7xl px-5 py-20 lg:px-8 lg:py-28">
          <SectionHeading
            eyebrow="Angebote"
            id="services-title"
            title="Wie ich dich begleiten kann"
            intro="Ob allein, in der Gruppe oder im eigenen Tempo online: Du wählst den Rahmen, der zu dir und deinem Leben passt."
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
              Alle Angebote im Überblick
            </ButtonLink>
          </p>
        </div>
      </section>

      <section id="themen" aria-labelledby="themen-title" className="scroll-mt-20">
        <div className="mx-auto max-w-7xl px-5 py-20 lg:px-8 lg:py-28">
          <SectionHeading
            eyebrow="Themen"
            id="themen-title"
            title="Worum es in meinem Coaching geht"
            intro="Manche Fragen begleiten uns ein Leben lang. Hier findest du die Themen, mit denen Menschen am häufigsten zu mir kommen."
          />
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
          <p className="text-sm font-semibold tracking-[0.14em] text-accent-soft uppercase">Why</p>
          <h2 id="why-title" className="mt-3 max-w-2xl text-3xl leading-tight sm:text-4xl">
            Warum Coaching mit mir?
          </h2>
          <p className="mt-4 max-w-2xl text-lg leading-relaxed text-white/80">
            Veränderung braucht Vertrauen. Darauf kannst du dich verlassen, wenn wir zusammenarbeiten.
          </p>
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
              eyebrow="Kontakt"
              id="contact-title"
              title="Lass uns sprechen"
              intro="Schreib mir, was dich gerade bewegt. Ich melde mich innerhalb von zwei Werktagen persönlich bei dir."
            />
            <ul className="mt-8 space-y-2 text-ink">
              <li>
                E-Mail:{" "}
                <a href={`mailto:${brand.contact.email}`} className="text-accent underline underline-offset-4">
                  {brand.contact.email}
                </a>
              </li>
              <li>
                Telefon:{" "}
                <a
                  href={`tel:${brand.contact.phone.replace(/\s/g, "")}`}
                  className="text-accent underline underline-offset-4"
                >
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
