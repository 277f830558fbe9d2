import { drizzle } from "drizzle-orm/d1";
import { getTableColumns, is, Param, Placeholder, type SQL, type Table } from "drizzle-orm";
import { SQLiteSyncDialect } from "drizzle-orm/sqlite-core";
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

/**
 * The named columns of `table`, keyed by their own names, for a select that takes them as they are:
 * `select({ ...columnsOf(schema.bookings, "id", "email"), event_title: events.title })`.
 */
export function columnsOf<T extends Table, K extends keyof T["_"]["columns"] & string>(
  table: T,
  ...names: K[]
): Pick<T["_"]["columns"], K> {
  const all = getTableColumns(table) as T["_"]["columns"];
  return Object.fromEntries(names.map((name) => [name, all[name]])) as Pick<T["_"]["columns"], K>;
}

const dialect = new SQLiteSyncDialect();

/** Turns a drizzle `sql` fragment into a bound D1 statement (a batch's guarded write). */
export function d1Statement(env: Pick<Env, "DB">, query: SQL): D1PreparedStatement {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return env.DB.prepare(text).bind(...params);
}

/**
 * A hot statement whose SQL text drizzle builds ONCE per isolate from `build` (every value a
 * `sql.placeholder(name)`), then bound per call by name. Building a large statement (the booking's
 * INSERT … SELECT … WHERE with its subqueries) walked drizzle's SQL tree on every request, a
 * measurable share of the booking's CPU (docs/decisions/0065-booking-request-path.md).
 */
export function compiledStatement<Name extends string>(
  build: () => SQL,
): (env: Pick<Env, "DB">, values: Record<Name, unknown>) => D1PreparedStatement {
  let compiled: { text: string; slots: ({ name: string } | { value: unknown })[] } | undefined;
  return (env, values) => {
    if (!compiled) {
      const query = dialect.sqlToQuery(build());
      compiled = {
        text: query.sql,
        slots: query.params.map((param) => {
          if (is(param, Placeholder)) return { name: param.name };
          if (is(param, Param) && is(param.value, Placeholder)) return { name: param.value.name };
          return { value: param };
        }),
      };
    }
    const named = values as Record<string, unknown>;
    const params = compiled.slots.map((slot) => {
      if (!("name" in slot)) return slot.value;
      if (!(slot.name in named)) throw new Error(`compiledStatement: no value for "${slot.name}"`);
      return named[slot.name];
    });
    return env.DB.prepare(compiled.text).bind(...params);
  };
}

/** D1 binds at most 100 parameters per statement (platform-notes). */
export const D1_MAX_PARAMETERS = 100;
/** Id lists go in slices of this size, leaving room for the query's other parameters. */
export const D1_PARAMETER_SLICE = 90;

/** Runs `query` once per slice of `values` that fits D1's bound-parameter limit, one after another, and joins the rows. */
export async function inParameterSlices<T, R>(values: readonly T[], query: (slice: T[]) => Promise<R[]>): Promise<R[]> {
  const rows: R[] = [];
  for (let i = 0; i < values.length; i += D1_PARAMETER_SLICE) {
    rows.push(...(await query(values.slice(i, i + D1_PARAMETER_SLICE))));
  }
  return rows;
}
