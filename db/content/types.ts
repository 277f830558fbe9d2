/**
 * Shape of the seeded public copy (docs/decisions/0031-web-content-source.md): page → section → key
 * → [German, English]. The seed writes one web_content row per leaf; the app reads the rows.
 */
export type Copy = readonly [de: string, en: string];
export type SectionCopy = Readonly<Record<string, Copy>>;
export type PageCopy = Readonly<Record<string, SectionCopy>>;
