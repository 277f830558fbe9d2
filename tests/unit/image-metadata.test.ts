import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { readImage } from "../../app/features/extras/images/bytes";
import { createProfile, ORIGIN, sessionCookie } from "./admin-helpers";
import { createTestWorker } from "./app-harness";

/**
 * Photo metadata, round four (issue 54, decision 0164 amended): what images.test.ts's fixtures did
 * not carry. A real EXIF block with a GPS position and an orientation, a JFIF thumbnail, an MPF
 * index and a secondary image after the end marker (as phones write depth and HDR maps), a comment
 * between the scan and the end marker, an ICC profile that must stay; a PNG with text, EXIF and
 * private chunks (an editor's canvas, a preview) around an ICC profile; a WebP with a private chunk.
 * Every fixture is written here byte by byte; the result is walked again by a reader of this file's
 * own, so "still decodes" is checked structurally, not by the code under test.
 */

/** An 8 × 6 pixel baseline JPEG as an encoder writes it (JFIF header, tables, one scan): no metadata. */
const PLAIN_JPEG = Uint8Array.from(
  atob(
    "/9j/4AAQSkZJRgABAQAAAQABAAD/2wCEAAoHBwgHBgoICAgLCgoLDhgQDg0NDh0VFhEYIx8lJCIfIiEmKzcvJik0KSEiMEExNDk7Pj4+JS5ESUM8SDc9PjsBCgsLDg0OHBAQHDsoIig7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7O//AABEIAAYACAMBEQACEQEDEQH/xAGiAAABBQEBAQEBAQAAAAAAAAAAAQIDBAUGBwgJCgsQAAIBAwMCBAMFBQQEAAABfQECAwAEEQUSITFBBhNRYQcicRQygZGhCCNCscEVUtHwJDNicoIJChYXGBkaJSYnKCkqNDU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6g4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2drh4uPk5ebn6Onq8fLz9PX29/j5+gEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoLEQACAQIEBAMEBwUEBAABAncAAQIDEQQFITEGEkFRB2FxEyIygQgUQpGhscEJIzNS8BVictEKFiQ04SXxFxgZGiYnKCkqNTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqCg4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2dri4+Tl5ufo6ery8/T19vf4+fr/2gAMAwEAAhEDEQA/ANlNMj9q+SddnsPEyP8A/9k=",
  ),
  (ch) => ch.charCodeAt(0),
);
/** A 1 × 1 PNG (IHDR, IDAT, IEND). */
const PLAIN_PNG = Uint8Array.from(
  atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=="),
  (ch) => ch.charCodeAt(0),
);

