import type { DayProps } from "react-day-picker";

/**
 * DayPicker's day cell without its `role="gridcell"`: a `<td>` in DayPicker's `role="grid"` table is a
 * grid cell already, and HTML forbids restating a table cell's role there (the Nu HTML Checker
 * refuses it, tests/e2e/html-validity.spec.ts). Everything else DayPicker gives the cell stays.
 */
export function DayCell(props: DayProps) {
  const cell: Partial<DayProps> = { ...props };
  delete cell.day;
  delete cell.modifiers;
  delete cell.role;
  return <td {...cell} />;
}
