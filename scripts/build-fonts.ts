/**
 * Writes the Latin faces of the two web fonts into app/fonts/ (committed, so build and CI need no extra
 * step) and the @font-face rules for them and fontsource's other subsets (app/fonts/fonts.css, imported
 * by app/app.css). Run `npm run fonts` after changing CORE_TEXT or WEIGHTS or upgrading fontsource;
 * it prints the sizes before and after. Why this cut: docs/decisions/0075-font-subsets.md.
 *
 * Each family's Latin file from fontsource is split in two faces with disjoint unicode-ranges:
 * - "core": what German and English pages set (CORE_TEXT) — the only file a first paint waits for;
 * - "rest": every other character of fontsource's Latin range, fetched by the browser only when a
 *   page shows one, so nothing falls back to a system font that did not before.
 * Both keep the layout features that change the rendering (KEEP_FEATURES); Inter keeps only the
 * weights the CSS uses (WEIGHTS).
 */
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { createFontStack } from "@capsizecss/core";
import arial from "@capsizecss/metrics/arial";
import georgia from "@capsizecss/metrics/georgia";
import notoSerif from "@capsizecss/metrics/notoSerif";
import roboto from "@capsizecss/metrics/roboto";
import timesNewRoman from "@capsizecss/metrics/timesNewRoman";
import inter from "@capsizecss/metrics/inter";
import fraunces from "@capsizecss/metrics/fraunces";
import fontverter from "fontverter";
import subsetFont from "subset-font";
import { kib } from "./deploy-preflight.ts";

/**
 * The weight axis range each family keeps (fontsource ships 100–900). Inter is cut to the weights the
 * CSS uses (tests/ops/fonts.test.ts fails on a font-weight outside it); Fraunces keeps its whole axis,
 * because harfbuzz's instancing moved its outlines by fractions of a pixel and saved only 2.6 KB (ADR).
 */
export const WEIGHTS: Record<Family, { min: number; max: number; instance: boolean }> = {
  inter: { min: 400, max: 700, instance: true },
  fraunces: { min: 100, max: 900, instance: false },
};

/**
 * Characters of the first-paint files: ASCII, the German letters and the few Latin-1 letters of names
 * and loanwords in the content (Søren, Café), the symbols and the typographic punctuation and spaces
 * German and English copy use (also those Intl's date and number formats emit: U+00A0, U+2009, U+202F).
 * tests/ops/fonts.test.ts fails if the shipped content or messages use a Latin character missing here.
 */
export const CORE_TEXT =
  range(0x20, 0x7e) +
  "\u00a0\u00ad§©®°·×÷«»" +
  "ÄÖÜäöüßÉéèàçñø" +
  range(0x2000, 0x2014) + // spaces, zero-width characters, hyphens and dashes
  "‘’‚“”„•…‹›\u202f\u2060\ufeff€";

/** Inter's frac/numr/dnom/pnum/tnum are never asked for (no font-variant-numeric in the CSS). */
const KEEP_FEATURES: Record<Family, string[] | undefined> = {
  inter: ["calt", "ccmp", "kern", "locl", "mark", "mkmk"],
  fraunces: undefined, // all: liga, rvrn, kern
};

type Family = "inter" | "fraunces";
type FontMetrics = typeof arial;

/** A font with the same metrics under other names (Liberation and Croscore fonts copy Arial's and Times'). */
const alias = (metrics: FontMetrics, familyName: string, postscriptName: string): FontMetrics => ({
  ...metrics,
  familyName,
  fullName: familyName,
  postscriptName,
});

/**
 * The installed fonts each family's text is set in until its file arrives, in the order tried: Windows,
 * macOS and iOS (Arial, Georgia, Times New Roman), Linux (Liberation), Android (Roboto, Noto Serif).
 * Each gets a face scaled and spaced to the web font's metrics (capsize's `createFontStack`), so the
 * swap moves no line: docs/decisions/0098-font-fallbacks-with-metrics.md.
 */
export const FALLBACKS: Record<Family, { metrics: FontMetrics; fallbacks: FontMetrics[] }> = {
  inter: {
    metrics: inter,
    fallbacks: [
      arial,
      alias(arial, "Liberation Sans", "LiberationSans"),
      alias(arial, "Arimo", "Arimo-Regular"),
      roboto,
    ],
  },
  fraunces: {
    metrics: fraunces,
    fallbacks: [
      georgia,
      timesNewRoman,
      alias(timesNewRoman, "Liberation Serif", "LiberationSerif"),
      alias(timesNewRoman, "Tinos", "Tinos-Regular"),
      notoSerif,
    ],
  },
};

/**
 * The families a `font-family` stack names before the generic ones: the web font, then its fallback
 * faces (app/styles/site.css names them; tests/ops/fonts.test.ts checks it).
 */
