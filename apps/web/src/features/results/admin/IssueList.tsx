import { Text } from '@mantine/core';
import type { ResultsImport } from '@para/contract';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../components/paging';

type Issue = ResultsImport['errors'][number];

/** How many problems are listed at once; the rows table (only rows with problems) holds them all. */
export const LISTED = 100;

/** The text of one problem, naming its row (unless the row is said beside it): the web's own words for its code, the server's otherwise. */
export function useIssueText() {
  const { t } = useTranslation();
  return (issue: Issue, { withRow = true } = {}) => {
    const text = t(`errors.${issue.code}`, { defaultValue: issue.message });
    const column = issue.column ? ` ${t('resultsAdmin.issueColumn', { column: issue.column })}` : '';
    return (withRow ? t('resultsAdmin.issue', { row: formatCount(issue.row), text }) : text) + column;
  };
}

/** Problems as a list, each naming its row; a long list shows its first LISTED and says how many more. */
export function IssueList({ issues }: { issues: Issue[] }) {
  const { t } = useTranslation();
  const text = useIssueText();
  const shown = issues.slice(0, LISTED);
  return (
    <>
      <ul style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
        {shown.map((issue) => (
          <li key={`${issue.row}-${issue.code}-${issue.column ?? ''}`}>
            <Text size="sm">{text(issue)}</Text>
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
