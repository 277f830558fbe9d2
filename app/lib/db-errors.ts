import { describeError } from "./log";

/**
 * A write refused by a unique index (D1 reports it as SQLite's constraint error, wrapped by drizzle).
 * Apart from the database client, so that code which only classifies an error (the back office's
 * action runner) needs no database access.
 */
export function isUniqueViolation(error: unknown): boolean {
  return describeError(error).includes("UNIQUE constraint failed");
}

/**
 * Runs a write whose duplicate was checked beforehand and says whether it happened: when a concurrent
 * request wins the race in between, the unique index refuses and this answers false (the caller
 * answers 409 with its own message) instead of a 500.
 */
export async function writtenUnlessDuplicate(write: () => Promise<unknown>): Promise<boolean> {
  try {
    await write();
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}