export function fallbackStack(family: Family, webFamily: string, unicodeRange: string) {
  const { metrics, fallbacks } = FALLBACKS[family];
  const stack = createFontStack([{ ...metrics, familyName: webFamily }, ...fallbacks], {
    fontFaceFormat: "styleString",
    // Only the characters the first paint's file has: any other character keeps coming from the
    // system font at its own size, as it did before these faces.
    fontFaceProperties: { unicodeRange },
  });
  const families = [...stack.fontFamily.matchAll(/"([^"]+ Fallback: [^"]+)"/g)].map((match) => match[1]!);
  return { families, css: stack.fontFaces };
}
const FAMILIES: Family[] = ["inter", "fraunces"];
export const FONTS_DIR = new URL("../app/fonts/", import.meta.url);

function range(from: number, to: number): string {
  return String.fromCodePoint(...Array.from({ length: to - from + 1 }, (_, i) => from + i));
}

interface FontsourceFace {
  subset: string;
  family: string;
  file: string;
  unicodeRange: string;
}

/** The rules of fontsource's wght.css, in its order (the Latin face last, so it wins overlaps). */
export function fontsourceFaces(family: Family): FontsourceFace[] {
  const css = readFileSync(fileURLToPath(import.meta.resolve(`@fontsource-variable/${family}/wght.css`)), "utf8");
  return [...css.matchAll(/\/\* (\S+) \*\/\s*@font-face \{([^}]*)\}/g)].map(([, name, body]) => {
    const field = (key: string) => {
      const value = new RegExp(`${key}: ([^;]+);`).exec(body!)?.[1];
      if (!value) throw new Error(`${family}: ${name} has no ${key}`);
      return value;
    };
    const file = /url\(\.\/files\/([^)]+)\)/.exec(field("src"))?.[1];
    if (!file) throw new Error(`${family}: ${name} has no file`);
    return {
      subset: name!.replace(`${family}-`, "").replace("-wght-normal", ""),
      family: field("font-family").replaceAll("'", ""),
      file,
      unicodeRange: field("unicode-range"),
    };
  });
}

export function parseUnicodeRange(value: string): number[] {
  return value.split(",").flatMap((part) => {
    const [from, to] = part.trim().replace(/^U\+/i, "").split("-");
    const start = parseInt(from!, 16);
    return Array.from({ length: (to ? parseInt(to, 16) : start) - start + 1 }, (_, i) => start + i);
  });
}

function formatUnicodeRange(codePoints: number[]): string {
  const sorted = [...new Set(codePoints)].sort((a, b) => a - b);
  const parts: string[] = [];
  const hex = (n: number) => `U+${n.toString(16).toUpperCase().padStart(4, "0")}`;
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    parts.push(i === j ? hex(sorted[i]!) : `${hex(sorted[i]!)}-${hex(sorted[j]!).slice(2)}`);
    i = j + 1;
  }
  return parts.join(",");
}

/** Where a table of an SFNT font starts. */
function tableOffset(sfnt: Buffer, tag: string): number {
  for (let i = 0; i < sfnt.readUInt16BE(4); i++) {
    if (sfnt.toString("latin1", 12 + 16 * i, 16 + 16 * i) === tag) return sfnt.readUInt32BE(20 + 16 * i);
  }
  throw new Error(`font has no ${tag} table`);
}

/**
 * Chromium sizes a text input without a CSS width by OS/2 xAvgCharWidth, which harfbuzz recomputes
 * from the subset's glyphs: the admin search fields came out 15 px wider. The original value keeps them.
 */
function keepAvgCharWidth(sfnt: Buffer, original: Buffer): Buffer {
  const out = Buffer.from(sfnt);
  out.writeInt16BE(original.readInt16BE(tableOffset(original, "OS/2") + 2), tableOffset(out, "OS/2") + 2);
  return out;
}

/** The code points an SFNT font maps to a glyph (its cmap's Windows Unicode BMP subtable, format 4). */
function mappedCodePoints(sfnt: Buffer): number[] {
  const cmap = tableOffset(sfnt, "cmap");
  const records = sfnt.readUInt16BE(cmap + 2);
  for (let r = 0; r < records; r++) {
    const record = cmap + 4 + 8 * r;
    const sub = cmap + sfnt.readUInt32BE(record + 4);
    if (sfnt.readUInt16BE(record) !== 3 || sfnt.readUInt16BE(record + 2) !== 1 || sfnt.readUInt16BE(sub) !== 4)
      continue;
    const segments = sfnt.readUInt16BE(sub + 6) / 2;
    const ends = sub + 14;
    const starts = ends + 2 * segments + 2;
    const deltas = starts + 2 * segments;
    const offsets = deltas + 2 * segments;
    const out: number[] = [];
    for (let s = 0; s < segments; s++) {
      const end = sfnt.readUInt16BE(ends + 2 * s);
      const start = sfnt.readUInt16BE(starts + 2 * s);
      const delta = sfnt.readUInt16BE(deltas + 2 * s);
      const offset = sfnt.readUInt16BE(offsets + 2 * s);
      for (let c = start; c <= end && c !== 0xffff; c++) {
        const at = offsets + 2 * s + offset + 2 * (c - start);
        const glyph =
          offset === 0 ? (c + delta) & 0xffff : sfnt.readUInt16BE(at) && (sfnt.readUInt16BE(at) + delta) & 0xffff;
        if (glyph !== 0) out.push(c);
      }
    }
    return out;
  }
  throw new Error("font has no cmap subtable (3,1,format 4)");
}

