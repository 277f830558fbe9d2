import { brand } from "~/config/brand";
import { CheckList } from "~/features/content/blocks";
import {
  CardGrid,
  ContentHero,
  CtaBand,
  Prose,
  ProseWithImage,
  Quote,
  Section,
  StepList,
} from "~/features/content/pages/sections";
import { pageMeta } from "~/features/content/pages/seo";
import type { Route } from "./+types/about";

const { coach } = brand;
const locations = "Braunschweig, München und online";

export const meta: Route.MetaFunction = () =>
  pageMeta(
    `Über mich: ${coach.name}, Coachin für Mindset, Sinn und Zukunft`,
    `Lerne ${coach.name} kennen: ${coach.title} in ${locations}. Meine Geschichte, Ausbildung, Philosophie und wie ich mit dir arbeite.`,
    "/about",
  );

export default function AboutPage() {
  return (
    <>
      <ContentHero
        eyebrow="Über mich"
        title={`Hallo, ich bin ${coach.firstName}.`}
        image="/images/portrait.svg"
        imageAlt={`Illustration: ${coach.name}`}
        portrait
        actions={[
          { label: "Kostenloses Erstgespräch", to: "/contact" },
          { label: "Meine Angebote", to: "/angebote" },
        ]}
      >
        <p>
          {coach.title} aus {brand.address.city}. Ich begleite Menschen, die an einem Wendepunkt stehen und spüren: Da
          wartet noch etwas auf mich.
        </p>
        <p>
          Ob du deinen Sinn suchst, dein Mindset stärken oder deine Zukunft bewusst gestalten willst: Ich gehe ein Stück
          des Weges mit dir, in {locations}.
        </p>
      </ContentHero>

      <Section eyebrow="Meine Geschichte" title="Vom Funktionieren zum Leben">
        <ProseWithImage image="/images/topics/sinn.svg">
          <p>
            Lange Zeit habe ich ein Leben geführt, das von außen betrachtet perfekt aussah. Nach dem Studium habe ich
            zehn Jahre in der Personalentwicklung eines großen Unternehmens gearbeitet, erst in Hannover, später in
            München. Ich war gut in meinem Job, bekam Anerkennung und stieg auf. Und trotzdem wurde die Frage immer
            lauter: Ist das alles?
          </p>
          <p>
            Mit Mitte dreißig kam der Punkt, an dem nichts mehr Sinn ergab. Ich war erschöpft, obwohl ich nicht
            übermäßig viel arbeitete, und traurig, obwohl „alles gut“ war. Diese Krise war eine der schwersten Zeiten
            meines Lebens und zugleich die wichtigste. Ich begann, mich ernsthaft mit mir selbst zu beschäftigen: mit
            meinen Werten, meinen Mustern, meiner Geschichte.
          </p>
          <p>
            Was ich dabei gelernt habe, gebe ich heute weiter. Ich habe meine Festanstellung gekündigt, mich umfassend
            ausgebildet und {brand.productName} gegründet. Seitdem habe ich viele hundert Menschen begleitet und erlebe
            jeden Tag, wie viel Kraft frei wird, wenn jemand wieder mit sich selbst in Verbindung kommt.
          </p>
        </ProseWithImage>
      </Section>

      <Section eyebrow="Ausbildung" title="Was ich mitbringe" tone="sand">
        <div className="grid gap-10 lg:grid-cols-2">
          <Prose>
            <p>
              Gutes Coaching braucht ein solides Handwerk und die Bereitschaft, selbst immer weiter zu lernen. Deshalb
              bilde ich mich regelmäßig fort und reflektiere meine Arbeit in Supervision und kollegialer Beratung.
            </p>
            <p>
              Mein Hintergrund aus Psychologie und Personalentwicklung hilft mir, Menschen in ihrem privaten und
              beruflichen Kontext zu verstehen. Meine eigene Lebenserfahrung hilft mir, dabei menschlich zu bleiben.
            </p>
          </Prose>
          <div className="rounded-2xl border border-line bg-white p-6 sm:p-8">
            <CheckList
              items={[
                "Studium der Psychologie (M. Sc.)",
                "Zertifizierte Ausbildung zur systemischen Coachin",
                "Weiterbildung in achtsamkeitsbasierter Stressreduktion (MBSR)",
                "Trainerin für Erwachsenenbildung",
                "Fortbildung in lösungsorientierter Kurzzeitberatung",
                "Regelmäßige Supervision und Intervision",
              ]}
            />
          </div>
        </div>
      </Section>

      <Section
        eyebrow="Mit wem ich arbeite"
        title="Meine Klientinnen und Klienten"
        intro="Die Menschen, die zu mir kommen, sind so verschieden wie ihre Fragen. Gemeinsam ist ihnen der Wunsch, ihr Leben bewusster zu gestalten."
      >
        <CardGrid
          cards={[
            {
              title: "Menschen im Umbruch",
              text: "Nach einer Trennung, einem Jobwechsel oder einem Verlust suchen sie neue Orientierung und Halt.",
            },
            {
              title: "Fach- und Führungskräfte",
              text: "Sie sind erfolgreich und fragen sich, wofür sie ihre Energie in Zukunft einsetzen wollen.",
            },
            {
              title: "Teams und Unternehmen",
              text: "In Workshops, Keynotes und Inhouse Trainings stärken wir Zusammenarbeit, Resilienz und gemeinsame Ausrichtung.",
            },
          ]}
        />
      </Section>

      <Section eyebrow="Philosophie" title="Woran ich glaube" tone="sand">
        <Prose>
          <p>
            Ich glaube, dass jeder Mensch die Antworten auf seine wichtigsten Fragen bereits in sich trägt. Manchmal
            liegen sie nur unter Erwartungen, Ängsten und alten Geschichten verborgen. Meine Aufgabe ist es nicht, dir
            zu sagen, wie du leben sollst. Meine Aufgabe ist es, gute Fragen zu stellen, zuzuhören und dir einen Raum zu
            geben, in dem du deine eigenen Antworten findest.
          </p>
          <p>
            Dabei ist mir eine Haltung besonders wichtig: <strong>Freundlichkeit dir selbst gegenüber</strong>.
            Veränderung gelingt nicht durch Druck, sondern durch Verständnis. Wer sich selbst mit Wohlwollen begegnet,
            traut sich mehr zu und bleibt auch dann dran, wenn es schwierig wird.
          </p>
        </Prose>
      </Section>

      <Section
        eyebrow="Mein Ansatz"
        title="Wie ich arbeite"
        intro="Systemisch, lösungsorientiert und achtsam: Ich verbinde bewährte Methoden mit viel Gespür für den Menschen vor mir."
      >
        <StepList
          steps={[
            {
              title: "Kennenlernen",
              text: "Im kostenlosen Erstgespräch (30 Minuten) klären wir dein Anliegen und ob wir gut zusammenpassen.",
            },
            {
              title: "Klarheit gewinnen",
              text: "Wir schauen gemeinsam auf deine Situation, deine Werte und deine Ressourcen.",
            },
            {
              title: "Wege entwickeln",
              text: "Du entwickelst Ideen und Schritte, die zu dir passen, und probierst sie im Alltag aus.",
            },
            {
              title: "Verankern",
              text: "Wir reflektieren, was wirkt, und sorgen dafür, dass die Veränderung bleibt.",
            },
          ]}
        />
        <div className="mt-12 rounded-2xl border border-line bg-white p-6 sm:p-10">
          <h3 className="text-2xl">So kannst du mit mir arbeiten</h3>
          <ul className="mt-6 grid gap-x-10 gap-y-4 text-ink sm:grid-cols-2">
            {[
              ["Einzelcoaching", "60 bis 90 Minuten pro Sitzung"],
              ["Gruppenworkshops", "3 bis 4 Stunden in kleiner Runde"],
              ["Online Kurse", "in deinem Tempo in der Academy"],
              ["Keynotes", "30 bis 60 Minuten für dein Event"],
              ["Impulsvorträge", "kurz, lebendig und nachklingend"],
              ["Inhouse Trainings", "maßgeschneidert für dein Unternehmen"],
            ].map(([format, detail]) => (
              <li key={format} className="flex flex-col border-b border-line pb-3">
                <span className="font-semibold">{format}</span>
                <span className="text-muted">{detail}</span>
              </li>
            ))}
          </ul>
          <p className="mt-6 text-muted">
            Wir arbeiten persönlich in {brand.address.city} oder München oder online per Video.
          </p>
        </div>
      </Section>

      <Quote
        text="Ich möchte Menschen nicht reparieren. Ich möchte sie daran erinnern, wer sie sind."
        author={coach.name}
      />

      <Section eyebrow="Meine Vision" title="Wofür ich das alles mache">
        <Prose>
          <p>
            Ich träume von einer Welt, in der mehr Menschen ein Leben führen, das sich wirklich nach ihrem eigenen
            anfühlt. In der Krisen nicht versteckt, sondern als Übergänge verstanden werden. Und in der Unternehmen
            erkennen, dass Menschen dann am meisten bewegen, wenn sie wissen, wofür.
          </p>
          <p>
            Jedes Coaching, jeder Workshop und jeder Vortrag ist mein kleiner Beitrag dazu. Vielleicht ist deine
            Geschichte der nächste.
          </p>
        </Prose>
      </Section>

      <CtaBand
        title="Lass uns kennenlernen"
        actions={[
          { label: "Kostenloses Erstgespräch vereinbaren", to: "/contact" },
          { label: "Angebote ansehen", to: "/angebote" },
        ]}
      >
        <p>
          In einem kostenlosen Erstgespräch von 30 Minuten erzählst du mir, was dich bewegt, und ich erkläre dir, wie
          ich arbeite. Unverbindlich und in Ruhe.
        </p>
      </CtaBand>
    </>
  );
}
