import qrcode from "qrcode-generator";

/** QR codes as SVG for the GiroCode (payments) and the authenticator setup (second factor). */
/** Dark/light modules of a QR code for `text` (UTF-8, error correction M as EPC069-12 requires). */
export function qrModules(text: string): boolean[][] {
  const qr = qrcode(0, "M");
  // qrcode-generator's default byte mode takes one byte per character: hand it UTF-8 bytes.
  qr.addData(String.fromCharCode(...new TextEncoder().encode(text)), "Byte");
  qr.make();
  const size = qr.getModuleCount();
  return Array.from({ length: size }, (_, row) => Array.from({ length: size }, (_, col) => qr.isDark(row, col)));
}

/**
 * A crisp SVG of the modules with the quiet zone of four modules: one path, so it stays small
 * in an e-mail. Built only from the matrix, never from visitor text.
 */
export function qrSvg(modules: boolean[][], { size = 200, title = "GiroCode" } = {}): string {
  const quiet = 4;
  const count = modules.length + quiet * 2;
  let path = "";
  modules.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) path += `M${x + quiet} ${y + quiet}h1v1h-1z`;
    }),
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${count} ${count}" width="${size}" height="${size}" role="img" aria-label="${title}" shape-rendering="crispEdges"><rect width="100%" height="100%" fill="#fff"/><path fill="#000" d="${path}"/></svg>`;
}
