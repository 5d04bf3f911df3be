import { Badge } from '@mantine/core';
import type { EntryDisciplineStatus, EntryStatus, FormStatus } from '@para/contract';
import { useTranslation } from '../../../lib/translation';

// Body-coloured text on a light tint: the colour hints, the word says it (AA contrast).
const colors: Record<string, string> = {
  draft: 'gray',
  open: 'green',
  closed: 'orange',
  pending_payment: 'yellow',
  confirmed: 'green',
  withdrawn: 'gray',
  entered: 'blue',
  waitlisted: 'grape',
};

function WordBadge({ status, text }: { status: string; text: string }) {
  return (
    <Badge
      variant="light"
      color={colors[status] ?? 'gray'}
      c="var(--mantine-color-text)"
      radius="sm"
      // The whole word always shows: a table cell widens for it rather than cutting it short.
      styles={{
        root: { textTransform: 'none', overflow: 'visible', flexShrink: 0 },
        label: { overflow: 'visible' },
      }}
    >
      {text}
    </Badge>
  );
}

export function FormStatusBadge({ status }: { status: FormStatus }) {
  const { t } = useTranslation();
  return <WordBadge status={status} text={t(`competitionsAdmin.status.${status}`)} />;
}

/**
 * An entry's status in words. A confirmed entry whose every discipline is on its waiting list is in,
 * but not yet competing anywhere: it says so rather than "Confirmed".
 */
export function EntryStatusBadge({
  status,
  disciplines,
}: {
  status: EntryStatus;
  disciplines: ReadonlyArray<{ status: EntryDisciplineStatus }>;
}) {
  const { t } = useTranslation();
  const onlyWaiting =
    status === 'confirmed' &&
    disciplines.length > 0 &&
    disciplines.every((item) => item.status === 'waitlisted');
  return onlyWaiting ? (
    <WordBadge status="waitlisted" text={t('competitionsAdmin.entryStatus.waiting')} />
  ) : (
    <WordBadge status={status} text={t(`competitionsAdmin.entryStatus.${status}`)} />
  );
}

export function PlaceStatusBadge({ status }: { status: EntryDisciplineStatus }) {
  const { t } = useTranslation();
  return <WordBadge status={status} text={t(`competitionsAdmin.placeStatus.${status}`)} />;
}
