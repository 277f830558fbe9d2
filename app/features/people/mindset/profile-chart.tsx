/**
 * The result's profile as a horizontal bar chart, drawn as SVG markup in the page itself (no chart
 * script): one bar per theme, its score at its end. The table beside it is the text alternative.
 */
export function ProfileChart({
  rows,
  labelledBy,
  describedBy,
}: {
  rows: readonly { label: string; score: number }[];
  labelledBy: string;
  describedBy: string;
}) {
  // Label and score above each bar, so the chart reads at phone width as well as on a desktop.
  const rowHeight = 46;
  const width = 360;
  const height = rows.length * rowHeight;
  return (
    <svg
      role="img"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      viewBox={`0 0 ${width} ${height}`}
      className="w-full max-w-md"
    >
      {rows.map((row, index) => {
        const y = index * rowHeight;
        const length = Math.max(4, (Math.min(100, Math.max(0, row.score)) / 100) * width);
        return (
          <g key={row.label}>
            <text x={0} y={y + 15} className="fill-ink text-[14px]">
              {row.label}
            </text>
            <text x={width} y={y + 15} textAnchor="end" className="fill-ink text-[14px] tabular-nums">
              {row.score}
            </text>
            <rect x={0} y={y + 22} width={width} height={12} rx={6} className="fill-sand" />
            <rect x={0} y={y + 22} width={length} height={12} rx={6} className="fill-accent" />
          </g>
        );
      })}
    </svg>
  );
}
