import { buttonClass } from "~/components/ui/button";
import { brand } from "~/config/brand";
import { ExternalLink, Faq, type FaqItem, PageHero, SectionHeading } from "~/features/content/blocks";
import { messages } from "~/lib/messages";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/courses";

export const meta: Route.MetaFunction = () =>
  seo({
    title: `Online Kurse der ${brand.name} Academy | ${brand.productName}`,
    description:
      "Online Kurse zu Mindset, Zukunftsbildern, Selbsterkenntnis, Glück, Lebenszielen und Sinn: Lerne in deinem Tempo, mit unbegrenztem Zugang und Zertifikat.",
    path: "/courses",
  });

const t = messages.site.courses;
const academyLabel = t.toAcademy(brand.name);
const courseUrl = (slug: string) => new URL(`/kurse/${slug}`, brand.external.academy).toString();

const benefits = [
  {
    title: "Dein eigenes Tempo",
    text: "Du lernst, wann es in deinen Alltag passt: morgens mit Kaffee oder abends auf dem Sofa.",
  },
  { title: "Überall dabei", text: "Laptop, Tablet oder Smartphone: Deine Kurse sind da, wo du gerade bist." },
  {
    title: "Wiederholen erlaubt",
    text: "Jede Lektion kannst du so oft ansehen, wie du möchtest. Tiefe braucht Wiederholung.",
  },
  {
    title: "Praxis statt Theorie",
    text: "Übungen, Reflexionsfragen und Arbeitsblätter bringen das Gelernte in dein Leben.",
  },
  { title: "Persönliche Begleitung", text: "In regelmäßigen Live-Fragerunden beantworte ich deine Fragen direkt." },
  { title: "Fair im Preis", text: "Coaching-Wissen zu einem Bruchteil der Kosten einer Einzelbegleitung." },
] as const;

const steps = [
  { title: "Kurs auswählen", text: "Such dir das Thema aus, das dich gerade am meisten bewegt, und starte sofort." },
  { title: "Lernen und üben", text: "Kurze Videolektionen wechseln sich mit Übungen ab, die du direkt ausprobierst." },
  { title: "Wachsen", text: "Schritt für Schritt wird aus neuen Gedanken eine neue Haltung, die bleibt." },
] as const;

const courses = [
  {
    slug: "mindset-entwicklung",
    title: "Mindset-Entwicklung",
    text: "Erkenne einschränkende Glaubenssätze und entwickle eine Haltung, die dich trägt und wachsen lässt.",
  },
  {
    slug: "zukunftsbilder-gestalten",
    title: "Zukunftsbilder gestalten",
    text: "Male ein lebendiges Bild deiner Zukunft, das dir Richtung gibt und dich jeden Tag motiviert.",
  },
  {
    slug: "selbsterkenntnis-vertiefen",
    title: "Selbsterkenntnis vertiefen",
    text: "Lerne deine Werte, Muster und Stärken kennen und verstehe, was dich wirklich antreibt.",
  },
  {
    slug: "alltagsglueck-finden",
    title: "Alltagsglück finden",
    text: "Entdecke, wie kleine Momente, Dankbarkeit und Achtsamkeit deinen Alltag heller machen.",
  },
  {
    slug: "lebensziele-definieren",
    title: "Lebensziele definieren",
    text: "Finde Ziele, die wirklich zu dir passen, und einen klaren Plan, wie du sie erreichst.",
  },
  {
    slug: "sinn-und-bedeutung",
    title: "Sinn und Bedeutung",
    text: "Geh den großen Fragen nach: Was gibt deinem Leben Bedeutung, und was möchtest du hinterlassen?",
  },
] as const;

