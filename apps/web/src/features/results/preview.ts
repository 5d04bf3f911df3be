import type { ResultsImport } from '@para/contract';

type Row = ResultsImport['rows'][number];
type Issue = ResultsImport['errors'][number];

export interface PreviewRow extends Row {
  errors: Issue[];
  warnings: Issue[];
}

const byRow = (issues: Issue[]) => {
  const map = new Map<number, Issue[]>();
  for (const issue of issues) {
    const list = map.get(issue.row);
    if (list) list.push(issue);
    else map.set(issue.row, [issue]);
  }
  return map;
};

/**
 * The file's rows with their own problems, rows with errors first, then those with warnings, then the
 * rest, each group in the file's order. `onlyProblems` leaves out the rows without any.
 */
export function previewRows(data: ResultsImport, onlyProblems: boolean): PreviewRow[] {
  const errors = byRow(data.errors);
  const warnings = byRow(data.warnings);
  const rank = (row: PreviewRow) => (row.errors.length > 0 ? 0 : row.warnings.length > 0 ? 1 : 2);
  return data.rows
    .map((row) => ({ ...row, errors: errors.get(row.row) ?? [], warnings: warnings.get(row.row) ?? [] }))
    .filter((row) => !onlyProblems || rank(row) < 2)
    .sort((a, b) => rank(a) - rank(b) || a.row - b.row);
}

/** What stops publishing, in the order the page says it; empty when it may be published. */
export type Blocker = 'errors' | 'warnings' | 'reason';

/** The shortest reason for a correction the server takes. */
export const MIN_REASON = 3;

export function publishBlockers(
  data: ResultsImport,
  { acknowledged, reason, correction }: { acknowledged: boolean; reason: string; correction: boolean },
): Blocker[] {
  const blockers: Blocker[] = [];
  if (data.errors.length > 0) blockers.push('errors');
  if (data.warnings.length > 0 && !acknowledged) blockers.push('warnings');
  if (correction && reason.trim().length < MIN_REASON) blockers.push('reason');
  return blockers;
}

/**
 * The problems a refusal of the server names, when its data lists them (`errors`, `warnings` or
 * `issues`, each with its row); empty otherwise.
 */
export function issuesOfFailure(data: unknown): Issue[] {
  if (!data || typeof data !== 'object') return [];
  const record = data as Record<string, unknown>;
  const list = ['errors', 'warnings', 'issues'].flatMap((key) =>
    Array.isArray(record[key]) ? (record[key] as unknown[]) : [],
  );
  return list.filter(
    (item): item is Issue => !!item && typeof item === 'object' && typeof (item as Issue).row === 'number',
  );
}

/** The row numbers a refusal names without saying more of them (`rows`), e.g. entries changed since. */
export function rowsOfFailure(data: unknown): number[] {
  if (!data || typeof data !== 'object') return [];
  const rows = (data as Record<string, unknown>).rows;
  return Array.isArray(rows) ? rows.filter((row): row is number => typeof row === 'number') : [];
}
