import { env } from "cloudflare:test";

/**
 * The real D1 binding, except that every statement whose SQL matches `held` waits until `release()`
 * is called: shows which work an answer waits for and which runs after it.
 */
export function gatedDb(held: RegExp): {
  db: D1Database;
  release: () => void;
  heldCount: () => number;
  /** The SQL of every statement run through this binding, in order (a batch counts as one). */
  executed: string[];
} {
  const real = env.DB;
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let heldCount = 0;
  const executed: string[] = [];
  const REAL = Symbol("real statement");
  const sqlOf = new WeakMap<object, string>();
  const wait = async <T>(sql: string, run: () => Promise<T>): Promise<T> => {
    executed.push(sql);
    if (held.test(sql)) {
      heldCount++;
      await gate;
    }
    return run();
  };
  const wrap = (statement: D1PreparedStatement, sql: string): D1PreparedStatement => {
    const wrapped = {
      [REAL]: statement,
      bind: (...values: unknown[]) => wrap(statement.bind(...values), sql),
      first: (column?: string) => wait(sql, () => (column ? statement.first(column) : statement.first())),
      run: () => wait(sql, () => statement.run()),
      all: () => wait(sql, () => statement.all()),
      raw: (options?: { columnNames?: boolean }) =>
        wait(sql, () => (options?.columnNames ? statement.raw({ columnNames: true }) : statement.raw())),
    };
    sqlOf.set(wrapped, sql);
    return wrapped as unknown as D1PreparedStatement;
  };
  const db = {
    prepare: (sql: string) => wrap(real.prepare(sql), sql),
    batch: (statements: D1PreparedStatement[]) =>
      wait(statements.map((s) => sqlOf.get(s) ?? "").join(";\n"), () =>
        real.batch(statements.map((s) => (s as unknown as Record<symbol, D1PreparedStatement>)[REAL]!)),
      ),
    exec: (sql: string) => real.exec(sql),
    dump: () => real.dump(),
    withSession: () => real.withSession(),
  } as unknown as D1Database;
  return { db, release: () => release(), heldCount: () => heldCount, executed };
}
