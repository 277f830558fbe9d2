/**
 * The signal between the page's start-up script (`startHydration` in app/entry.server.tsx) and the
 * app: dispatched on `window` by the root route's first effect, i.e. once the whole page is hydrated
 * (docs/decisions/0071-hydration-after-first-paint.md). A click React receives while the page is
 * still hydrating can be lost; from here on every handler is in place.
 */
export const HYDRATED_EVENT = "app:hydrated";
