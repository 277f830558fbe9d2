import { drizzle } from "drizzle-orm/d1";
import {
  type Column,
  getTableColumns,
  getTableName,
  is,
  Param,
  Placeholder,
  sql,
  type SQL,
  type Table,
} from "drizzle-orm";
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

/**
 * `"table"."column"`: for subqueries that run inside statements on other tables (the booking's
 * insert), where drizzle's bare column name could be either table's ("id" of which table?).
 */
export const qualified = (table: Table, column: Column) => sql.raw(`"${getTableName(table)}"."${column.name}"`);

/**
 * A row that belongs to a booking (a code's or a voucher's redemption), written in the booking's
 * batch right after its insert and only if that insert happened: the two exist together or not at
 * all. Each column is bound from the placeholder of its key; `bookingId` names the booking.
 */
export function insertWithBooking<Name extends string>(table: Table, columns: Record<Name | "bookingId", Column>) {
  const names = Object.keys(columns) as (Name | "bookingId")[];
  const bookings = schema.bookings;
  return compiledStatement<Name | "bookingId">(
    () => sql`
      INSERT INTO ${table} (${sql.join(
        names.map((name) => sql.identifier(columns[name].name)),
        sql`, `,
      )})
      SELECT ${sql.join(
        names.map((name) => sql.placeholder(name)),
        sql`, `,
      )}
      WHERE EXISTS (SELECT 1 FROM ${bookings} WHERE ${qualified(bookings, bookings.id)} = ${sql.placeholder("bookingId")})`,
  );
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
