import { Anchor, Badge, Group, Loader, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconClipboardList, IconHistory } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { StatusBadge } from '../../../../components/admin/StatusBadge';
import { QueryError } from '../../../../components/feedback';
import { PageHeader } from '../../../../components/PageHeader';
import { paths } from '../../../../lib/paths';
import { registrationOptionsQuery } from '../../../../lib/registration-queries';
import { useTranslation } from '../../../../lib/translation';
import { registrationQuery } from '../../api';
import { EditorPage } from './EditorPage';
import { LeaveGuard } from './LeaveGuard';
import type { PageNumber } from './use-admin-page-save';

const PAGES = [1, 2, 3] as const;

/** The audit log filtered to this athlete's registration edits. */
export const editAuditPath = (userId: string) =>
  `${paths.admin.auditLog}?targetId=${encodeURIComponent(userId)}&action=registration.edit`;

/**
 * /admin/edit-registration/:userId: the athlete's three registration pages, the same forms the athlete
 * fills in, one tab each. Tabs stay mounted, so values typed on one page are still there after looking
 * at another; leaving the editor with unsaved values asks first.
 */
export function AdminRegistrationEditor({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const data = useQuery(registrationQuery(userId));
  const options = useQuery(registrationOptionsQuery());
  const [dirty, setDirty] = useState<Record<PageNumber, boolean>>({ 1: false, 2: false, 3: false });
  const onDirtyChange = useCallback(
    (page: PageNumber, value: boolean) =>
      setDirty((current) => (current[page] === value ? current : { ...current, [page]: value })),
    [],
  );
  const sportNames = useMemo(
    () => Object.fromEntries((options.data?.sports ?? []).map((sport) => [sport.code, sport.name])),
    [options.data?.sports],
  );
  const name = data.data?.page1?.fullName;
  const links = { review: paths.admin.review(userId), auditLog: editAuditPath(userId) };
  const unsaved = PAGES.filter((page) => dirty[page]);

  let body: ReactNode;
  if (data.isError || options.isError) {
    body = (
      <QueryError
        title={t('table.loadFailed')}
        retryLabel={t('table.retry')}
        error={data.error ?? options.error}
        onRetry={() => {
          void data.refetch();
          void options.refetch();
        }}
      />
    );
  } else if (!data.data || !options.data) {
    body = (
      <Group gap="sm" py="xl" role="status">
        <Loader size="sm" aria-hidden />
        <Text>{t('common.loading')}</Text>
      </Group>
    );
  } else {
    const registration = data.data;
    const registrationOptions = options.data;
    body = (
      <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
        <Tabs defaultValue="1" keepMounted>
          <Tabs.List aria-label={t('adminEdit.pagesLabel')}>
            {PAGES.map((page) => (
              <Tabs.Tab key={page} value={String(page)}>
                {t('adminEdit.tab', { n: page })}
                {dirty[page] && (
                  <Badge
                    variant="light"
                    color="orange"
                    c="var(--mantine-color-text)"
                    radius="sm"
                    ms={6}
                    style={{ textTransform: 'none' }}
                  >
                    {t('adminEdit.unsaved')}
                  </Badge>
                )}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {PAGES.map((page) => (
            <Tabs.Panel key={page} value={String(page)} pt="md">
              <Title order={2} size="h3" mb="md">
                {t(`registration.sections.page${page}`)}
              </Title>
              <EditorPage
                userId={userId}
                page={page}
                data={registration}
                options={registrationOptions}
                sportNames={sportNames}
                links={links}
                onDirtyChange={onDirtyChange}
              />
            </Tabs.Panel>
          ))}
        </Tabs>
      </Paper>
    );
  }

  return (
    <Stack gap="lg">
      <PageHeader
        title={name ? t('adminEdit.titleWithName', { name }) : t('adminEdit.title')}
        intro={t('adminEdit.intro')}
      />
      {data.data && (
        <Group gap="md" wrap="wrap">
          <StatusBadge status={data.data.status} />
          {data.data.uid && (
            <Text fw={600} size="sm">
              {t('adminEdit.uid', { uid: data.data.uid })}
            </Text>
          )}
        </Group>
      )}
      <Group gap="lg" wrap="wrap" component="nav" aria-label={t('adminEdit.links.label')}>
        <Anchor component={Link} to={links.review} fw={600}>
          <IconClipboardList size={16} aria-hidden style={{ verticalAlign: '-3px', marginInlineEnd: 4 }} />
          {t('adminEdit.links.review')}
        </Anchor>
        <Anchor component={Link} to={links.auditLog} fw={600}>
          <IconHistory size={16} aria-hidden style={{ verticalAlign: '-3px', marginInlineEnd: 4 }} />
          {t('adminEdit.links.auditLog')}
        </Anchor>
      </Group>
      {body}
      <LeaveGuard unsavedPages={unsaved} />
    </Stack>
  );
}
