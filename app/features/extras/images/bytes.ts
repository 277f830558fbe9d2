/**
 * Reading an uploaded photo's bytes without decoding it (decision 0164): which type it really is
 * (its magic bytes, never the file name or the browser's claim), its pixel size from the header,
 * and a copy without the metadata a camera or phone writes into it (EXIF with GPS position, camera
 * serial, date; XMP; IPTC; comments; embedded thumbnails and secondary images; private chunks). Only
 * what drawing needs stays: the colour profile, and a JPEG's EXIF orientation in a segment of its own
 * (decision 0164, amended). The picture data itself is copied untouched, so nothing is re-encoded and
 * a Worker's few milliseconds of CPU suffice.
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

const startsWithText = (bytes: Uint8Array, text: string) => ascii(bytes, 0, text.length) === text;

/**
 * Which application and comment segments a JPEG keeps: APP0's JFIF header (its thumbnail cut off,
 * see `jfifWithoutThumbnail`), APP2's ICC profile (the colours) and APP14's Adobe header (how CMYK
 * and YCCK are stored: without it such a file decodes in wrong colours). Everything else of APP0–APP15
 * and COM goes: EXIF with GPS, device and its thumbnail (APP1), XMP (APP1), MPF's index of secondary
 * images and FlashPix previews (APP2), Photoshop/IPTC (APP13), JFXX thumbnails, comments.
 */
function keptApplicationSegment(marker: number, payload: Uint8Array): boolean {
  if (marker === 0xe0) return startsWithText(payload, "JFIF\0");
  if (marker === 0xe2) return startsWithText(payload, "ICC_PROFILE\0");
  if (marker === 0xee) return startsWithText(payload, "Adobe");
  return false;
}
const isApplicationOrComment = (marker: number) => (marker >= 0xe0 && marker <= 0xef) || marker === 0xfe;

/** JFIF's header without the thumbnail it may carry (a small copy of the uncropped picture). */
function jfifWithoutThumbnail(segment: Uint8Array): Uint8Array {
  // FF E0, length, "JFIF\0", version (2), units, density (4), thumbnail width and height: 18 bytes.
  if (segment.length <= 18) return segment;
  const out = segment.slice(0, 18);
  out[2] = 0;
  out[3] = 16;
  out[16] = 0;
  out[17] = 0;
  return out;
}

/**
 * The EXIF orientation (1–8) of an APP1 payload ("Exif\0\0" and a TIFF header), or 1 when it has none
 * or cannot be read: the one value of EXIF a photo needs to be shown upright (a phone held upright
 * stores its picture sideways and says so here).
 */
function exifOrientation(payload: Uint8Array): number {
  if (!startsWithText(payload, "Exif\0\0")) return 1;
  const tiff = payload.subarray(6);
  const order = ascii(tiff, 0, 2);
  if (order !== "II" && order !== "MM") return 1;
  const little = order === "II";
  const u16 = (at: number) => (little ? u16le(tiff, at) : u16be(tiff, at));
  const u32 = (at: number) => (little ? u32le(tiff, at) : u32be(tiff, at));
  try {
    if (u16(2) !== 42) return 1;
    const ifd = u32(4);
    const entries = u16(ifd);
    for (let i = 0; i < entries; i++) {
      const entry = ifd + 2 + i * 12;
      if (u16(entry) !== 0x0112) continue;
      const value = u16(entry + 8);
      return u16(entry + 2) === 3 && value >= 1 && value <= 8 ? value : 1;
    }
  } catch {
    // An IFD pointing past the end: no orientation.
  }
  return 1;
}

/** A minimal APP1 EXIF segment that says the orientation and nothing else (big-endian TIFF, one entry). */
function orientationSegment(orientation: number): Uint8Array {
  // prettier-ignore
  return Uint8Array.of(
    0xff, 0xe1, 0x00, 0x22,
    0x45, 0x78, 0x69, 0x66, 0x00, 0x00, // "Exif\0\0"
    0x4d, 0x4d, 0x00, 0x2a, 0x00, 0x00, 0x00, 0x08, // "MM", 42, IFD0 at 8
    0x00, 0x01, // one entry
    0x01, 0x12, 0x00, 0x03, 0x00, 0x00, 0x00, 0x01, 0x00, orientation, 0x00, 0x00, // Orientation, SHORT, 1
    0x00, 0x00, 0x00, 0x00, // no next IFD
  );
}

/** Where the entropy-coded data after a scan header ends: at the first marker that is no restart. */
function scanEnd(bytes: Uint8Array, from: number): number {
  let at = from;
  while (at + 1 < bytes.length) {
    if (bytes[at] !== 0xff) {
      at++;
      continue;
    }
    const next = bytes[at + 1]!;
    // FF00 is a stuffed FF of the data, FFD0–FFD7 a restart, FFFF a fill byte before a marker.
    if (next === 0x00 || (next >= 0xd0 && next <= 0xd7)) at += 2;
    else if (next === 0xff) at++;
    else return at;
  }
  return bytes.length;
}

/**
 * Walks the whole file, segment by segment and through every scan (a progressive JPEG has several,
 * with tables and comments between them), up to its end marker: keeps the tables, frames, scans and
 * the segments `keptApplicationSegment` names, drops all other metadata, and drops whatever follows
 * the end marker (the secondary images of MPF: a depth map, an HDR gain map, a preview, each with its
 * own EXIF). The EXIF orientation stays, in a segment of its own, so a photo is still shown upright.
 */
