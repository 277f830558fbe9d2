import { brand } from "~/config/brand";
import { ButtonLink } from "~/components/ui/button";
import { CheckList, Faq, type FaqItem, PageHero, SectionHeading } from "~/features/content/blocks";
import { offers } from "~/features/content/offers";
import { messages } from "~/lib/messages";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/angebote";

export const meta: Route.MetaFunction = () =>
  seo({
    title: `Angebote: Einzelcoaching, Workshops, Kurse und Vorträge | ${brand.productName}`,
    description:
      "Einzelcoaching, Gruppenworkshops, Online Kurse, Keynotes, Impulsvorträge und Inhouse Trainings: Finde das Format, das zu dir oder deinem Team passt.",
    path: "/angebote",
  });

const faq: readonly FaqItem[] = [
  {
    question: "Wie läuft das kostenlose Erstgespräch ab?",
    answer:
      "Wir sprechen 30 Minuten am Telefon oder per Video. Du erzählst, was dich bewegt, ich erkläre, wie ich arbeite. Danach entscheidest du in Ruhe, ob und wie wir weitermachen. Es entstehen keine Kosten und keine Verpflichtungen.",
  },
  {
    question: "Wie viele Coaching-Sitzungen brauche ich?",
    answer:
      "Das ist so individuell wie dein Anliegen. Viele Klientinnen und Klienten arbeiten drei bis sechs Sitzungen mit mir, manchmal reicht schon eine. Wir vereinbaren immer nur den nächsten Schritt.",
  },
  {
    question: "Findet das Coaching vor Ort oder online statt?",
    answer:
      "Beides ist möglich: in meinen Räumen in Braunschweig, in München oder online per Video. Die Wirkung ist in beiden Formaten gleich gut; entscheidend ist, wo du dich wohlfühlst.",
  },
  {
    question: "Was kostet ein Coaching?",
    answer:
      "Die Preise hängen vom Format und vom Umfang ab. Im Erstgespräch bekommst du ein klares Angebot. Alle Preise enthalten die gesetzliche Mehrwertsteuer.",
  },
  {
    question: "Kann ich einen Termin absagen?",
    answer:
      "Ja. Bis 48 Stunden vor dem Termin ist die Absage kostenfrei. Bei einer späteren Absage berechne ich 50 % des Honorars, bei Nichterscheinen den vollen Betrag.",
  },
  {
    question: "Übernimmt mein Arbeitgeber die Kosten?",
    answer:
      "Oft ja: Viele Unternehmen fördern Coaching als Weiterbildung. Gern stelle ich dir dafür ein Angebot aus, das du bei deinem Arbeitgeber einreichen kannst.",
  },
];

export default function Angebote() {
  return (
    <>
      <PageHero eyebrow="Angebote" title="Begleitung, die zu deinem Leben passt">
        <p>
          Jeder Mensch lernt und wächst anders. Deshalb gibt es mich in verschiedenen Formaten: ganz persönlich, in der
          Gruppe, online oder auf der Bühne.
        </p>
      </PageHero>

      <section aria-label="Alle Angebote" className="mx-auto max-w-6xl px-5 py-16 lg:px-8 lg:py-24">
        <ul className="space-y-10 lg:space-y-16">
          {offers.map((offer, index) => (
            <li
              key={offer.slug}
              id={offer.slug}
              className="grid scroll-mt-24 items-center gap-8 rounded-3xl border border-line bg-white p-6 sm:p-10 md:grid-cols-[2fr_3fr]"
            >
              <img
                src={offer.image}
                alt=""
                width={400}
                height={300}
                // The first card's image can be the largest paint on phones: fetch it early.
                loading={index === 0 ? "eager" : "lazy"}
                fetchPriority={index === 0 ? "high" : "auto"}
                decoding="async"
                className={`aspect-[4/3] w-full rounded-2xl bg-sand object-cover ${index % 2 ? "md:order-last" : ""}`}
              />
              <div>
                <h2 className="text-3xl">{offer.title}</h2>
                <p className="mt-3 text-lg leading-relaxed text-muted">{offer.description}</p>
                <div className="mt-6">
                  <CheckList items={offer.features} />
                </div>
                <ButtonLink to={offer.cta.to} className="mt-8" aria-label={`${offer.cta.label}: ${offer.title}`}>
                  {offer.cta.label}
                </ButtonLink>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="faq-title" className="bg-sand/60">
        <div className="mx-auto max-w-3xl px-5 py-16 lg:py-24">
          <SectionHeading eyebrow="FAQ" id="faq-title" title="Häufige Fragen" center />
          <div className="mt-10">
            <Faq items={faq} />
          </div>
        </div>
      </section>

      <section aria-labelledby="cta-title" className="mx-auto max-w-3xl px-5 py-20 text-center lg:py-28">
        <h2 id="cta-title" className="text-3xl sm:text-4xl">
          Noch unsicher, was zu dir passt?
        </h2>
        <p className="mt-4 text-lg leading-relaxed text-muted">
          Erzähl mir von deinem Anliegen. Gemeinsam finden wir das Format, das dich wirklich weiterbringt.
        </p>
        <ButtonLink to="/contact" size="lg" className="mt-8">
          {messages.site.offers.contactCta}
        </ButtonLink>
      </section>
    </>
  );
}