const encoder = new TextEncoder();
const concat = (...parts: Uint8Array[]): Uint8Array<ArrayBuffer> => {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};
const text = (bytes: Uint8Array) => Array.from(bytes, (byte) => String.fromCharCode(byte)).join("");
const has = (haystack: Uint8Array, needle: string) => text(haystack).includes(needle);
const be16 = (n: number) => Uint8Array.of(n >> 8, n & 0xff);
const be32 = (n: number) => Uint8Array.of(n >>> 24, (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff);
const le32 = (n: number) => Uint8Array.of(n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, n >>> 24);

/** A JPEG segment: marker, two length bytes (counting themselves), the payload. */
const segment = (marker: number, payload: Uint8Array) =>
  concat(Uint8Array.of(0xff, marker), be16(payload.length + 2), payload);

const GPS_PLACE = "Kuechenstrasse 7, Braunschweig";
/**
 * A real EXIF block (big-endian TIFF): IFD0 with Make, Orientation and a pointer to a GPS IFD whose
 * latitude reference and a text stand for the position, and IFD1 with an embedded JPEG thumbnail.
 */
function exifBlock(orientation: number): Uint8Array {
  const make = encoder.encode("PhoneMaker X\0");
  const gpsText = encoder.encode(`${GPS_PLACE}\0`);
  const thumbnail = PLAIN_JPEG;
  // Layout: header 8 | IFD0 (3 entries) 2+36+4 = 42 → 50 | GPS IFD (2 entries) 2+24+4 = 30 → 80 |
  // IFD1 (2 entries) 2+24+4 = 30 → 110 | make | gps text | thumbnail.
  const ifd0 = 8;
  const gpsIfd = 50;
  const ifd1 = 80;
  const makeAt = 110;
  const gpsTextAt = makeAt + make.length;
  const thumbAt = gpsTextAt + gpsText.length;
  const entry = (tag: number, type: number, count: number, value: Uint8Array) =>
    concat(be16(tag), be16(type), be32(count), value);
  const short = (n: number) => concat(be16(n), be16(0));
  return concat(
    encoder.encode("Exif\0\0MM"),
    be16(42),
    be32(ifd0),
    // IFD0: Make, Orientation, GPSInfo pointer; next IFD is IFD1.
    be16(3),
    entry(0x010f, 2, make.length, be32(makeAt)),
    entry(0x0112, 3, 1, short(orientation)),
    entry(0x8825, 4, 1, be32(gpsIfd)),
    be32(ifd1),
    // GPS IFD: GPSLatitudeRef "N", a processing-method text with the place.
    be16(2),
    entry(0x0001, 2, 2, Uint8Array.of(0x4e, 0, 0, 0)),
    entry(0x001b, 7, gpsText.length, be32(gpsTextAt)),
    be32(0),
    // IFD1: the thumbnail's offset and length.
    be16(2),
    entry(0x0201, 4, 1, be32(thumbAt)),
    entry(0x0202, 4, 1, be32(thumbnail.length)),
    be32(0),
    make,
    gpsText,
    thumbnail,
  ).subarray(0);
}
/** A fake but well-formed ICC profile payload (APP2 "ICC_PROFILE\0", chunk 1 of 1). */
const ICC_PAYLOAD = concat(
  encoder.encode("ICC_PROFILE\0"),
  Uint8Array.of(1, 1),
  encoder.encode("sRGB IEC61966-2.1 profile bytes"),
);

/** The plain JPEG's JFIF header with a 1 × 1 RGB thumbnail, as some encoders write it. */
function jfifWithThumbnail(): Uint8Array {
  return segment(
    0xe0,
    concat(encoder.encode("JFIF\0"), Uint8Array.of(1, 1, 0, 0, 1, 0, 1, 1, 1), Uint8Array.of(0xca, 0xfe, 0x42)),
  );
}

/**
 * What a phone writes: JFIF with a thumbnail, EXIF (GPS, device, orientation 6, thumbnail), XMP, an
 * MPF index, the ICC profile, IPTC, a comment; after the scan another comment; after the end marker
 * a secondary image with its own EXIF (a depth or gain map).
 */
function phoneJpeg(orientation = 6): Uint8Array<ArrayBuffer> {
  const jfifEnd = 2 + 2 + ((PLAIN_JPEG[4]! << 8) | PLAIN_JPEG[5]!);
  const beforeEnd = PLAIN_JPEG.length - 2;
  const secondary = concat(
    PLAIN_JPEG.subarray(0, 2),
    segment(0xe1, concat(encoder.encode("Exif\0\0"), encoder.encode(`secondary GPSLatitude ${GPS_PLACE}`))),
    PLAIN_JPEG.subarray(2),
  );
  return concat(
    PLAIN_JPEG.subarray(0, 2),
    jfifWithThumbnail(),
    segment(0xe1, exifBlock(orientation)),
    segment(0xe1, encoder.encode('http://ns.adobe.com/xap/1.0/\0<x:xmpmeta creator="Johanna Lindner"/>')),
    segment(0xe2, concat(encoder.encode("MPF\0"), encoder.encode("MM\0*secondary image index"))),
    segment(0xe2, ICC_PAYLOAD),
    segment(0xed, encoder.encode("Photoshop 3.0\x008BIM city Braunschweig")),
    segment(0xfe, encoder.encode("Aufgenommen bei Familie Lindner")),
    PLAIN_JPEG.subarray(jfifEnd, beforeEnd),
    segment(0xfe, encoder.encode("Kommentar nach dem Bild")),
    PLAIN_JPEG.subarray(beforeEnd),
    secondary,
  );
}

/**
 * This test's own JPEG reader: the markers in order (a scan's data skipped as the standard says),
 * and whether the file ends exactly with its end marker. Throws on anything malformed.
 */
function jpegStructure(bytes: Uint8Array): {
  markers: number[];
  segments: Map<number, Uint8Array[]>;
  scan: Uint8Array;
} {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) throw new Error("no SOI");
  const markers: number[] = [0xd8];
  const segments = new Map<number, Uint8Array[]>();
  let scan: Uint8Array = new Uint8Array();
  let at = 2;
  for (;;) {
    if (bytes[at] !== 0xff) throw new Error(`no marker at ${at}`);
    const marker = bytes[at + 1]!;
    markers.push(marker);
    if (marker === 0xd9) {
      if (at + 2 !== bytes.length) throw new Error("bytes after EOI");
      return { markers, segments, scan };
    }
    const length = (bytes[at + 2]! << 8) | bytes[at + 3]!;
    const payload = bytes.subarray(at + 4, at + 2 + length);
    if (at + 2 + length > bytes.length) throw new Error("segment past the end");
    segments.set(marker, [...(segments.get(marker) ?? []), payload]);
    at += 2 + length;
    if (marker === 0xda) {
      const start = at;
      while (!(bytes[at] === 0xff && bytes[at + 1] !== 0 && !(bytes[at + 1]! >= 0xd0 && bytes[at + 1]! <= 0xd7))) {
        if (at >= bytes.length) throw new Error("scan without end");
        at++;
      }
      scan = bytes.subarray(start, at);
    }
  }
}
const plainScan = jpegStructure(PLAIN_JPEG).scan;

