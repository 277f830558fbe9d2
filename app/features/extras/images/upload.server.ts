import * as v from "valibot";
import { getDb, schema } from "~/lib/db.server";
import { CONTROL_CHARACTERS } from "~/lib/forms";
import { adminMessages } from "~/lib/messages.admin";
import { IMAGE_EXTENSIONS, readImage, type ImageType } from "./bytes";
import { MAX_ALT_LENGTH } from "./paths";

const m = adminMessages.images;

/** The largest photo she may upload: a phone's full-size JPEG fits, a raw camera file does not. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Beyond this many pixels per side no page needs the photo, and Cloudflare's resizing refuses it. */
export const MAX_IMAGE_SIDE = 12_000;

const altText = v.pipe(
  v.optional(v.string(), ""),
  v.trim(),
  v.maxLength(MAX_ALT_LENGTH, adminMessages.form.tooLong(MAX_ALT_LENGTH)),
  v.check((value) => !CONTROL_CHARACTERS.test(value), adminMessages.form.controlCharacters),
);
const AltTexts = v.object({
  alt: v.pipe(altText, v.nonEmpty(m.altRequired)),
  alt_en: v.pipe(
    altText,
    v.transform((value) => value || null),
  ),
});

export interface StoredImage {
  key: string;
  content_type: ImageType;
  size_bytes: number;
  width: number;
  height: number;
  alt: string;
  alt_en: string | null;
}

export type UploadResult =
  { ok: true; image: StoredImage } | { ok: false; status: 413 | 415 | 422; fieldErrors: Record<string, string> };

const refused = (status: 413 | 415 | 422, field: string, message: string): UploadResult => ({
  ok: false,
  status,
  fieldErrors: { [field]: message },
});

/** The R2 key: the SHA-256 of the stored bytes, so one photo is stored once and a key never changes its picture. */
async function contentKey(bytes: Uint8Array<ArrayBuffer>, type: ImageType): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  const hex = Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex}.${IMAGE_EXTENSIONS[type]}`;
}

/**
 * Her upload from the back office (the caller has checked she is an administrator): the alt text,
 * then the file's size and real type, then its metadata removed; stored in R2 first and recorded in
 * D1 after, so no row ever points at a missing file. The same photo again keeps its one file and
 * takes the new alt texts.
 */
export async function uploadImage(env: Pick<Env, "DB" | "IMAGES">, form: FormData): Promise<UploadResult> {
  const alts = v.safeParse(AltTexts, { alt: stringOf(form.get("alt")), alt_en: stringOf(form.get("alt_en")) });
  if (!alts.success) {
    const issue = alts.issues[0];
    return refused(422, v.getDotPath(issue) ?? "alt", issue.message);
  }
  const file = form.get("file");
  if (!(file instanceof File) || file.size === 0) return refused(422, "file", m.noFile);
  if (file.size > MAX_IMAGE_BYTES) return refused(413, "file", m.tooLarge);
  const read = readImage(new Uint8Array(await file.arrayBuffer()));
  if (!read) return refused(415, "file", m.wrongType);
  if (read.width < 1 || read.height < 1 || read.width > MAX_IMAGE_SIDE || read.height > MAX_IMAGE_SIDE) {
    return refused(422, "file", m.tooManyPixels);
  }
  const key = await contentKey(read.bytes, read.type);
  await env.IMAGES.put(key, read.bytes, { httpMetadata: { contentType: read.type } });
  const image: StoredImage = {
    key,
    content_type: read.type,
    size_bytes: read.bytes.length,
    width: read.width,
    height: read.height,
    alt: alts.output.alt,
    alt_en: alts.output.alt_en,
  };
  await getDb(env)
    .insert(schema.images)
    .values(image)
    .onConflictDoUpdate({ target: schema.images.key, set: { alt: image.alt, alt_en: image.alt_en } });
  return { ok: true, image };
}

const stringOf = (value: FormDataEntryValue | null) => (typeof value === "string" ? value : "");
