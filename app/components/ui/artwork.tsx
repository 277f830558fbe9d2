import { artworkMarkup } from "~/lib/artwork";
import { type ImageProps, Photo } from "./lazy-image";

/**
 * An illustration at the top of a page, drawn inline when it is one of the site's own SVGs
 * (`lib/artwork.ts`: no request, painted with the first paint), otherwise an eager `<img>`.
 * Decorative (hidden from assistive technology) unless `alt` describes it.
 */
/**
 * The drawing's box keeps its shape before anything loads, as a class: the page's policy allows no
 * `style` attributes (workers/security.ts). The pages use these proportions; another one lets the
 * drawing's viewBox decide the height.
 */
const ASPECT_CLASSES: Record<string, string> = {
  "16/9": "aspect-video [&>svg]:h-full",
  "4/3": "aspect-[4/3] [&>svg]:h-full",
  "4/5": "aspect-[4/5] [&>svg]:h-full",
  "1/1": "aspect-square [&>svg]:h-full",
};

function aspectClass(width: number, height: number): string {
  const divisor = greatestCommonDivisor(width, height);
  return ASPECT_CLASSES[`${width / divisor}/${height / divisor}`] ?? "[&>svg]:h-auto";
}

function greatestCommonDivisor(a: number, b: number): number {
  return b === 0 ? a : greatestCommonDivisor(b, a % b);
}

export function Artwork(props: ImageProps) {
  const { src, width, height, className, alt = "" } = props;
  const markup = artworkMarkup(src);
  // An uploaded photo (decision 0164) or another file: an eager `<img>`.
  if (!markup) return <Photo {...props} loading="first" />;
  return (
    <div
      data-artwork={src}
      {...(alt ? { role: "img", "aria-label": alt } : { "aria-hidden": true })}
      // Our own build-time SVG files, never admin or visitor text (lib/artwork.ts).
      dangerouslySetInnerHTML={{ __html: markup }}
      className={`overflow-hidden [&>svg]:block [&>svg]:w-full ${aspectClass(width, height)} ${className}`}
    />
  );
}
