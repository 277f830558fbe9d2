import jsQR from "jsqr";
import { qrModules } from "../../app/lib/qr";

/** Reads a QR code back the way a phone camera does (jsQR over pixels): what the app's QR really says. */
export function rasterise(modules: boolean[][], scale = 4) {
  const quiet = 4;
  const side = (modules.length + quiet * 2) * scale;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  modules.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (!dark) return;
      for (let dy = 0; dy < scale; dy++)
        for (let dx = 0; dx < scale; dx++) {
          const i = (((y + quiet) * scale + dy) * side + (x + quiet) * scale + dx) * 4;
          pixels[i] = pixels[i + 1] = pixels[i + 2] = 0;
        }
    }),
  );
  return { pixels, side };
}

export function decode(text: string): string | undefined {
  const { pixels, side } = rasterise(qrModules(text));
  return jsQR(pixels, side, side)?.data;
}