describe("a phone's JPEG", () => {
  it("loses EXIF with GPS and thumbnail, XMP, MPF, IPTC, every comment, the JFIF thumbnail and the image after its end", () => {
    const original = phoneJpeg();
    expect(has(original, GPS_PLACE)).toBe(true);
    const read = readImage(original)!;
    for (const gone of [
      GPS_PLACE,
      "PhoneMaker",
      "xmpmeta",
      "MPF",
      "8BIM",
      "Familie Lindner",
      "Kommentar nach",
      "secondary",
    ]) {
      expect(has(read.bytes, gone), gone).toBe(false);
    }
    // No second image: one SOI, one EOI, nothing after it.
    expect(text(read.bytes).split("\xff\xd8").length).toBe(2);
    const { markers, segments, scan } = jpegStructure(read.bytes);
    expect(markers.filter((marker) => marker === 0xfe)).toEqual([]);
    // The JFIF header stays, its thumbnail cut to 0 × 0.
    const jfif = segments.get(0xe0)!;
    expect(jfif).toHaveLength(1);
    expect(text(jfif[0]!.subarray(0, 5))).toBe("JFIF\0");
    expect(jfif[0]!.length).toBe(14);
    expect([jfif[0]![12], jfif[0]![13]]).toEqual([0, 0]);
    // The colour profile stays, as it was.
    expect(segments.get(0xe2)).toEqual([ICC_PAYLOAD]);
    // The compressed picture is the encoder's, untouched; the frame, tables and scan are all there.
    expect(scan).toEqual(plainScan);
    for (const needed of [0xdb, 0xc4, 0xc0, 0xda]) expect(markers).toContain(needed);
  });

  it("keeps the orientation alone, so a photo taken upright is still shown upright, its size as shown", () => {
    const read = readImage(phoneJpeg(6))!;
    // The frame says 8 × 6; turned by 90° it is shown 6 wide and 8 high.
    expect(read).toMatchObject({ type: "image/jpeg", width: 6, height: 8 });
    const exif = jpegStructure(read.bytes).segments.get(0xe1)!;
    expect(exif).toHaveLength(1);
    // "Exif\0\0", big-endian TIFF, one IFD entry: Orientation (0x0112), SHORT, 1, value 6; nothing else.
    expect(Array.from(exif[0]!)).toEqual([
      0x45, 0x78, 0x69, 0x66, 0, 0, 0x4d, 0x4d, 0, 0x2a, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, 6, 0, 0, 0,
      0, 0, 0,
    ]);
    // Read again, the stored file is the same: nothing left to remove, the orientation kept.
    expect(readImage(read.bytes)).toEqual(read);
    // Upright already (orientation 1): no EXIF at all, and the size as the frame says.
    const upright = readImage(phoneJpeg(1))!;
    expect(upright).toMatchObject({ width: 8, height: 6 });
    expect(jpegStructure(upright.bytes).segments.get(0xe1)).toBeUndefined();
  });
});

