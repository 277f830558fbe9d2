import { env } from "cloudflare:test";

/**
 * The real D1 binding, counting every statement prepared through it (a batch's statements each
 * count): D1 allows 1,000 queries per Worker invocation on the paid plan (platform-notes.md).
 */
export function countingDb(real: D1Database = env.DB) {
  let count = 0;
  const db = new Proxy(real, {
    get(target, property) {
      if (property === "prepare") {
        return (query: string) => {
          count++;
          return target.prepare(query);
        };
      }
      const value = Reflect.get(target, property, target) as unknown;
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  return { db, statements: () => count };
}
