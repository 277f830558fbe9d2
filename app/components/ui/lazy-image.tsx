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
}

export function LazyImage({ src, width, height, className, alt = "" }: ImageProps) {
  return (
    <img src={src} alt={alt} width={width} height={height} loading="lazy" decoding="async" className={className} />
  );
}
