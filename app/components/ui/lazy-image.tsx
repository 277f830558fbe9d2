/**
 * An image below the fold: loaded lazily and decoded off the main thread, with its intrinsic size
 * against layout shift; decorative (alt="") unless `alt` describes it.
 */
export function LazyImage({
  src,
  width,
  height,
  className,
  alt = "",
}: {
  src: string;
  width: number;
  height: number;
  className: string;
  alt?: string;
}) {
  return (
    <img src={src} alt={alt} width={width} height={height} loading="lazy" decoding="async" className={className} />
  );
}
