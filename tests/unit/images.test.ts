import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { readImage, sniffImageType } from "../../app/features/extras/images/bytes";
import { updateEvent } from "../../app/features/core/booking/event-changes.server";
import { createEvent } from "../../app/features/products/events/editing.server";
import { deleteImage, MissingPhotoError } from "../../app/features/extras/images/deletion.server";
import { variantSrcSet } from "../../app/features/extras/images/paths";
import { MAX_IMAGE_BYTES, uploadImage } from "../../app/features/extras/images/upload.server";
import { createProfile, ORIGIN, sessionCookie } from "./admin-helpers";
import { createTestWorker } from "./app-harness";
import { insertEvent } from "./booking-fixtures";

/**
 * Her photo uploads (decision 0164) in the Workers runtime with the real local R2 bucket and D1:
 * the bytes decide the type, the size is bounded, camera metadata never reaches the bucket, the alt
 * text is required, only an administrator uploads, and /bilder serves what was stored.
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
const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};
/** A JPEG segment: marker, two length bytes (counting themselves), the payload. */
const segment = (marker: number, payload: Uint8Array) =>
  concat(Uint8Array.of(0xff, marker, (payload.length + 2) >> 8, (payload.length + 2) & 0xff), payload);

/** What a phone writes: the place (GPS), the device, the time; also XMP, IPTC and a comment. */
const GPS_TEXT = "GPSLatitude 52.2689 N GPSLongitude 10.5268 E";
const DEVICE_TEXT = "Pixel 9 Pro serial 3A141FDJH00SKQ";
const exifPayload = concat(encoder.encode("Exif\0\0MM\0*"), encoder.encode(`${GPS_TEXT} ${DEVICE_TEXT} 2026:11:20`));
const xmpPayload = encoder.encode('http://ns.adobe.com/xap/1.0/\0<x:xmpmeta creator="Johanna"/>');
const iptcPayload = encoder.encode("Photoshop 3.0\x008BIM city Braunschweig");
const commentPayload = encoder.encode("Aufgenommen in der Kuechenstrasse 7");

/** The plain JPEG with EXIF, XMP, IPTC and a comment inserted after its JFIF header, as a camera app does. */
function jpegWithMetadata(): Uint8Array<ArrayBuffer> {
  const jfifEnd = 2 + 2 + ((PLAIN_JPEG[4]! << 8) | PLAIN_JPEG[5]!);
  return concat(
    PLAIN_JPEG.subarray(0, jfifEnd),
    segment(0xe1, exifPayload),
    segment(0xe1, xmpPayload),
    segment(0xed, iptcPayload),
    segment(0xfe, commentPayload),
    PLAIN_JPEG.subarray(jfifEnd),
  );
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Uint8Array) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
function pngChunk(type: string, data: Uint8Array) {
  const body = concat(encoder.encode(type), data);
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  out.set(body, 4);
  view.setUint32(8 + data.length, crc32(body));
  return out;
}
/** The plain PNG with an author text, a compressed comment and EXIF before its picture data. */
function pngWithMetadata(): Uint8Array<ArrayBuffer> {
  const afterHeader = 8 + 25; // signature, IHDR chunk
  return concat(
    PLAIN_PNG.subarray(0, afterHeader),
    pngChunk("tEXt", encoder.encode("Author\0Johanna Kuechenstrasse 7")),
    pngChunk("iTXt", encoder.encode("Comment\0\0\0\0\0GPSLatitude 52.2689")),
    pngChunk("eXIf", concat(encoder.encode("MM\0*"), encoder.encode(GPS_TEXT))),
    PLAIN_PNG.subarray(afterHeader),
  );
}

const has = (haystack: Uint8Array, needle: string) => {
  const text = Array.from(haystack, (byte) => String.fromCharCode(byte)).join("");
  return text.includes(needle);
};