function fontFace(family: Family, name: string, src: string, unicodeRange: string): string {
  return `@font-face {
  font-family: "${name}";
  font-style: normal;
  font-display: swap;
  font-weight: ${WEIGHTS[family].min} ${WEIGHTS[family].max};
  src: url("${src}") format("woff2");
  unicode-range: ${unicodeRange};
}`;
}

/** The files of app/fonts/ (name → bytes, fonts.css included) and one line of sizes per family. */
export async function buildFonts(): Promise<{ files: Map<string, Buffer>; report: string[] }> {
  const files = new Map<string, Buffer>();
  const report: string[] = [];
  const core = [...CORE_TEXT].map((c) => c.codePointAt(0)!);
  const rules: string[] = [];
  for (const family of FAMILIES) {
    const faces = fontsourceFaces(family);
    const latin = faces.find((face) => face.subset === "latin");
    if (!latin) throw new Error(`${family}: fontsource has no latin face`);
    const source = readFileSync(
      fileURLToPath(import.meta.resolve(`@fontsource-variable/${family}/files/${latin.file}`)),
    );
    const sourceSfnt = await fontverter.convert(source, "sfnt");
    const { min, max, instance } = WEIGHTS[family];
    const options = {
      keepFeatures: KEEP_FEATURES[family],
      variationAxes: instance ? { wght: { min, max } } : undefined,
    };
    // Only the characters the font has: a code point without a glyph must not make the browser fetch
    // the rest file (it falls back to the next family either way, as it did before).
    const available = mappedCodePoints(
      await subsetFont(source, String.fromCodePoint(...parseUnicodeRange(latin.unicodeRange)), {
        ...options,
        targetFormat: "sfnt",
      }),
    );
    const coreSet = new Set(core);
    const parts = {
      core: available.filter((c) => coreSet.has(c)),
      rest: available.filter((c) => !coreSet.has(c)),
    };
    const sizes: string[] = [];
    for (const part of ["rest", "core"] as const) {
      const file = `${family}-latin-${part}.woff2`;
      const sfnt = await subsetFont(source, String.fromCodePoint(...parts[part]), {
        ...options,
        targetFormat: "sfnt",
      });
      const woff2 = await fontverter.convert(keepAvgCharWidth(sfnt, sourceSfnt), "woff2");
      files.set(file, woff2);
      sizes.push(`${part} ${kib(woff2.length)} (${parts[part].length} Zeichen)`);
      // Later rules win where ranges overlap (fontsource's latin-ext also lists U+0304, U+0308, U+0329).
      rules.push(
        `/* ${family} latin ${part} (npm run fonts) */\n${fontFace(family, latin.family, `./${file}`, formatUnicodeRange(parts[part]))}`,
      );
    }
    rules.splice(
      rules.length - 2,
      0,
      ...faces
        .filter((face) => face !== latin)
        .map(
          (face) =>
            `/* ${family} ${face.subset} (fontsource) */\n${fontFace(family, face.family, `@fontsource-variable/${family}/files/${face.file}`, face.unicodeRange)}`,
        ),
    );
    const fallback = fallbackStack(family, latin.family, formatUnicodeRange(parts.core));
    rules.push(`/* ${family} fallbacks with its metrics (npm run fonts) */\n${fallback.css}`);
    report.push(`${family}: fontsource latin ${kib(source.length)} → ${sizes.join(", ")}`);
  }
  files.set(
    "fonts.css",
    Buffer.from(`/* Written by scripts/build-fonts.ts (npm run fonts); do not edit. ADR 0075. Every face of a family has
   the same descriptors, so the browser composes them into one font by unicode-range. */\n${rules.join("\n\n")}\n`),
  );
  return { files, report };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { files, report } = await buildFonts();
  for (const [name, bytes] of files) writeFileSync(new URL(name, FONTS_DIR), bytes);
  for (const line of report) console.log(`  ${line}`);
}
