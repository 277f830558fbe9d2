import { describe, expect, it } from "vitest";
import { brand } from "../../app/config/brand";

// Every source file of the app as text, read at build time by Vite (the tests run in workerd).
const sources = import.meta.glob<string>(
  ["../../app/**/*.{ts,tsx,css}", "../../workers/**/*.ts", "../../scripts/**/*.ts"],
  {
    query: "?raw",
    import: "default",
    eager: true,
  },
);

/** What identifies the brand: renaming it in app/config/brand.ts must rename it everywhere. */
const brandStrings = new Set(
  [
    brand.short,
    brand.name,
    brand.productName,
    brand.coach.name,
    new URL(brand.siteUrl).hostname,
    brand.address.street,
    brand.contact.email,
    brand.contact.phone,
    brand.contact.phoneDisplay,
    brand.mail.from,
    brand.legal.vatId,
  ].map((value) => value.toLowerCase()),
);

describe("the brand lives in one module", () => {
  it("reads every app and worker source", () => {
    expect(Object.keys(sources).length).toBeGreaterThan(50);
    expect(Object.keys(sources)).toContain("../../app/config/brand.ts");
  });

  it("no source outside app/config/brand.ts spells out a brand name, address or number", () => {
    const found: string[] = [];
    for (const [path, text] of Object.entries(sources)) {
      if (path.endsWith("/app/config/brand.ts")) continue;
      // Generated from wrangler.toml (`npm run types`), whose Worker and service names carry the brand
      // like the rest of the deploy configuration, which this test does not read either.
      if (path.endsWith("/workers/worker-configuration.d.ts")) continue;
      const lower = text.toLowerCase();
      for (const value of brandStrings) {
        if (lower.includes(value)) found.push(`${path.replace("../../", "")}: ${value}`);
      }
    }
    expect(found).toEqual([]);
  });
});
