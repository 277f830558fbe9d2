import { brand } from "~/config/brand";
import { CheckList } from "~/features/content/blocks";
import { ButtonLink } from "~/components/ui/button";
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
import type { Route } from "./+types/zukunftsgestaltung";

const topic = getTopic("zukunftsgestaltung");

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "Zukunftsgestaltung: Vier Werkzeuge für deine Zukunft",
    `Gestalte deine Zukunft aktiv und flexibel: Vision Mapping, Werteorientierung, Adaptive Planung und Zielausrichtung im Coaching und in Workshops mit ${brand.coach.name}.`,
    topic.href,
  );

export default function ZukunftsgestaltungPage() {
  return (
    <>
      <ContentHero
        eyebrow={topic.title}
        title="Deine Zukunft aktiv gestalten"
        image={topic.image}
        actions={[
          { label: "Coaching anfragen", to: "/contact" },
          { label: "Zu den Workshops", to: "#workshops" },
        ]}
      >
        <p>{topic.teaser}</p>
        <p>
          Die Zukunft lässt sich nicht vorhersagen. Aber du kannst gut vorbereitet sein: mit einer klaren Richtung und
          der Freiheit, unterwegs nachzusteuern.
        </p>
      </ContentHero>

      <Section eyebrow="Haltung" title="Zwischen Kontrolle und Treibenlassen">
        <Prose>
          <p>
            Manche Menschen planen ihr Leben bis ins Detail und sind enttäuscht, wenn es anders kommt. Andere lassen
            sich treiben und wundern sich, wo sie gelandet sind. Zukunftsgestaltung liegt dazwischen: Du weißt, wohin du
            willst, und bleibst offen für das, was dir auf dem Weg begegnet.
          </p>
          <p>
            Gerade in unsicheren Zeiten braucht es beides. Eine Vision gibt dir Orientierung, wenn um dich herum vieles
            in Bewegung ist. Flexibilität bewahrt dich davor, an einem Plan festzuhalten, der längst nicht mehr passt.
            Im Coaching verbinden wir beides zu einem Vorgehen, das sich für dich stimmig anfühlt.
          </p>
          <p>
            Dafür arbeite ich mit vier Werkzeugen, die sich ergänzen. Du kannst sie einzeln nutzen oder zu deinem
            persönlichen Zukunftsplan verbinden.
          </p>
        </Prose>
      </Section>

      <Section
        eyebrow="Vier Werkzeuge"
        title="Dein Werkzeugkasten für die Zukunft"
        intro="Jedes Werkzeug beantwortet eine eigene Frage. Zusammen ergeben sie ein Bild, mit dem du arbeiten kannst."
        tone="sand"
      >
        <CardGrid
          columns={4}
          cards={[
            {
              label: "Wohin?",
              title: "Vision Mapping",
              text: "Du skizzierst auf einer Landkarte, wie dein Leben in fünf Jahren aussehen soll, mit allen Bereichen, die dir wichtig sind.",
            },
            {
              label: "Warum?",
              title: "Werteorientierung",
              text: "Deine Werte sind der Maßstab für jede Entscheidung. Wir klären sie, damit deine Zukunft zu dir passt.",
            },
            {
              label: "Wie?",
              title: "Adaptive Planung",
              text: "Statt eines starren Fahrplans entwickelst du Etappen mit Kurskorrekturen, so bleibst du handlungsfähig, wenn sich etwas ändert.",
            },
            {
              label: "Was zuerst?",
              title: "Zielausrichtung",
              text: "Wir bringen deine Ziele in eine Reihenfolge und richten deinen Alltag so aus, dass er dich ihnen näherbringt.",
            },
          ]}
        />
        <div className="mt-10">
          <ButtonLink to="/contact" size="lg">
            Coaching anfragen
          </ButtonLink>
        </div>
      </Section>

      <Section
        id="workshops"
        eyebrow="Workshops"
        title="Zukunftsgestaltung in der Gruppe"
        intro="Du arbeitest lieber mit anderen zusammen? In meinen Workshops lernst du die vier Werkzeuge an einem halben Tag kennen."
      >
        <div className="grid gap-10 lg:grid-cols-2">
          <Prose>
            <p>
              In kleinen Gruppen erstellst du deine eigene Vision Map, klärst deine Werte und planst die ersten Etappen.
              Die Perspektiven der anderen Teilnehmenden bringen dich oft auf Ideen, auf die du allein nicht gekommen
              wärst.
            </p>
            <p>
              Die Workshops dauern 3 bis 4 Stunden und finden in Braunschweig, in München und online statt. Für
              Unternehmen biete ich sie auch als Inhouse Training für Teams und Führungskräfte an.
            </p>
          </Prose>
          <div className="rounded-2xl border border-line bg-white p-6 sm:p-8">
            <h3 className="text-xl">Im Workshop erwartet dich</h3>
            <div className="mt-5">
              <CheckList
                items={[
                  "Deine persönliche Vision Map zum Mitnehmen",
                  "Ein Werteprofil als Kompass für Entscheidungen",
                  "Ein 90-Tage-Plan mit festen Checkpoints",
                  "Austausch mit Menschen, die Ähnliches bewegt",
                ]}
              />
            </div>
            <div className="mt-8 flex flex-wrap gap-3">
              <ButtonLink to="/events">Termine ansehen</ButtonLink>
              <ButtonLink to="/contact" variant="secondary">
                Inhouse anfragen
              </ButtonLink>
            </div>
          </div>
        </div>
      </Section>

      <Quote
        text="Es ist nicht genug, zu wissen, man muss auch anwenden; es ist nicht genug, zu wollen, man muss auch tun."
        author="Johann Wolfgang von Goethe"
        source="Wilhelm Meisters Wanderjahre"
      />

      <CtaBand
        title="Lass uns deine Zukunft gemeinsam gestalten"
        actions={[{ label: "Coaching anfragen", to: "/contact" }]}
      >
        <p>Im kostenlosen Erstgespräch (30 Minuten) finden wir heraus, welches Werkzeug dir jetzt am meisten hilft.</p>
      </CtaBand>

      <RelatedTopics current="zukunftsgestaltung" />
    </>
  );
}
