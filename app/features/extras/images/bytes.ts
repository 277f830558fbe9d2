/**
 * Reading an uploaded photo's bytes without decoding it (decision 0164): which type it really is
 * (its magic bytes, never the file name or the browser's claim), its pixel size from the header,
 * and a copy without the metadata a camera or phone writes into it (EXIF with GPS position, camera
 * serial, date; XMP; comments). The picture data itself is copied untouched, so nothing is
 * re-encoded and a Worker's few milliseconds of CPU suffice.
 */
import type { IMAGE_TYPES } from "~db/schema";

export type ImageType = (typeof IMAGE_TYPES)[number];

export interface ReadImage {
  type: ImageType;
  width: number;
  height: number;
  /** The file as it is stored: the same picture without metadata. */
  bytes: Uint8Array<ArrayBuffer>;
}

/** The extension of the stored key per type. */
export const IMAGE_EXTENSIONS: Record<ImageType, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
};

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((byte, i) => bytes[at + i] === byte);
const ascii = (bytes: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...bytes.subarray(at, at + length));

/** The type by its first bytes, or null for anything else (GIF, SVG, HEIC, a PDF renamed to .jpg). */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, PNG_SIGNATURE)) return "image/png";
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 4) === "WEBP") return "image/webp";
  return null;
}

/** The photo's type, size and metadata-free bytes; null when it is none of the three types or malformed. */
export function readImage(bytes: Uint8Array): ReadImage | null {
  const type = sniffImageType(bytes);
  try {
    if (type === "image/jpeg") return readJpeg(bytes);
    if (type === "image/png") return readPng(bytes);
    if (type === "image/webp") return readWebp(bytes);
  } catch {
    // A header that points past the end (a truncated file) reads as malformed below.
  }
  return null;
}

const u16be = (b: Uint8Array, at: number) => {
  if (at + 2 > b.length) throw new RangeError("past the end");
  return (b[at]! << 8) | b[at + 1]!;
};
const u32be = (b: Uint8Array, at: number) => {
  if (at + 4 > b.length) throw new RangeError("past the end");
  return ((b[at]! << 24) >>> 0) + ((b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!);
};
const u24le = (b: Uint8Array, at: number) => {
  if (at + 3 > b.length) throw new RangeError("past the end");
  return b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16);
};
const u32le = (b: Uint8Array, at: number) => u24le(b, at) + b[at + 3]! * 0x1000000;

function concat(parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** Markers with no length after them: TEM and the restart markers RST0–RST7. */
const standalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);
/** Start-of-frame markers (they carry the size); C4 (DHT), C8 (JPG) and CC (DAC) are not frames. */
const isFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
/** APP1–APP15 (EXIF, XMP, ICC, Photoshop/IPTC …) and COM: everything but APP0's JFIF header. */
const isMetadata = (marker: number) => (marker >= 0xe1 && marker <= 0xef) || marker === 0xfe;

/**
 * Walks the segments before the first scan: keeps the tables, frame and JFIF header, drops the
 * metadata segments, then copies the scan (the compressed picture) and everything after it as is.
 */
function readJpeg(bytes: Uint8Array): ReadImage | null {
  const kept: Uint8Array[] = [bytes.subarray(0, 2)];
  let at = 2;
  let size: { width: number; height: number } | null = null;
  while (at < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    // Fill bytes (0xFF repeated) may precede a marker.
    let markerAt = at + 1;
    while (bytes[markerAt] === 0xff) markerAt++;
    const marker = bytes[markerAt];
    if (marker === undefined) return null;
    if (standalone(marker)) {
      kept.push(bytes.subarray(at, markerAt + 1));
      at = markerAt + 1;
      continue;
    }
    if (marker === 0xd9) return null; // The end before any picture.
    const length = u16be(bytes, markerAt + 1);
    const end = markerAt + 1 + length;
    if (length < 2 || end > bytes.length) return null;
    if (isFrame(marker)) size = { height: u16be(bytes, markerAt + 4), width: u16be(bytes, markerAt + 6) };
    if (marker === 0xda) {
      if (!size) return null;
      kept.push(bytes.subarray(at));
      return { type: "image/jpeg", ...size, bytes: concat(kept) };
    }
    if (!isMetadata(marker)) kept.push(bytes.subarray(at, end));
    at = end;
  }
  return null;
}

/** Text chunks (tEXt, zTXt, iTXt: author, software, comments), EXIF (eXIf) and the time of the last change (tIME). */
const PNG_METADATA = new Set(["tEXt", "zTXt", "iTXt", "eXIf", "tIME"]);

function readPng(bytes: Uint8Array): ReadImage | null {
  const kept: Uint8Array[] = [bytes.subarray(0, 8)];
  let at = 8;
  let size: { width: number; height: number } | null = null;
  while (at < bytes.length) {
    const length = u32be(bytes, at);
    const type = ascii(bytes, at + 4, 4);
    const end = at + 12 + length;
    if (end > bytes.length) return null;
    if (type === "IHDR") size = { width: u32be(bytes, at + 8), height: u32be(bytes, at + 12) };
    if (!PNG_METADATA.has(type)) kept.push(bytes.subarray(at, end));
    at = end;
    if (type === "IEND") break;
  }
  if (!size || at > bytes.length) return null;
  return { type: "image/png", ...size, bytes: concat(kept) };
}

/** RIFF chunks of metadata in an extended WebP, and their flags in the VP8X header. */
const WEBP_METADATA: Record<string, number> = { EXIF: 0x08, "XMP ": 0x04 };

function readWebp(bytes: Uint8Array): ReadImage | null {
  const kept: Uint8Array[] = [];
  let at = 12;
  let size: { width: number; height: number } | null = null;
  let vp8x: Uint8Array | null = null;
  while (at + 8 <= bytes.length) {
    const type = ascii(bytes, at, 4);
    const length = u32le(bytes, at + 4);
    // Chunks are padded to an even length.
    const end = at + 8 + length + (length % 2);
    if (at + 8 + length > bytes.length) return null;
    const data = at + 8;
    if (type === "VP8X") {
      size = { width: u24le(bytes, data + 4) + 1, height: u24le(bytes, data + 7) + 1 };
      vp8x = bytes.slice(at, Math.min(end, bytes.length));
      kept.push(vp8x);
    } else if (type in WEBP_METADATA) {
      if (vp8x) vp8x[8] = vp8x[8]! & ~WEBP_METADATA[type]!;
    } else {
      if (!size && type === "VP8 ") {
        // A key frame's start code, then 14-bit width and height.
        if (!startsWith(bytes, [0x9d, 0x01, 0x2a], data + 3)) return null;
        size = { width: u16le(bytes, data + 6) & 0x3fff, height: u16le(bytes, data + 8) & 0x3fff };
      } else if (!size && type === "VP8L") {
        if (bytes[data] !== 0x2f) return null;
        const bits = u32le(bytes, data + 1);
        size = { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
      }
      kept.push(bytes.subarray(at, Math.min(end, bytes.length)));
    }
    at = end;
  }
  if (!size) return null;
  const body = concat(kept);
  const header = new Uint8Array(12);
  header.set(bytes.subarray(0, 12));
  new DataView(header.buffer).setUint32(4, body.length + 4, true);
  return { type: "image/webp", ...size, bytes: concat([header, body]) };
}

const u16le = (b: Uint8Array, at: number) => {
  if (at + 2 > b.length) throw new RangeError("past the end");
  return b[at]! | (b[at + 1]! << 8);
};
