import { drizzle } from "drizzle-orm/d1";
import * as schema from "../../db/schema";

const makeDb = (binding: D1Database) => drizzle(binding, { schema });
export type Database = ReturnType<typeof makeDb>;

/**
 * One drizzle instance per D1 binding: building it walks the whole schema (relational config), which
 * cost every request that touched D1 several times over more CPU than its queries' own overhead.
 * Keyed weakly by the binding object, so tests that wrap the binding get their own instance.
 */
const instances = new WeakMap<D1Database, Database>();

export function getDb(env: Pick<Env, "DB">): Database {
  let db = instances.get(env.DB);
  if (!db) {
    db = makeDb(env.DB);
    instances.set(env.DB, db);
  }
  return db;
}

export { schema };

/** D1 binds at most 100 parameters per statement (platform-notes); id lists go in slices of this size. */
export const D1_PARAMETER_SLICE = 90;

/** Runs `query` once per slice of `values` that fits D1's bound-parameter limit, one after another, and joins the rows. */
export async function inParameterSlices<T, R>(values: readonly T[], query: (slice: T[]) => Promise<R[]>): Promise<R[]> {
  const rows: R[] = [];
  for (let i = 0; i < values.length; i += D1_PARAMETER_SLICE) {
    rows.push(...(await query(values.slice(i, i + D1_PARAMETER_SLICE))));
  }
  return rows;
}
