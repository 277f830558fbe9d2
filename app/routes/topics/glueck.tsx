import {
  CardGrid,
  ContentHero,
  CtaBand,
  Prose,
  Quote,
  RelatedTopics,
  Section,
} from "~/features/content/pages/sections";
import { pageMeta } from "~/features/content/pages/seo";
import { getTopic } from "~/features/content/topics";
import type { Route } from "./+types/glueck";

const topic = getTopic("glueck");

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "Glück: Die Sehnsucht nach dem guten Leben",
    "Warum die Jagd nach dem Glück oft unglücklich macht: drei Paradoxien des Glücks und wie du ihm im Alltag leiser und nachhaltiger begegnest.",
    topic.href,
  );

export default function GlueckPage() {
  return (
    <>
      <ContentHero
        eyebrow="Glück"
        title="Die Sehnsucht nach Glück"
        image={topic.image}
        actions={[
          { label: "Coaching buchen", to: "/contact" },
          { label: "Workshops ansehen", to: "/events" },
        ]}
      >
        <p>{topic.teaser}</p>
        <p>
          Fast alle wollen glücklich sein. Und doch fühlen sich viele, als liefen sie einem Zug hinterher, der gerade
          abgefahren ist.
        </p>
      </ContentHero>

      <Section eyebrow="Die Sehnsucht" title="Warum wir nach Glück suchen">
        <Prose>
          <p>
            Die Sehnsucht nach Glück ist zutiefst menschlich. Sie ist ein Kompass, der uns zeigt: Da geht noch mehr.
            Mehr Leichtigkeit, mehr Verbundenheit, mehr Sinn. Problematisch wird es erst, wenn wir Glück als Ziel
            begreifen, das man einmal erreicht und dann besitzt, wie eine Urkunde an der Wand.
          </p>
          <p>
            Die Werbung verspricht uns Glück im nächsten Kauf, soziale Medien zeigen uns glückliche Menschen im
            Dauerzustand. Kein Wunder, dass sich der eigene, ganz normale Alltag dagegen grau anfühlt. Dabei zeigt die
            Glücksforschung seit Jahren: Zufriedenheit hängt weniger von äußeren Umständen ab, als wir denken, und viel
            mehr von unseren Beziehungen, von unserem Tun und von der Art, wie wir auf unser Leben schauen.
          </p>
          <p>
            Im Coaching geht es deshalb nicht darum, dir ein Rezept für Dauerglück zu verkaufen. Es geht darum, die
            Bedingungen zu verstehen, unter denen Glück bei dir entstehen kann, und ihm mehr Raum zu geben.
          </p>
        </Prose>
      </Section>

      <Section
        eyebrow="Drei Paradoxien"
        title="Warum Glück sich nicht erzwingen lässt"
        intro="Glück verhält sich oft anders, als wir erwarten. Wer diese drei Paradoxien kennt, sucht an den richtigen Stellen."
        tone="sand"
      >
        <CardGrid
          cards={[
            {
              label: "Paradox 1",
              title: "Je mehr du jagst, desto weiter rückt es weg",
              text: "Wer ständig prüft, ob er schon glücklich genug ist, verpasst den Moment, in dem er es ist. Glück entsteht oft nebenbei, wenn du ganz bei einer Sache bist.",
            },
            {
              label: "Paradox 2",
              title: "Mehr Auswahl macht nicht freier",
              text: "Unendlich viele Möglichkeiten versprechen Freiheit und bringen oft Unruhe. Zufriedenheit wächst, wenn du dich bewusst festlegst und das Gewählte wertschätzt.",
            },
            {
              label: "Paradox 3",
              title: "Wer Schweres zulässt, wird leichter",
              text: "Wer traurige oder ängstliche Gefühle wegdrückt, dämpft auch die Freude. Erst wenn alles da sein darf, wird echte Lebendigkeit möglich.",
            },
          ]}
        />
      </Section>

      <Section eyebrow="Im Alltag" title="Wie du dem Glück Raum gibst">
        <Prose>
          <p>
            Statt auf den großen Glücksmoment zu warten, schauen wir gemeinsam auf die kleinen Stellschrauben: Welche
            Begegnungen nähren dich? Bei welchen Tätigkeiten vergisst du die Zeit? Was darfst du weglassen, damit das
            Wesentliche Platz hat?
          </p>
          <p>
            Daraus entstehen keine Pflichtübungen, sondern Gewohnheiten, die zu dir passen: ein Dankbarkeitsmoment am
            Abend, ein freier Nachmittag ohne Plan, ein ehrliches Gespräch, das längst fällig war. Glück, so erlebe ich
            es immer wieder, ist weniger ein Ziel als eine Art, unterwegs zu sein.
          </p>
        </Prose>
      </Section>

      <Quote
        text="Bedenke, dass sehr wenig dazu gehört, ein glückliches Leben zu führen."
        author="Marc Aurel"
        source="Selbstbetrachtungen"
      />

      <CtaBand
        title="Lass uns herausfinden, was dich wirklich glücklich macht"
        actions={[
          { label: "Coaching buchen", to: "/contact" },
          { label: "Termine ansehen", to: "/events" },
        ]}
      >
        <p>Ganz ohne Druck und Glücksversprechen, dafür mit Neugier und Zeit für dich.</p>
      </CtaBand>

      <RelatedTopics current="glueck" />
    </>
  );
}
