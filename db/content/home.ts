import { brand } from "../../app/config/brand.ts";
import type { PageCopy } from "./types.ts";

const places = brand.locations.filter((place) => place !== "Online").join(", ");
const placesEn = places.replace("München", "Munich");

export const home = {
  meta: {
    title: [
      `${brand.productName} – ${brand.tagline}`,
      `${brand.productName} – coaching for mindset, meaning and the future`,
    ],
    description: [
      `Coaching mit ${brand.coach.name} in Braunschweig, München und online: für ein starkes Mindset, echten Sinn und eine Zukunft, die zu dir passt.`,
      `Coaching with ${brand.coach.name} in Braunschweig, Munich and online: for a strong mindset, real meaning and a future that suits you.`,
    ],
  },
  hero: {
    eyebrow: [`Coaching in ${places} und online`, `Coaching in ${placesEn} and online`],
    title: ["Finde Klarheit für das, was dir wirklich wichtig ist.", "Find clarity about what truly matters to you."],
    text: [
      "Ich begleite dich dabei, dein Mindset zu stärken, deinem Leben Sinn zu geben und deine Zukunft bewusst zu gestalten: mit Herz, Klarheit und Methoden, die im Alltag tragen.",
      "I help you strengthen your mindset, give your life meaning and shape your future with intent: with heart, clarity and methods that hold up in everyday life.",
    ],
  },
  about: {
    eyebrow: ["Über mich", "About me"],
    title: [`Hallo, ich bin ${brand.coach.firstName}.`, `Hello, I'm ${brand.coach.firstName}.`],
    body: [
      `${brand.coach.title} aus ${brand.address.city}: Seit vielen Jahren begleite ich Menschen an Wendepunkten, wenn das Alte nicht mehr passt und das Neue noch keinen Namen hat.\n\nIch glaube daran, dass in dir schon vieles angelegt ist, was du für deinen Weg brauchst. Meine Aufgabe ist es, den Raum zu öffnen, die richtigen Fragen zu stellen und dich zu ermutigen, deinen eigenen Antworten zu trauen.`,
      `Coach from ${brand.address.city}: for many years I have been walking alongside people at turning points, when the old no longer fits and the new does not have a name yet.\n\nI believe that much of what you need for your path is already within you. My job is to open up the space, ask the right questions and encourage you to trust your own answers.`,
    ],
    portraitAlt: [`Porträt von ${brand.coach.name}`, `Portrait of ${brand.coach.name}`],
    places: ["Orte", "Locations"],
    introCall: ["Erstgespräch", "Intro call"],
    introCallValue: ["30 Min.", "30 min"],
    cost: ["Kosten dafür", "What it costs"],
    costValue: ["0 €", "€0"],
  },
  services: {
    eyebrow: ["Angebote", "Offers"],
    title: ["Wie ich dich begleiten kann", "How I can support you"],
    intro: [
      "Ob allein, in der Gruppe oder im eigenen Tempo online: Du wählst den Rahmen, der zu dir und deinem Leben passt.",
      "One to one, in a group or online at your own pace: you choose the setting that suits you and your life.",
    ],
    all: ["Alle Angebote im Überblick", "All offers at a glance"],
  },
  topics: {
    eyebrow: ["Themen", "Topics"],
    title: ["Worum es in meinem Coaching geht", "What my coaching is about"],
    intro: [
      "Manche Fragen begleiten uns ein Leben lang. Hier findest du die Themen, mit denen Menschen am häufigsten zu mir kommen.",
      "Some questions stay with us for a lifetime. Here are the topics people most often bring to me.",
    ],
  },
  why: {
    eyebrow: ["Warum", "Why"],
    title: ["Warum Coaching mit mir?", "Why coaching with me?"],
    intro: [
      "Veränderung braucht Vertrauen. Darauf kannst du dich verlassen, wenn wir zusammenarbeiten.",
      "Change needs trust. This is what you can rely on when we work together.",
    ],
    reason1Title: ["Du stehst im Mittelpunkt", "You are at the centre"],
    reason1Text: [
      "Kein Schema F: Ich höre zu, frage nach und richte jede Sitzung an dem aus, was du gerade wirklich brauchst.",
      "No one-size-fits-all: I listen, ask questions and shape every session around what you really need right now.",
    ],
    reason2Title: ["Tiefe und Leichtigkeit", "Depth and lightness"],
    reason2Text: [
      "Wir dürfen ernsthaft an großen Fragen arbeiten und trotzdem lachen. Beides gehört zu echter Veränderung.",
      "We can work seriously on big questions and still laugh. Both belong to real change.",
    ],
    reason3Title: ["Fundierte Methoden", "Well-founded methods"],
    reason3Text: [
      "Systemisches Coaching, lösungsorientierte Ansätze und Achtsamkeit: Werkzeuge, die wirken und die du mitnimmst.",
      "Systemic coaching, solution-focused approaches and mindfulness: tools that work and that you take with you.",
    ],
    reason4Title: ["Schritte für deinen Alltag", "Steps for your everyday life"],
    reason4Text: [
      "Erkenntnis allein reicht nicht. Gemeinsam übersetzen wir sie in kleine, machbare Schritte für deine Woche.",
      "Insight alone is not enough. Together we turn it into small, doable steps for your week.",
    ],
  },
  contact: {
    eyebrow: ["Kontakt", "Contact"],
    title: ["Lass uns sprechen", "Let's talk"],
    intro: [
      "Schreib mir, was dich gerade bewegt. Ich melde mich innerhalb von zwei Werktagen persönlich bei dir.",
      "Tell me what is on your mind. I will get back to you personally within two working days.",
    ],
  },
} as const satisfies PageCopy;
