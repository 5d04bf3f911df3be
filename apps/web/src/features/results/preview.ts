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

export function publishBlockers(
  data: ResultsImport,
  { acknowledged, reason, correction }: { acknowledged: boolean; reason: string; correction: boolean },
): Blocker[] {
  const blockers: Blocker[] = [];
  if (data.errors.length > 0) blockers.push('errors');
  if (data.warnings.length > 0 && !acknowledged) blockers.push('warnings');
  if (correction && reason.trim() === '') blockers.push('reason');
  return blockers;
}

/**
 * The problems a refusal of the server names, when its data lists them (`errors` or `issues`, each
 * with its row) or names one row; empty otherwise.
 */
export function issuesOfFailure(data: unknown): Issue[] {
  if (!data || typeof data !== 'object') return [];
  const record = data as Record<string, unknown>;
  const list = Array.isArray(record.errors)
    ? record.errors
    : Array.isArray(record.issues)
      ? record.issues
      : [];
  const issues = list.filter(
    (item): item is Issue => !!item && typeof item === 'object' && typeof (item as Issue).row === 'number',
  );
  return issues;
}
