/** The six offers of the spec's table: one source for /angebote, the home cards and the footer. */
export type OfferSlug =
  "einzelcoaching" | "gruppenworkshops" | "online-kurse" | "keynotes" | "impulsvortraege" | "inhouse";

export interface Offer {
  slug: OfferSlug;
  title: string;
  description: string;
  image: string;
  features: readonly string[];
  cta: { label: string; to: "/contact" | "/events" | "/courses" };
}

const offer = (o: Omit<Offer, "image">): Offer => ({ ...o, image: `/images/offers/${o.slug}.svg` });

export const offers: readonly Offer[] = [
  offer({
    slug: "einzelcoaching",
    title: "Einzelcoaching",
    description:
      "Wir nehmen uns Zeit für genau deine Fragen. In einem geschützten Raum sortieren wir, was dich bewegt, und finden Schritte, die zu dir passen.",
    features: [
      "60 bis 90 Minuten pro Sitzung",
      "In Braunschweig, München oder online",
      "Kostenloses Erstgespräch (30 Minuten)",
    ],
    cta: { label: "Termin vereinbaren", to: "/contact" },
  }),
  offer({
    slug: "gruppenworkshops",
    title: "Gruppenworkshops",
    description:
      "Gemeinsam wächst es sich leichter. In kleinen Gruppen arbeitest du an deinem Thema und lernst von den Wegen der anderen.",
    features: ["3 bis 4 Stunden kompakt", "Kleine Gruppen mit persönlicher Begleitung", "Übungen für deinen Alltag"],
    cta: { label: "Termine ansehen", to: "/events" },
  }),
  offer({
    slug: "online-kurse",
    title: "Online Kurse",
    description:
      "Lerne in deinem Tempo, wann und wo es für dich passt. Die Kurse der Academy führen dich Schritt für Schritt durch dein Thema.",
    features: [
      "Unbegrenzter Zugang nach dem Kauf",
      "Videos, Übungen und Arbeitsblätter",
      "Regelmäßige Live-Fragerunden",
    ],
    cta: { label: "Kurse entdecken", to: "/courses" },
  }),
  offer({
    slug: "keynotes",
    title: "Keynotes",
    description:
      "Inspirierende Vorträge über Mindset, Sinn und Zukunft für deine Konferenz, deinen Kongress oder dein Firmenevent.",
    features: ["30 bis 60 Minuten", "Auf dein Publikum zugeschnitten", "Vor Ort oder digital"],
    cta: { label: "Anfragen", to: "/contact" },
  }),
  offer({
    slug: "impulsvortraege",
    title: "Impulsvorträge",
    description:
      "Kurze, lebendige Impulse, die nachklingen: ideal für Teamtage, Netzwerktreffen oder als Auftakt eines Workshops.",
    features: ["Kompakte Impulse zum Nachdenken", "Interaktive Elemente", "Flexibel kombinierbar"],
    cta: { label: "Jetzt buchen", to: "/contact" },
  }),
  offer({
    slug: "inhouse",
    title: "Inhouse Training",
    description:
      "Trainings für dein Unternehmen, die Menschen stärken und Teams zusammenbringen: passgenau für eure Situation entwickelt.",
    features: ["Individuelle Konzeption", "Für Teams und Führungskräfte", "Bei euch vor Ort oder online"],
    cta: { label: "Gespräch vereinbaren", to: "/contact" },
  }),
];
