import { Autocomplete } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { NavItem } from './nav-items';

/**
 * The top bar's search. Until site-wide search exists it finds pages of the sidebar: typing filters their
 * names, Enter opens the first match.
 */
export function PageSearch({ items, onNavigate }: { items: NavItem[]; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  // Set when Mantine submits a highlighted option, so the Enter handler below does not navigate twice.
  const optionSubmitted = useRef(false);
  const options = items.map((item) => ({ value: t(`pages.${item.key}`), to: item.to }));

  const open = (label: string) => {
    const query = label.trim().toLocaleLowerCase();
    if (!query) return;
    const match =
      options.find((option) => option.value.toLocaleLowerCase() === query) ??
      options.find((option) => option.value.toLocaleLowerCase().includes(query));
    if (!match) return;
    setValue('');
    navigate(match.to);
    onNavigate?.();
  };

  return (
    <Autocomplete
      label={t('app.search')}
      labelProps={{ className: 'visually-hidden-inline' }}
      placeholder={t('app.searchPlaceholder')}
      leftSection={<IconSearch size={18} aria-hidden />}
      data={options.map((option) => option.value)}
      value={value}
      onChange={setValue}
      onOptionSubmit={(option) => {
        optionSubmitted.current = true;
        open(option);
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return;
        // Runs before Mantine's own Enter handling; wait for it, then open the first match of the text.
        const typed = value;
        optionSubmitted.current = false;
        window.setTimeout(() => {
          if (!optionSubmitted.current) open(typed);
        }, 0);
      }}
      comboboxProps={{ withinPortal: true }}
      size="sm"
      w="100%"
    />
  );
}
