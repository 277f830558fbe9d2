import { brand } from "~/config/brand";
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
import type { Route } from "./+types/zukunftsbilder";

const topic = getTopic("zukunftsbilder");

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "Zukunftsbilder: In vier Schritten zu deinem Bild von morgen",
    `Entwickle ein Zukunftsbild, das dich wirklich zieht: vier Schritte und vier Lebensbereiche, begleitet von Coachin ${brand.coach.name} in Braunschweig, München und online.`,
    topic.href,
  );

export default function ZukunftsbilderPage() {
  return (
    <>
      <ContentHero
        eyebrow="Zukunftsbilder"
        title="Male dir ein Bild von deiner Zukunft"
        image={topic.image}
        actions={[
          { label: "Coaching buchen", to: "/contact" },
          { label: "Workshop-Termine", to: "/events" },
        ]}
      >
        <p>{topic.teaser}</p>
        <p>
          Ein gutes Zukunftsbild ist kein starrer Plan. Es ist eher wie ein Leuchtturm: Es zeigt dir die Richtung, auch
          wenn der Weg dorthin Kurven macht.
        </p>
      </ContentHero>

      <Section eyebrow="Warum Bilder wirken" title="Was ein Zukunftsbild für dich tun kann">
        <Prose>
          <p>
            Viele Menschen wissen ziemlich genau, was sie <strong>nicht</strong> mehr wollen. Schwieriger ist die Frage,
            was stattdessen kommen soll. Solange die Zukunft ein leeres Blatt ist, orientieren wir uns unbewusst an der
            Vergangenheit: Wir wiederholen, was wir kennen, auch wenn es uns nicht mehr guttut.
          </p>
          <p>
            Ein lebendiges inneres Bild verändert das. Wenn du dir vorstellen kannst, wie sich ein gewöhnlicher Dienstag
            in drei Jahren anfühlt, wo du wohnst, womit du dein Geld verdienst und wer mit dir am Tisch sitzt, dann
            bekommt dein Handeln eine Richtung. Entscheidungen werden leichter, weil du sie an etwas messen kannst, das
            dir wirklich wichtig ist.
          </p>
          <p>
            Dabei geht es nicht um Perfektion. Dein Zukunftsbild darf unscharfe Stellen haben und sich mit dir
            weiterentwickeln. Wichtig ist nur, dass es von dir stammt und nicht aus den Erwartungen anderer.
          </p>
        </Prose>
      </Section>

      <Section
        eyebrow="Der Prozess"
        title="In vier Schritten zu deinem Zukunftsbild"
        intro="So gehen wir im Coaching und in meinen Workshops vor. Jeder Schritt baut auf dem vorigen auf."
        tone="sand"
      >
        <StepList
          steps={[
            {
              title: "Innehalten",
              text: "Wir schauen ehrlich auf dein Jetzt: Was trägt dich, was kostet dich Kraft, wonach sehnst du dich?",
            },
            {
              title: "Träumen",
              text: "Mit Fantasiereisen und kreativen Übungen öffnest du den Raum für Möglichkeiten, ohne gleich an das Wie zu denken.",
            },
            {
              title: "Verdichten",
              text: "Aus vielen Ideen entsteht ein klares Bild: in Worten, Farben oder einer Collage. Es zeigt, worauf es dir ankommt.",
            },
            {
              title: "Verankern",
              text: "Wir übersetzen dein Bild in erste Schritte und Rituale, damit es im Alltag sichtbar bleibt und wirken kann.",
            },
          ]}
        />
      </Section>

      <Section
        eyebrow="Das ganze Leben im Blick"
        title="Vier Lebensbereiche, die dein Bild vollständig machen"
        intro="Ein Zukunftsbild trägt erst, wenn es alle wichtigen Bereiche deines Lebens einbezieht. Sonst gewinnst du an einer Stelle und verlierst an einer anderen."
      >
        <CardGrid
          columns={4}
          cards={[
            {
              label: "Bereich 1",
              title: "Beruf & Berufung",
              text: "Welche Arbeit erfüllt dich? Wo kannst du deine Stärken einbringen und dabei wachsen?",
            },
            {
              label: "Bereich 2",
              title: "Beziehungen",
              text: "Mit welchen Menschen möchtest du dein Leben teilen, und wie sollen sich diese Verbindungen anfühlen?",
            },
            {
              label: "Bereich 3",
              title: "Gesundheit & Energie",
              text: "Wie möchtest du dich in deinem Körper fühlen? Was brauchst du, um kraftvoll und ausgeglichen zu sein?",
            },
            {
              label: "Bereich 4",
              title: "Persönliches Wachstum",
              text: "Was möchtest du lernen, erleben und ausdrücken? Wo darf deine Neugier hin?",
            },
          ]}
        />
      </Section>

      <Quote
        text="Wenn man nicht weiß, welchen Hafen man ansteuert, ist kein Wind der richtige."
        author="Seneca"
        source="Briefe an Lucilius"
      />

      <CtaBand
        title="Lass uns dein Zukunftsbild gemeinsam entwickeln"
        actions={[
          { label: "Coaching buchen", to: "/contact" },
          { label: "Termine ansehen", to: "/events" },
        ]}
      >
        <p>
          Im Einzelcoaching gehen wir die vier Schritte in deinem Tempo. In der Gruppe inspirieren dich zusätzlich die
          Bilder der anderen.
        </p>
      </CtaBand>

      <RelatedTopics current="zukunftsbilder" />
    </>
  );
}
