import { Anchor, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import type {
  DistrictRegistration,
  RegistrationOptions,
  RegistrationPage1,
  RegistrationPage2,
  RegistrationPage3,
} from '@para/contract';
import { districtRoutes } from '@para/contract';
import { IconDeviceFloppy, IconSend } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { StatusBadge } from '../../../components/admin/StatusBadge';
import { Alert, QueryState } from '../../../components/feedback';
import { PageHeader } from '../../../components/PageHeader';
import { errorText } from '../../../lib/errors';
import { toast } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { registrationOptionsQuery } from '../../../lib/registration-queries';
import { useTranslation } from '../../../lib/translation';
import {
  emptyPage1,
  emptyPage2,
  emptyPage3,
  Page1Form,
  Page2Form,
  Page3Form,
  page1Values,
  page2Values,
  page3Values,
} from '../../registration';
import { athleteQuery, useFinalizeAssisted, useSaveAssistedPage } from '../api';

type Step = '1' | '2' | '3';

/**
 * /district/athletes/:userId/registration: the three registration pages of an athlete the secretary
 * registered, filled on their behalf with the athlete's own forms, then submitted. Each page is saved
 * through the district's routes, which keep it within the secretary's districts.
 */
export default function AssistedRegistrationPage() {
  const { t } = useTranslation();
  const { userId = '' } = useParams();
  const athlete = useQuery(athleteQuery(userId));
  const options = useQuery(registrationOptionsQuery());
  return (
    <Stack gap="lg" maw={960}>
      <PageHeader
        title={t('districtUnit.assisted.title', {
          name: athlete.data?.page1?.fullName || athlete.data?.name || '',
        })}
        intro={t('districtUnit.assisted.intro')}
      />
      <Anchor component={Link} to={paths.district.athlete(userId)}>
        {t('districtUnit.assisted.backToAthlete')}
      </Anchor>
      <QueryState
        query={options.data ? athlete : { ...athlete, data: undefined }}
        errorTitle={t('districtUnit.loadFailed')}
        notFoundCodes={['ATHLETE_NOT_FOUND', 'NOT_FOUND']}
        notFound={<Alert color="yellow">{t('refusals.ATHLETE_NOT_FOUND')}</Alert>}
      >
        {(data) => options.data && <Steps userId={userId} data={data} options={options.data} />}
      </QueryState>
    </Stack>
  );
}

function Steps({
  userId,
  data,
  options,
}: {
  userId: string;
  data: DistrictRegistration;
  options: RegistrationOptions;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const firstOpen: Step = !data.page1 ? '1' : !data.page2 ? '2' : '3';
  const [step, setStep] = useState<Step>(firstOpen);
  const save1 = useSaveAssistedPage(userId, 1);
  const save2 = useSaveAssistedPage(userId, 2);
  const save3 = useSaveAssistedPage(userId, 3);
  const finalize = useFinalizeAssisted(userId);
  const client = useQueryClient();
  const [finalizeError, setFinalizeError] = useState<string | null>(null);

  if (!data.assisted || data.status === 'submitted' || data.status === 'approved') {
    return (
      <Alert color="blue">
        {data.assisted ? t('districtUnit.assisted.alreadySubmitted') : t('refusals.ATHLETE_NOT_ASSISTED')}
      </Alert>
    );
  }

  const common = { options, submitIcon: <IconDeviceFloppy size={18} aria-hidden /> };
  const submit = () => {
    setFinalizeError(null);
    finalize.mutate(undefined, {
      onSuccess: () => {
        toast.success(t('districtUnit.assisted.submitted', { name: data.page1?.fullName ?? data.name }));
        navigate(paths.district.athlete(userId));
      },
      onError: (error) => setFinalizeError(errorText(t, error)),
    });
  };

  return (
    <Stack gap="md">
      <Group gap="sm">
        <Text fw={500}>{t('admin.columns.status')}:</Text>
        <StatusBadge status={data.status} />
      </Group>
      <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
        <Tabs value={step} onChange={(value) => value && setStep(value as Step)} keepMounted={false}>
          <Tabs.List aria-label={t('districtUnit.assisted.pagesLabel')}>
            {(['1', '2', '3'] as const).map((page) => (
              <Tabs.Tab
                key={page}
                value={page}
                disabled={(page === '2' && !data.page1) || (page === '3' && !data.page2)}
              >
                {t('adminEdit.tab', { n: page })}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="1" pt="md">
            <Title order={2} size="h3" mb="md">
              {t('registration.sections.page1')}
            </Title>
            <Page1Form
              {...common}
              initial={
                data.page1
                  ? page1Values(data.page1 as RegistrationPage1)
                  : emptyPage1({ name: data.name, phone: data.phone })
              }
              save={{ pending: save1.isPending, run: (body) => save1.mutateAsync(body) }}
              onSaved={() => setStep('2')}
              submitLabel={t('districtUnit.assisted.savePage', { n: 1 })}
            />
          </Tabs.Panel>
          <Tabs.Panel value="2" pt="md">
            <Title order={2} size="h3" mb="md">
              {t('registration.sections.page2')}
            </Title>
            <Page2Form
              {...common}
              initial={data.page2 ? page2Values(data.page2 as RegistrationPage2) : emptyPage2()}
              dateOfBirth={data.page1?.dateOfBirth ?? ''}
              save={{ pending: save2.isPending, run: (body) => save2.mutateAsync(body) }}
              onSaved={() => setStep('3')}
              onBack={() => setStep('1')}
              submitLabel={t('districtUnit.assisted.savePage', { n: 2 })}
            />
          </Tabs.Panel>
          <Tabs.Panel value="3" pt="md">
            <Title order={2} size="h3" mb="md">
              {t('registration.sections.page3')}
            </Title>
            <Page3Form
              {...common}
              initial={data.page3 ? page3Values(data.page3 as RegistrationPage3) : emptyPage3()}
              documents={data.documents}
              uploadTarget={{ route: districtRoutes.districtUploadDocument, params: { userId } }}
              onUploaded={() => void client.invalidateQueries({ queryKey: athleteQuery(userId).queryKey })}
              save={{ pending: save3.isPending, run: (body) => save3.mutateAsync(body) }}
              onSaved={submit}
              busy={finalize.isPending}
              onBack={() => setStep('2')}
              submitLabel={t('districtUnit.assisted.saveAndSubmit')}
              submitIcon={<IconSend size={18} aria-hidden />}
              before={finalizeError && <Alert color="red">{finalizeError}</Alert>}
            />
          </Tabs.Panel>
        </Tabs>
      </Paper>
    </Stack>
  );
}
