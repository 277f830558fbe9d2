import { correction, generate, mode } from "lean-qr";

/**
 * QR codes as SVG: the GiroCode (payments: "Meine Buchung", e-mails, and in the visitor's browser
 * on a booking's success view) and the authenticator setup (second factor).
 *
 * lean-qr, not qrcode-generator: it picks among the eight masks by the same rules of ISO/IEC 18004
 * in about a fifth of the time (qrcode-generator's choice had been a third of a paid booking's CPU
 * time), and it is small enough for the event page's browser code, which now draws the GiroCode
 * (docs/decisions/0089-girocode-drawn-where-it-is-shown.md).
 */

/** Dark/light modules of a QR code for `text`: its UTF-8 bytes in byte mode, error correction M as EPC069-12 requires. */
export function qrModules(text: string): boolean[][] {
  const code = generate(mode.bytes(new TextEncoder().encode(text)), {
    minCorrectionLevel: correction.M,
    maxCorrectionLevel: correction.M,
  });
  return Array.from({ length: code.size }, (_, row) =>
    Array.from({ length: code.size }, (_, col) => code.get(col, row)),
  );
}

/** The quiet zone around the modules: four modules wide, as the standard requires. */
const QR_QUIET_ZONE = 4;

/**
 * A crisp SVG of the modules with the quiet zone: one path of one rectangle per horizontal run of
 * dark modules, so it stays small in an e-mail and in the booking's answer. Built only from the
 * matrix, never from visitor text.
 */
export function qrSvg(modules: boolean[][], { size = 200, title = "GiroCode" } = {}): string {
  const count = modules.length + QR_QUIET_ZONE * 2;
  let path = "";
  modules.forEach((row, y) => {
    for (let x = 0; x < row.length; x++) {
      if (!row[x]) continue;
      const start = x;
      while (row[x + 1]) x++;
      const run = x - start + 1;
      path += `M${start + QR_QUIET_ZONE} ${y + QR_QUIET_ZONE}h${run}v1h-${run}z`;
    }
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${count} ${count}" width="${size}" height="${size}" role="img" aria-label="${title}" shape-rendering="crispEdges"><rect width="100%" height="100%" fill="#fff"/><path fill="#000" d="${path}"/></svg>`;
}
