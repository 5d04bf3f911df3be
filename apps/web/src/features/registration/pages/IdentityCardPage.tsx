import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type IdentityCard, registrationRoutes } from '@para/contract';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { QueryError, QueryLoading } from '../../../components/feedback';
import { type ApiError, download, downloadToFile, isApiError, isErrorCode } from '../../../lib/api';
import { formatDay } from '../../../lib/format';
import { messageText } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/translation';
import { usePageTitle } from '../../../lib/use-page-title';
import { identityCardQuery } from '../api';
import classes from './IdentityCardPage.module.css';

/** /user/identity-card: the card on screen, front and back, and its PDF. */
export default function IdentityCardPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.identityCard'));
  const card = useQuery(identityCardQuery());
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | ApiError | null>(null);

  const saveCard = async () => {
    if (!card.data) return;
    setBusy(true);
    setError(null);
    try {
      await downloadToFile(card.data.pdfUrl || registrationRoutes.getIdentityCardPdf.path, {
        fileName: `identity-card-${card.data.uid}.pdf`,
      });
    } catch (failure) {
      setError(isApiError(failure) ? failure : 'errors.generic');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="lg" maw={920} w="100%">
      <Title order={1}>{t('pages.identityCard')}</Title>
      {card.isPending ? (
        <QueryLoading />
      ) : card.isError ? (
        // No card until the registration is approved and the card issued: not a failure to report.
        isErrorCode(card.error, 'CARD_NOT_READY') || isErrorCode(card.error, 'NOT_FOUND') ? (
          <Text>{t('registration.card.notYet')}</Text>
        ) : (
          <QueryError
            title={t('common.loadFailed')}
            retryLabel={t('common.tryAgain')}
            error={card.error}
            onRetry={() => void card.refetch()}
          />
        )
      ) : (
        <>
          <Text>{t('registration.card.intro')}</Text>
          <CardView card={card.data} />
          <Group gap="sm">
            <Button
              size="md"
              onClick={saveCard}
              loading={busy}
              leftSection={<IconDownload size={18} aria-hidden />}
            >
              {t('registration.card.download')}
            </Button>
          </Group>
          {error && (
            <Text c="red.9" role="alert">
              {messageText(error)}
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}

export function CardView({ card }: { card: IdentityCard }) {
  const { t } = useTranslation();
  const [photo, setPhoto] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    let href: string | null = null;
    download(card.photoUrl || registrationRoutes.getIdentityCardPhoto.path, { signal: controller.signal })
      .then(({ blob }) => {
        href = URL.createObjectURL(blob);
        setPhoto(href);
      })
      .catch(() => setPhoto(null));
    return () => {
      controller.abort();
      if (href) URL.revokeObjectURL(href);
    };
  }, [card.photoUrl]);

  const sports = card.sports
    .map((sport) => (sport.sportClass ? `${sport.sport} (${sport.sportClass})` : sport.sport))
    .join(', ');

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Paper
        className={classes.card}
        component="section"
        aria-label={t('registration.card.front')}
        radius="lg"
      >
        <div className={classes.band}>
          <Text fw={800} size="sm" c="white">
            {t('common.siteName')}
          </Text>
          <Text size="xs" c="white">
            {t('registration.card.athleteCard')}
          </Text>
        </div>
        <Group gap="md" align="flex-start" wrap="nowrap" p="md">
          <div className={classes.photo}>
            {photo && (
              <img
                src={photo}
                alt={t('registration.card.photoAlt', { name: card.name })}
                width={96}
                height={120}
              />
            )}
          </div>
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Text fw={800} size="lg" style={{ overflowWrap: 'anywhere' }}>
              {card.name}
            </Text>
            {card.nameInStateScript && <Text size="sm">{card.nameInStateScript}</Text>}
            <Stack gap={4} component="dl" m={0}>
              <CardFact label={t('registration.card.uid')} value={card.uid} strong />
              <CardFact label={t('registration.card.dateOfBirth')} value={formatDay(card.dateOfBirth)} />
              <CardFact label={t('registration.card.gender')} value={t(`profile.gender.${card.gender}`)} />
              <CardFact label={t('registration.card.district')} value={card.district} />
            </Stack>
          </Stack>
        </Group>
      </Paper>
      <Paper
        className={classes.card}
        component="section"
        aria-label={t('registration.card.back')}
        radius="lg"
        p="md"
      >
        <Stack gap={6} component="dl" m={0}>
          <CardFact label={t('registration.card.sports')} value={sports} />
          <CardFact label={t('registration.card.bloodGroup')} value={card.bloodGroup} />
          <CardFact
            label={t('registration.card.emergency')}
            value={`${card.emergencyContact.name}, ${card.emergencyContact.phone}`}
          />
          <CardFact label={t('registration.card.validUntil')} value={formatDay(card.validUntil)} />
          <div>
            <Text component="dt" size="xs" c="dimmed">
              {t('registration.card.check')}
            </Text>
            <Group component="dd" m={0} gap="sm" wrap="nowrap" align="center">
              {card.verifyQr && (
                <img
                  src={card.verifyQr}
                  alt={t('registration.card.qrAlt')}
                  width={88}
                  height={88}
                  className={classes.qr}
                />
              )}
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                <Anchor href={card.verifyUrl}>{card.verifyUrl}</Anchor>
              </Text>
            </Group>
          </div>
        </Stack>
      </Paper>
    </SimpleGrid>
  );
}

function CardFact({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} fw={strong ? 800 : 600} size={strong ? 'md' : 'sm'}>
        {value || '—'}
      </Text>
    </div>
  );
}
