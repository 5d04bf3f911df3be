import { Button, List, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import '../styles';
import {
  IconArrowRight,
  IconCreditCard,
  IconFileUpload,
  IconForms,
  IconInfoCircle,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Alert, QueryLoading } from '../../../components/feedback';
import { formatInr } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { useTranslation } from '../../../lib/translation';
import { usePageTitle } from '../../../lib/use-page-title';
import { registrationDataQuery, registrationOptionsQuery } from '../api';
import { RejectionNotice } from '../components/RejectionNotice';
import { readDraft } from '../draft';

/** /account-setup: what registering involves, what to keep ready, the fee, and the way in. */
export default function AccountSetupPage() {
  const { t } = useTranslation();
  const current = useSession();
  usePageTitle(t('pages.accountSetup'));
  const options = useQuery(registrationOptionsQuery());
  const data = useQuery(registrationDataQuery());
  const started = Boolean(data.data?.page1) || readDraft(current._id) !== null;
  const rejection = data.data?.status === 'rejected' ? data.data.rejection : null;
  const closed = options.data?.registrationsOpen === false && data.data?.status !== 'rejected';

  const steps = [
    { icon: IconForms, title: t('registration.setup.step1'), text: t('registration.setup.step1Text') },
    { icon: IconFileUpload, title: t('registration.setup.step2'), text: t('registration.setup.step2Text') },
    {
      icon: IconCreditCard,
      title: t('registration.setup.step3'),
      text: options.data
        ? t('registration.setup.step3Text', { fee: formatInr(options.data.feeRupees) })
        : t('registration.setup.step3TextNoFee'),
    },
  ];

  return (
    <Stack gap="lg" maw={880} w="100%">
      <Title order={1}>{t('pages.accountSetup')}</Title>
      <Text size="lg">{t('accountSetup.welcome', { name: current.name || t('app.defaultName') })}</Text>
      {rejection && <RejectionNotice rejection={rejection} withLink />}
      <Text>{t('accountSetup.intro')}</Text>

      <section aria-labelledby="setup-steps">
        <Title order={2} size="h3" id="setup-steps" mb="sm">
          {t('registration.setup.stepsTitle')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
          {steps.map((step, index) => (
            <Paper component="li" key={step.title} withBorder radius="md" p="md">
              <Stack gap="xs">
                <ThemeIcon size={44} radius="xl" variant="light" aria-hidden>
                  <step.icon size={24} />
                </ThemeIcon>
                <Text fw={700}>
                  {index + 1}. {step.title}
                </Text>
                <Text size="sm">{step.text}</Text>
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      </section>

      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="setup-documents">
        <Title order={2} size="h3" id="setup-documents" mb="sm">
          {t('registration.setup.documentsTitle')}
        </Title>
        <List spacing="xs">
          <List.Item>{t('registration.setup.docPhoto')}</List.Item>
          <List.Item>{t('registration.setup.docCertificate')}</List.Item>
          <List.Item>{t('registration.setup.docAge')}</List.Item>
          <List.Item>{t('registration.setup.docIdentity')}</List.Item>
          <List.Item>{t('registration.setup.docMedical')}</List.Item>
        </List>
        <Alert mt="md" color="blue" icon={<IconInfoCircle aria-hidden />} role="note">
          {t('registration.setup.aadhaarNote')}
        </Alert>
      </Paper>

      {options.isPending ? (
        <QueryLoading />
      ) : closed ? (
        <Alert color="orange" role="status" title={t('registration.closed.title')}>
          {t('registration.closed.text')}
        </Alert>
      ) : (
        <Stack gap="xs" align="flex-start">
          {options.data && (
            <Text fw={600}>{t('registration.setup.fee', { fee: formatInr(options.data.feeRupees) })}</Text>
          )}
          <Text size="sm" c="dimmed">
            {t('registration.setup.helpers')}
          </Text>
          <Button
            component={Link}
            to={rejection ? paths.editRegistration : paths.registration}
            size="md"
            rightSection={<IconArrowRight size={18} aria-hidden />}
          >
            {rejection
              ? t('registration.rejection.fix')
              : started
                ? t('registration.setup.continue')
                : t('registration.setup.start')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
