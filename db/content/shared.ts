import type { PageCopy } from "./types.ts";

/** Site-wide texts: cookie banner and footer. */
export const layout = {
  cookie: {
    lead: [
      "Ich verwende nur technisch notwendige Speicher, damit diese Website funktioniert.",
      "I only use storage that is technically necessary for this website to work.",
    ],
    text: [
      "Diese Seite bindet einen Inhalt eines anderen Anbieters ein. Ich lade ihn erst, wenn du zustimmst. Mehr dazu in der [Datenschutzerklärung](/datenschutz).",
      "This page includes content from another provider. It only loads once you agree. More about this in the [privacy policy](/datenschutz).",
    ],
  },
  footer: {
    blurb: [
      "Coaching für Mindset, Sinn und Zukunft – in Braunschweig, München und online.",
      "Coaching for mindset, meaning and the future – in Braunschweig, Munich and online.",
    ],
  },
} as const satisfies PageCopy;

/** The nine topics: title and teaser shown in the dropdown, on cards and on the topic pages. */
export const topics = {
  mindset: {
    title: ["Mindset & Zukunft", "Mindset & Future"],
    teaser: [
      "Wie deine inneren Überzeugungen den Weg bereiten, den du morgen gehst.",
      "How your inner beliefs pave the path you will walk tomorrow.",
    ],
  },
  zukunftsbilder: {
    title: ["Zukunftsbilder", "Pictures of the Future"],
    teaser: [
      "In vier Schritten ein Bild deiner Zukunft malen, das dich wirklich zieht.",
      "Four steps to paint a picture of your future that truly draws you in.",
    ],
  },
  selbsterkenntnis: {
    title: ["Selbsterkenntnis", "Self-Knowledge"],
    teaser: [
      "Dich selbst besser verstehen: deine Werte, Muster und Stärken.",
      "Understanding yourself better: your values, patterns and strengths.",
    ],
  },
  glueck: {
    title: ["Glück", "Happiness"],
    teaser: [
      "Warum wir dem Glück oft hinterherlaufen und wie es uns leiser begegnet.",
      "Why we so often chase happiness, and how it quietly finds us instead.",
    ],
  },
  lebensziele: {
    title: ["Lebensziele", "Life Goals"],
    teaser: [
      "Ziele finden, die zu dir passen und etwas hinterlassen, das bleibt.",
      "Finding goals that suit you and leave something that lasts.",
    ],
  },
  sinn: {
    title: ["Sinnkrise", "Crisis of Meaning"],
    teaser: [
      "Wenn nichts mehr Sinn ergibt: behutsam neuen Halt und neue Richtung finden.",
      "When nothing makes sense any more: gently finding new footing and a new direction.",
    ],
  },
  vergangenheit: {
    title: ["Vergangenheit verstehen", "Understanding the Past"],
    teaser: [
      "Alte Geschichten würdigen, damit sie dich nicht länger festhalten.",
      "Honouring old stories so that they no longer hold you back.",
    ],
  },
  gegenwartsfreude: {
    title: ["Gegenwartsfreude", "Joy in the Present"],
    teaser: [
      "Im Hier und Jetzt ankommen und den Alltag wieder bewusst genießen.",
      "Arriving in the here and now and enjoying everyday life with intent again.",
    ],
  },
  zukunftsgestaltung: {
    title: ["Zukunftsgestaltung", "Shaping the Future"],
    teaser: [
      "Mit klaren Werkzeugen deine Zukunft aktiv und flexibel gestalten.",
      "Shaping your future actively and flexibly, with clear tools.",
    ],
  },
} as const satisfies PageCopy;

/** The coach's six offers (their order: app/features/extras/content/offers.ts); `features` holds one feature per line. */
export const offers = {
  einzelcoaching: {
    title: ["Einzelcoaching", "One-to-one coaching"],
    description: [
      "Wir nehmen uns Zeit für genau deine Fragen. In einem geschützten Raum sortieren wir, was dich bewegt, und finden Schritte, die zu dir passen.",
      "We take time for exactly your questions. In a safe space we sort out what is on your mind and find steps that suit you.",
    ],
    features: [
      "60 bis 90 Minuten pro Sitzung\nIn Braunschweig, München oder online\nKostenloses Erstgespräch (30 Minuten)",
      "60 to 90 minutes per session\nIn Braunschweig, Munich or online\nFree intro call (30 minutes)",
    ],
    cta: ["Termin vereinbaren", "Make an appointment"],
  },
  gruppenworkshops: {
    title: ["Gruppenworkshops", "Group workshops"],
    description: [
      "Gemeinsam wächst es sich leichter. In kleinen Gruppen arbeitest du an deinem Thema und lernst von den Wegen der anderen.",
      "Growing is easier together. In small groups you work on your topic and learn from the paths of others.",
    ],
    features: [
      "3 bis 4 Stunden kompakt\nKleine Gruppen mit persönlicher Begleitung\nÜbungen für deinen Alltag",
      "3 to 4 focused hours\nSmall groups with personal guidance\nExercises for your everyday life",
    ],
    cta: ["Termine ansehen", "See dates"],
  },
  "online-kurse": {
    title: ["Online Kurse", "Online courses"],
    description: [
      "Lerne in deinem Tempo, wann und wo es für dich passt. Die Kurse der Academy führen dich Schritt für Schritt durch dein Thema.",
      "Learn at your own pace, whenever and wherever suits you. The Academy courses guide you through your topic step by step.",
    ],
    features: [
      "Unbegrenzter Zugang nach dem Kauf\nVideos, Übungen und Arbeitsblätter\nRegelmäßige Live-Fragerunden",
      "Unlimited access after purchase\nVideos, exercises and worksheets\nRegular live Q&A sessions",
    ],
    cta: ["Kurse entdecken", "Discover courses"],
  },
  keynotes: {
    title: ["Keynotes", "Keynotes"],
    description: [
      "Inspirierende Vorträge über Mindset, Sinn und Zukunft für deine Konferenz, deinen Kongress oder dein Firmenevent.",
      "Inspiring talks on mindset, meaning and the future for your conference, convention or company event.",
    ],
    features: [
      "30 bis 60 Minuten\nAuf dein Publikum zugeschnitten\nVor Ort oder digital",
      "30 to 60 minutes\nTailored to your audience\nOn site or online",
    ],
    cta: ["Anfragen", "Enquire"],
  },
  impulsvortraege: {
    title: ["Impulsvorträge", "Short talks"],
    description: [
      "Kurze, lebendige Impulse, die nachklingen: ideal für Teamtage, Netzwerktreffen oder als Auftakt eines Workshops.",
      "Short, lively talks that stay with people: ideal for team days, networking events or to open a workshop.",
    ],
    features: [
      "Kompakte Impulse zum Nachdenken\nInteraktive Elemente\nFlexibel kombinierbar",
      "Compact food for thought\nInteractive elements\nEasy to combine",
    ],
    cta: ["Jetzt buchen", "Book now"],
  },
  inhouse: {
    title: ["Inhouse Training", "In-house training"],
    description: [
      "Trainings für dein Unternehmen, die Menschen stärken und Teams zusammenbringen: passgenau für eure Situation entwickelt.",
      "Training for your company that strengthens people and brings teams together: designed to fit your situation.",
    ],
    features: [
      "Individuelle Konzeption\nFür Teams und Führungskräfte\nBei euch vor Ort oder online",
      "Tailor-made design\nFor teams and leaders\nAt your premises or online",
    ],
    cta: ["Gespräch vereinbaren", "Arrange a call"],
  },
} as const satisfies PageCopy;
