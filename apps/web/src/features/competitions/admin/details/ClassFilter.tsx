import { TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../../lib/translation';

/**
 * The sport class filter: any class can be typed (T44, SB8…), applied on Enter or on leaving the box,
 * like the search, so the list does not change under a screen reader at every key.
 */
export function ClassFilter({ value, onApply }: { value: string; onApply: (value: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const apply = () => {
    const next = text.trim().toUpperCase();
    if (next !== value) onApply(next);
  };
  return (
    <TextInput
      label={t('competitionsAdmin.entries.sportClass')}
      placeholder={t('competitionsAdmin.entries.sportClassExample')}
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      onBlur={apply}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          apply();
        }
      }}
      maxLength={10}
      w={120}
    />
  );
}
