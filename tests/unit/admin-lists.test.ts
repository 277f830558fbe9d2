import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import * as contacts from "../../app/routes/admin/contact-submissions";
import { callRoute, createProfile, get, sessionCookie } from "./admin-helpers";

type Page = { rows: { created_at: string }[]; page: { page: number; pageCount: number; total: number } };

let cookie = "";
beforeAll(async () => {
  cookie = await sessionCookie(await createProfile("listen-admin@example.de", true));
  const base = Date.UTC(2026, 0, 1);
  const statements = Array.from({ length: 10_000 }, (_, i) =>
    env.DB.prepare(
      "INSERT INTO contact_submissions (id, name, email, message, created_at, on_page) VALUES (?, ?, ?, ?, ?, 'klarsinn')",
    ).bind(
      crypto.randomUUID(),
      `Person ${i}`,
      `person${i}@example.de`,
      `Nachricht ${i}`,
      new Date(base + i * 60_000).toISOString(),
    ),
  );
  for (let i = 0; i < statements.length; i += 500) await env.DB.batch(statements.slice(i, i + 500));
}, 120_000);

describe("admin lists with 10,000 rows", () => {
  it("page on the server, newest first, with a literal search (timings printed)", async () => {
    const load = async (query: string) => {
      const start = performance.now();
      const outcome = await callRoute(contacts.loader, get(`/admin/contact-submissions${query}`, cookie));
      return { ms: performance.now() - start, data: outcome.body as Page };
    };
    const first = await load("");
    expect(first.data.rows).toHaveLength(25);
    expect(first.data.page).toEqual({ page: 1, pageCount: 400, total: 10_000 });
    const dates = first.data.rows.map((row) => row.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);

    const last = await load("?page=400");
    expect(last.data.rows).toHaveLength(25);
    expect(last.data.rows.at(-1)?.created_at).toBe(new Date(Date.UTC(2026, 0, 1)).toISOString());

    const search = await load("?q=person9999%40");
    expect(search.data.page.total).toBe(1);
    const nonsense = await load("?page=-3&q=%25");
    expect(nonsense.data.page.page).toBe(1);
    expect(nonsense.data.page.total).toBe(0); // '%' is searched literally, not as a wildcard

    // %, _ and \ in a search are the characters themselves.
    await env.DB.prepare(
      "INSERT INTO contact_submissions (id, name, email, message, on_page) VALUES (?, 'Rabatt-Frage', 'rabatt@example.de', ?, 'klarsinn')",
    )
      .bind(crypto.randomUUID(), "Gibt es 50% Rabatt_1 für Gruppen? C:\\Kurs")
      .run();
    for (const literal of ["50%", "Rabatt_1", "t_1", "C:\\Kurs"]) {
      const found = await load(`?q=${encodeURIComponent(literal)}`);
      expect(found.data.page.total, literal).toBe(1);
    }

    console.log(
      `10k rows: first ${first.ms.toFixed(0)} ms, last page ${last.ms.toFixed(0)} ms, search ${search.ms.toFixed(0)} ms`,
    );
  });
});