describe("reading a photo's bytes", () => {
  it("knows JPEG, PNG and WebP by their first bytes, and nothing else by its name", () => {
    expect(sniffImageType(PLAIN_JPEG)).toBe("image/jpeg");
    expect(sniffImageType(PLAIN_PNG)).toBe("image/png");
    expect(sniffImageType(encoder.encode("RIFF\x10\0\0\0WEBPVP8 "))).toBe("image/webp");
    expect(sniffImageType(encoder.encode("GIF89a\x01\0\x01\0"))).toBeNull();
    expect(sniffImageType(encoder.encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageType(encoder.encode("%PDF-1.7"))).toBeNull();
  });

  it("drops EXIF (GPS, device), XMP, IPTC and comments from a JPEG and keeps its header, tables and picture", () => {
    const withMetadata = jpegWithMetadata();
    expect(has(withMetadata, "GPSLatitude")).toBe(true);
    const read = readImage(withMetadata)!;
    expect(read).toMatchObject({ type: "image/jpeg", width: 8, height: 6 });
    for (const gone of ["Exif", "GPSLatitude", "Pixel 9 Pro", "xmpmeta", "8BIM", "Kuechenstrasse"]) {
      expect(has(read.bytes, gone), gone).toBe(false);
    }
    // Exactly the encoder's own file again: nothing of the picture was touched.
    expect(read.bytes).toEqual(PLAIN_JPEG);
  });

  it("drops text, EXIF and time chunks from a PNG and keeps the picture", () => {
    const read = readImage(pngWithMetadata())!;
    expect(read).toMatchObject({ type: "image/png", width: 1, height: 1 });
    expect(has(read.bytes, "Kuechenstrasse")).toBe(false);
    expect(has(read.bytes, "GPSLatitude")).toBe(false);
    expect(read.bytes).toEqual(PLAIN_PNG);
  });

  it("refuses a truncated or malformed file instead of storing half a picture", () => {
    expect(readImage(PLAIN_JPEG.subarray(0, 40))).toBeNull();
    expect(readImage(PLAIN_PNG.subarray(0, 20))).toBeNull();
    expect(readImage(Uint8Array.of(0xff, 0xd8, 0xff, 0xe1, 0xff, 0xff))).toBeNull();
    expect(readImage(encoder.encode("RIFF\x04\0\0\0WEBP"))).toBeNull();
  });

  it("offers resized copies only when switched on, never wider than the original", () => {
    expect(variantSrcSet("/bilder/a.jpg", 1000, false)).toBeUndefined();
    expect(variantSrcSet("/bilder/a.jpg", 1000, true)).toBe(
      "/cdn-cgi/image/width=480,fit=scale-down,format=auto/bilder/a.jpg 480w, " +
        "/cdn-cgi/image/width=800,fit=scale-down,format=auto/bilder/a.jpg 800w, /bilder/a.jpg 1000w",
    );
  });
});

describe("the upload page (/admin/bilder) and /bilder through the whole Worker", () => {
  const worker = createTestWorker();
  let admin = "";
  beforeAll(async () => {
    admin = await sessionCookie(await createProfile(`bilder-${crypto.randomUUID()}@example.de`, true));
  });

  async function send(request: Request) {
    const ctx = createExecutionContext();
    const response = await worker.fetch(request, env, ctx);
    const body = new Uint8Array(await response.arrayBuffer());
    await waitOnExecutionContext(ctx);
    return { status: response.status, headers: response.headers, body, text: new TextDecoder().decode(body) };
  }
  const get = (path: string, headers: Record<string, string> = {}) =>
    send(new Request(`${ORIGIN}${path}`, { headers: { "CF-Connecting-IP": "192.0.2.164", ...headers } }));
  function upload(
    file: Uint8Array<ArrayBuffer> | null,
    fields: Record<string, string> = { alt: "Johanna lacht im Seminarraum" },
    { cookie = admin, name = "foto.jpg", type = "image/jpeg", origin = ORIGIN } = {},
  ) {
    const body = new FormData();
    body.set("intent", "upload");
    for (const [key, value] of Object.entries(fields)) body.set(key, value);
    if (file) body.set("file", new File([file], name, { type }));
    return send(
      new Request(`${ORIGIN}/admin/bilder`, {
        method: "POST",
        body,
        headers: { Origin: origin, Cookie: cookie, "CF-Connecting-IP": "192.0.2.164" },
      }),
    );
  }
  const postForm = (fields: Record<string, string>) =>
    send(
      new Request(`${ORIGIN}/admin/bilder`, {
        method: "POST",
        body: new URLSearchParams(fields),
        headers: { Origin: ORIGIN, Cookie: admin, "CF-Connecting-IP": "192.0.2.164" },
      }),
    );
  const rows = async () =>
    (await env.DB.prepare("SELECT * FROM klarsinn_images ORDER BY created_at").all<Record<string, unknown>>()).results;
  const stored = async () => (await env.IMAGES.list()).objects.map((object) => object.key);

  it("stores a JPEG without its metadata under its content's hash, records it, and serves it with a year's cache", async () => {
    const page = await upload(jpegWithMetadata(), {
      alt: "Johanna lacht im Seminarraum",
      alt_en: "Johanna laughing in the workshop room",
    });
    expect(page.status).toBe(200);
    expect(page.text).toContain("Bild hochgeladen");
    const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", PLAIN_JPEG));
    const key = `${Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join("")}.jpg`;
    expect(await rows()).toContainEqual(
      expect.objectContaining({
        key,
        content_type: "image/jpeg",
        size_bytes: PLAIN_JPEG.length,
        width: 8,
        height: 6,
        alt: "Johanna lacht im Seminarraum",
        alt_en: "Johanna laughing in the workshop room",
      }),
    );
    // The bucket holds the picture without a trace of the camera's data.
    const object = await env.IMAGES.get(key);
    const inBucket = new Uint8Array(await object!.arrayBuffer());
    expect(has(inBucket, "GPSLatitude")).toBe(false);
    expect(has(inBucket, "Exif")).toBe(false);
    expect(inBucket).toEqual(PLAIN_JPEG);

    const served = await get(`/bilder/${key}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("image/jpeg");
    expect(served.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(served.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(served.body).toEqual(PLAIN_JPEG);
    // A browser that has it asks again with its ETag and gets no body.
    const again = await get(`/bilder/${key}`, { "If-None-Match": served.headers.get("ETag")! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);

    // The page lists it with its alt text and address.
    const list = await send(new Request(`${ORIGIN}/admin/bilder`, { headers: { Cookie: admin } }));
    expect(list.text).toContain(`/bilder/${key}`);
    expect(list.text).toContain('alt="Johanna lacht im Seminarraum"');

    // The same photo again keeps its one file and takes the new alt text.
    expect((await upload(jpegWithMetadata(), { alt: "Johanna im Seminarraum" })).status).toBe(200);
    expect((await rows()).filter((row) => row.key === key)).toEqual([
      expect.objectContaining({ alt: "Johanna im Seminarraum", alt_en: null }),
    ]);
  });

  it("stores a PNG without its text and EXIF chunks", async () => {
    const page = await upload(pngWithMetadata(), { alt: "Ein Punkt" }, { name: "punkt.png", type: "image/png" });
    expect(page.status).toBe(200);
    const row = (await rows()).find((r) => String(r.key).endsWith(".png"))!;
    expect(row).toMatchObject({ content_type: "image/png", width: 1, height: 1 });
    const served = await get(`/bilder/${String(row.key)}`);
    expect(served.headers.get("Content-Type")).toBe("image/png");
    expect(has(served.body, "Kuechenstrasse")).toBe(false);
  });

  it("refuses a file that is no JPEG, PNG or WebP, whatever its name and claimed type, and stores nothing", async () => {
    const before = [await rows(), await stored()];
    for (const [bytes, name] of [
      [encoder.encode("GIF89a\x01\0\x01\0\x80\0\0"), "foto.jpg"],
      [encoder.encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), "bild.png"],
      [encoder.encode("%PDF-1.7 rechnung"), "foto.webp"],
    ] as const) {
      const page = await upload(bytes, undefined, { name });
      expect(page.status, name).toBe(415);
      expect(page.text).toContain("Diese Datei ist kein JPEG-, PNG- oder WebP-Bild.");
    }
    expect([await rows(), await stored()]).toEqual(before);
  });

  it("refuses a photo over 5 MB with the form's German message, and a far larger body before the action", async () => {
    const before = [await rows(), await stored()];
    const big = new Uint8Array(MAX_IMAGE_BYTES + 1);
    big.set(PLAIN_JPEG);
    const page = await upload(big);
    expect(page.status).toBe(413);
    expect(page.text).toContain("Das Bild ist größer als 5 MB.");
    const huge = new Uint8Array(3 * MAX_IMAGE_BYTES);
    huge.set(PLAIN_JPEG);
    const refused = await upload(huge);
    expect(refused.status).toBe(413);
    expect(refused.text).toContain("Das Bild ist zu groß (höchstens 5 MB).");
    expect([await rows(), await stored()]).toEqual(before);
  });

  it("requires the alt text (German), and refuses an empty file", async () => {
    const before = [await rows(), await stored()];
    for (const alt of ["", "   "]) {
      const page = await upload(jpegWithMetadata(), { alt });
      expect(page.status).toBe(422);
      expect(page.text).toContain("Bitte beschreiben Sie kurz, was auf dem Bild zu sehen ist.");
    }
    const tooLong = await upload(jpegWithMetadata(), { alt: "a".repeat(301) });
    expect(tooLong.status).toBe(422);
    const empty = await upload(new Uint8Array(0));
    expect(empty.status).toBe(422);
    expect(empty.text).toContain("Bitte wählen Sie eine Bilddatei aus.");
    expect((await upload(null)).status).toBe(422);
    expect([await rows(), await stored()]).toEqual(before);
  });

  it("lets no one but an administrator upload, and nothing from another site", async () => {
    const before = [await rows(), await stored()];
    const client = await sessionCookie(await createProfile(`kundin-${crypto.randomUUID()}@example.de`, false));
    expect((await upload(jpegWithMetadata(), undefined, { cookie: client })).status).toBe(403);
    const signedOut = await upload(jpegWithMetadata(), undefined, { cookie: "" });
    expect(signedOut.status).toBe(401);
    expect((await upload(jpegWithMetadata(), undefined, { origin: "https://evil.example" })).status).toBe(403);
    expect([await rows(), await stored()]).toEqual(before);
  });

  it("answers 404 for a key that is none, without asking the bucket for a path outside it", async () => {
    for (const key of [`${"0".repeat(64)}.jpg`, "..%2Fwrangler.toml", "kaputt", `${"a".repeat(64)}.gif`]) {
      const answer = await get(`/bilder/${key}`);
      expect(answer.status, key).toBe(404);
      expect(answer.text).toBe("Dieses Bild gibt es nicht.");
    }
  });

  it("shows the chosen photo as her portrait on the home and about pages with its alt text, and the drawing again without", async () => {
    expect(
      (await upload(jpegWithMetadata(), { alt: "Johanna am Fenster", alt_en: "Johanna by the window" })).status,
    ).toBe(200);
    const key = String((await rows()).find((row) => row.alt === "Johanna am Fenster")!.key);
    const chosen = await postForm({ intent: "portrait", key });
    expect(chosen.status).toBe(200);
    expect(chosen.text).toContain("Porträt gespeichert");
    for (const [path, alt] of [
      ["/", "Johanna am Fenster"],
      ["/about", "Johanna am Fenster"],
      ["/en/about", "Johanna by the window"],
    ] as const) {
      const page = await get(path);
      expect(page.status, path).toBe(200);
      expect(page.text, path).toMatch(new RegExp(`<img[^>]*src="/bilder/${key}"[^>]*alt="${alt}"`));
    }
    // A key that was never uploaded is refused; the slot keeps her photo.
    expect((await postForm({ intent: "portrait", key: `${"b".repeat(64)}.jpg` })).status).toBe(404);
    expect((await get("/about")).text).toContain(`/bilder/${key}`);

    expect((await postForm({ intent: "clearPortrait" })).status).toBe(200);
    const about = await get("/about");
    expect(about.text).not.toContain(`/bilder/${key}`);
    expect(about.text).toContain('data-artwork="/images/portrait.svg"');
  });

  it("shows an event's uploaded photo with its alt text on the event page", async () => {
    expect((await upload(jpegWithMetadata(), { alt: "Der Kreis im Garten" })).status).toBe(200);
    const key = String((await rows()).find((row) => row.alt === "Der Kreis im Garten")!.key);
    const event = await insertEvent({ image_url: `/bilder/${key}` });
    const page = await get(`/events/${event.slug}`);
    expect(page.status).toBe(200);
    expect(page.text).toMatch(new RegExp(`<img[^>]*src="/bilder/${key}"[^>]*alt="Der Kreis im Garten"`));
    // Locally the switch is off: the original only, no transformation URLs workerd cannot answer.
    expect(page.text).not.toContain("/cdn-cgi/image/");
  });

  /** A photo of its own (a private PNG chunk kept by the upload makes its bytes, and so its key, unique). */
  async function storedPhoto(alt: string): Promise<string> {
    const bytes = concat(
      PLAIN_PNG.subarray(0, 33),
      // A pixel density of its own (kept, unlike a private chunk), so each photo is a file of its own.
      pngChunk("pHYs", crypto.getRandomValues(new Uint8Array(9))),
      PLAIN_PNG.subarray(33),
    );
    const form = new FormData();
    form.set("alt", alt);
    form.set("file", new File([bytes], "foto.png", { type: "image/png" }));
    const stored = await uploadImage(env, form);
    if (!stored.ok) throw new Error(JSON.stringify(stored.fieldErrors));
    return stored.image.key;
  }
  const deleteForm = (key: string) => postForm({ intent: "delete", key });
  const imageRow = (key: string) => env.DB.prepare("SELECT key FROM klarsinn_images WHERE key = ?").bind(key).first();

  it("deletes a photo nothing uses: the row, the file in R2, and its address answers 404 from then on", async () => {
    const key = await storedPhoto("Blumen auf der Fensterbank");
    expect((await get(`/bilder/${key}`)).status).toBe(200);
    const page = await deleteForm(key);
    expect(page.status).toBe(200);
    expect(page.text).toContain("Foto gelöscht");
    expect(await imageRow(key)).toBeNull();
    expect(await env.IMAGES.get(key)).toBeNull();
    expect(await stored()).not.toContain(key);
    const gone = await get(`/bilder/${key}`);
    expect(gone.status).toBe(404);
    expect(gone.text).toBe("Dieses Bild gibt es nicht.");
    // Again, or a key that never was: 404, nothing else touched.
    expect((await deleteForm(key)).status).toBe(404);
    expect((await deleteForm("kaputt")).status).toBe(404);
  });

  it("refuses to delete a photo that an event, the portrait, a newsletter or a text still shows, and names each place", async () => {
    const key = await storedPhoto("Johanna im Garten");
    const address = `/bilder/${key}`;
    await insertEvent({ title: "Selbstwert-Workshop", image_url: address });
    expect((await postForm({ intent: "portrait", key })).status).toBe(200);
    await env.DB.prepare(
      "INSERT INTO newsletter_campaigns (id, subject, body, image_key) VALUES (?, 'Herbstimpulse', 'Hallo', ?)",
    )
      .bind(crypto.randomUUID(), key)
      .run();
    await env.DB.prepare(
      "INSERT INTO klarsinn_blog_posts (id, slug, title, summary, body) VALUES (?, 'garten', 'Im Garten', 'Kurz', ?)",
    )
      .bind(crypto.randomUUID(), `Hier [das Foto](${address}).`)
      .run();
    const before = [await rows(), await stored()];

    const refused = await deleteForm(key);
    expect(refused.status).toBe(409);
    expect(refused.text).toContain(
      "Dieses Foto wird noch verwendet: Veranstaltung „Selbstwert-Workshop“, Porträt, Newsletter „Herbstimpulse“, Blogbeitrag „Im Garten“.",
    );
    expect([await rows(), await stored()]).toEqual(before);
    expect((await get(address)).status).toBe(200);
    expect((await get("/about")).text).toContain(address);

    // An event that names the photo with the site's address in front counts as well.
    const other = await storedPhoto("Der Seminarraum");
    await insertEvent({ title: "Klarheit im Job", image_url: `https://www.example.de/bilder/${other}` });
    expect(await deleteImage(env, other)).toEqual({
      ok: false,
      reason: "in_use",
      uses: [{ kind: "event", title: "Klarheit im Job" }],
    });
    expect(await imageRow(other)).not.toBeNull();

    // Once nothing shows it any more (portrait back to the drawing, …), it can go: the others stay refused.
    expect((await postForm({ intent: "clearPortrait" })).status).toBe(200);
    const still = await deleteForm(key);
    expect(still.status).toBe(409);
    expect(still.text).not.toContain("Porträt,");
  });

  it("never saves an event with a photo of the library that is not there (any more)", async () => {
    const missing = `/bilder/${"c".repeat(64)}.jpg`;
    const values = {
      title: "Selbstwert-Workshop",
      description: "Ein Tag für dich.",
      category: "Workshop" as const,
      event_date: "2099-05-02",
      start_time: "10:00",
      end_time: "16:00",
      location: "Braunschweig",
      max_attendees: 8,
      price: 90,
      currency: "EUR" as const,
    };
    await expect(createEvent(env, { ...values, image_url: missing })).rejects.toBeInstanceOf(MissingPhotoError);
    const { id } = await createEvent(env, { ...values, image_url: "https://images.example/kreis.jpg" });
    expect(await updateEvent(env, id, { image_url: missing })).toEqual({ ok: false, reason: "photo_missing" });
    // Another address, and other fields of an event whose address is unchanged, save as before.
    expect(await updateEvent(env, id, { title: "Selbstwert kompakt" })).toMatchObject({ ok: true });
    const row = await env.DB.prepare("SELECT title, image_url FROM klarsinn_events WHERE id = ?").bind(id).first();
    expect(row).toEqual({ title: "Selbstwert kompakt", image_url: "https://images.example/kreis.jpg" });
  });

  it("a delete racing an event editor picking the same photo: never an event pointing at a deleted photo", async () => {
    const outcomes = new Set<string>();
    for (let round = 0; round < 12; round++) {
      const key = await storedPhoto(`Foto ${round}`);
      const address = `/bilder/${key}`;
      const event = await insertEvent({ title: `Runde ${round}` });
      const pick = () => updateEvent(env, event.id, { image_url: address });
      const remove = () => deleteImage(env, key);
      // Most rounds at the same moment (D1 decides the order); two rounds in each fixed order, so
      // both sides are seen winning.
      let picked: Awaited<ReturnType<typeof pick>>;
      let deleted: Awaited<ReturnType<typeof remove>>;
      if (round === 0) {
        picked = await pick();
        deleted = await remove();
      } else if (round === 1) {
        deleted = await remove();
        picked = await pick();
      } else if (round % 2) {
        [picked, deleted] = await Promise.all([pick(), remove()]);
      } else {
        [deleted, picked] = await Promise.all([remove(), pick()]);
      }
      const [eventRow, image, file] = await Promise.all([
        env.DB.prepare("SELECT image_url FROM klarsinn_events WHERE id = ?")
          .bind(event.id)
          .first<{ image_url: string | null }>(),
        imageRow(key),
        env.IMAGES.get(key),
      ]);
      // Exactly one of the two wins, and what is stored agrees with it.
      expect(picked.ok !== deleted.ok, `round ${round}`).toBe(true);
      if (deleted.ok) {
        expect(picked).toEqual({ ok: false, reason: "photo_missing" });
        expect(eventRow?.image_url ?? null).toBeNull();
        expect([image, file]).toEqual([null, null]);
      } else {
        expect(deleted).toEqual({ ok: false, reason: "in_use", uses: [{ kind: "event", title: `Runde ${round}` }] });
        expect(eventRow?.image_url).toBe(address);
        expect(image).not.toBeNull();
        expect(file).not.toBeNull();
      }
      outcomes.add(deleted.ok ? "deleted" : "picked");
    }
    // Both orders happened: the test saw each side win at least once.
    expect([...outcomes].sort()).toEqual(["deleted", "picked"]);
  });
});
