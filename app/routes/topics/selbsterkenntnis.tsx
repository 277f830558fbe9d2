import { brand } from "~/config/brand";
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
import type { Route } from "./+types/selbsterkenntnis";

const topic = getTopic("selbsterkenntnis");

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "Selbsterkenntnis: Dich selbst besser verstehen",
    `Lerne deine Werte, Muster und Stärken kennen: Methoden der Selbsterkenntnis im Coaching mit ${brand.coach.name}, persönlich in Braunschweig, München oder online.`,
    topic.href,
  );

export default function SelbsterkenntnisPage() {
  return (
    <>
      <ContentHero
        eyebrow="Selbsterkenntnis"
        title="Der Weg zu dir selbst"
        image={topic.image}
        actions={[
          { label: "Coaching buchen", to: "/contact" },
          { label: "Workshops ansehen", to: "/events" },
        ]}
      >
        <p>{topic.teaser}</p>
        <p>
          Wer sich selbst kennt, muss nicht mehr jedem Ratschlag folgen. Du spürst, was zu dir passt, und kannst
          freundlicher mit dem umgehen, was (noch) nicht passt.
        </p>
      </ContentHero>

      <Section eyebrow="Warum es sich lohnt" title="Selbsterkenntnis ist die Grundlage jeder Veränderung">
        <Prose>
          <p>
            Wir verbringen unser ganzes Leben mit uns selbst und sind uns trotzdem oft ein Rätsel. Warum reagiere ich in
            manchen Situationen so heftig? Warum sage ich Ja, wenn ich Nein meine? Und warum fühlt sich ein Erfolg
            manchmal leer an, obwohl ich so hart dafür gearbeitet habe?
          </p>
          <p>
            Hinter solchen Fragen stehen <strong>Werte</strong>, die verletzt oder erfüllt werden,{" "}
            <strong>Muster</strong>, die wir früh gelernt haben, und <strong>Bedürfnisse</strong>, die nach
            Aufmerksamkeit rufen. Wenn du sie erkennst, wirst du dir selbst verständlicher. Aus automatischen Reaktionen
            werden bewusste Entscheidungen.
          </p>
          <p>
            Selbsterkenntnis ist dabei kein einmaliges Aha-Erlebnis, sondern eine Haltung: neugierig bleiben,
            hinschauen, ohne gleich zu urteilen. Im Coaching halte ich dir dafür einen sicheren Raum und stelle die
            Fragen, die du dir allein vielleicht nicht stellen würdest.
          </p>
        </Prose>
      </Section>

      <Quote
        text="Ich studiere mich selbst mehr als irgendeinen anderen Gegenstand. Das ist meine Metaphysik, das ist meine Physik."
        author="Michel de Montaigne"
        source="Essais"
      />

      <Section
        eyebrow="Methoden"
        title="Womit wir arbeiten"
        intro="Ich wähle die Methoden passend zu dir und deinem Anliegen aus. Manche laden zum Nachdenken ein, andere zum Ausprobieren."
      >
        <CardGrid
          cards={[
            {
              title: "Werte-Kompass",
              text: "Du findest heraus, welche fünf Werte dein Leben wirklich lenken, und prüfst, wo du schon nach ihnen lebst und wo nicht.",
            },
            {
              title: "Biografiearbeit",
              text: "Mit einer Lebenslinie machst du Wendepunkte, Kraftquellen und wiederkehrende Themen deines Lebens sichtbar.",
            },
            {
              title: "Inneres Team",
              text: "Wir geben den verschiedenen Stimmen in dir einen Namen, damit du verstehst, wer da eigentlich gerade spricht.",
            },
            {
              title: "Stärkenanalyse",
              text: "Gemeinsam entdecken wir deine Talente, auch die, die dir so selbstverständlich sind, dass du sie übersiehst.",
            },
            {
              title: "Achtsamkeitsübungen",
              text: "Kurze Übungen schulen deine Wahrnehmung für Gedanken, Gefühle und Körpersignale, bevor du reagierst.",
            },
            {
              title: "Journaling",
              text: "Gezielte Schreibimpulse helfen dir, zwischen den Sitzungen weiterzudenken und Fortschritte festzuhalten.",
            },
          ]}
        />
      </Section>

      <Section eyebrow="Was sich verändert" title="Was Klientinnen und Klienten mitnehmen" tone="sand">
        <Prose>
          <p>
            Viele erzählen mir nach einigen Sitzungen, dass sie sich „wieder spüren“. Sie treffen Entscheidungen
            schneller, weil sie ihren eigenen Maßstab kennen. Sie setzen Grenzen, ohne sich dafür zu rechtfertigen. Und
            sie gehen nachsichtiger mit sich um, wenn etwas nicht gelingt.
          </p>
          <p>
            Selbsterkenntnis macht dich nicht zu einem anderen Menschen. Sie macht dich mehr zu dem Menschen, der du
            schon bist.
          </p>
        </Prose>
      </Section>

      <CtaBand
        title="Neugierig auf dich selbst?"
        actions={[
          { label: "Coaching buchen", to: "/contact" },
          { label: "Mehr über mich", to: "/about" },
        ]}
      >
        <p>Im kostenlosen Erstgespräch finden wir heraus, welcher Einstieg für dich der richtige ist.</p>
      </CtaBand>

      <RelatedTopics current="selbsterkenntnis" />
    </>
  );
}
