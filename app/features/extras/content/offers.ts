import { offers as seededOffers } from "~db/content/shared";
import { lines, type PageTexts } from "./texts";

/** The coach's six offers (copy in db/content/shared.ts): one structure for /angebote, the home cards and the footer. */
export const offerSlugs = [
  "einzelcoaching",
  "gruppenworkshops",
  "online-kurse",
  "keynotes",
  "impulsvortraege",
  "inhouse",
] as const;
export type OfferSlug = (typeof offerSlugs)[number];

const targets: Record<OfferSlug, "/contact" | "/events" | "/courses"> = {
  einzelcoaching: "/contact",
  gruppenworkshops: "/events",
  "online-kurse": "/courses",
  keynotes: "/contact",
  impulsvortraege: "/contact",
  inhouse: "/contact",
};

export interface Offer {
  slug: OfferSlug;
  title: string;
  description: string;
  image: string;
  features: readonly string[];
  cta: { label: string; to: "/contact" | "/events" | "/courses" };
}

/** The offers with the texts of one language (web content page "offers"). */
export function offerCatalogue(texts: PageTexts<"offers">): Offer[] {
  return offerSlugs.map((slug) => ({
    slug,
    title: texts[slug].title,
    description: texts[slug].description,
    image: `/images/offers/${slug}.svg`,
    features: lines(texts[slug].features),
    cta: { label: texts[slug].cta, to: targets[slug] },
  }));
}

/** The catalogue with the seeded German texts, for tests and server code without a request. */
export const offers: readonly Offer[] = offerCatalogue(
  Object.fromEntries(
    offerSlugs.map((slug) => [
      slug,
      Object.fromEntries(Object.entries(seededOffers[slug]).map(([key, [de]]) => [key, de])),
    ]),
  ) as PageTexts<"offers">,
);
