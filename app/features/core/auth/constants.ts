/** Minimum admin password length. Its own module so browser code can use it without scrypt. */
export const MIN_PASSWORD_LENGTH = 6;

/**
 * Query flag on the admin page a failed sign-out returns to; the layout shows the catalogue's
 * 'Logout fehlgeschlagen' for it (a toast once JavaScript runs, an inline notice before).
 */
export const LOGOUT_FAILED = { param: "abmelden", value: "fehlgeschlagen" } as const;

/**
 * Query flag on the dashboard after a sign-in whose password would no longer be accepted as a new
 * one (shorter than 12, common, or with the brand's words): the layout asks to change it.
 */
export const PASSWORD_CHANGE = { param: "passwort", value: "erneuern" } as const;
