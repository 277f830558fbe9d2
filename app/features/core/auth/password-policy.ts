import * as v from "valibot";
// Relative imports with extensions: the admin CLI (scripts/create-admin.ts) runs this module in Node.
import { brand } from "../../../config/brand.ts";
import { adminMessages } from "../../../lib/messages.admin.ts";

/** New passwords (profile dialog, reset page, admin CLI); sign-in still accepts the old minimum of 6 (MIN_PASSWORD_LENGTH) for old ones. */
export const MIN_NEW_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 256;

/**
 * Passwords people pick first, and the words they build them from. A password is refused when it
 * is one of them, or is one of them plus digits and symbols ("Passwort2024!"). Short on purpose:
 * with 12 characters required, the long tail of breach lists hardly applies (OWASP ASVS 5.0, 6.2.4).
 */
const COMMON = [
  "password",
  "passwort",
  "kennwort",
  "geheim",
  "hallo",
  "herzlich",
  "willkommen",
  "welcome",
  "letmein",
  "qwertz",
  "qwerty",
  "qwertzuiop",
  "qwertyuiop",
  "asdfgh",
  "asdfghjkl",
  "yxcvbnm",
  "zxcvbnm",
  "abcdef",
  "abcdefghijkl",
  "iloveyou",
  "ichliebedich",
  "schatz",
  "schatzi",
  "sommer",
  "winter",
  "fruehling",
  "herbst",
  "sonnenschein",
  "fussball",
  "fußball",
  "bayern",
  "borussia",
  "schalke",
  "dragon",
  "monkey",
  "master",
  "admin",
  "administrator",
  "changeme",
  "trustno",
  "football",
  "baseball",
  "superman",
  "batman",
  "princess",
  "sunshine",
  "starwars",
  "pokemon",
  "computer",
  "internet",
  "deutschland",
  "berlin",
  "hamburg",
  "muenchen",
  "passwortpasswort",
];
const COMMON_SET = new Set(COMMON);

/** The brand's own words: a password containing one is the first thing an attacker tries. */
const BRAND_WORDS = [brand.short, ...brand.coach.name.split(" ")]
  .map((word) => word.toLowerCase())
  .filter((word) => word.length >= 4);

export function passwordProblem(password: string): string | null {
  const lower = password.normalize("NFKC").toLowerCase();
  if (BRAND_WORDS.some((word) => lower.includes(word))) return adminMessages.password.brandWord;
  const letters = lower.replace(/[^\p{L}]/gu, "");
  if (COMMON_SET.has(lower) || COMMON_SET.has(letters)) return adminMessages.password.common;
  // Only digits, or one repeated character ("111111111111", "aaaaaaaaaaaa").
  if (/^\d+$/.test(lower) || /^(.)\1+$/u.test(lower)) return adminMessages.password.common;
  return null;
}

/** One rule for every new password: the browser, the server and the CLI check it the same way. */
export const newPasswordSchema = v.pipe(
  v.string(adminMessages.password.tooShort(MIN_NEW_PASSWORD_LENGTH)),
  v.minLength(MIN_NEW_PASSWORD_LENGTH, adminMessages.password.tooShort(MIN_NEW_PASSWORD_LENGTH)),
  v.maxLength(MAX_PASSWORD_LENGTH, adminMessages.password.tooLong(MAX_PASSWORD_LENGTH)),
  v.check(
    (password) => passwordProblem(password) === null,
    (issue) => passwordProblem(String(issue.input)) ?? "",
  ),
);
