/** Minimum admin password length (spec 9). Its own module so browser code can use it without scrypt. */
export const MIN_PASSWORD_LENGTH = 6;
