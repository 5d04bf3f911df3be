import { Button, Group } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { useTranslation } from '../../../lib/translation';
import { pageNumber } from '../../../lib/url-state';
import { queueQuery } from '../api';
import { type Neighbour, neighbours, QUEUE_PAGE_SIZE, queueQueryFrom, queueSearch } from './queue-nav';

export interface QueuePlace {
  previous: Neighbour | null;
  next: Neighbour | null;
  /** The review address of a neighbour, keeping the queue's filters. */
  linkTo: (neighbour: Neighbour) => string;
  /** The queue as the reviewer left it. */
  backToQueue: string;
}

/** Where a registration sits in the queue the reviewer came from (its filters are in `params`). */
export function useQueuePlace(userId: string, params: URLSearchParams): QueuePlace {
  const query = queueQueryFrom(params);
  const page = pageNumber(params.get('page') ?? '');
  const list = useQuery(queueQuery(query));
  const items = list.data?.items ?? [];
  const position = items.findIndex((item) => item.userId === userId);
  const atEnd =
    position >= 0 && position === items.length - 1 && page * QUEUE_PAGE_SIZE < (list.data?.total ?? 0);
  const atStart = position === 0 && page > 1;
  const nextList = useQuery({ ...queueQuery({ ...query, page: page + 1 }), enabled: atEnd });
  const previousList = useQuery({ ...queueQuery({ ...query, page: page - 1 }), enabled: atStart });
  const found = neighbours(userId, page, items, previousList.data?.items, nextList.data?.items);
  // A decided registration leaves the "submitted" queue: keep the neighbours it had, so "next" still works.
  const remembered = useRef<{ userId: string; previous: Neighbour | null; next: Neighbour | null } | null>(
    null,
  );
  if (found.index >= 0) remembered.current = { userId, previous: found.previous, next: found.next };
  const nav =
    found.index >= 0
      ? found
      : remembered.current?.userId === userId
        ? remembered.current
        : { previous: null, next: null };
  const linkTo = (neighbour: Neighbour) =>
    `${paths.admin.review(neighbour.userId)}${queueSearch({ ...query, page: neighbour.page })}`;
  const backToQueue = `${paths.admin.uidManagement}${queueSearch(query)}`;

  return { previous: nav.previous, next: nav.next, linkTo, backToQueue };
}

/** Back to the queue, and to the previous and next registrations in it. */
export function QueueNav({ place }: { place: QueuePlace }) {
  const { t } = useTranslation();
  const { previous, next, linkTo, backToQueue } = place;
  return (
    <Group gap="sm" wrap="wrap" component="nav" aria-label={t('admin.review.queueNav')}>
      <Button
        component={Link}
        to={backToQueue}
        variant="subtle"
        leftSection={<IconArrowLeft size={16} aria-hidden />}
      >
        {t('admin.review.backToQueue')}
      </Button>
      {previous && (
        <Button
          component={Link}
          to={linkTo(previous)}
          variant="default"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
        >
          {t('admin.review.previous', { name: previous.name })}
        </Button>
      )}
      {next && (
        <Button
          component={Link}
          to={linkTo(next)}
          variant="default"
          rightSection={<IconArrowRight size={16} aria-hidden />}
        >
          {t('admin.review.next', { name: next.name })}
        </Button>
      )}
    </Group>
  );
}
