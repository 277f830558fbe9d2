import { brand } from "~/config/brand";
import {
  ContentHero,
  CardGrid,
  CtaBand,
  Prose,
  RelatedTopics,
  Section,
  StepList,
} from "~/features/content/pages/sections";
import { pageMeta } from "~/features/content/pages/seo";
import { getTopic } from "~/features/content/topics";
import type { Route } from "./+types/lebensziele";

const topic = getTopic("lebensziele");

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "Lebensziele finden und dein Vermächtnis gestalten",
    `Finde Lebensziele, die zu dir passen: vier Dimensionen deines Vermächtnisses und ein Vorgehen in vier Schritten, im Coaching mit ${brand.coach.name}.`,
    topic.href,
  );

export default function LebenszielePage() {
  return (
    <>
      <ContentHero
        eyebrow="Lebensziele"
        title="Lebensziele, die zu dir passen"
        image={topic.image}
        actions={[
          { label: "Coaching buchen", to: "/contact" },
          { label: "So gehen wir vor", to: "#vorgehen", variant: "secondary" },
        ]}
      >
        <p>{topic.teaser}</p>
        <p>
          Nicht jedes Ziel ist es wert, dein Leben danach auszurichten. Lass uns die finden, die dich wirklich tragen.
        </p>
      </ContentHero>

      <Section eyebrow="Über Ziele" title="Was ein Lebensziel von einem Vorsatz unterscheidet">
        <Prose>
          <p>
            Vorsätze haben ein kurzes Leben. Sie entstehen oft aus dem Gefühl, etwas zu müssen: mehr Sport, weniger
            Bildschirm, endlich die Beförderung. Lebensziele reichen tiefer. Sie beantworten die Frage, wofür du deine
            begrenzte Zeit, deine Energie und deine Liebe einsetzen willst.
          </p>
          <p>
            Ein gutes Lebensziel fühlt sich nicht wie eine Last an, sondern wie eine Einladung. Es passt zu deinen
            Werten, es fordert dich heraus, ohne dich zu überfordern, und es lässt Raum für Umwege. Vor allem aber ist
            es <strong>deins</strong> und nicht das deiner Eltern, deines Umfelds oder einer Idee davon, wie ein
            erfolgreiches Leben auszusehen hat.
          </p>
          <p>
            Manchmal hilft ein Perspektivwechsel: Stell dir vor, du blickst in vielen Jahren auf dein Leben zurück.
            Worauf möchtest du stolz sein? Was soll von dir bleiben? Aus diesen Fragen entsteht der Gedanke des
            Vermächtnisses.
          </p>
        </Prose>
      </Section>

      <Section
        eyebrow="Dein Vermächtnis"
        title="Vier Dimensionen, in denen du Spuren hinterlässt"
        intro="Ein Vermächtnis ist nichts Großes oder Fernes. Du gestaltest es jeden Tag, in vier Dimensionen."
        tone="sand"
      >
        <CardGrid
          columns={4}
          cards={[
            {
              label: "Dimension 1",
              title: "Menschen",
              text: "Wie sollen sich die Menschen an dich erinnern, die dir nahestehen? Welche Beziehungen willst du pflegen?",
            },
            {
              label: "Dimension 2",
              title: "Werk",
              text: "Was möchtest du erschaffen, aufbauen oder bewegen, im Beruf, im Ehrenamt oder in einem Herzensprojekt?",
            },
            {
              label: "Dimension 3",
              title: "Werte",
              text: "Für welche Haltung möchtest du stehen? Welche Überzeugungen gibst du durch dein Handeln weiter?",
            },
            {
              label: "Dimension 4",
              title: "Wachstum",
              text: "Wer möchtest du werden? Welche Erfahrungen und Erkenntnisse sollen dein Leben reich machen?",
            },
          ]}
        />
      </Section>

      <Section
        id="vorgehen"
        eyebrow="Mein Vorgehen"
        title="In vier Schritten zu deinen Lebenszielen"
        intro="Dieses Vorgehen hat sich in meinen Coachings bewährt. Wir passen Tempo und Tiefe an dich an."
      >
        <StepList
          steps={[
            {
              title: "Standort bestimmen",
              text: "Wo stehst du heute? Wir würdigen, was du schon erreicht hast, und benennen, was fehlt.",
            },
            {
              title: "Werte klären",
              text: "Deine Werte sind der Filter für jedes Ziel. Wir machen sie sichtbar und bringen sie in eine Reihenfolge.",
            },
            {
              title: "Ziele formulieren",
              text: "Aus Wünschen werden klare, anziehende Ziele für die vier Dimensionen, groß genug, um dich zu begeistern.",
            },
            {
              title: "Ersten Schritt gehen",
              text: "Wir planen die nächsten Wochen konkret und verabreden, wie du dranbleibst, wenn der Alltag laut wird.",
            },
          ]}
        />
      </Section>

      <CtaBand
        title="Bereit, deine Lebensziele zu definieren?"
        actions={[{ label: "Coaching buchen", to: "/contact" }]}
      >
        <p>
          Im Einzelcoaching (60 bis 90 Minuten pro Sitzung) nehmen wir uns die Zeit, die deine Fragen verdienen. Starte
          mit einem kostenlosen Erstgespräch von 30 Minuten.
        </p>
      </CtaBand>

      <RelatedTopics current="lebensziele" />
    </>
  );
}