function pngChunk(type: string, data: Uint8Array) {
  const body = concat(encoder.encode(type), data);
  return concat(be32(data.length), body, be32(crc32(body)));
}
const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Uint8Array) {
  let c = 0xffffffff;
  for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
/** This test's own PNG reader: the chunk types in order, each CRC checked, nothing after IEND. */
function pngChunks(bytes: Uint8Array): string[] {
  if (text(bytes.subarray(0, 8)) !== "\x89PNG\r\n\x1a\n") throw new Error("no signature");
  const types: string[] = [];
  let at = 8;
  while (at < bytes.length) {
    const view = new DataView(bytes.buffer, bytes.byteOffset + at);
    const length = view.getUint32(0);
    const body = bytes.subarray(at + 4, at + 8 + length);
    if (crc32(body) !== view.getUint32(8 + length)) throw new Error("bad CRC");
    types.push(text(body.subarray(0, 4)));
    at += 12 + length;
  }
  if (at !== bytes.length || types.at(-1) !== "IEND") throw new Error("not ended by IEND");
  return types;
}

const ICCP = pngChunk("iCCP", concat(encoder.encode("sRGB\0\0"), Uint8Array.of(0x78, 0x9c, 0x03, 0, 0, 0, 0, 1)));
function pngWithPrivateChunks(): Uint8Array<ArrayBuffer> {
  const afterHeader = 8 + 25;
  const iend = PLAIN_PNG.length - 12;
  return concat(
    PLAIN_PNG.subarray(0, afterHeader),
    ICCP,
    pngChunk("tEXt", encoder.encode(`Author\0Johanna ${GPS_PLACE}`)),
    pngChunk("zTXt", concat(encoder.encode("Comment\0\0"), encoder.encode("zipped GPS"))),
    pngChunk("iTXt", encoder.encode("XML:com.adobe.xmp\0\0\0\0\0<x:xmpmeta>GPSLatitude</x:xmpmeta>")),
    pngChunk("eXIf", exifBlock(1).subarray(6)),
    pngChunk("tIME", Uint8Array.of(0x07, 0xea, 11, 20, 9, 30, 0)),
    // Private ancillary chunks: an editor's canvas note, a preview image, a phone's index.
    pngChunk("caNv", encoder.encode("canvas of Johanna's editor")),
    pngChunk("prVW", concat(encoder.encode("preview "), PLAIN_JPEG)),
    PLAIN_PNG.subarray(afterHeader, iend),
    pngChunk("iDOT", encoder.encode("phone index")),
    PLAIN_PNG.subarray(iend),
    encoder.encode(`trailing note ${GPS_PLACE}`),
  );
}

describe("a PNG", () => {
  it("loses text, EXIF, time and every private chunk, and anything after IEND; keeps its ICC profile and picture", () => {
    const original = pngWithPrivateChunks();
    expect(has(original, GPS_PLACE)).toBe(true);
    const read = readImage(original)!;
    expect(read).toMatchObject({ type: "image/png", width: 1, height: 1 });
    for (const gone of [GPS_PLACE, "GPS", "Johanna", "canvas", "preview", "phone index", "Exif", "MM\0*"]) {
      expect(has(read.bytes, gone), gone).toBe(false);
    }
    expect(pngChunks(read.bytes)).toEqual(["IHDR", "iCCP", "IDAT", "IEND"]);
    expect(has(read.bytes, text(ICCP))).toBe(true);
  });

  it("refuses a PNG with a critical chunk no browser knows (Apple's CgBI), rather than store what none can show", () => {
    const crushed = concat(
      PLAIN_PNG.subarray(0, 8),
      pngChunk("CgBI", Uint8Array.of(0x50, 0, 0x20, 0x02)),
      PLAIN_PNG.subarray(8),
    );
    expect(readImage(crushed)).toBeNull();
  });
});

describe("a WebP", () => {
  it("loses EXIF, XMP, private chunks and anything after its RIFF end; keeps its picture and ICC profile", () => {
    const chunk = (type: string, data: Uint8Array) =>
      concat(encoder.encode(type), le32(data.length), data, data.length % 2 ? Uint8Array.of(0) : new Uint8Array());
    // VP8X: flags ICC (0x20), EXIF (0x08), XMP (0x04); canvas 1 × 1.
    const vp8x = chunk("VP8X", Uint8Array.of(0x2c, 0, 0, 0, 0, 0, 0, 0, 0, 0));
    // A lossless 1 × 1 picture: the signature 0x2F, then 14-bit width-1 and height-1 (both 0).
    const vp8l = chunk("VP8L", Uint8Array.of(0x2f, 0, 0, 0, 0, 0x88, 0x88, 0x08));
    const body = concat(
      encoder.encode("WEBP"),
      vp8x,
      chunk("ICCP", encoder.encode("sRGB profile")),
      vp8l,
      chunk("EXIF", exifBlock(1).subarray(6)),
      chunk("XMP ", encoder.encode("<x:xmpmeta>Johanna</x:xmpmeta>")),
      chunk("PRIV", encoder.encode(`private ${GPS_PLACE}`)),
    );
    const original = concat(encoder.encode("RIFF"), le32(body.length), body, encoder.encode(`after ${GPS_PLACE}`));
    const read = readImage(original)!;
    expect(read).toMatchObject({ type: "image/webp", width: 1, height: 1 });
    for (const gone of [GPS_PLACE, "EXIF", "XMP ", "PRIV", "Johanna", "after"])
      expect(has(read.bytes, gone), gone).toBe(false);
    expect(has(read.bytes, "ICCP")).toBe(true);
    expect(has(read.bytes, text(vp8l))).toBe(true);
    // The RIFF size is the stored file's, and the VP8X flags no longer announce EXIF or XMP.
    const view = new DataView(read.bytes.buffer);
    expect(view.getUint32(4, true)).toBe(read.bytes.length - 8);
    expect(read.bytes[20]).toBe(0x20);
  });
});

describe("the upload (/admin/bilder), through the whole Worker", () => {
  const worker = createTestWorker();
  let admin = "";
  beforeAll(async () => {
    admin = await sessionCookie(await createProfile(`metadaten-${crypto.randomUUID()}@example.de`, true));
  });

  it("stores the phone's JPEG without a trace of its place or its secondary image, upright", async () => {
    const body = new FormData();
    body.set("intent", "upload");
    body.set("alt", "Johanna am Fenster");
    body.set("file", new File([phoneJpeg()], "IMG_0042.jpg", { type: "image/jpeg" }));
    const ctx = createExecutionContext();
    const response = await worker.fetch(
      new Request(`${ORIGIN}/admin/bilder`, {
        method: "POST",
        body,
        headers: { Origin: ORIGIN, Cookie: admin, "CF-Connecting-IP": "192.0.2.165" },
      }),
      env,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(response.status).toBe(200);
    const row = await env.DB.prepare(
      "SELECT key, width, height FROM klarsinn_images WHERE alt = 'Johanna am Fenster'",
    ).first<{
      key: string;
      width: number;
      height: number;
    }>();
    expect(row).toMatchObject({ width: 6, height: 8 });
    const stored = new Uint8Array(await (await env.IMAGES.get(row!.key))!.arrayBuffer());
    expect(has(stored, GPS_PLACE)).toBe(false);
    expect(has(stored, "secondary")).toBe(false);
    expect(jpegStructure(stored).scan).toEqual(plainScan);
  });
});
