import { Button, Group, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from '../../lib/translation';

/**
 * Filters above a list. The search text is applied on Enter or with the button (not on every key),
 * so a screen reader is not interrupted by a list changing under it.
 */
export function FilterBar({
  label,
  search,
  searchLabel,
  searchHint,
  onSearch,
  children,
}: {
  label: string;
  search?: string;
  searchLabel?: string;
  /** A line under the search box saying what it matches. */
  searchHint?: string;
  onSearch?: (value: string) => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const hintId = useId();
  const [text, setText] = useState(search ?? '');
  useEffect(() => setText(search ?? ''), [search]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch?.(text.trim());
  };
  return (
    <search aria-label={label}>
      <form onSubmit={submit}>
        <Group align="flex-end" gap="sm" wrap="wrap">
          {onSearch && (
            <Group align="flex-end" gap={4} wrap="nowrap" style={{ flex: '1 1 240px' }}>
              <TextInput
                label={searchLabel ?? t('admin.filters.search')}
                aria-describedby={searchHint ? hintId : undefined}
                value={text}
                onChange={(event) => setText(event.currentTarget.value)}
                type="search"
                style={{ flex: 1 }}
              />
              <Button type="submit" variant="light" leftSection={<IconSearch size={16} aria-hidden />}>
                {t('admin.filters.apply')}
              </Button>
            </Group>
          )}
          {children}
        </Group>
        {/* Under the whole row, so the hint reads on one line instead of squeezing the search box. */}
        {onSearch && searchHint && (
          <Text id={hintId} size="sm" c="dimmed" mt={6}>
            {searchHint}
          </Text>
        )}
      </form>
    </search>
  );
}