const faq: readonly FaqItem[] = [
  {
    question: "Wie lange habe ich Zugang zu einem Kurs?",
    answer: "Unbegrenzt: Nach dem Kauf gehört der Kurs dir, inklusive aller künftigen Aktualisierungen.",
  },
  {
    question: "Gibt es persönliche Unterstützung?",
    answer:
      "Ja. Ich biete regelmäßig Live-Fragerunden an, in denen du deine Fragen direkt stellen kannst. Die Termine findest du in der Academy.",
  },
  {
    question: "Auf welchen Geräten kann ich lernen?",
    answer: "Die Kurse sind für alle Geräte optimiert: Computer, Tablet und Smartphone.",
  },
  {
    question: "Bekomme ich ein Zertifikat?",
    answer: "Ja. Nach Abschluss eines Kurses erhältst du ein persönliches Zertifikat.",
  },
];

export default function Courses() {
  return (
    <>
      <PageHero eyebrow={`${brand.name} Academy`} title={t.heroTitle}>
        <p>
          Coaching-Wissen für zu Hause: In meinen Online Kursen gehst du deinen Themen in deinem eigenen Tempo auf den
          Grund, mit Impulsen, Übungen und viel Raum für dich.
        </p>
        <ExternalLink href={brand.external.academy} className={buttonClass("primary", "lg", "mt-8")}>
          {academyLabel}
        </ExternalLink>
      </PageHero>

      <section aria-labelledby="why-online" className="mx-auto max-w-7xl px-5 py-16 lg:px-8 lg:py-24">
        <SectionHeading id="why-online" title={t.whyTitle} center />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {benefits.map((benefit) => (
            <li key={benefit.title} className="rounded-2xl border border-line bg-white p-6">
              <h3 className="text-xl">{benefit.title}</h3>
              <p className="mt-2 leading-relaxed text-muted">{benefit.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="how" className="bg-sand/60">
        <div className="mx-auto max-w-5xl px-5 py-16 lg:py-24">
          <SectionHeading id="how" title={t.howTitle} center />
          <ol className="mt-12 grid gap-8 md:grid-cols-3">
            {steps.map((step, index) => (
              <li key={step.title} className="text-center">
                <span
                  aria-hidden="true"
                  className="mx-auto flex size-14 items-center justify-center rounded-full bg-accent font-serif text-2xl text-white"
                >
                  {index + 1}
                </span>
                <h3 className="mt-4 text-xl">{step.title}</h3>
                <p className="mt-2 leading-relaxed text-muted">{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="course-list" className="mx-auto max-w-7xl px-5 py-16 lg:px-8 lg:py-24">
        <SectionHeading id="course-list" title={t.listTitle} center />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {courses.map((course) => (
            <li key={course.slug} className="flex flex-col rounded-2xl border border-line bg-white p-6">
              <h3 className="text-xl">{course.title}</h3>
              <p className="mt-2 flex-1 leading-relaxed text-muted">{course.text}</p>
              <ExternalLink
                href={courseUrl(course.slug)}
                className="mt-5 inline-flex items-center gap-1 font-medium text-accent underline-offset-4 hover:underline"
              >
                {t.toCourse}
                <span className="sr-only">: {course.title}</span>
                <span aria-hidden="true">↗</span>
              </ExternalLink>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="academy-cta" className="px-5">
        <div className="mx-auto max-w-5xl rounded-3xl bg-ink px-6 py-14 text-center text-white sm:px-12">
          <h2 id="academy-cta" className="text-3xl sm:text-4xl">
            Bereit für deinen nächsten Schritt?
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg leading-relaxed text-white/80">
            In der Academy warten alle Kurse, Live-Termine und Arbeitsmaterialien auf dich.
          </p>
          <ExternalLink href={brand.external.academy} className={buttonClass("ghost", "lg", "mt-8 bg-white")}>
            {academyLabel}
          </ExternalLink>
        </div>
      </section>

      <section aria-labelledby="courses-faq" className="mx-auto max-w-3xl px-5 py-16 lg:py-24">
        <SectionHeading eyebrow="FAQ" id="courses-faq" title="Häufige Fragen" center />
        <div className="mt-10">
          <Faq items={faq} />
        </div>
      </section>
    </>
  );
}
