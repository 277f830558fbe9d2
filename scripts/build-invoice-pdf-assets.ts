/**
 * Writes workers/invoice-pdf/assets.generated.ts: what a PDF/A-3 invoice embeds, as base64 (committed,
 * so build, tests and CI need no extra step). Run `node scripts/build-invoice-pdf-assets.ts` after
 * changing the character set or renewing a source; it prints the sizes.
 *
 * - Liberation Sans 2 Regular and Bold (SIL OFL 1.1, Debian's `fonts-liberation2`), unmodified: the
 *   invoice's layout is measured with Helvetica's widths (app/lib/pdf.ts) and Liberation Sans has
 *   Helvetica's (Arial's) widths, so the PDF/A looks as the plain PDF does. PDF/A wants every font
 *   embedded, which the standard fonts of the plain PDF are not. Each PDF embeds only the glyphs it
 *   uses (pdf-lib subsets when it embeds); the files themselves stay as released, so the licence's
 *   reserved name is kept as the licence asks of an unmodified font.
 * - sRGB-v2-magic.icc (CC0, github.com/saucecontrol/Compact-ICC-Profiles at bdd8466): the output
 *   intent PDF/A asks for, 736 bytes instead of the usual 3 KB.
 * Decision 0232.
 */
import { readFileSync, writeFileSync } from "node:fs";

const FONT_DIR = process.env.LIBERATION_DIR ?? "/usr/share/fonts/truetype/liberation2";
const ICC = process.env.SRGB_ICC ?? "workers/invoice-pdf/licences/sRGB-v2-magic.icc";

function font(file: string): string {
  const source = readFileSync(`${FONT_DIR}/${file}`);
  console.log(`${file}: ${(source.length / 1024).toFixed(1)} KiB`);
  return source.toString("base64");
}

const regular = font("LiberationSans-Regular.ttf");
const bold = font("LiberationSans-Bold.ttf");
const icc = readFileSync(ICC).toString("base64");

writeFileSync(
  "workers/invoice-pdf/assets.generated.ts",
  [
    "// Written by scripts/build-invoice-pdf-assets.ts; do not edit. Licences: workers/invoice-pdf/licences/.",
    `export const LIBERATION_SANS_REGULAR = "${regular}";`,
    `export const LIBERATION_SANS_BOLD = "${bold}";`,
    `export const SRGB_ICC = "${icc}";`,
    "",
  ].join("\n"),
);
