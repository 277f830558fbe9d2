import type { PageTexts } from "~/features/extras/content/texts";
import { topicCatalogue } from "~/features/extras/content/topics";
import type { MindsetResult } from "~/features/people/mindset/scoring";
import { sharedWithCoach } from "~/features/core/privacy/journal-sharing";

/** The form fields of the journal's forms (the start form's consent and page, an entry and its share box). */
export const CONSENT_FIELD = "einwilligung";
export const CONSENT_VALUE = "ja";
export const PAGE_FIELD = "seite";
export const ENTRY_FIELD = "eintrag";
export const SHARE_FIELD = "teilen";
export const INTENT_FIELD = "intent";

/**
 * The journal's e-mail links (its key, and the confirmation that creates it): the coach's e-mail
 * log shows that one was there, never the link, so she cannot open a private entry from it
 * (app/features/compositions/admin/mail-log.server.ts, decision 0110). English first: it contains the German path.
 */
export const JOURNAL_LINK_PATHS = ["/en/journal/", "/journal/"] as const;

/** An entry's text at most this long (a long page of writing; keeps a journal far below D1's 1 MB row). */
export const ENTRY_MAX_LENGTH = 4000;
/** At most this many entries in one journal (a year of daily writing, and then some). */
export const MAX_JOURNAL_ENTRIES = 400;

/**
 * What `mindset_journal.journal_entries` holds, in order: the test's answers first, then the
 * visitor's entries. An entry is private unless `shared` is true (decision 0144): only those reach
 * the coach's detail dialog.
 */
export type JournalEntry =
  | { kind: "answers"; date: string; answers: Record<string, number>; shared: false }
  | { kind: "entry"; id: string; date: string; text: string; shared: boolean; prompt?: EntryPrompt };

/** The prompt an entry answers (decision 0158): its series, its day, and its words as the visitor saw them. */
export interface EntryPrompt {
  series: string;
  day: number;
  text: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The visitor's own entries, newest first, as her page shows them (the answers stay out of the list). */
export function writtenEntries(stored: unknown): Extract<JournalEntry, { kind: "entry" }>[] {
  if (!Array.isArray(stored)) return [];
  return stored
    .filter(
      (e): e is Extract<JournalEntry, { kind: "entry" }> =>
        isRecord(e) && e.kind === "entry" && typeof e.text === "string" && typeof e.date === "string",
    )
    .reverse();
}

/** A shared entry as the coach reads it (a card): when, what, and the prompt it answers. */
export interface SharedEntry {
  id: string;
  date: string;
  text: string;
  prompt: EntryPrompt | null;
}

/** The entries she shared with the coach, newest first, each with its text and (if it answers one) its prompt. */
export function sharedEntries(stored: unknown): SharedEntry[] {
  return (sharedWithCoach(stored) as Partial<Extract<JournalEntry, { kind: "entry" }>>[])
    .filter((entry) => typeof entry.date === "string")
    .map((entry) => ({
      id: typeof entry.id === "string" ? entry.id : entry.date!,
      date: entry.date!,
      text: typeof entry.text === "string" ? entry.text : "",
      prompt: entry.prompt && typeof entry.prompt.text === "string" ? entry.prompt : null,
    }))
    .reverse();
}

/**
 * The result in words, as the journal's first summary: the result page's own sentences (the
 * coach's copy), so the coach's list reads like what the visitor saw.
 */
export function resultInWords(
  result: MindsetResult,
  texts: PageTexts<"mindsettest">,
  topicTexts: PageTexts<"topics">,
): string {
  const t = texts.result;
  const catalogue = topicCatalogue(topicTexts);
  const titles = (slugs: readonly string[]) =>
    slugs.map((slug) => catalogue.find((topic) => topic.slug === slug)?.title ?? slug).join(", ");
  const overall = { low: t.overallLow, mid: t.overallMid, high: t.overallHigh }[result.band];
  return [
    overall,
    ...(result.strengths.length ? [`${t.strengthsTitle}: ${titles(result.strengths)}`] : []),
    `${t.focusTitle}: ${titles(result.focus)}`,
  ].join("\n");
}
