import { Autocomplete } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { useTranslation } from '../../lib/translation';
import type { NavItem } from './nav-items';

/** Text that looks like (part of) a UID: letters and digits, at least one digit, e.g. KLPS26 or 00042. */
const UID_LIKE = /^(?=.*\d)[A-Za-z0-9]{2,20}$/;

/**
 * The top bar's search. It finds pages of the sidebar: typing filters their names, Enter opens the
 * first match. For administrators it also searches UIDs (the same search as the Search UID page): the first
 * option searches for the typed text, and Enter on text that names no page searches for it.
 */
export function PageSearch({ items, onNavigate }: { items: NavItem[]; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  // Set when Mantine submits a highlighted option, so the Enter handler below does not navigate twice.
  const optionSubmitted = useRef(false);
  const isAdmin = useSession().isAdmin;
  const typed = value.trim();
  const uidSearch =
    isAdmin && typed.length >= 2
      ? {
          value: t('app.searchUid', { text: typed.toUpperCase() }),
          to: `${paths.admin.searchUid}?q=${encodeURIComponent(typed.toUpperCase())}`,
        }
      : null;
  const pages = items.map((item) => ({ value: t(`pages.${item.key}`), to: item.to }));
  const options = uidSearch && UID_LIKE.test(typed) ? [uidSearch, ...pages] : pages;

  const open = (label: string) => {
    const query = label.trim().toLocaleLowerCase();
    if (!query) return;
    const match =
      options.find((option) => option.value.toLocaleLowerCase() === query) ??
      pages.find((option) => option.value.toLocaleLowerCase().includes(query)) ??
      uidSearch;
    if (!match) return;
    setValue('');
    navigate(match.to);
    onNavigate?.();
  };

  return (
    <Autocomplete
      label={t('app.search')}
      labelProps={{ className: 'visually-hidden-inline' }}
      placeholder={t(isAdmin ? 'app.searchPlaceholderAdmin' : 'app.searchPlaceholder')}
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
