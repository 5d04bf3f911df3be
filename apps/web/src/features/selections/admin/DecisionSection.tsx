import { Button, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import type { SelectionDetail } from '@para/contract';
import { useState } from 'react';
import { ScrollBox } from '../../../components/DataTable';
import { Alert } from '../../../components/feedback';
import { errorText } from '../../../lib/errors';
import { formatDate, formatDateTime } from '../../../lib/format';
import { toast } from '../../../lib/notify';
import { useTranslation } from '../../../lib/translation';
import { useRatify, useReturnNomination } from '../api';

/**
 * The nomination as sent, and the decision on it: another administrator ratifies it (which invites the
 * athletes) or returns it with a reason; the one who nominated is told to ask another.
 */
export function DecisionSection({ selection }: { selection: SelectionDetail }) {
  const { t } = useTranslation();
  const ratify = useRatify(selection._id);
  const giveBack = useReturnNomination(selection._id);
  const [reason, setReason] = useState('');
  if (selection.nominations.length === 0 && selection.status === 'draft') return null;
  const failure = ratify.error ?? giveBack.error;
  return (
    <Stack gap="sm" component="section" aria-labelledby="decision-title">
      <Title order={2} id="decision-title">
        {t('selectionsAdmin.decision.title')}
      </Title>
      {selection.nominatedBy && (
        <Text>
          {t('selectionsAdmin.decision.nominatedBy', {
            name: selection.nominatedBy.name,
            at: formatDateTime(selection.nominatedAt),
          })}
        </Text>
      )}
      {selection.ratifiedBy && (
        <Text>
          {t('selectionsAdmin.decision.ratifiedBy', {
            name: selection.ratifiedBy.name,
            at: formatDateTime(selection.ratifiedAt),
          })}
        </Text>
      )}
      <ScrollBox label={t('selectionsAdmin.decision.caption')} minWidth={560}>
        <Table striped>
          <caption className="visually-hidden-inline">{t('selectionsAdmin.decision.caption')}</caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('selectionsAdmin.shortlist.athlete')}</Table.Th>
              <Table.Th scope="col">{t('selectionsAdmin.standards.discipline')}</Table.Th>
              <Table.Th scope="col">{t('selectionsAdmin.shortlist.reason')}</Table.Th>
              <Table.Th scope="col">{t('selectionsAdmin.decision.invitation')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {selection.nominations.map((item) => (
              <Table.Tr key={`${item.uid}-${item.discipline}`}>
                <Table.Th scope="row" fw={400}>
                  {item.name}{' '}
                  <Text span size="sm">
                    ({item.uid})
                  </Text>
                </Table.Th>
                <Table.Td>{item.disciplineName}</Table.Td>
                <Table.Td>{item.reason ?? '–'}</Table.Td>
                <Table.Td>
                  {item.invitation ? t(`selectionsAdmin.invitations.${item.invitation}`) : '–'}
                  {item.invitation === 'invited' && item.respondBy && (
                    <Text size="sm">
                      {t('selectionsAdmin.decision.respondBy', { date: formatDate(item.respondBy) })}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollBox>
      {failure && <Alert message={errorText(t, failure)} focusOnAppear />}
      {selection.status === 'nominated' &&
        (selection.youNominated ? (
          <Alert tone="info" role="note">
            {t('selectionsAdmin.decision.ownNomination')}
          </Alert>
        ) : (
          <Stack gap="sm">
            <Group gap="sm">
              <Button
                loading={ratify.isPending}
                onClick={() =>
                  ratify.mutate(undefined, {
                    onSuccess: () => toast.success(t('selectionsAdmin.decision.ratified')),
                  })
                }
              >
                {t('selectionsAdmin.decision.ratify')}
              </Button>
            </Group>
            <Group gap="sm" align="flex-end">
              <TextInput
                label={t('selectionsAdmin.decision.returnReason')}
                value={reason}
                onChange={(event) => setReason(event.currentTarget.value)}
                miw={260}
              />
              <Button
                variant="default"
                loading={giveBack.isPending}
                disabled={reason.trim() === ''}
                onClick={() =>
                  giveBack.mutate(reason.trim(), {
                    onSuccess: () => toast.success(t('selectionsAdmin.decision.returned')),
                  })
                }
              >
                {t('selectionsAdmin.decision.return')}
              </Button>
            </Group>
          </Stack>
        ))}
    </Stack>
  );
}
