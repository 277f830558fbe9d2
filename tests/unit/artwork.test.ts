import { describe, expect, it } from "vitest";
import { artworkMarkup } from "~/lib/artwork";

// app/lib/artwork.ts: the site's own hero drawings, inline-ready (docs/decisions/0070-inline-artwork.md).
describe("inline artwork", () => {
  it("has every topic, offer and event drawing, the home hero and the portrait", () => {
    for (const path of [
      "/images/hero.svg",
      "/images/portrait.svg",
      "/images/topics/sinn.svg",
      "/images/offers/keynotes.svg",
      "/images/events/sinn.svg",
    ])
      expect(artworkMarkup(path), path).toMatch(/^<svg focusable="false" aria-hidden="true" xmlns=/);
  });

  it("answers undefined for anything else, so the caller keeps an <img>", () => {
    expect(artworkMarkup("/images/og-default.png")).toBeUndefined();
    expect(artworkMarkup("/images/events/nicht-da.svg")).toBeUndefined();
    expect(artworkMarkup("https://example.org/images/hero.svg")).toBeUndefined();
  });

  it("gives each file's gradient ids its own prefix and points every reference at it", () => {
    const hero = artworkMarkup("/images/hero.svg")!;
    expect(hero).toContain('id="hero-svg-sky"');
    expect(hero).toContain("url(#hero-svg-sky)");
    expect(hero).not.toMatch(/url\(#(sky|glow)\)/);
    // Two drawings with the same id in their files ("s") no longer clash on one page.
    const lebensziele = artworkMarkup("/images/topics/lebensziele.svg")!;
    const ids = [hero, lebensziele, artworkMarkup("/images/topics/sinn.svg")!].flatMap((svg) =>
      [...svg.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]),
    );
    expect(new Set(ids).size).toBe(ids.length);
    for (const svg of [hero, lebensziele])
      for (const [, ref] of svg.matchAll(/url\(#([^)]+)\)/g)) expect(svg).toContain(`id="${ref}"`);
  });

  it("leaves the size to CSS: no width or height on the root, the viewBox kept", () => {
    const root = /^<svg[^>]*>/.exec(artworkMarkup("/images/portrait.svg")!)![0];
    expect(root).not.toMatch(/\s(width|height)=/);
    expect(root).toContain('viewBox="0 0 800 1000"');
  });
});
