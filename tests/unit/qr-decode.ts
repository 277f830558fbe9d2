import jsQR from "jsqr";
import { qrModules, qrSvg } from "../../app/lib/qr";

/**
 * Paints the app's QR SVG (its viewBox and the path's rectangles) onto white RGBA pixels, 4 px
 * per module, as a camera would see it on screen. Any path command the painter does not know
 * fails the test instead of being skipped.
 */
export function rasteriseSvg(svg: string, scale = 4) {
  const count = Number(/viewBox="0 0 (\d+) \1"/.exec(svg)?.[1]);
  const path = /<path [^>]*d="([^"]*)"/.exec(svg)?.[1];
  if (!count || path === undefined) throw new Error("not a QR SVG of this app");
  const side = count * scale;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  const rectangle = /M(\d+) (\d+)h(\d+)v1h-\3z/y;
  let match: RegExpExecArray | null;
  while (rectangle.lastIndex < path.length && (match = rectangle.exec(path))) {
    const [x, y, width] = match.slice(1).map(Number) as [number, number, number];
    for (let py = y * scale; py < (y + 1) * scale; py++)
      for (let px = x * scale; px < (x + width) * scale; px++) {
        const i = (py * side + px) * 4;
        pixels[i] = pixels[i + 1] = pixels[i + 2] = 0;
      }
  }
  if (rectangle.lastIndex !== path.length) throw new Error(`unreadable path at ${rectangle.lastIndex}`);
  return { pixels, side };
}

/** What a phone camera reads from the app's QR SVG (jsQR over its pixels). */
export function decodeSvg(svg: string): string | undefined {
  const { pixels, side } = rasteriseSvg(svg);
  return jsQR(pixels, side, side)?.data;
}

/** What the app's QR code for `text` really says, read back from the SVG it serves. */
export function decode(text: string): string | undefined {
  return decodeSvg(qrSvg(qrModules(text)));
}
