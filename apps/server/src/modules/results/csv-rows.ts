/**
 * CSV text as rows of cells (RFC 4180: quoted cells may hold the separator, quotes doubled, and line
 * breaks; lines end in CRLF, LF or CR). The separator is the one of comma, semicolon and tab that the
 * first line uses most outside quotes (spreadsheets set to some languages save with semicolons).
 * Reading stops once `maxRows` rows are read, so an oversized file is not held whole as cells.
 */
export function csvRows(text: string, maxRows = Number.POSITIVE_INFINITY): string[][] {
  const separator = separatorOf(text);
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let index = 0;
  const endRow = () => {
    row.push(cell);
    rows.push(row);
    row = [];
    cell = '';
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
      row.push(cell);
      cell = '';
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
