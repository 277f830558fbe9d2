import { brand } from "~/config/brand";
import {
  BulletList,
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
import type { Route } from "./+types/vergangenheit";

const topic = getTopic("vergangenheit");

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "Vergangenheit verstehen: Alte Geschichten würdigen und loslassen",
    `Verstehe, wie deine Vergangenheit dich heute prägt, und löse dich von Mustern, die dich festhalten: Coaching mit ${brand.coach.name} in Braunschweig, München und online.`,
    topic.href,
  );

export default function VergangenheitPage() {
  return (
    <>
      <ContentHero
        eyebrow={topic.title}
        title="Die Vergangenheit verstehen, um frei weiterzugehen"
        image={topic.image}
        actions={[{ label: "Coaching buchen", to: "/contact" }]}
      >
        <p>{topic.teaser}</p>
        <p>
          Deine Geschichte hat dich zu dem Menschen gemacht, der du heute bist. Aber sie muss nicht bestimmen, wer du
          morgen sein wirst.
        </p>
      </ContentHero>

      <Section eyebrow="Warum zurückschauen?" title="Was die Vergangenheit mit deinem Heute zu tun hat">
        <Prose>
          <p>
            Vielleicht kennst du das: Du nimmst dir fest vor, anders zu reagieren, und stehst doch wieder an derselben
            Stelle. Du wählst Partner, Jobs oder Freundschaften, die sich auf seltsame Weise ähneln. Oder ein Kommentar
            trifft dich viel tiefer, als er eigentlich sollte.
          </p>
          <p>
            Oft liegen die Wurzeln solcher Muster in früheren Erfahrungen. Als Kind oder in schwierigen Lebensphasen
            haben wir Strategien entwickelt, die uns damals geholfen haben: uns anpassen, stark sein, nicht auffallen,
            alles kontrollieren. Diese Strategien waren klug. Heute sind sie manchmal zu eng geworden.
          </p>
          <p>
            Im Coaching schauen wir nicht zurück, um in alten Wunden zu bohren oder Schuldige zu suchen. Wir schauen
            zurück, um zu verstehen. Denn was du verstehst, kannst du würdigen, und was du würdigst, kannst du leichter
            loslassen.
          </p>
        </Prose>
      </Section>

      <Section eyebrow="Für wen" title="Dieses Coaching ist für dich, wenn …" tone="sand">
        <BulletList
          items={[
            "du immer wieder in ähnliche Situationen gerätst und verstehen möchtest, warum",
            "dich eine Trennung, ein Verlust oder eine Enttäuschung nicht loslässt",
            "du alte Glaubenssätze wie „Ich muss perfekt sein“ hinter dir lassen möchtest",
            "du mit einem Kapitel deines Lebens Frieden schließen willst",
            "du Entscheidungen der Vergangenheit bereust und wieder nach vorn schauen möchtest",
            "du deine Familiengeschichte besser verstehen und eigene Wege gehen willst",
          ]}
        />
      </Section>

      <Section eyebrow="Wie wir arbeiten" title="Behutsam und mit Blick nach vorn">
        <CardGrid
          cards={[
            {
              title: "Lebenslinie",
              text: "Du zeichnest die Höhen und Tiefen deines Lebens auf und entdeckst Zusammenhänge, die dir bisher verborgen waren.",
            },
            {
              title: "Muster erkennen",
              text: "Wir benennen, welche Strategien du früh gelernt hast, und prüfen, welche dir heute noch dienen.",
            },
            {
              title: "Neu erzählen",
              text: "Du lernst, deine Geschichte so zu erzählen, dass auch deine Kraft und deine Entwicklung darin Platz haben.",
            },
          ]}
        />
        <div className="mt-10">
          <Prose>
            <p>
              Du bestimmst dabei jederzeit, wie tief wir gehen. Wenn deutlich wird, dass tiefer liegende Verletzungen
              eine therapeutische Begleitung brauchen, sage ich dir das offen und helfe dir, passende Unterstützung zu
              finden.
            </p>
          </Prose>
        </div>
      </Section>

      <Quote
        text="Das Leben kann nur rückwärts verstanden, aber nur vorwärts gelebt werden."
        author="Søren Kierkegaard"
        source="Tagebücher"
      />

      <CtaBand
        title="Bereit, deine Geschichte mit neuen Augen zu sehen?"
        actions={[{ label: "Coaching buchen", to: "/contact" }]}
      >
        <p>Lass uns in einem kostenlosen Erstgespräch (30 Minuten) schauen, wo du gerade stehst.</p>
      </CtaBand>

      <RelatedTopics current="vergangenheit" />
    </>
  );
}
