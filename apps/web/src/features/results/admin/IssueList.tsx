import { Text } from '@mantine/core';
import type { ResultsImport } from '@para/contract';
import { formatCount } from '../../../components/paging';
import { errorKey } from '../../../lib/errors';
import { useTranslation } from '../../../lib/translation';

type Issue = ResultsImport['errors'][number];

/** How many problems are listed at once; the rows table (only rows with problems) holds them all. */
export const LISTED = 100;

/** The text of one problem, naming its row (unless the row is said beside it): the web's own words for its code, the server's otherwise. */
export function useIssueText() {
  const { t } = useTranslation();
  return (issue: Issue, { withRow = true, discipline }: { withRow?: boolean; discipline?: string } = {}) => {
    const text = t(errorKey(issue.code), { defaultValue: issue.message });
    const column = issue.column ? ` ${t('resultsAdmin.issueColumn', { column: issue.column })}` : '';
    if (!withRow) return text + column;
    const row = formatCount(issue.row);
    return (
      (discipline
        ? t('resultsAdmin.issueInDiscipline', { row, discipline, text })
        : t('resultsAdmin.issue', { row, text })) + column
    );
  };
}

/**
 * Problems as a list, each naming its row (and the row's discipline, when `disciplineOfRow` knows it);
 * a long list shows its first LISTED and says how many more. `withRow={false}` for a single result
 * entered on screen, where a file's row number would mean nothing to the reader.
 */
export function IssueList({
  issues,
  disciplineOfRow,
  withRow = true,
}: {
  issues: Issue[];
  disciplineOfRow?: (row: number) => string | undefined;
  withRow?: boolean;
}) {
  const { t } = useTranslation();
  const text = useIssueText();
  const shown = issues.slice(0, LISTED);
  return (
    <>
      <ul style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
        {shown.map((issue) => (
          <li key={`${issue.row}-${issue.code}-${issue.column ?? ''}`}>
            <Text size="sm">{text(issue, { withRow, discipline: disciplineOfRow?.(issue.row) })}</Text>
          </li>
        ))}
      </ul>
      {issues.length > shown.length && (
        <Text size="sm" mt="xs">
          {t('resultsAdmin.more', { count: issues.length - shown.length })}
        </Text>
      )}
    </>
  );
}
