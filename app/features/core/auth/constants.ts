/** Minimum admin password length. Its own module so browser code can use it without scrypt. */
export const MIN_PASSWORD_LENGTH = 6;

/**
 * Query flag on the admin page a failed sign-out returns to; the layout shows the catalogue's
 * 'Logout fehlgeschlagen' for it (a toast once JavaScript runs, an inline notice before).
 */
export const LOGOUT_FAILED = { param: "abmelden", value: "fehlgeschlagen" } as const;
