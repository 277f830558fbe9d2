/** The longest private note (about two pages), checked by the form and the server alike. */
export const NOTE_MAX_LENGTH = 5000;
