import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { StatusBadge } from '../../../components/admin/StatusBadge';
import { Alert, QueryState } from '../../../components/feedback';
import { PageHeader } from '../../../components/PageHeader';
import { paths } from '../../../lib/paths';
import { registrationOptionsQuery } from '../../../lib/registration-queries';
import { useTranslation } from '../../../lib/translation';
import { RegistrationSummary } from '../../registration';
import { athleteQuery } from '../api';
import { assistanceQuery } from '../assistance-api';
import { CashFeePanel } from '../components/CashFeePanel';
import { ConsentPanel } from '../components/ConsentPanel';
import { DistrictCheckPanel } from '../components/DistrictCheckPanel';
import { PayLinkPanel } from '../components/PayLinkPanel';
import { TakeoverCodePanel } from '../components/TakeoverCodePanel';

/** /district/athletes/:userId: one athlete's registration and documents, as the secretary reads them. */
export default function DistrictAthletePage() {
  const { t } = useTranslation();
  const { userId = '' } = useParams();
  const athlete = useQuery(athleteQuery(userId));
  const assistance = useQuery(assistanceQuery(userId));
  // Paid on this page: its panel stays, with the receipt to download, after the registration reloads.
  const [paidHere, setPaidHere] = useState(false);
  const options = useQuery(registrationOptionsQuery());
  const sportNames = Object.fromEntries(
    (options.data?.sports ?? []).map((sport) => [sport.code, sport.name]),
  );
  const name = athlete.data?.page1?.fullName;
  const back = (
    <Anchor component={Link} to={paths.district.athletes}>
      {t('districtUnit.athlete.back')}
    </Anchor>
  );

  return (
    <Stack gap="lg" maw={960}>
      <PageHeader title={name || t('pages.districtAthlete')} />
      {back}
      <QueryState
        query={athlete}
        errorTitle={t('districtUnit.loadFailed')}
        notFoundCodes={['ATHLETE_NOT_FOUND', 'NOT_FOUND']}
        notFound={
          <Alert color="yellow" title={t('districtUnit.athlete.notFoundTitle')}>
            {t('refusals.ATHLETE_NOT_FOUND')}
          </Alert>
        }
      >
        {(data) => (
          <Stack gap="lg">
            <Group gap="sm">
              <Text fw={500}>{t('admin.columns.status')}:</Text>
              <StatusBadge status={data.status} />
              {data.uid && <Text>{t('districtUnit.athlete.uid', { uid: data.uid })}</Text>}
            </Group>
            {data.missing.length > 0 && data.status === 'draft' && (
              <Text c="dimmed">{t('districtUnit.athlete.missing', { count: data.missing.length })}</Text>
            )}
            {data.assisted && (data.status === 'draft' || data.status === 'rejected') && (
              <Button
                component={Link}
                to={paths.district.athleteRegistration(userId)}
                style={{ alignSelf: 'flex-start' }}
              >
                {t('districtUnit.athlete.fill')}
              </Button>
            )}
            {data.assisted && <Text size="sm">{t('districtUnit.athlete.assistedNote')}</Text>}
            {data.status === 'submitted' && (!data.feePaid || paidHere) && (
              <CashFeePanel
                userId={userId}
                name={data.page1?.fullName || data.name}
                onPaid={() => setPaidHere(true)}
              />
            )}
            {data.status === 'submitted' && !data.feePaid && !paidHere && <PayLinkPanel userId={userId} />}
            {assistance.data && (data.assisted || assistance.data.consent) && (
              <ConsentPanel userId={userId} consent={assistance.data.consent} canUpload={data.assisted} />
            )}
            {assistance.data?.checkEnabled && data.status === 'submitted' && (
              <DistrictCheckPanel
                userId={userId}
                documents={data.documents}
                current={assistance.data.check}
              />
            )}
            {data.assisted && <TakeoverCodePanel userId={userId} name={data.page1?.fullName || data.name} />}
            <RegistrationSummary data={data} sportNames={sportNames} />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
