import type { TopicSlug } from "~/config/pages";

/**
 * The structure of the nine topic pages (which sections, which parts, where the buttons lead); every
 * text is web content, page = slug (docs/decisions/0031-web-content-source.md), edited in the back
 * office. `TopicPage` (./topic-page.tsx) renders a layout. Text keys per part:
 *
 *   section   eyebrow, title, intro (optional)
 *   prose     body (formatted long text)
 *   cards     card1Label (optional), card1Title, card1Text, … up to `count`
 *   steps     step1Title, step1Text, …
 *   checks    checks (one item per line, with check marks)     bullets  bullets (one per line)
 *   box       boxTitle, boxItems (a white card with a check list and the section's actions)
 *   actions   action1, action2 … (labels; the targets are structure)
 */
export type Part =
  | { kind: "prose" }
  | { kind: "cards"; count: number; columns?: 2 | 3 | 4 }
  | { kind: "steps"; count: number }
  | { kind: "checks" }
  | { kind: "bullets" }
  | { kind: "box"; actions?: readonly Target[] }
  | { kind: "actions"; actions: readonly Target[] };

export interface Target {
  to: string;
  variant?: "primary" | "secondary";
}

export interface SectionLayout {
  key: string;
  parts: readonly Part[];
  tone?: "paper" | "sand";
  id?: string;
  /** Two parts side by side from lg on (e.g. a check list beside prose). */
  split?: boolean;
}

export interface TopicLayout {
  heroActions: readonly Target[];
  /** Sections before the quote, then after it. */
  before: readonly SectionLayout[];
  after?: readonly SectionLayout[];
  ctaActions: readonly Target[];
}

export const topicLayouts: Record<TopicSlug, TopicLayout> = {
  mindset: {
    heroActions: [{ to: "/contact" }, { to: "/events" }],
    before: [
      { key: "meaning", parts: [{ kind: "prose" }] },
      { key: "views", parts: [{ kind: "cards", count: 4, columns: 4 }], tone: "sand" },
      { key: "method", parts: [{ kind: "steps", count: 3 }, { kind: "prose" }, { kind: "checks" }] },
    ],
    ctaActions: [{ to: "/contact" }, { to: "/events" }],
  },
  zukunftsbilder: {
    heroActions: [{ to: "/contact" }, { to: "/events" }],
    before: [
      { key: "why", parts: [{ kind: "prose" }] },
      { key: "process", parts: [{ kind: "steps", count: 4 }], tone: "sand" },
      { key: "areas", parts: [{ kind: "cards", count: 4, columns: 4 }] },
    ],
    ctaActions: [{ to: "/contact" }, { to: "/events" }],
  },
  selbsterkenntnis: {
    heroActions: [{ to: "/contact" }, { to: "/events" }],
    before: [{ key: "why", parts: [{ kind: "prose" }] }],
    after: [
      { key: "methods", parts: [{ kind: "cards", count: 6 }] },
      { key: "change", parts: [{ kind: "prose" }], tone: "sand" },
    ],
    ctaActions: [{ to: "/contact" }, { to: "/about" }],
  },
  glueck: {
    heroActions: [{ to: "/contact" }, { to: "/events" }],
    before: [
      { key: "longing", parts: [{ kind: "prose" }] },
      { key: "paradoxes", parts: [{ kind: "cards", count: 3 }], tone: "sand" },
      { key: "everyday", parts: [{ kind: "prose" }] },
    ],
    ctaActions: [{ to: "/contact" }, { to: "/events" }],
  },
  lebensziele: {
    heroActions: [{ to: "/contact" }, { to: "#vorgehen", variant: "secondary" }],
    before: [
      { key: "goals", parts: [{ kind: "prose" }] },
      { key: "legacy", parts: [{ kind: "cards", count: 4, columns: 4 }], tone: "sand" },
      { key: "approach", parts: [{ kind: "steps", count: 4 }], id: "vorgehen" },
    ],
    ctaActions: [{ to: "/contact" }],
  },
  sinn: {
    heroActions: [{ to: "/contact" }, { to: "/contact" }],
    before: [
      { key: "crisis", parts: [{ kind: "prose" }] },
      { key: "signs", parts: [{ kind: "checks" }, { kind: "prose" }], tone: "sand", split: true },
      { key: "stages", parts: [{ kind: "steps", count: 3 }] },
    ],
    after: [{ key: "approach", parts: [{ kind: "cards", count: 3 }, { kind: "prose" }] }],
    ctaActions: [{ to: "/contact" }, { to: "/contact" }],
  },
  vergangenheit: {
    heroActions: [{ to: "/contact" }],
    before: [
      { key: "why", parts: [{ kind: "prose" }] },
      { key: "forWhom", parts: [{ kind: "bullets" }], tone: "sand" },
      { key: "method", parts: [{ kind: "cards", count: 3 }, { kind: "prose" }] },
    ],
    ctaActions: [{ to: "/contact" }],
  },
  gegenwartsfreude: {
    heroActions: [{ to: "/contact" }, { to: "/events" }],
    before: [
      { key: "about", parts: [{ kind: "prose" }] },
      { key: "workshop", parts: [{ kind: "cards", count: 4, columns: 4 }, { kind: "box" }], tone: "sand" },
      { key: "flow", parts: [{ kind: "steps", count: 4 }] },
    ],
    ctaActions: [{ to: "/contact" }, { to: "/events" }],
  },
  zukunftsgestaltung: {
    heroActions: [{ to: "/contact" }, { to: "#workshops" }],
    before: [
      { key: "stance", parts: [{ kind: "prose" }] },
      {
        key: "tools",
        parts: [
          { kind: "cards", count: 4, columns: 4 },
          { kind: "actions", actions: [{ to: "/contact" }] },
        ],
        tone: "sand",
      },
      {
        key: "workshops",
        id: "workshops",
        split: true,
        parts: [
          { kind: "prose" },
          { kind: "box", actions: [{ to: "/events" }, { to: "/contact", variant: "secondary" }] },
        ],
      },
    ],
    ctaActions: [{ to: "/contact" }],
  },
};
