import { and, eq, gt, isNull, lt, or } from "drizzle-orm";
import * as v from "valibot";
import { baseEventSlug, EVENT_SLUG_MAX, EVENT_SLUG_PATTERN, firstFreeSlug } from "../../../../db/event-slug";
import { isUniqueViolation } from "~/lib/db-errors";
import { getDb, schema } from "~/lib/db.server";

/*
 * Readable event addresses (decision 0168): made from date and title when the event is created,
 * kept for good after that, unique by a "-2", "-3", … suffix. The rule itself is db/event-slug.ts.
 */

const eventsTable = schema.events;

/** An address as the rule makes it; anything else names no event and is answered 404 without a query. */
export const eventSlugSchema = v.pipe(v.string(), v.maxLength(EVENT_SLUG_MAX), v.regex(EVENT_SLUG_PATTERN));

export const isEventSlug = (value: string | undefined): value is string => v.is(eventSlugSchema, value);

/** The addresses already given that `base` could collide with: `base` itself and every `base-…`. */
async function takenLike(env: Pick<Env, "DB">, base: string): Promise<Set<string>> {
  // A range on the unique index instead of LIKE: D1 refuses LIKE patterns over 50 bytes ("-" < ".").
  const rows = await getDb(env)
    .select({ slug: eventsTable.slug })
    .from(eventsTable)
    .where(or(eq(eventsTable.slug, base), and(gt(eventsTable.slug, `${base}-`), lt(eventsTable.slug, `${base}.`))));
  return new Set(rows.map((row) => row.slug).filter((slug): slug is string => slug !== null));
}

/**
 * Each round of saves of one date and title at once lets at least one through; after a few rounds
 * the rest take the start of a random id as their suffix, as migration 0036 does for twins.
 */
const NUMBERED_ATTEMPTS = 3;
const ATTEMPTS = 6;

/**
 * Writes an address for the event with `write(slug)` (an INSERT or an UPDATE): the first free one of
 * its date and title. A unique-index refusal (a concurrent save took it) looks again.
 */
export async function withFreeSlug<T>(
  env: Pick<Env, "DB">,
  event: { event_date: string; title: string },
  write: (slug: string) => Promise<T>,
): Promise<T> {
  const base = baseEventSlug(event);
  for (let attempt = 1; ; attempt++) {
    const slug =
      attempt <= NUMBERED_ATTEMPTS
        ? firstFreeSlug(base, await takenLike(env, base))
        : `${base}-${crypto.randomUUID().slice(0, 8)}`;
    try {
      return await write(slug);
    } catch (error) {
      if (attempt >= ATTEMPTS || !isUniqueViolation(error)) throw error;
    }
  }
}

/**
 * The address of an event that has none (a row written around the app; migration 0035 gave every
 * older event one), stored on first need. Returns the address it has now, also when another request
 * gave it one first; null when the event is gone.
 */
export async function ensureEventSlug(
  env: Pick<Env, "DB">,
  event: { id: string; event_date: string; title: string; slug: string | null },
): Promise<string | null> {
  if (event.slug) return event.slug;
  const db = getDb(env);
  await withFreeSlug(env, event, (slug) =>
    db
      .update(eventsTable)
      .set({ slug })
      .where(and(eq(eventsTable.id, event.id), isNull(eventsTable.slug))),
  );
  const [row] = await db
    .select({ slug: eventsTable.slug })
    .from(eventsTable)
    .where(eq(eventsTable.id, event.id))
    .limit(1);
  return row?.slug ?? null;
}
