import { Button, Checkbox, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import type { SelectionDetail, ShortlistGroup } from '@para/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ScrollBox } from '../../../components/DataTable';
import { Alert, QueryState } from '../../../components/feedback';
import { isApiError } from '../../../lib/api';
import { errorText } from '../../../lib/errors';
import { formatDay } from '../../../lib/format';
import { toast } from '../../../lib/notify';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';
import { shortlistQuery, useNominate } from '../api';
import { ExternalMarkForm } from './ExternalMarkForm';

type Choice = { checked: boolean; reason: string };
const keyOf = (uid: string, discipline: string) => `${uid}|${discipline}`;

/**
 * The shortlist per standard, best first, with where each mark was made; the selectors tick the athletes
 * they nominate and give a reason for a choice out of ranking order. Those who may not be chosen are
 * listed under each table with the reason.
 */
export function ShortlistSection({ selection }: { selection: SelectionDetail }) {
  const { t } = useTranslation();
  const query = useQuery(shortlistQuery(selection._id));
  const nominate = useNominate(selection._id);
  const [choices, setChoices] = useState<Record<string, Choice>>({});
  const editable = selection.status !== 'ratified';

  const choiceOf = (uid: string, discipline: string, nominated: boolean, reason: string | null): Choice =>
    choices[keyOf(uid, discipline)] ?? { checked: nominated, reason: reason ?? '' };

  const submit = (groups: ShortlistGroup[]) => {
    const athletes = groups.flatMap((group) =>
      group.athletes.flatMap((athlete) => {
        const choice = choiceOf(athlete.uid, group.discipline, athlete.nominated, athlete.nominationReason);
        return choice.checked
          ? [
              {
                uid: athlete.uid,
                discipline: group.discipline,
                ...(choice.reason.trim() ? { reason: choice.reason.trim() } : {}),
              },
            ]
          : [];
      }),
    );
    nominate.mutate(
      { athletes },
      {
        onSuccess: () => {
          setChoices({});
          toast.success(t('selectionsAdmin.shortlist.nominated'));
        },
      },
    );
  };
  const fields = isApiError(nominate.error) ? nominate.error.fields : {};

  return (
    <Stack gap="sm" component="section" aria-labelledby="shortlist-title">
      <Title order={2} id="shortlist-title">
        {t('selectionsAdmin.shortlist.title')}
      </Title>
      <Text>{t('selectionsAdmin.shortlist.intro')}</Text>
      {selection.returnedReason && (
        <Alert tone="warning" role="note" title={t('selectionsAdmin.shortlist.returned')}>
          {selection.returnedReason}
        </Alert>
      )}
      <QueryState query={query} empty={<Text>{t('selectionsAdmin.shortlist.empty')}</Text>}>
        {(groups) => {
          // The nomination's lines in the order they are sent: the server names a refused line by its index.
          const lineIndex = new Map<string, number>();
          for (const group of groups)
            for (const athlete of group.athletes)
              if (
                choiceOf(athlete.uid, group.discipline, athlete.nominated, athlete.nominationReason).checked
              )
                lineIndex.set(keyOf(athlete.uid, group.discipline), lineIndex.size);
          return (
            <>
              {groups.map((group) => (
                <ShortlistTable
                  key={`${group.discipline}-${group.sportClass}-${group.gender}`}
                  group={group}
                  editable={editable}
                  choiceOf={(uid, nominated, reason) => choiceOf(uid, group.discipline, nominated, reason)}
                  setChoice={(uid, choice) =>
                    setChoices({ ...choices, [keyOf(uid, group.discipline)]: choice })
                  }
                  errorOf={(uid) => {
                    const index = lineIndex.get(keyOf(uid, group.discipline));
                    return index === undefined
                      ? {}
                      : { uid: fields[`athletes.${index}.uid`], reason: fields[`athletes.${index}.reason`] };
                  }}
                />
              ))}
              {nominate.error && <Alert message={errorText(t, nominate.error)} focusOnAppear />}
              {editable && (
                <Button onClick={() => submit(groups)} loading={nominate.isPending} w="fit-content">
                  {t('selectionsAdmin.shortlist.nominate')}
                </Button>
              )}
            </>
          );
        }}
      </QueryState>
      <ExternalMarkForm selection={selection} />
    </Stack>
  );
}

function ShortlistTable({
  group,
  editable,
  choiceOf,
  setChoice,
  errorOf,
}: {
  group: ShortlistGroup;
  editable: boolean;
  choiceOf: (uid: string, nominated: boolean, reason: string | null) => Choice;
  setChoice: (uid: string, choice: Choice) => void;
  errorOf: (uid: string) => { uid?: string | undefined; reason?: string | undefined };
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const discipline = lang === 'hi' && group.disciplineNameHi ? group.disciplineNameHi : group.disciplineName;
  const title = t('selectionsAdmin.shortlist.groupTitle', {
    discipline,
    sportClass: group.sportClass,
    gender: t(`selectionsAdmin.genders.${group.gender}`),
    standard: group.standard,
  });
  return (
    <Stack gap={4}>
      <ScrollBox label={title} minWidth={760}>
        <Table striped>
          <caption style={{ captionSide: 'top', textAlign: 'start', fontWeight: 600 }}>{title}</caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('selectionsAdmin.shortlist.rank')}</Table.Th>
              <Table.Th scope="col">{t('selectionsAdmin.shortlist.athlete')}</Table.Th>
              <Table.Th scope="col">{t('selectionsAdmin.shortlist.best')}</Table.Th>
              <Table.Th scope="col">{t('selectionsAdmin.shortlist.where')}</Table.Th>
              <Table.Th scope="col">{t('selectionsAdmin.shortlist.meets')}</Table.Th>
              <Table.Th scope="col">{t('selectionsAdmin.shortlist.choice')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {group.athletes.map((athlete) => {
              const choice = choiceOf(athlete.uid, athlete.nominated, athlete.nominationReason);
              const errors = errorOf(athlete.uid);
              return (
                <Table.Tr key={athlete.uid}>
                  <Table.Td>{athlete.rank ?? '–'}</Table.Td>
                  <Table.Th scope="row" fw={400}>
                    {athlete.name}
                    <Text size="sm">
                      {athlete.uid} · {athlete.district}
                    </Text>
                  </Table.Th>
                  <Table.Td>
                    {athlete.best}
                    {athlete.wind && (
                      <Text size="sm">{t('selectionsAdmin.shortlist.wind', { wind: athlete.wind })}</Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {athlete.competition}
                    <Text size="sm">
                      {formatDay(athlete.date)}
                      {athlete.round ? ` · ${athlete.round}` : ''}
                      {athlete.external ? ` · ${t('selectionsAdmin.shortlist.external')}` : ''}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {athlete.meetsStandard
                      ? t('selectionsAdmin.shortlist.yes')
                      : t('selectionsAdmin.shortlist.no')}
                    {athlete.notCounted && (
                      <Text size="sm">{t(`selectionsAdmin.shortlist.notCounted.${athlete.notCounted}`)}</Text>
                    )}
                    {athlete.invitation && (
                      <Text size="sm">{t(`selectionsAdmin.invitations.${athlete.invitation}`)}</Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Stack gap={4}>
                      <Checkbox
                        label={t('selectionsAdmin.shortlist.nominateAthlete', { name: athlete.name })}
                        checked={choice.checked}
                        disabled={!editable}
                        error={errors.uid}
                        onChange={(event) =>
                          setChoice(athlete.uid, { ...choice, checked: event.currentTarget.checked })
                        }
                      />
                      {choice.checked && editable && (
                        <TextInput
                          label={t('selectionsAdmin.shortlist.reason')}
                          value={choice.reason}
                          error={errors.reason}
                          onChange={(event) =>
                            setChoice(athlete.uid, { ...choice, reason: event.currentTarget.value })
                          }
                        />
                      )}
                      {choice.checked && !editable && choice.reason && <Text size="sm">{choice.reason}</Text>}
                    </Stack>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </ScrollBox>
      {group.athletes.length === 0 && <Text>{t('selectionsAdmin.shortlist.noMarks')}</Text>}
      {group.apart.length > 0 && (
        <Text size="sm">
          {t('selectionsAdmin.shortlist.apart')}{' '}
          {group.apart
            .map(
              (item) =>
                `${item.name} (${item.uid}, ${item.best}): ${t(`selectionsAdmin.shortlist.apartReasons.${item.reason}`)}`,
            )
            .join('; ')}
        </Text>
      )}
    </Stack>
  );
}