function readJpeg(bytes: Uint8Array): ReadImage | null {
  const kept: Uint8Array[] = [bytes.subarray(0, 2)];
  let at = 2;
  let size: { width: number; height: number } | null = null;
  let orientation = 1;
  /** Where the orientation segment goes: after a leading JFIF header, otherwise right after SOI. */
  let exifSlot = 1;
  let ended = false;
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
    if (marker === 0xd9) {
      if (!size) return null; // The end before any picture.
      kept.push(bytes.subarray(markerAt - 1, markerAt + 1));
      ended = true;
      break;
    }
    const length = u16be(bytes, markerAt + 1);
    const end = markerAt + 1 + length;
    if (length < 2 || end > bytes.length) return null;
    if (isFrame(marker)) size = { height: u16be(bytes, markerAt + 4), width: u16be(bytes, markerAt + 6) };
    if (isApplicationOrComment(marker)) {
      const payload = bytes.subarray(markerAt + 3, end);
      if (marker === 0xe1 && orientation === 1) orientation = exifOrientation(payload);
      if (keptApplicationSegment(marker, payload)) {
        kept.push(marker === 0xe0 ? jfifWithoutThumbnail(bytes.subarray(markerAt - 1, end)) : bytes.subarray(at, end));
        if (marker === 0xe0 && kept.length === 2) exifSlot = 2;
      }
      at = end;
      continue;
    }
    if (marker === 0xda) {
      if (!size) return null;
      const dataEnd = scanEnd(bytes, end);
      kept.push(bytes.subarray(at, dataEnd));
      at = dataEnd;
      continue;
    }
    kept.push(bytes.subarray(at, end));
    at = end;
  }
  if (!size) return null;
  // A file cut off inside its last scan still shows what it has; it gets its end marker.
  if (!ended) kept.push(Uint8Array.of(0xff, 0xd9));
  if (orientation !== 1) kept.splice(exifSlot, 0, orientationSegment(orientation));
  // Orientations 5–8 turn the picture by 90°: the size is stored as it is shown.
  const shown = orientation >= 5 ? { width: size.height, height: size.width } : size;
  return { type: "image/jpeg", ...shown, bytes: concat(kept) };
}

/** The critical chunks of a PNG; a file with any other critical chunk (Apple's CgBI) no browser shows. */
const PNG_CRITICAL = new Set(["IHDR", "PLTE", "IDAT", "IEND"]);
/**
 * The ancillary chunks a PNG keeps, all about how it is drawn: transparency, colour (gamma,
 * chromaticities, ICC profile, sRGB, HDR), background, pixel size, and an APNG's frames. Every other
 * one goes, public or private: texts (tEXt, zTXt, iTXt), EXIF (eXIf), time (tIME), and any private
 * chunk (an editor's canvas, a preview image, a phone's index).
 */
const PNG_KEPT = new Set(["tRNS", "cHRM", "gAMA", "iCCP", "sBIT", "sRGB", "cICP", "mDCv", "cLLi", "bKGD", "pHYs"]);
const APNG_CHUNKS = new Set(["acTL", "fcTL", "fdAT"]);

function readPng(bytes: Uint8Array): ReadImage | null {
  const kept: Uint8Array[] = [bytes.subarray(0, 8)];
  let at = 8;
  let size: { width: number; height: number } | null = null;
  let ended = false;
  while (at < bytes.length) {
    const length = u32be(bytes, at);
    const type = ascii(bytes, at + 4, 4);
    const end = at + 12 + length;
    if (end > bytes.length) return null;
    if (at === 8 && type !== "IHDR") return null;
    if (type === "IHDR") size = { width: u32be(bytes, at + 8), height: u32be(bytes, at + 12) };
    // Bit 5 of the first letter: lower case is ancillary, upper case critical.
    const critical = (type.charCodeAt(0) & 0x20) === 0;
    if (critical && !PNG_CRITICAL.has(type)) return null;
    if (critical || PNG_KEPT.has(type) || APNG_CHUNKS.has(type)) kept.push(bytes.subarray(at, end));
    at = end;
    if (type === "IEND") {
      ended = true;
      break;
    }
  }
  if (!size || !ended) return null;
  return { type: "image/png", ...size, bytes: concat(kept) };
}

/** RIFF chunks of metadata in an extended WebP, and their flags in the VP8X header. */
const WEBP_METADATA: Record<string, number> = { EXIF: 0x08, "XMP ": 0x04 };
/** The chunks a WebP keeps: the picture, its alpha, colour profile and animation; anything else (private ones) goes. */
const WEBP_KEPT = new Set(["VP8 ", "VP8L", "VP8X", "ALPH", "ICCP", "ANIM", "ANMF"]);

function readWebp(bytes: Uint8Array): ReadImage | null {
  const kept: Uint8Array[] = [];
  let at = 12;
  let size: { width: number; height: number } | null = null;
  let vp8x: Uint8Array | null = null;
  // The RIFF size says where the file ends: anything appended after it is not stored.
  const riffEnd = Math.min(bytes.length, 8 + u32le(bytes, 4));
  while (at + 8 <= riffEnd) {
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
    } else if (WEBP_KEPT.has(type)) {
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
