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
import type { Route } from "./+types/sinn";

const topic = getTopic("sinn");

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "Wenn nichts mehr Sinn ergibt: Begleitung durch die Sinnkrise",
    `Sinnkrise verstehen und behutsam durchschreiten: drei Phasen von Akzeptanz über Loslassen bis Neuorientierung, begleitet von Coachin ${brand.coach.name}.`,
    topic.href,
  );

export default function SinnPage() {
  return (
    <>
      <ContentHero
        eyebrow={topic.title}
        title="Wenn nichts mehr Sinn ergibt"
        image={topic.image}
        actions={[
          { label: "Coaching buchen", to: "/contact" },
          { label: "Coaching anfragen", to: "/contact" },
        ]}
      >
        <p>{topic.teaser}</p>
        <p>
          Du funktionierst, aber du fragst dich immer öfter, wofür eigentlich. Wenn sich das vertraut anfühlt: Du bist
          nicht allein, und mit dir ist nichts falsch.
        </p>
      </ContentHero>

      <Section eyebrow="Was gerade passiert" title="Die Sinnkrise: ein Umbruch, kein Versagen">
        <Prose>
          <p>
            Eine Sinnkrise kommt selten mit einem Knall. Meist schleicht sie sich an: Die Arbeit, die dich einmal
            begeistert hat, fühlt sich hohl an. Ziele, für die du jahrelang gekämpft hast, bedeuten dir plötzlich wenig.
            Vielleicht hat auch ein Einschnitt alles durcheinandergebracht: eine Trennung, ein Verlust, eine Krankheit,
            der Auszug der Kinder oder ein runder Geburtstag.
          </p>
          <p>
            Was dich bisher getragen hat, trägt nicht mehr, und das Neue ist noch nicht sichtbar. Dieser Zwischenraum
            ist unbequem. Er kann sich anfühlen wie Nebel, Leere oder Erschöpfung. Und doch steckt in ihm eine Chance:
            Eine Sinnkrise zeigt, dass etwas in dir nach Veränderung verlangt. Sie ist oft der Anfang einer ehrlicheren
            Beziehung zu dir selbst.
          </p>
          <p>
            Wichtig ist mir: Coaching ersetzt keine Psychotherapie. Wenn du dich über längere Zeit niedergeschlagen oder
            hoffnungslos fühlst, wende dich bitte an deine Hausarztpraxis oder an eine Psychotherapeutin bzw. einen
            Psychotherapeuten. In akuten Krisen erreichst du die TelefonSeelsorge rund um die Uhr kostenfrei unter 0800
            111 0 111.
          </p>
        </Prose>
      </Section>

      <Section eyebrow="Typische Anzeichen" title="Woran du eine Sinnkrise erkennen kannst" tone="sand">
        <div className="grid gap-10 lg:grid-cols-2">
          <CheckList
            items={[
              "Du fragst dich häufig „Wozu das alles?“",
              "Erfolge lösen kaum noch Freude aus",
              "Routinen fühlen sich leer und mechanisch an",
              "Du sehnst dich nach Veränderung, weißt aber nicht wohin",
              "Alte Ziele und Rollen passen nicht mehr zu dir",
            ]}
          />
          <Prose>
            <p>
              Keines dieser Anzeichen ist ein Grund zur Sorge für sich allein. Wenn du dich aber in mehreren
              wiederfindest und das Gefühl bleibt, lohnt es sich, genauer hinzuschauen, am besten nicht allein.
            </p>
          </Prose>
        </div>
      </Section>

      <Section
        eyebrow="Der Weg hindurch"
        title="Drei Phasen, die ich mit dir gehe"
        intro="Jede Sinnkrise ist anders. Trotzdem erlebe ich in meiner Arbeit immer wieder drei Phasen, die aufeinander aufbauen."
      >
        <StepList
          steps={[
            {
              title: "Akzeptanz und Präsenz",
              text: "Zuerst darf sein, was ist. Wir nehmen die Leere ernst, ohne sie schnell wegmachen zu wollen, und finden Halt im Hier und Jetzt.",
            },
            {
              title: "Dekonstruktion und Loslassen",
              text: "Wir schauen auf alte Überzeugungen, Rollen und Ziele: Was davon gehört wirklich zu dir? Was darfst du mit Dank verabschieden?",
            },
            {
              title: "Neuorientierung und Integration",
              text: "Aus dem, was bleibt, entsteht eine neue Richtung. Wir übersetzen sie in erste Schritte und verankern sie in deinem Alltag.",
            },
          ]}
        />
      </Section>

      <Quote
        text="Haben Sie Geduld gegen alles Ungelöste in Ihrem Herzen und versuchen Sie, die Fragen selbst liebzuhaben."
        author="Rainer Maria Rilke"
        source="Briefe an einen jungen Dichter"
      />

      <Section eyebrow="Mein Ansatz" title="Wie ich dich durch die Krise begleite">
        <CardGrid
          cards={[
            {
              title: "Behutsam statt schnell",
              text: "Wir arbeiten in deinem Tempo. Sinn lässt sich nicht erzwingen, aber wir können gute Bedingungen schaffen, damit er sich zeigt.",
            },
            {
              title: "Fragen statt Antworten",
              text: "Ich gebe dir keinen fertigen Lebenssinn vor. Ich stelle Fragen, die dich zu deinen eigenen Antworten führen.",
            },
            {
              title: "Kopf, Herz und Körper",
              text: "Neben Gesprächen nutzen wir Achtsamkeit, Schreibübungen und Spaziergänge, denn Klarheit entsteht nicht nur im Denken.",
            },
          ]}
        />
        <div className="mt-10">
          <Prose>
            <p>
              Wir treffen uns persönlich in Braunschweig oder München oder online per Video. Eine Sitzung dauert 60 bis
              90 Minuten. Viele Klientinnen und Klienten kommen zunächst für vier bis sechs Termine, mit etwas Abstand
              dazwischen, damit sich Neues setzen kann.
            </p>
          </Prose>
        </div>
      </Section>

      <CtaBand
        title="Du musst da nicht allein durch"
        actions={[
          { label: "Coaching buchen", to: "/contact" },
          { label: "Coaching anfragen", to: "/contact" },
        ]}
      >
        <p>
          Im kostenlosen Erstgespräch (30 Minuten) erzählst du mir, was dich gerade bewegt. Danach entscheidest du in
          Ruhe, ob wir gemeinsam weitergehen.
        </p>
      </CtaBand>

      <RelatedTopics current="sinn" />
    </>
  );
}
