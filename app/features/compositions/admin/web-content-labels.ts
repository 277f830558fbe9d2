import { topicSlugs } from "~/config/pages";
import { adminMessages } from "~/lib/messages.admin";

/**
 * Human names for the web texts, from one catalogue (adminMessages.webContent.labels): the editor
 * shows "Über mich › Wie ich arbeite › Schritt 1 – Text" where the rows say about/approach/step1Text
 * (docs/decisions/0172-content-editor-by-page.md). A name the catalogue lacks is made readable from
 * the technical one and reported as such (`named: false`), so that a test can demand real names.
 */
const l = adminMessages.webContent.labels;

export interface ContentLabel {
  text: string;
  /** False when the text was made from the technical name because the catalogue has none. */
  named: boolean;
}

/** "step1Text" → "Step 1 text", "externe-inhalte" → "Externe inhalte": words from a technical name. */
export function humanize(name: string): string {
  const words = name
    .replace(/([a-zäöü])([A-Z0-9])/g, "$1 $2")
    .replace(/(\d)([A-Za-z])/g, "$1 $2")
    .replace(/[-_]+/g, " ")
    .trim()
    .toLowerCase();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : name;
}

const own = <T extends object>(record: T, key: string): key is Extract<keyof T, string> => Object.hasOwn(record, key);

export function pageLabel(page: string): ContentLabel {
  return own(l.pages, page) ? { text: l.pages[page], named: true } : { text: humanize(page), named: false };
}

/** Where a page stands in the editor's list: the catalogue's order, unknown pages last. */
export function pageRank(page: string): number {
  const rank = Object.keys(l.pages).indexOf(page);
  return rank === -1 ? Number.MAX_SAFE_INTEGER : rank;
}

export function sectionLabel(page: string, section: string): ContentLabel {
  if (own(l.sections, section)) {
    const name = l.sections[section];
    // Topic and offer cards are named after their topic or offer, with what they are.
    return { text: own(l.sectionsOnPage, page) ? `${l.sectionsOnPage[page]}: ${name}` : name, named: true };
  }
  const numbered = /^([a-z]+?)0*(\d+)$/.exec(section);
  if (numbered?.[1] && own(l.numberedSections, numbered[1])) {
    return { text: `${l.numberedSections[numbered[1]]} ${numbered[2]}`, named: true };
  }
  return { text: humanize(section), named: false };
}

export function keyLabel(key: string): ContentLabel {
  if (own(l.keys, key)) return { text: l.keys[key], named: true };
  if ((topicSlugs as readonly string[]).includes(key) && own(l.sections, key)) {
    return { text: l.topicKey(l.sections[key]), named: true };
  }
  // "step2Text", "card3Label", "q4", "action1": a numbered thing and, perhaps, which part of it.
  const numbered = /^([a-z]+)(\d+)(Title|Text|Label)?$/.exec(key);
  if (numbered?.[1] && own(l.numbered, numbered[1])) {
    const part = numbered[3] && own(l.parts, numbered[3]) ? ` – ${l.parts[numbered[3]]}` : "";
    return { text: `${l.numbered[numbered[1]]} ${numbered[2]}${part}`, named: true };
  }
  return { text: humanize(key), named: false };
}

/** "Über mich › Wie ich arbeite › Schritt 1 – Text": where a text stands, for search results and buttons. */
export function textPath(page: string, section: string, key: string): string {
  return [pageLabel(page).text, sectionLabel(page, section).text, keyLabel(key).text].join(" › ");
}
