/**
 * Where her uploaded photos are served and how a page asks for smaller copies (decision 0164).
 * Shared by loaders and components, so no server code here.
 */

/** The public address of an uploaded photo: /bilder/<sha-256>.<ext>, served by app/routes/bilder.$key.ts. */
export const IMAGE_PATH_PREFIX = "/bilder/";
const IMAGE_KEY = /^[0-9a-f]{64}\.(?:jpg|png|webp)$/;

export const isImageKey = (key: string) => IMAGE_KEY.test(key);
export const imagePath = (key: string) => `${IMAGE_PATH_PREFIX}${key}`;

/** The key of an uploaded photo's address (an event's image_url), or null for any other address. */
export function imageKeyOf(path: string | null | undefined): string | null {
  if (!path?.startsWith(IMAGE_PATH_PREFIX)) return null;
  const key = path.slice(IMAGE_PATH_PREFIX.length);
  return isImageKey(key) ? key : null;
}

/** Widths a page offers the browser; it picks by its layout width and screen density. */
export const VARIANT_WIDTHS = [480, 800, 1200, 1600] as const;

/**
 * The `srcset` of resized copies through Cloudflare's image transformations (`/cdn-cgi/image/…`
 * on the site's own zone), or undefined when they are switched off (locally: workerd cannot
 * transform; the browser then loads the original). Only widths below the original's are offered,
 * plus the original itself at its own width.
 */
export function variantSrcSet(path: string, originalWidth: number, variants: boolean): string | undefined {
  if (!variants) return undefined;
  const smaller = VARIANT_WIDTHS.filter((width) => width < originalWidth);
  return [...smaller.map((width) => `${variantPath(path, width)} ${width}w`), `${path} ${originalWidth}w`].join(", ");
}

/** The address of a copy at most `width` pixels wide, through Cloudflare's image transformations. */
export const variantPath = (path: string, width: number) =>
  `/cdn-cgi/image/width=${width},fit=scale-down,format=auto${path}`;

/**
 * The one copy an e-mail gets (mail programs know no `srcset`): wide enough for the e-mail's
 * 560 px column at twice the density (decision 0173).
 */
export const MAIL_PHOTO_WIDTH = 1200;

/** How wide a photo stands in an e-mail: the column's width, or less for a smaller photo. */
export const MAIL_COLUMN_WIDTH = 560;

/** An alt text is a sentence, not a story (the upload form and its check). */
export const MAX_ALT_LENGTH = 300;

/** What a page needs to show one uploaded photo. */
export interface PhotoView {
  src: string;
  alt: string;
  width: number;
  height: number;
  srcSet?: string;
}

/** One of her uploads as a form offers it: its address, and its alt text to choose it by. */
export interface PhotoChoice {
  value: string;
  label: string;
}
