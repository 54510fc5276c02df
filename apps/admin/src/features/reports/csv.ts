/**
 * CSV for spreadsheets, made in the browser from the data already on screen (decision 020: one source
 * of figures, and a bearer-token API cannot be a plain download link). RFC 4180 quoting, CRLF lines, a
 * UTF-8 byte-order mark so that Excel reads game names right, and text cells that a spreadsheet would
 * run as a formula (=, +, -, @) are prefixed with an apostrophe. Numbers, and decimal strings such as -12.50, are written
 * as they are.
 */
export type Cell = string | number;

export function toCsv(header: readonly string[], rows: readonly (readonly Cell[])[]): string {
  return `\ufeff${[header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}

function cell(value: Cell): string {
  if (typeof value === 'number' || /^-?\d+(\.\d+)?$/.test(value)) return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Offers the text as a file download. */
export function download(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
