/**
 * A bar filled to `value` of `max`, for the eye only (its figure is said in words beside it).
 * Drawn as SVG: the page's policy allows no style attribute for a computed width
 * (docs/decisions/0128-style-nonces.md). The track's height, colour and margin come from `className`.
 */
export function ProgressBar({ value, max, className }: { value: number; max: number; className: string }) {
  return (
    <span className={`block overflow-hidden rounded-full ${className}`} aria-hidden="true">
      <svg className="block h-full w-full" viewBox={`0 0 ${max} 1`} preserveAspectRatio="none">
        <rect className="fill-accent" width={Math.max(0, Math.min(max, value))} height="1" />
      </svg>
    </span>
  );
}
