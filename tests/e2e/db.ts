import { brand } from "../../app/config/brand.ts";
import { seedEventId } from "../../db/seed-data.ts";
import { queryLocalD1 } from "../local-d1.ts";
import { E2E_STATE_DIR } from "./config.ts";

/**
 * Reads (or, for a test's own setup, writes) the D1 of this worker's e2e server, e.g. to find the
 * e-mails the app queued: one statement straight on the server's SQLite file (tests/local-d1.ts).
 */
export function queryE2eDb<Row>(sql: string): Row[] {
  return queryLocalD1<Row>(E2E_STATE_DIR, sql);
}

/** Seeded event `n`'s readable address (decision 0168) as this worker's D1 holds it: its page is there. */
export function seedEventAddress(n: number): string {
  const [row] = queryE2eDb<{ slug: string }>(`SELECT slug FROM ${brand.short}_events WHERE id = '${seedEventId(n)}'`);
  if (!row?.slug) throw new Error(`seeded event ${n} has no address`);
  return row.slug;
}
