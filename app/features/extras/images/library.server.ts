import { desc, eq } from "drizzle-orm";
import { PORTRAIT_SLOT } from "~db/schema";
import { publishContent, type StoredPortrait } from "~/features/extras/content/content.server";
import { getDb, schema } from "~/lib/db.server";
import { describeError } from "~/lib/log";
import type { Locale } from "~/lib/locale";
import {
  imageKeyOf,
  imagePath,
  isImageKey,
  MAIL_COLUMN_WIDTH,
  MAIL_PHOTO_WIDTH,
  variantPath,
  variantSrcSet,
  type PhotoChoice,
  type PhotoView,
} from "./paths";

export { PORTRAIT_SLOT };

/** Whether resized copies are offered (`IMAGE_VARIANTS`, wrangler.toml; decision 0164). */
export const variantsOn = (env: Pick<Env, "IMAGE_VARIANTS">) => env.IMAGE_VARIANTS === "on";

/** The newest uploads first; the back office's list and the event editor's choices. */
export function listImages(env: Pick<Env, "DB">, limit = 200) {
  return getDb(env).select().from(schema.images).orderBy(desc(schema.images.created_at)).limit(limit);
}

/**
 * Her uploads as a form's photo choices (the event editor's image field, the newsletter's photo):
 * the address as the value, the alt text as what she reads (decisions 0164, 0173).
 */
export async function photoChoices(env: Pick<Env, "DB">): Promise<PhotoChoice[]> {
  const images = await listImages(env);
  return images.map((image) => ({ value: imagePath(image.key), label: image.alt }));
}

function view(image: StoredPortrait, locale: Locale, variants: boolean): PhotoView {
  const src = imagePath(image.key);
  const srcSet = variantSrcSet(src, image.width, variants);
  return {
    src,
    alt: (locale === "en" && image.alt_en) || image.alt,
    width: image.width,
    height: image.height,
    ...(srcSet ? { srcSet } : {}),
  };
}

/** An event's uploaded photo with its alt text in the page's language; null for other addresses or none. */
export async function photoAt(
  env: Pick<Env, "DB" | "IMAGE_VARIANTS">,
  path: string | null,
  locale: Locale,
): Promise<PhotoView | null> {
  const key = imageKeyOf(path);
  if (!key) return null;
  const [image] = await getDb(env).select().from(schema.images).where(eq(schema.images.key, key)).limit(1);
  return image ? view(image, locale, variantsOn(env)) : null;
}

/** A photo as an e-mail shows it: an absolute address, both alt texts, its width in the column. */
export interface MailPhoto {
  src: string;
  alt: string;
  alt_en: string | null;
  width: number;
}

/**
 * One of her photos for an e-mail (a newsletter's, decision 0173): the site's absolute `https`
 * address, with `IMAGE_VARIANTS` on the one copy of `MAIL_PHOTO_WIDTH` when the original is wider.
 * Null when the photo is not (any more) in the library.
 */
export async function photoForMail(
  env: Pick<Env, "DB" | "IMAGE_VARIANTS">,
  key: string,
  origin: string,
): Promise<MailPhoto | null> {
  const [image] = await getDb(env).select().from(schema.images).where(eq(schema.images.key, key)).limit(1);
  if (!image) return null;
  const path = imagePath(image.key);
  const resized = variantsOn(env) && image.width > MAIL_PHOTO_WIDTH;
  return {
    src: `${origin}${resized ? variantPath(path, MAIL_PHOTO_WIDTH) : path}`,
    alt: image.alt,
    alt_en: image.alt_en,
    width: Math.min(image.width, MAIL_COLUMN_WIDTH),
  };
}

/** Her portrait as a page shows it (read with the copy: `readPortrait`); null while she has chosen none. */
export function portraitView(
  portrait: StoredPortrait | null,
  env: Pick<Env, "IMAGE_VARIANTS">,
  locale: Locale,
): PhotoView | null {
  return portrait ? view(portrait, locale, variantsOn(env)) : null;
}

/** Her portrait photo as the back office shows it, read from D1 itself. */
export async function portraitPhoto(
  env: Pick<Env, "DB" | "IMAGE_VARIANTS">,
  locale: Locale,
): Promise<PhotoView | null> {
  const [row] = await getDb(env)
    .select({ image: schema.images })
    .from(schema.imageSlots)
    .innerJoin(schema.images, eq(schema.images.key, schema.imageSlots.image_key))
    .where(eq(schema.imageSlots.slot, PORTRAIT_SLOT))
    .limit(1);
  return row ? view(row.image, locale, variantsOn(env)) : null;
}

/** Puts an uploaded photo into the portrait slot (false: no such upload), or empties the slot with null. */
export async function choosePortrait(env: Pick<Env, "DB" | "KV" | "SITE_URL">, key: string | null): Promise<boolean> {
  const db = getDb(env);
  if (key === null) {
    await db.delete(schema.imageSlots).where(eq(schema.imageSlots.slot, PORTRAIT_SLOT));
  } else {
    if (!isImageKey(key)) return false;
    const [image] = await db
      .select({ key: schema.images.key })
      .from(schema.images)
      .where(eq(schema.images.key, key))
      .limit(1);
    if (!image) return false;
    const updated_at = new Date().toISOString();
    try {
      await db
        .insert(schema.imageSlots)
        .values({ slot: PORTRAIT_SLOT, image_key: key, updated_at })
        .onConflictDoUpdate({ target: schema.imageSlots.slot, set: { image_key: key, updated_at } });
    } catch (error) {
      // Deleted between the read and this write (decision 0173): the slot's foreign key refuses it.
      if (describeError(error).includes("FOREIGN KEY")) return false;
      throw error;
    }
  }
  // The portrait travels with the copy's cache (one statement, decision 0164): rewrite it, then purge.
  await publishContent(env);
  return true;
}

/** The one year a browser and Cloudflare may keep a photo: its address changes with its bytes. */
const IMMUTABLE = "public, max-age=31536000, immutable";

/** Serves an uploaded photo from R2: 404 for any other key, 304 for a browser that has it. */
export async function serveImage(env: Pick<Env, "IMAGES">, key: string, request: Request): Promise<Response> {
  if (!isImageKey(key)) return notFound();
  const object = await env.IMAGES.get(key);
  if (!object) return notFound();
  const headers = new Headers({
    "Content-Type": object.httpMetadata?.contentType ?? "application/octet-stream",
    "Cache-Control": IMMUTABLE,
    ETag: object.httpEtag,
    "Content-Length": String(object.size),
  });
  if (request.headers.get("If-None-Match") === object.httpEtag) {
    headers.delete("Content-Length");
    return new Response(null, { status: 304, headers });
  }
  return new Response(request.method === "HEAD" ? null : object.body, { headers });
}

const notFound = () =>
  new Response("Dieses Bild gibt es nicht.", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=60" },
  });
