import { CheckList } from "~/features/content/blocks";
import {
  CardGrid,
  ContentHero,
  CtaBand,
  Prose,
  Quote,
  RelatedTopics,
  Section,
  StepList,
} from "~/features/content/pages/sections";
import { pageMeta } from "~/features/content/pages/seo";
import { getTopic } from "~/features/content/topics";
import type { Route } from "./+types/gegenwartsfreude";

const topic = getTopic("gegenwartsfreude");

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "Gegenwartsfreude: Workshop für mehr Leichtigkeit im Hier und Jetzt",
    "Workshop Gegenwartsfreude: In 3 bis 4 Stunden lernst du Übungen, mit denen du im Alltag ankommst und ihn wieder bewusst genießt. In Braunschweig, München und online.",
    topic.href,
  );

export default function GegenwartsfreudePage() {
  return (
    <>
      <ContentHero
        eyebrow={topic.title}
        title="Freude am Hier und Jetzt"
        image={topic.image}
        actions={[
          { label: "Workshop buchen", to: "/contact" },
          { label: "Termine ansehen", to: "/events" },
        ]}
      >
        <p>{topic.teaser}</p>
        <p>
          Der Kopf ist schon beim nächsten Termin, das Herz noch beim letzten Streit. Und das Leben? Findet genau jetzt
          statt.
        </p>
      </ContentHero>

      <Section eyebrow="Worum es geht" title="Warum uns die Gegenwart so oft entgleitet">
        <Prose>
          <p>
            Wir planen, grübeln, vergleichen und optimieren. Das ist menschlich und oft auch nützlich. Doch wenn der
            Autopilot dauerhaft übernimmt, rauscht der Alltag an uns vorbei. Wochen vergehen, ohne dass wir sagen
            könnten, was sie eigentlich ausgemacht hat.
          </p>
          <p>
            Gegenwartsfreude heißt nicht, ständig gut gelaunt zu sein oder die Zukunft zu ignorieren. Sie bedeutet, dem
            Moment wieder Aufmerksamkeit zu schenken: dem Geschmack des ersten Kaffees, dem Gespräch mit einem Menschen,
            der dir wichtig ist, dem Gefühl, eine Aufgabe ganz und gar zu tun. In solchen Momenten entsteht eine ruhige,
            tiefe Form von Zufriedenheit.
          </p>
          <p>
            Die gute Nachricht: Präsenz ist eine Fähigkeit, die du trainieren kannst wie einen Muskel. Genau dafür habe
            ich diesen Workshop entwickelt.
          </p>
        </Prose>
      </Section>

      <Section
        eyebrow="Der Workshop"
        title="Workshop Gegenwartsfreude"
        intro="Ein halber Tag nur für dich: mit Impulsen, Übungen, Austausch in der Gruppe und Zeit zum Nachspüren."
        tone="sand"
      >
        <CardGrid
          columns={4}
          cards={[
            {
              label: "Dauer",
              title: "3 bis 4 Stunden",
              text: "Kompakt genug für einen Samstagvormittag, lang genug für echte Erfahrungen.",
            },
            {
              label: "Gruppe",
              title: "Kleine Runde",
              text: "Höchstens zwölf Teilnehmende, damit jede Stimme Platz hat.",
            },
            {
              label: "Ort",
              title: "Vor Ort oder online",
              text: "In Braunschweig, in München oder live per Video von zu Hause aus.",
            },
            {
              label: "Vorwissen",
              title: "Keines nötig",
              text: "Du brauchst nur Neugier und bequeme Kleidung. Alles Weitere bringe ich mit.",
            },
          ]}
        />
        <div className="mt-12 grid gap-8 rounded-2xl border border-line bg-white p-6 sm:p-10 lg:grid-cols-[2fr_3fr]">
          <h3 className="text-2xl">Das nimmst du mit</h3>
          <CheckList
            items={[
              "Fünf kurze Achtsamkeitsübungen für jeden Tag",
              "Ein Ritual für bewusste Übergänge zwischen Arbeit und Freizeit",
              "Eine Genussübung, die deinen Blick für kleine Freuden schärft",
              "Ideen, wie du Grübelschleifen freundlich unterbrichst",
              "Ein Begleitheft zum Weiterüben zu Hause",
            ]}
          />
        </div>
      </Section>

      <Section eyebrow="Ablauf" title="So ist der Workshop aufgebaut">
        <StepList
          steps={[
            {
              title: "Ankommen",
              text: "Eine geführte Übung holt dich aus dem Kopf und in den Raum. Du lernst die Gruppe kennen.",
            },
            {
              title: "Verstehen",
              text: "Warum unser Gehirn die Gegenwart so gern überspringt und was ihm hilft, zurückzufinden.",
            },
            {
              title: "Erleben",
              text: "Wir probieren Übungen für Körper, Sinne und Gedanken aus, drinnen und, wenn möglich, draußen.",
            },
            {
              title: "Mitnehmen",
              text: "Du stellst dir deine persönliche Alltagsroutine zusammen und teilst sie, wenn du magst, mit der Gruppe.",
            },
          ]}
        />
      </Section>

      <Quote
        text="Nun schaut der Geist nicht vorwärts, nicht zurück, die Gegenwart allein ist unser Glück."
        author="Johann Wolfgang von Goethe"
        source="Faust II"
      />

      <CtaBand
        title="Gönn dir einen halben Tag Gegenwart"
        actions={[
          { label: "Workshop buchen", to: "/contact" },
          { label: "Alle Termine", to: "/events" },
        ]}
      >
        <p>
          Schreib mir, wenn du dabei sein möchtest, oder frag den Workshop für dein Team an. Aktuelle offene Termine
          findest du in der Veranstaltungsübersicht.
        </p>
      </CtaBand>

      <RelatedTopics current="gegenwartsfreude" />
    </>
  );
}
