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

/**
 * A photo's `<img>`, decoded off the main thread: `lazy` below the fold (loaded when scrolled near),
 * `first` at the top of a page (fetched at once, before other images). Below, `LazyImage`; at the
 * top, `Artwork` when the file is not one of the site's own drawings.
 */
export function Photo({
  src,
  width,
  height,
  className,
  alt = "",
  srcSet,
  sizes,
  loading,
}: ImageProps & { loading: "lazy" | "first" }) {
  return (
    <img
      src={src}
      {...(srcSet ? { srcSet, sizes } : {})}
      alt={alt}
      width={width}
      height={height}
      {...(loading === "lazy" ? { loading: "lazy" as const } : {})}
      decoding="async"
      {...(loading === "first" ? { fetchPriority: "high" as const } : {})}
      className={className}
    />
  );
}

/**
 * An image below the fold: loaded lazily and decoded off the main thread, with its intrinsic size
 * against layout shift; decorative (alt="") unless `alt` describes it.
 */
export function LazyImage(props: ImageProps) {
  return <Photo {...props} loading="lazy" />;
}
