import { brand } from "~/config/brand";
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
import type { Route } from "./+types/mindset";

const topic = getTopic("mindset");

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "Mindset & Zukunft: Wie deine Gedanken deinen Weg prägen",
    `Mindset-Coaching mit ${brand.coach.name}: Erkenne die Überzeugungen, die dich bremsen, und entwickle eine Haltung, mit der du deiner Zukunft offen begegnest.`,
    topic.href,
  );

export default function MindsetPage() {
  return (
    <>
      <ContentHero
        eyebrow="Mindset-Coaching"
        title={topic.title}
        image={topic.image}
        actions={[
          { label: "Coaching buchen", to: "/contact" },
          { label: "Workshops ansehen", to: "/events" },
        ]}
      >
        <p>{topic.teaser}</p>
        <p>
          Was du über dich und die Welt glaubst, entscheidet darüber, welche Möglichkeiten du überhaupt siehst. Die gute
          Nachricht: Überzeugungen sind gelernt. Und was gelernt ist, darf sich verändern.
        </p>
      </ContentHero>

      <Section eyebrow="Worum es geht" title="Was Mindset wirklich bedeutet">
        <Prose>
          <p>
            Mindset ist kein Schlagwort für ständiges positives Denken. Gemeint ist die innere Brille, durch die du auf
            dein Leben schaust: deine Annahmen darüber, was du kannst, was du verdienst und was möglich ist. Diese
            Brille setzen wir uns früh auf, oft ohne es zu merken. Sie hat uns einmal geschützt, doch manchmal engt sie
            uns heute ein.
          </p>
          <p>
            Vielleicht kennst du Sätze wie „Das war schon immer so“, „Dafür bin ich nicht gemacht“ oder „Erst wenn …,
            dann darf ich …“. Solche Gedanken fühlen sich wie Tatsachen an. Sie sind aber Geschichten, die du dir lange
            erzählt hast. Im Coaching schauen wir sie uns freundlich und neugierig an: Woher kommen sie? Wofür waren sie
            gut? Und welche Geschichte möchtest du ab jetzt erzählen?
          </p>
          <p>
            Ein zukunftsoffenes Mindset bedeutet nicht, dass alles leicht wird. Es bedeutet, dass du Schwierigkeiten als
            Teil des Weges begreifst und nicht als Beweis dafür, dass du falsch bist. Diese Haltung lässt sich üben, Tag
            für Tag, in kleinen Schritten.
          </p>
        </Prose>
      </Section>

      <Section
        eyebrow="Zwei Haltungen"
        title="Vom festen zum wachsenden Blick"
        intro="Niemand denkt nur in einer Richtung. Aber es hilft zu bemerken, welche Stimme gerade spricht."
        tone="sand"
      >
        <CardGrid
          columns={4}
          cards={[
            {
              label: "Statt",
              title: "„Ich kann das nicht.“",
              text: "… fragst du: „Was brauche ich, um es zu lernen?“ So wird aus einer Grenze ein nächster Schritt.",
            },
            {
              label: "Statt",
              title: "„Fehler sind peinlich.“",
              text: "… sagst du: „Fehler zeigen mir, wo ich gerade wachse.“ Wer ausprobiert, darf auch danebenliegen.",
            },
            {
              label: "Statt",
              title: "„Die anderen sind weiter.“",
              text: "… schaust du auf deinen eigenen Weg: Wo stand ich vor einem Jahr, und was habe ich seitdem geschafft?",
            },
            {
              label: "Statt",
              title: "„Die Zukunft passiert mir.“",
              text: "… erkennst du deinen Spielraum: Du kannst nicht alles steuern, aber du kannst entscheiden, wie du antwortest.",
            },
          ]}
        />
      </Section>

      <Section eyebrow="So arbeiten wir" title="Wie Mindset-Coaching bei mir abläuft">
        <StepList
          steps={[
            {
              title: "Bewusst machen",
              text: "Wir spüren die Überzeugungen auf, die dein Handeln heute lenken, und würdigen, wofür sie einmal gut waren.",
            },
            {
              title: "Neu denken",
              text: "Gemeinsam formulieren wir hilfreiche Gedanken, die sich für dich stimmig anfühlen und nicht wie ein Poster-Spruch.",
            },
            {
              title: "Im Alltag üben",
              text: "Kleine Experimente zwischen den Sitzungen machen die neue Haltung erfahrbar. Was wirkt, bleibt; was nicht passt, darf gehen.",
            },
          ]}
        />
        <div className="mt-12 grid gap-8 lg:grid-cols-2">
          <Prose>
            <p>
              Ob im <strong>Einzelcoaching</strong> (60 bis 90 Minuten) oder in einem <strong>Gruppenworkshop</strong>{" "}
              (3 bis 4 Stunden): Du bekommst Raum zum Nachdenken, ehrliche Rückmeldung und konkrete Werkzeuge, die du
              sofort ausprobieren kannst.
            </p>
          </Prose>
          <CheckList
            items={[
              "Reflexionsfragen für deinen Alltag",
              "Übungen zu Selbstmitgefühl und Zuversicht",
              "Ein persönlicher Plan für die nächsten vier Wochen",
            ]}
          />
        </div>
      </Section>

      <Quote
        text="Nicht die Dinge selbst beunruhigen die Menschen, sondern ihre Meinungen über die Dinge."
        author="Epiktet"
        source="Handbüchlein der Moral"
      />

      <CtaBand
        title="Bereit für einen neuen Blick auf deine Zukunft?"
        actions={[
          { label: "Coaching buchen", to: "/contact" },
          { label: "Termine ansehen", to: "/events" },
        ]}
      >
        <p>
          Im kostenlosen Erstgespräch (30 Minuten) schauen wir gemeinsam, wo du gerade stehst und was dich weiterbringt.
        </p>
      </CtaBand>

      <RelatedTopics current="mindset" />
    </>
  );
}
