import { drizzle } from "drizzle-orm/d1";
import * as schema from "../../db/schema";

export type Database = ReturnType<typeof getDb>;

export function getDb(env: Pick<Env, "DB">) {
  return drizzle(env.DB, { schema });
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
