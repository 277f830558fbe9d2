import { describe, expect, it } from "vitest";
import { parseBlocks, parseInline } from "../../app/lib/markup";
import { seedRows } from "../../db/content/index";

/** The inline parts as plain text, to compare what a reader sees. */
const flat = (parts: ReturnType<typeof parseInline>): string =>
  parts
    .map((part) => (typeof part === "string" ? part : part.kind === "link" ? part.label : flat(part.children)))
    .join("");

describe("inline markup", () => {
  it("keeps the footnote star of the model withdrawal form as text", () => {
    const line = "Hiermit widerrufe(n) ich/wir (*) den von mir/uns (*) abgeschlossenen Vertrag (*): …";
    expect(parseInline(line)).toEqual([line]);
    expect(parseInline("Bestellt am (*) / erhalten am (*): …")).toEqual(["Bestellt am (*) / erhalten am (*): …"]);
    expect(parseInline("(*) Unzutreffendes streichen.")).toEqual(["(*) Unzutreffendes streichen."]);
  });

  it("still reads bold, italic and links, also next to a footnote star", () => {
    expect(parseInline("**Widerrufsrecht.** Du")).toEqual([{ kind: "bold", children: ["Widerrufsrecht."] }, " Du"]);
    expect(parseInline("ein *kleines* Wort (*)")).toEqual([
      "ein ",
      { kind: "italic", children: ["kleines"] },
      " Wort (*)",
    ]);
    expect(parseInline("[AGB](/agb) (*)")).toEqual([{ kind: "link", label: "AGB", target: "/agb" }, " (*)"]);
  });

  it("does not take a star with a space inside for emphasis", () => {
    expect(parseInline("2 * 3 * 4")).toEqual(["2 * 3 * 4"]);
  });

  it("prints every (*) of the AGB's model form", () => {
    const row = seedRows().find((r) => r.page === "agb" && r.section === "widerruf" && r.content_key === "body");
    const text = row?.content_de ?? "";
    const form = text.slice(text.indexOf("### Muster-Widerrufsformular"));
    const shown = parseBlocks(form)
      .flatMap((block) => (block.kind === "paragraph" ? block.lines.map(flat) : []))
      .join("\n");
    expect(shown).toContain("ich/wir (*) den von mir/uns (*)");
    expect(shown.match(/\(\*\)/g)?.length).toBe((form.match(/\(\*\)/g) ?? []).length);
  });
});
