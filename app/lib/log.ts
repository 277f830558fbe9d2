/**
 * Structured log lines: one JSON object per line with an `event` name, so Workers Logs can filter
 * and count them (docs/operations.md, "Watching it", lists every event). Fields are ids, counts and names of
 * rules, never a visitor's name, e-mail address, message or a query's parameters.
 */

type Field = string | number | boolean | null | undefined | Record<string, string | number>;

export function logEvent(event: string, fields: Record<string, Field> = {}): void {
  console.log(cutTokens(JSON.stringify({ event, ...fields })));
}

/**
 * A signed link's token (`<payload>.<signature>`, base64url, app/lib/signed-token.server.ts) opens a
 * booking, a waiting-list offer or someone's data: a log line keeps its first 6 characters, enough
 * to match lines, and never the rest. Also any `token=` value of a query string.
 */
const SIGNED_TOKEN = /([A-Za-z0-9_-]{6})[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{16,}/g;
const TOKEN_PARAMETER = /(token=)([^&\s"\\]{6})[^&\s"\\]+/gi;
export const cutTokens = (line: string) => line.replace(SIGNED_TOKEN, "$1…").replace(TOKEN_PARAMETER, "$1$2…");

/**
 * Logs a failure without its message: drizzle puts the whole query with its parameters (e-mail
 * addresses, names, hashes) into the message. What remains is the error's class and, for database
 * errors, SQLite's own first line ("UNIQUE constraint failed: profiles.email"), which names columns,
 * never values.
 */
export function logError(event: string, error: unknown, fields: Record<string, Field> = {}): void {
  console.error(cutTokens(JSON.stringify({ event, ...fields, error: describeError(error) })));
}

export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return typeof error;
  let root: Error = error;
  while (root.cause instanceof Error) root = root.cause;
  const sqlite =
    /^(?:D1_ERROR: )?((?:UNIQUE|CHECK|NOT NULL|FOREIGN KEY) constraint failed[^\n]*|no such \w+: [\w.]+)/.exec(
      root.message,
    );
  return sqlite ? `${root.name}: ${sqlite[1]}` : root.name;
}
