import { artworkMarkup } from "~/lib/artwork";
import type { ImageProps } from "./lazy-image";

/**
 * An illustration at the top of a page, drawn inline when it is one of the site's own SVGs
 * (`lib/artwork.ts`: no request, painted with the first paint), otherwise an eager `<img>`.
 * Decorative (hidden from assistive technology) unless `alt` describes it.
 */
export function Artwork({ src, width, height, className, alt = "" }: ImageProps) {
  const markup = artworkMarkup(src);
  if (!markup) {
    return (
      <img
        src={src}
        alt={alt}
        width={width}
        height={height}
        decoding="async"
        fetchPriority="high"
        className={className}
      />
    );
  }
  return (
    <div
      data-artwork={src}
      {...(alt ? { role: "img", "aria-label": alt } : { "aria-hidden": true })}
      // Our own build-time SVG files, never admin or visitor text (lib/artwork.ts).
      dangerouslySetInnerHTML={{ __html: markup }}
      style={{ aspectRatio: `${width} / ${height}` }}
      className={`overflow-hidden [&>svg]:block [&>svg]:h-full [&>svg]:w-full ${className}`}
    />
  );
}
