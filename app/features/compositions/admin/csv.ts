/**
 * CSV for German Excel: UTF-8 with BOM (or umlauts break), semicolons (the comma is the decimal
 * separator), CRLF line ends and every field quoted.
 */
export function toCsv(rows: (string | number)[][]): string {
  const cell = (value: string | number) => {
    let text = String(value);
    // Cells that start like a formula would run in Excel (CSV injection); a leading ' defuses them.
    if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
    return `"${text.replaceAll('"', '""')}"`;
  };
  return `\uFEFF${rows.map((row) => row.map(cell).join(";")).join("\r\n")}\r\n`;
}
