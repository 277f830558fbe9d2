import { useEffect } from "react";
import { useLocation } from "react-router";

/** Links to a section on another page keep looking for their target this long: the section may render late. */
export const HASH_SCROLL_TIMEOUT_MS = 10000;
const RETRY_EVERY_MS = 100;

/**
 * Scrolls to `location.hash` after every navigation, gliding unless the visitor asked for less motion
 * (docs/decisions/0233-scrolling-jumps.md). The target may not exist yet (the page is still
 * rendering or loading data), so it retries until it appears or the timeout passes.
 */
export function useHashScroll(): void {
  const { hash, key } = useLocation();

  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (!id) return;
    const started = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;

    const attempt = () => {
      const target = document.getElementById(id);
      if (target) {
        const lessMotion = matchMedia("(prefers-reduced-motion: reduce)").matches;
        target.scrollIntoView({ behavior: lessMotion ? "instant" : "smooth", block: "start" });
        return;
      }
      if (Date.now() - started < HASH_SCROLL_TIMEOUT_MS) timer = setTimeout(attempt, RETRY_EVERY_MS);
    };
    attempt();
    return () => clearTimeout(timer);
    // `key` changes on every navigation, so clicking the same hash link twice scrolls again.
  }, [hash, key]);
}
