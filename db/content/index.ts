/**
 * The public copy as delivered: the seed writes it into web_content (one row per text), from then on
 * the coach edits the rows in the back office and the pages read only the rows
 * (docs/decisions/0031-web-content-source.md). Brand facts come from app/config/brand.ts.
 */
import { about } from "./about.ts";
import { courses } from "./courses.ts";
import { home } from "./home.ts";
import { agb, datenschutz, impressum } from "./legal.ts";
import { mindsettest } from "./mindsettest.ts";
import { angebote, blog, contact, events, notFound } from "./pages.ts";
import { layout, offers, topics } from "./shared.ts";
import { mindset, selbsterkenntnis, zukunftsbilder } from "./topic-pages-1.ts";
import { glueck, lebensziele } from "./topic-pages-2.ts";
import { sinn, vergangenheit } from "./topic-pages-3.ts";
import { gegenwartsfreude, zukunftsgestaltung } from "./topic-pages-4.ts";
import type { PageCopy } from "./types.ts";

export const contentSeed = {
  layout,
  topics,
  offers,
  home,
  about,
  courses,
  angebote,
  contact,
  blog,
  events,
  "not-found": notFound,
  agb,
  datenschutz,
  impressum,
  // The free mindset test (app/features/people/mindset/).
  mindsettest,
  // The nine topic pages: page = the topic's slug (app/features/extras/content/topic-page.tsx).
  mindset,
  zukunftsbilder,
  selbsterkenntnis,
  glueck,
  lebensziele,
  sinn,
  vergangenheit,
  gegenwartsfreude,
  zukunftsgestaltung,
} as const satisfies Record<string, PageCopy>;

export type ContentSeed = typeof contentSeed;
export type ContentPage = keyof ContentSeed;

export interface SeedRow {
  page: string;
  section: string;
  content_key: string;
  content_de: string;
  content_en: string;
}

/** One row per text, in a stable order (the seed's ids follow it). */
export function seedRows(): SeedRow[] {
  const rows: SeedRow[] = [];
  for (const [page, sections] of Object.entries(contentSeed as Record<string, PageCopy>)) {
    for (const [section, keys] of Object.entries(sections)) {
      for (const [content_key, [content_de, content_en]] of Object.entries(keys)) {
        rows.push({ page, section, content_key, content_de, content_en });
      }
    }
  }
  return rows;
}
