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
