/**
 * An image below the fold: loaded lazily and decoded off the main thread, with its intrinsic size
 * against layout shift; decorative (alt="") unless `alt` describes it.
 */
/** An image's address, intrinsic size (against layout shift) and classes; decorative unless `alt`. */
export interface ImageProps {
  src: string;
  width: number;
  height: number;
  className: string;
  alt?: string;
  /** Resized copies of an uploaded photo and the layout width they are picked for (decision 0164). */
  srcSet?: string | undefined;
  sizes?: string;
}

export function LazyImage({ src, width, height, className, alt = "", srcSet, sizes }: ImageProps) {
  return (
    <img
      src={src}
      {...(srcSet ? { srcSet, sizes } : {})}
      alt={alt}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      className={className}
    />
  );
}
