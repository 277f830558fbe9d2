/**
 * Structured log lines: one JSON object per line with an `event` name, so Workers Logs can filter
 * and count them (docs/operations.md, "Watching it", lists every event). Fields are ids, counts and names of
 * rules, never a visitor's name, e-mail address, message or a query's parameters.
 */

type Field = string | number | boolean | null | undefined | Record<string, string | number>;

export function logEvent(event: string, fields: Record<string, Field> = {}): void {
  console.log(JSON.stringify({ event, ...fields }));
}

/**
 * Logs a failure without its message: drizzle puts the whole query with its parameters (e-mail
 * addresses, names, hashes) into the message. What remains is the error's class and, for database
 * errors, SQLite's own first line ("UNIQUE constraint failed: profiles.email"), which names columns,
 * never values.
 */
export function logError(event: string, error: unknown, fields: Record<string, Field> = {}): void {
  console.error(JSON.stringify({ event, ...fields, error: describeError(error) }));
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
