import { MAX_RESULT_COLUMNS } from '@para/contract';
import { AppError } from '../../lib/errors.js';

/** A spreadsheet's name of a column: 1 is A, 27 is AA, 16,384 is XFD. */
export function columnLetters(column: number): string {
  let letters = '';
  for (let rest = column; rest > 0; rest = Math.floor((rest - 1) / 26))
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  return letters;
}

/**
 * The refusal of a results file with something in a column past the last one allowed. The readers check
 * each cell as they read it, before a row is kept as cells: one cell at column XFD would otherwise make
 * every row 16,384 cells long (20,000 such rows are gigabytes). Empty cells out there are only skipped.
 */
export function tooManyColumns(row: number, column: number): AppError {
  const last = columnLetters(MAX_RESULT_COLUMNS);
  const letters = columnLetters(column);
  return new AppError(
    422,
    `Row ${row} has something in column ${letters}: a results file has at most ${MAX_RESULT_COLUMNS} ` +
      `columns (A to ${last}). Delete what is to the right of column ${last} and upload the file again.`,
    { row, column: letters, maxColumns: MAX_RESULT_COLUMNS },
    'RESULTS_TOO_MANY_COLUMNS',
  );
}
