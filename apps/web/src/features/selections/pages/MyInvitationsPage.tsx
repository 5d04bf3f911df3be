import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { MyInvitation } from '@para/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, QueryState } from '../../../components/feedback';
import { PageHeader } from '../../../components/PageHeader';
import { errorText } from '../../../lib/errors';
import { formatDateTime, formatDay } from '../../../lib/format';
import { toast } from '../../../lib/notify';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';
import { myInvitationsQuery, useRespond } from '../api';

/** /user/national-teams: the athlete's invitations to national teams, accepted or declined by their date. */
export default function MyInvitationsPage() {
  const { t } = useTranslation();
  const query = useQuery(myInvitationsQuery());
  return (
    <Stack gap="lg" w="100%" maw={760}>
      <PageHeader title={t('pages.nationalTeams')} intro={t('selections.intro')} />
      <QueryState query={query} empty={<Text>{t('selections.none')}</Text>}>
        {(items) => (
          <Stack gap="md">
            {items.map((item) => (
              <InvitationCard key={item._id} invitation={item} />
            ))}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

function InvitationCard({ invitation }: { invitation: MyInvitation }) {
  const { t } = useTranslation();
  const lang = useLang();
  const respond = useRespond();
  const answer = (accept: boolean) =>
    respond.mutate(
      { id: invitation._id, accept },
      { onSuccess: () => toast.success(t(accept ? 'selections.accepted' : 'selections.declined')) },
    );
  const headingId = `invitation-${invitation._id}`;
  return (
    <Card withBorder component="article" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Title order={2} size="h3" id={headingId}>
          {invitation.championship.name}
        </Title>
        <Text>
          {invitation.championship.venue} · {formatDay(invitation.championship.startDate)} –{' '}
          {formatDay(invitation.championship.endDate)}
        </Text>
        <Text>
          {t('selections.events')}{' '}
          {invitation.disciplines
            .map((item) => (lang === 'hi' && item.nameHi ? item.nameHi : item.name))
            .join(', ')}
        </Text>
        <Group gap="xs">
          <Badge variant="light" size="lg">
            {t(`selections.statuses.${invitation.status}`)}
          </Badge>
          {invitation.status === 'invited' && (
            <Text fw={600}>{t('selections.respondBy', { date: formatDateTime(invitation.respondBy) })}</Text>
          )}
        </Group>
        {respond.error && <Alert message={errorText(t, respond.error)} focusOnAppear />}
        {invitation.status === 'invited' && (
          <Group gap="sm">
            <Button
              onClick={() => answer(true)}
              loading={respond.isPending && respond.variables?.accept === true}
            >
              {t('selections.accept')}
            </Button>
            <Button
              variant="default"
              onClick={() => answer(false)}
              loading={respond.isPending && respond.variables?.accept === false}
            >
              {t('selections.decline')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
