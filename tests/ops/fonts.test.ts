// The web fonts' first-paint files (app/fonts, scripts/build-fonts.ts, ADR 0075) hold only part of the
// Latin characters and weights. These checks fail when the site starts to need more than they hold,
// which would otherwise show only as a second font download or a clamped weight.
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { it } from "node:test";
import {
  buildFonts,
  CORE_TEXT,
  fallbackStack,
  FONTS_DIR,
  fontsourceFaces,
  parseUnicodeRange,
  WEIGHTS,
} from "../../scripts/build-fonts.ts";

function files(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((name) => pattern.test(name))
    .map((name) => join(dir, name));
}

// fontsource's Latin range (the faces the core and rest files replace); characters outside it were
// never set in these fonts (e.g. the arrows → ↗, which come from the system font as before).
const latin = new Set(
  parseUnicodeRange(fontsourceFaces("inter").find((face) => face.subset === "latin")!.unicodeRange),
);

it("the shipped texts use no Latin character the first-paint font files lack", () => {
  const sources = [...files("db/content", /\.ts$/), ...files("app/lib", /^messages.*\.ts$/), ...files("app", /\.tsx$/)];
  const core = new Set(CORE_TEXT);
  const missing = new Map<string, string>();
  for (const file of sources) {
    for (const char of readFileSync(file, "utf8")) {
      if (char > "~" && latin.has(char.codePointAt(0)!) && !core.has(char)) missing.set(char, file);
    }
  }
  assert.deepEqual(
    [...missing].map(([char, file]) => `U+${char.codePointAt(0)!.toString(16).toUpperCase()} in ${file}`),
    [],
    "add the character to CORE_TEXT in scripts/build-fonts.ts and run `npm run fonts`",
  );
});

it("no font weight outside the range the font files keep", () => {
  const classWeights: Record<string, number> = {
    thin: 100,
    extralight: 200,
    light: 300,
    normal: 400,
    medium: 500,
    semibold: 600,
    bold: 700,
    extrabold: 800,
    black: 900,
  };
  const outside: string[] = [];
  // app/fonts/fonts.css states the faces' ranges, not a weight the pages ask for.
  for (const file of files("app", /\.(tsx?|css)$/).filter((path) => !path.startsWith(join("app", "fonts")))) {
    const text = readFileSync(file, "utf8");
    const weights = [
      ...[...text.matchAll(/\bfont-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)\b/g)].map(
        ([, name]) => classWeights[name!]!,
      ),
      // CSS in stylesheets and inline styles of the pages (the e-mails' Georgia is no web font).
      ...[...text.matchAll(/font-weight:\s*(\d+)/g)].map(([, value]) => Number(value)),
    ];
    for (const weight of weights) {
      if (weight < WEIGHTS.inter.min || weight > WEIGHTS.inter.max) outside.push(`${weight} in ${file}`);
    }
  }
  assert.deepEqual(outside, [], `widen WEIGHTS.inter in scripts/build-fonts.ts and run \`npm run fonts\``);
});

it("app/fonts/fonts.css is what `npm run fonts` writes", async () => {
  const { files: built } = await buildFonts();
  assert.equal(
    readFileSync(new URL("fonts.css", FONTS_DIR), "utf8"),
    built.get("fonts.css")!.toString("utf8"),
    "run `npm run fonts` and commit app/fonts/",
  );
  for (const name of built.keys()) assert.ok(readFileSync(new URL(name, FONTS_DIR)).length > 0, name);
});

it("each font stack names the web font's fallback faces right after it, and fonts.css declares each", () => {
  const site = readFileSync("app/styles/site.css", "utf8");
  const fontsCss = readFileSync(new URL("fonts.css", FONTS_DIR), "utf8");
  for (const [family, variable, webFamily] of [
    ["inter", "--font-sans", "Inter Variable"],
    ["fraunces", "--font-serif", "Fraunces Variable"],
  ] as const) {
    const declaration = new RegExp(`${variable}:([^;]+);`).exec(site)?.[1];
    assert.ok(declaration, `${variable} in site.css`);
    const stack = [...declaration.matchAll(/"([^"]+)"/g)].map((match) => match[1]);
    const { families } = fallbackStack(family, webFamily, "U+0020-007E");
    assert.ok(families.length >= 3, `${family}: fallbacks for Windows/macOS, Linux and Android`);
    assert.deepEqual(stack.slice(0, families.length + 1), [webFamily, ...families], variable);
    for (const name of families) assert.ok(fontsCss.includes(`font-family: "${name}";`), name);
  }
});
