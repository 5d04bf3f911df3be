import { Button, Group, SimpleGrid, TextInput } from '@mantine/core';
import { archiveQuery } from '@para/contract';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { messageText } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/translation';

/** What the search form holds: text of each field, empty meaning "any". */
export interface ArchiveFilters {
  athlete: string;
  sportClass: string;
  year: string;
}

export const noFilters: ArchiveFilters = { athlete: '', sportClass: '', year: '' };

/** The message of each field when the contract's gives none of its own. */
const fallback: Record<keyof ArchiveFilters, string> = {
  athlete: 'validation.searchTooShort',
  sportClass: 'validation.classText',
  year: 'validation.year',
};

/** The contract's own rules of the search, each problem on its field (the server checks again). */
function problemsOf(values: ArchiveFilters): Partial<Record<keyof ArchiveFilters, string>> {
  const parsed = archiveQuery.safeParse(values);
  if (parsed.success) return {};
  const problems: Partial<Record<keyof ArchiveFilters, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof ArchiveFilters;
    problems[field] ??= issue.message.startsWith('validation.') ? issue.message : fallback[field];
  }
  return problems;
}

/**
 * The archive's search: an athlete (name or UID), a sport class and a year. Sent with the button or
 * Enter, not on each key, so a half-typed name never searches; a field left empty is no filter.
 */
export function ArchiveSearchForm({
  value,
  onSearch,
  idPrefix,
}: {
  value: ArchiveFilters;
  onSearch: (filters: ArchiveFilters) => void;
  idPrefix: string;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  const [problems, setProblems] = useState<Partial<Record<keyof ArchiveFilters, string>>>({});
  const set = (field: keyof ArchiveFilters) => (event: { currentTarget: { value: string } }) =>
    setDraft({ ...draft, [field]: event.currentTarget.value });
  const error = (field: keyof ArchiveFilters) => {
    const key = problems[field];
    return key ? messageText(key) : undefined;
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = {
      athlete: draft.athlete.trim(),
      sportClass: draft.sportClass.trim(),
      year: draft.year.trim(),
    };
    const found = problemsOf(trimmed);
    setProblems(found);
    const first = Object.keys(found)[0];
    if (first) {
      document.getElementById(`${idPrefix}-${first}`)?.focus();
      return;
    }
    onSearch(trimmed);
  };
  const clear = () => {
    setDraft(noFilters);
    setProblems({});
    onSearch(noFilters);
  };

  return (
    <form aria-label={t('archive.search.label')} onSubmit={submit} noValidate>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <TextInput
          id={`${idPrefix}-athlete`}
          type="search"
          label={t('archive.search.athlete')}
          description={t('archive.search.athleteHint')}
          value={draft.athlete}
          onChange={set('athlete')}
          error={error('athlete')}
          maxLength={100}
          autoComplete="off"
        />
        <TextInput
          id={`${idPrefix}-sportClass`}
          label={t('archive.search.class')}
          description={t('archive.search.classHint')}
          value={draft.sportClass}
          onChange={set('sportClass')}
          error={error('sportClass')}
          maxLength={12}
          autoComplete="off"
        />
        <TextInput
          id={`${idPrefix}-year`}
          label={t('archive.search.year')}
          description={t('archive.search.yearHint')}
          value={draft.year}
          onChange={set('year')}
          error={error('year')}
          inputMode="numeric"
          maxLength={4}
          autoComplete="off"
        />
      </SimpleGrid>
      <Group gap="sm" mt="sm">
        <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
          {t('archive.search.submit')}
        </Button>
        <Button type="button" variant="default" onClick={clear}>
          {t('archive.search.clear')}
        </Button>
      </Group>
    </form>
  );
}
