import { List, Stack, Text } from '@mantine/core';
import type { adminRoutes } from '@para/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { QueryError } from '../../../components/feedback';
import type { DataOf } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { useTranslation } from '../../../lib/translation';

type AuditList = DataOf<typeof adminRoutes.adminAuditLog>;

interface Reason {
  section: string;
  reason: string;
}

/** Every approval, rejection, edit and resubmission of one registration, newest first, from the audit log. */
export function DecisionHistory({ query }: { query: UseQueryResult<AuditList> }) {
  const { t } = useTranslation();
  if (query.isError)
    return (
      <QueryError
        title={t('table.loadFailed')}
        retryLabel={t('table.retry')}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  if (!query.data) return <Text role="status">{t('common.loading')}</Text>;
  if (query.data.items.length === 0) return <Text c="dimmed">{t('admin.review.noHistory')}</Text>;
  return (
    <List spacing="sm" listStyleType="none" p={0}>
      {query.data.items.map((entry) => {
        const reasons = Array.isArray(entry.changes.reasons) ? (entry.changes.reasons as Reason[]) : [];
        const note = typeof entry.changes.note === 'string' ? entry.changes.note : '';
        const uid = typeof entry.changes.uid === 'string' ? entry.changes.uid : '';
        if (entry.action === 'registration.resubmit') {
          // The athlete's answer to a rejection, between the decisions.
          return (
            <List.Item key={entry._id}>
              <Text fw={600}>{t('reviewDocs.resubmitted', { date: formatDateTime(entry.at) || '—' })}</Text>
            </List.Item>
          );
        }
        return (
          <List.Item key={entry._id}>
            <Stack gap={2}>
              <Text fw={600}>
                {t(`admin.audit.actions.${entry.action.replace(/\./g, '_')}`, { defaultValue: entry.action })}
                {uid ? ` — ${uid}` : ''}
              </Text>
              <Text size="sm" c="dimmed">
                {t('admin.review.by', {
                  name: entry.actorName || '—',
                  date: formatDateTime(entry.at) || '—',
                })}
              </Text>
              {reasons.map((reason) => (
                <Text size="sm" key={reason.section}>
                  <strong>
                    {t(`registration.sections.${reason.section}`, { defaultValue: reason.section })}:
                  </strong>{' '}
                  {reason.reason}
                </Text>
              ))}
              {note && (
                <Text size="sm">
                  <strong>{t('admin.review.reject.note')}:</strong> {note}
                </Text>
              )}
            </Stack>
          </List.Item>
        );
      })}
    </List>
  );
}
