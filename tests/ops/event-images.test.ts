// Search engines take only raster images in structured data (issue 53): each drawn event
// illustration (SVG) has a 1200 × 675 WebP twin, which the event's JSON-LD names
// (rasterImage in app/features/products/events/json-ld.ts).
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { it } from "node:test";

const DIR = "public/images/events";

it("every event illustration has its WebP twin of 1200 × 675", () => {
  const names = readdirSync(DIR);
  const drawn = names.filter((name) => name.endsWith(".svg"));
  assert.ok(drawn.length >= 8);
  for (const svg of drawn) {
    const webp = svg.replace(/\.svg$/, ".webp");
    assert.ok(names.includes(webp), `${webp} is missing (render ${svg} to WebP at 1200 × 675)`);
    const bytes = readFileSync(`${DIR}/${webp}`);
    assert.equal(bytes.subarray(0, 4).toString("latin1"), "RIFF");
    assert.equal(bytes.subarray(8, 12).toString("latin1"), "WEBP");
    // VP8 (lossy): width and height are 14-bit little-endian at bytes 26 and 28.
    assert.equal(bytes.subarray(12, 16).toString("latin1"), "VP8 ");
    assert.deepEqual([bytes.readUInt16LE(26) & 0x3fff, bytes.readUInt16LE(28) & 0x3fff], [1200, 675]);
  }
});
