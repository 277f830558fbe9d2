/**
 * What one Worker isolate remembers between requests (the page cache's generation and recent pages,
 * the events it booked lately, the mail rows waiting for a hand-over) registers here how to forget
 * it. Production never forgets on purpose: an isolate's memory ends with the isolate. The unit tests
 * run many files one after another in one isolate (vitest.config.ts, `isolate: false`) and call
 * `forgetIsolateMemos` between files instead of importing every module again
 * (docs/decisions/0174-unit-files-share-modules.md). A module-level memo without a forget here
 * would carry one test file's data into the next.
 */
const forgetters: Array<() => void> = [];

export function forgetOnIsolateReset(forget: () => void): void {
  forgetters.push(forget);
}

export function forgetIsolateMemos(): void {
  for (const forget of forgetters) forget();
}
