/** A SQL literal for generated scripts (seed, admin CLI); runtime code uses bound parameters instead. */
export function sqlString(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return "NULL";
  if (typeof value === "number") return String(value);
  if (typeof value === "boolean") return value ? "1" : "0";
  return `'${value.replaceAll("'", "''")}'`;
}
