import type { ResultsFormRow, ResultsImport } from '@para/contract';

type Disciplines = ResultsFormRow['disciplines'];

/**
 * A discipline's name in the reader's language, from its key (as a file or a stored row names it); a
 * key the form does not know (a file's typing mistake) is shown as written.
 */
export function disciplineNamer(disciplines: Disciplines, lang: string): (key: string) => string {
  const byKey = new Map(disciplines.map((item) => [item.key.toLowerCase(), item]));
  return (key) => {
    const found = byKey.get(key.toLowerCase());
    if (!found) return key;
    return lang === 'hi' && found.nameHi ? found.nameHi : found.name;
  };
}

/** The discipline's name of each row of an import, by row number, for naming a problem's row. */
export function rowDisciplines(data: ResultsImport, nameOf: (key: string) => string) {
  const byRow = new Map(data.rows.map((row) => [row.row, row.discipline]));
  return (row: number): string | undefined => {
    const key = byRow.get(row);
    return key ? nameOf(key) : undefined;
  };
}
