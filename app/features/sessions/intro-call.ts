/**
 * The scheduler's address for the free intro call, whatever its appointment type's id: `?art=erstgespraech`
 * chooses the first active free type in the coach's order (`loadScheduler`). Pages that offer the intro
 * call (the contact page's button and dialog, decision 0156) link here without reading her types, so
 * their cached HTML does not change when she edits them.
 */
export const INTRO_CALL_KIND = "erstgespraech";

/** `/termin` with the intro call chosen (the page's language is added by the caller's `localize`). */
export const INTRO_CALL_PATH = `/termin?art=${INTRO_CALL_KIND}`;

/**
 * The scheduler's address for a paid one-to-one session, likewise without reading her types:
 * `?art=einzelcoaching` chooses the first active paid type in the coach's order (`loadScheduler`).
 * Linked as "Einzelcoaching buchen" from the offers page and the home page's offer card.
 */
export const SESSION_KIND = "einzelcoaching";

/** `/termin` with the paid one-to-one session chosen. */
export const SESSION_PATH = `/termin?art=${SESSION_KIND}`;
