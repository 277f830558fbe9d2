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
import { sqlString } from "../sql.ts";
import { DELIVERED_VERSION_ROW } from "./version-row.ts";
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

/**
 * A fingerprint of the copy above (FNV-1a over its JSON, two rounds, 16 hex digits): the release's
 * version of the delivered copy. The build puts it into the Worker (`__DELIVERED_COPY_VERSION__`,
 * vite.config.ts), the seed beside the copy in D1 (`DELIVERED_VERSION_ROW`), so the Worker caches
 * only a copy of its own release (app/features/extras/content/content.server.ts, decision 0231).
 */
export const DELIVERED_COPY_VERSION = fingerprint(JSON.stringify(contentSeed));

function fingerprint(text: string): string {
  const round = (seed: number) => {
    let hash = seed;
    for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
    return hash.toString(16).padStart(8, "0");
  };
  return round(0x811c9dc5) + round(0x050c5d1f);
}

export { DELIVERED_VERSION_ROW } from "./version-row.ts";

/**
 * The statements that make web_content_delivered this release's copy: every text with its place and
 * the version row. `prune` also removes what a former release delivered and this one does not: after
 * the new code is live, since the old code may still read those texts (scripts/deploy.ts, decision
 * 0231). Run by `npm run content:seed`, the local demo seed and the unit tests' baseline database.
 */
export function deliveredCopySql({ prune }: { prune: boolean }): string[] {
  const row = (values: (string | number)[]) =>
    `INSERT OR REPLACE INTO web_content_delivered (page, section, content_key, content_de, content_en, position) VALUES (${values
      .map(sqlString)
      .join(", ")});`;
  return [
    ...(prune ? ["DELETE FROM web_content_delivered;"] : []),
    row([
      DELIVERED_VERSION_ROW.page,
      DELIVERED_VERSION_ROW.section,
      DELIVERED_VERSION_ROW.content_key,
      DELIVERED_COPY_VERSION,
      "",
      -1,
    ]),
    ...seedRows().map((text, position) =>
      row([text.page, text.section, text.content_key, text.content_de, text.content_en, position]),
    ),
  ];
}

/**
 * The statements that give every delivered text without a row of hers its `web_content` row, as
 * delivered; INSERT OR IGNORE on (page, section, content_key), so a text she edited stays as it is.
 * `id` names the k-th row (fixed in the demo seed, random in `npm run content:seed`).
 */
export function missingTextsSql(id: (k: number) => string, updatedAt: string): string[] {
  return seedRows().map(
    (text, k) =>
      `INSERT OR IGNORE INTO web_content (id, page, section, content_key, content_de, content_en, updated_at) VALUES (${[
        id(k),
        text.page,
        text.section,
        text.content_key,
        text.content_de,
        text.content_en,
        updatedAt,
      ]
        .map(sqlString)
        .join(", ")});`,
  );
}
