import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconCheck, IconEdit, IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../components/admin/ConfirmDialog';
import { StatusBadge } from '../../../components/admin/StatusBadge';
import { Alert, QueryError } from '../../../components/feedback';
import { PageHeader } from '../../../components/PageHeader';
import { type ApiError, isApiError } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { messageText } from '../../../lib/i18n';
import { toast } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { registrationOptionsQuery } from '../../../lib/registration-queries';
import { useTranslation } from '../../../lib/translation';
import { auditQuery } from '../../admin';
import { AthleteNotices } from '../../notices';
import { RegistrationSummary } from '../../registration';
import { duplicateUdidOf, registrationQuery, useApprove } from '../api';
import { DecisionHistory } from './DecisionHistory';
import { DistrictAssistanceCard } from './DistrictAssistanceCard';
import { DuplicateWarning } from './DuplicateWarning';
import { RejectDialog } from './RejectDialog';
import { ReviewDocuments } from './ReviewDocuments';
import { QueueNav, useQueuePlace } from './ReviewQueueNav';

export default function RegistrationReview() {
  const { t } = useTranslation();
  const { userId = '' } = useParams();
  const [params] = useSearchParams();
  const data = useQuery(registrationQuery(userId));
  const options = useQuery(registrationOptionsQuery());
  const history = useQuery(auditQuery({ targetId: userId, action: 'registration.', page: 1, pageSize: 20 }));
  const approve = useApprove();
  const [dialog, setDialog] = useState<'approve' | 'reject' | null>(null);
  const [outcome, setOutcome] = useState<{ kind: 'approved'; uid: string } | { kind: 'rejected' } | null>(
    null,
  );
  const [approveError, setApproveError] = useState<string | ApiError | null>(null);
  const [refusedFor, setRefusedFor] = useState<{ firstUid: string; firstUserId: string } | null>(null);

  const place = useQueuePlace(userId, params);
  const { linkTo, backToQueue } = place;

  const name = data.data?.page1?.fullName ?? '';
  const title = name ? t('admin.review.titleWithName', { name }) : t('admin.review.title');
  const sportNames = Object.fromEntries(
    (options.data?.sports ?? []).map((sport) => [sport.code, sport.name]),
  );

  const doApprove = async () => {
    setApproveError(null);
    setRefusedFor(null);
    try {
      const flags = await approve.mutateAsync(userId);
      setDialog(null);
      setOutcome({ kind: 'approved', uid: flags.uid });
      toast.success(t('admin.review.approvedToast', { uid: flags.uid }));
    } catch (error) {
      setApproveError(isApiError(error) ? error : 'errors.generic');
      setRefusedFor(duplicateUdidOf(error));
    }
  };

  return (
    <Stack gap="lg">
      <PageHeader title={title} />
      <QueueNav place={place} />
      {data.isError ? (
        <QueryError
          title={t('table.loadFailed')}
          retryLabel={t('table.retry')}
          error={data.error}
          onRetry={() => void data.refetch()}
        />
      ) : !data.data ? (
        <Text role="status">{t('common.loading')}</Text>
      ) : (
        <>
          <Paper withBorder radius="md" p="md">
            <Stack gap="sm">
              <Group gap="md" wrap="wrap">
                <StatusBadge status={data.data.status} />
                {data.data.uid && (
                  <Text fw={600}>
                    {t('admin.columns.uid')}: <span data-testid="review-uid">{data.data.uid}</span>
                  </Text>
                )}
                <Text size="sm" c="dimmed">
                  {t('admin.review.submittedAt', { date: formatDateTime(data.data.submittedAt) || '—' })}
                </Text>
              </Group>
              {outcome?.kind === 'approved' && (
                <Alert color="green" role="status" title={t('admin.review.approvedTitle')}>
                  {t('admin.review.approvedText', { uid: outcome.uid })}
                </Alert>
              )}
              {outcome?.kind === 'rejected' && (
                <Alert color="orange" role="status" title={t('admin.review.rejectedTitle')}>
                  {t('admin.review.rejectedText')}
                </Alert>
              )}
              <Group gap="sm" wrap="wrap">
                {data.data.status === 'submitted' && (
                  <>
                    <Button
                      leftSection={<IconCheck size={16} aria-hidden />}
                      onClick={() => setDialog('approve')}
                    >
                      {t('admin.review.approve')}
                    </Button>
                    <Button
                      color="red.9"
                      variant="outline"
                      leftSection={<IconX size={16} aria-hidden />}
                      onClick={() => setDialog('reject')}
                    >
                      {t('admin.review.rejectButton')}
                    </Button>
                  </>
                )}
                <Button
                  component={Link}
                  to={paths.admin.editRegistration(userId)}
                  variant="light"
                  leftSection={<IconEdit size={16} aria-hidden />}
                >
                  {t('admin.review.edit')}
                </Button>
                {outcome && place.next && (
                  <Button
                    component={Link}
                    to={linkTo(place.next)}
                    rightSection={<IconArrowRight size={16} aria-hidden />}
                  >
                    {t('admin.review.nextInQueue')}
                  </Button>
                )}
              </Group>
              {data.data.status !== 'submitted' && !outcome && (
                <Text size="sm" c="dimmed">
                  {t(`admin.review.notWaiting.${data.data.status}`)}
                </Text>
              )}
            </Stack>
          </Paper>

          <DuplicateWarning userId={userId} />

          <DistrictAssistanceCard userId={userId} />

          <section aria-labelledby="history-heading">
            <Title order={2} size="h3" id="history-heading" mb="sm">
              {t('admin.review.history')}
            </Title>
            <DecisionHistory query={history} />
          </section>

          <AthleteNotices userId={userId} />

          <section aria-labelledby="pages-heading">
            <Title order={2} size="h3" id="pages-heading" mb="sm">
              {t('admin.review.pages')}
            </Title>
            <RegistrationSummary
              data={data.data}
              sportNames={sportNames}
              headingOrder={3}
              showDocuments={false}
            />
          </section>

          <ReviewDocuments documents={data.data.documents} />

          <ConfirmDialog
            opened={dialog === 'approve'}
            title={t('admin.review.approveTitle')}
            confirmLabel={t('admin.review.approveConfirm')}
            busy={approve.isPending}
            onConfirm={() => void doApprove()}
            onClose={() => setDialog(null)}
          >
            <Stack gap="xs">
              <Text>{t('admin.review.approveText', { name: name || userId })}</Text>
              {approveError && (
                <Text c="red.9" role="alert">
                  {refusedFor
                    ? t('reviewDocs.approveRefused', { uid: refusedFor.firstUid })
                    : messageText(approveError)}
                </Text>
              )}
              {refusedFor && (
                <Anchor
                  component={Link}
                  to={paths.admin.review(refusedFor.firstUserId)}
                  onClick={() => setDialog(null)}
                >
                  {t('reviewDocs.openFirst', { uid: refusedFor.firstUid })}
                </Anchor>
              )}
            </Stack>
          </ConfirmDialog>
          <RejectDialog
            opened={dialog === 'reject'}
            userId={userId}
            data={data.data}
            onClose={() => setDialog(null)}
            onRejected={() => {
              setDialog(null);
              setOutcome({ kind: 'rejected' });
              toast.success(t('admin.review.rejectedToast'));
            }}
          />
        </>
      )}
      <Anchor component={Link} to={backToQueue} size="sm">
        {t('admin.review.backToQueue')}
      </Anchor>
    </Stack>
  );
}
