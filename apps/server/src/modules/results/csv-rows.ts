import { MAX_RESULT_COLUMNS } from '@para/contract';
import { tooManyColumns } from './too-many-columns.js';

/**
 * CSV text as rows of cells (RFC 4180: quoted cells may hold the separator, quotes doubled, and line
 * breaks; lines end in CRLF, LF or CR). The separator is the one of comma, semicolon and tab that the
 * first line uses most outside quotes (spreadsheets set to some languages save with semicolons).
 * Reading stops once `maxRows` rows are read, so an oversized file is not held whole as cells. A cell
 * with something in it past column `maxColumns` refuses the file (RESULTS_TOO_MANY_COLUMNS); empty
 * ones there, which spreadsheets add to every row, are dropped.
 */
export function csvRows(
  text: string,
  maxRows = Number.POSITIVE_INFINITY,
  maxColumns = MAX_RESULT_COLUMNS,
): string[][] {
  const separator = separatorOf(text);
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let index = 0;
  /** Cells ended in this row, kept or not. */
  let column = 0;
  const endCell = () => {
    column += 1;
    if (column <= maxColumns) row.push(cell);
    else if (cell.trim() !== '') throw tooManyColumns(rows.length + 1, column);
    cell = '';
  };
  const endRow = () => {
    endCell();
    rows.push(row);
    row = [];
    column = 0;
  };
  while (index < text.length && rows.length < maxRows) {
    const char = text[index] as string;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (char === separator) {
      endCell();
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && text[index + 1] === '\n') index += 1;
      endRow();
    } else cell += char;
    index += 1;
  }
  if (rows.length < maxRows && (cell !== '' || row.length > 0)) endRow();
  return rows;
}

function separatorOf(text: string): string {
  const counts = new Map<string, number>([
    [',', 0],
    [';', 0],
    ['\t', 0],
  ]);
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && counts.has(char)) counts.set(char, (counts.get(char) ?? 0) + 1);
  }
  let best = ',';
  for (const [char, count] of counts) if (count > (counts.get(best) ?? 0)) best = char;
  return best;
}
