import { useSyncExternalStore } from "react";

/** Local storage key of the cookie choice: "true" = all, "essential" = only what is needed. */
export const CONSENT_KEY = "cookiesAccepted";
export type ConsentValue = "true" | "essential";
const CHANGE_EVENT = "consentchange";

export function readConsent(): string | null {
  try {
    return localStorage.getItem(CONSENT_KEY);
  } catch {
    // Storage can be blocked (private modes, strict settings): treat as "no choice yet".
    return null;
  }
}

export function storeConsent(value: ConsentValue): void {
  try {
    localStorage.setItem(CONSENT_KEY, value);
  } catch {
    // Without storage the choice lasts for this page view only.
  }
  window.dispatchEvent(new CustomEvent(CHANGE_EVENT));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, onChange);
  // Another tab changed the choice.
  window.addEventListener("storage", onChange);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener("storage", onChange);
  };
}

/** True once the visitor accepted all cookies, i.e. third-party embeds may load. False on the server. */
export function useExternalConsent(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => readConsent() === "true",
    () => false,
  );
}

/**
 * What a page's loader returns when it carries an optional third-party embed the coach switched on
 * (decision 0182): the embeds' addresses. The cookie banner asks only on such a page; a page
 * without one loads nothing optional, so there is nothing to ask.
 */
export interface ExternalEmbedsData {
  externalEmbeds: string[];
}

/** Spread into a page loader's answer: the external embeds it shows (none when a switch is off, null). */
export const externalEmbeds = (...urls: (string | null)[]): ExternalEmbedsData => ({
  externalEmbeds: urls.filter((url): url is string => url !== null),
});

/** The embeds' addresses of every matched route that declares some (`ExternalEmbedsData`). */
export function externalEmbedsOf(matches: readonly { data?: unknown; loaderData?: unknown }[]): string[] {
  return matches.flatMap((match) => {
    const data = (match.loaderData ?? match.data) as Partial<ExternalEmbedsData> | null | undefined;
    return Array.isArray(data?.externalEmbeds) ? data.externalEmbeds.filter((url) => typeof url === "string") : [];
  });
}
