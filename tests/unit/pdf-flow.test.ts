import { describe, expect, it } from "vitest";
import { FLOW_PAGE, textFlow, textWidth } from "../../app/lib/pdf";

const words = (n: number) => Array.from({ length: n }, (_, k) => `Wort${k}`).join(" ");

describe("text that flows down A4 pages (app/lib/pdf.ts textFlow)", () => {
  it("wraps a paragraph to the width and starts each of its lines at the left margin", () => {
    const flow = textFlow();
    flow.block(words(60), 10);
    const [page] = flow.finish();
    expect(page!.texts.length).toBeGreaterThan(2);
    for (const line of page!.texts) {
      expect(line.x).toBe(FLOW_PAGE.left);
      expect(textWidth(line.text, 10)).toBeLessThanOrEqual(FLOW_PAGE.width);
    }
    // One line after the other, 1.35 times the size apart; the first on the top line.
    expect(page!.texts[0]!.y).toBe(FLOW_PAGE.top);
    expect(page!.texts[1]!.y).toBeCloseTo(FLOW_PAGE.top - 13.5);
  });

  it("breaks a paragraph's own lines, and keeps at least its first three lines on one page", () => {
    const flow = textFlow();
    flow.block("eins\nzwei\ndrei", 10, { bold: true });
    const [page] = flow.finish();
    expect(page!.texts.map((t) => t.text)).toEqual(["eins", "zwei", "drei"]);
    expect(page!.texts.every((t) => t.bold)).toBe(true);

    const near = textFlow();
    // Fill the page until fewer than three lines of room are left (but two), then write a long paragraph.
    near.block("oben", 10);
    near.space(FLOW_PAGE.top - FLOW_PAGE.bottom - 13.5 - 30);
    near.block(words(60), 10);
    const pages = near.finish();
    expect(pages.map((page) => page.texts.length)).toEqual([1, expect.any(Number)]);
    expect(pages[1]!.texts[0]!.y).toBe(FLOW_PAGE.top);
  });

  it("goes on on a new page where the text reaches the bottom, and numbers the pages when asked", () => {
    const flow = textFlow();
    for (let k = 0; k < 80; k++) flow.block(words(40), 10);
    const pages = flow.finish((page, total) => `Seite ${page} von ${total}`);
    expect(pages.length).toBeGreaterThan(2);
    for (const [k, page] of pages.entries()) {
      const body = page.texts.filter((t) => t.y > 40);
      expect(Math.min(...body.map((t) => t.y))).toBeGreaterThanOrEqual(FLOW_PAGE.bottom);
      expect(page.texts.at(-1)).toMatchObject({ text: `Seite ${k + 1} von ${pages.length}`, align: "right", y: 36 });
    }
  });

  it("starts a new page on request or when too little room is left, never an empty one", () => {
    const flow = textFlow();
    flow.block("Erste Seite", 10);
    flow.newPage();
    flow.newPage();
    flow.block("Zweite Seite", 10);
    flow.keep(FLOW_PAGE.top - FLOW_PAGE.bottom);
    flow.block("Dritte Seite", 10);
    expect(flow.finish().map((page) => page.texts.map((t) => t.text))).toEqual([
      ["Erste Seite"],
      ["Zweite Seite"],
      ["Dritte Seite"],
    ]);
  });
});
