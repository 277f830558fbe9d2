import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createTestWorker } from "./app-harness";

/** The HTML validator's rule that an id names one element per page, on the privacy pages with the footer form. */

const worker = createTestWorker();

async function ids(path: string) {
  const ctx = createExecutionContext();
  const response = await worker.fetch(
    new Request(`http://example.test${path}`, {
      headers: { Accept: "text/html", "CF-Connecting-IP": "198.51.100.90" },
    }),
    env,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  expect(response.status).toBe(200);
  const html = await response.text();
  return [...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]!);
}

describe("ids are unique per page", () => {
  it.each(["/datenschutz", "/en/datenschutz"])("%s: the newsletter section and the footer form", async (path) => {
    const found = await ids(path);
    expect(found).toContain("newsletter");
    expect(found).toContain("newsletter-anmeldung");
    expect(found.filter((id, k) => found.indexOf(id) !== k)).toEqual([]);
  });
});
