import { Container, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { CardVerification } from '@para/contract';
import { registrationRoutes } from '@para/contract';
import { IconAlertTriangle, IconCircleCheck, IconCircleX, IconHelpCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { Alert, QueryError, QueryLoading } from '../../../components/feedback';
import { isErrorCode } from '../../../lib/api';
import { formatDay } from '../../../lib/format';
import { useTranslation } from '../../../lib/translation';
import { usePageTitle } from '../../../lib/use-page-title';
import { verifyCardQuery } from '../api';

const statusLook = {
  valid: { color: 'green.9', icon: IconCircleCheck },
  expired: { color: 'orange.9', icon: IconAlertTriangle },
  revoked: { color: 'red.9', icon: IconCircleX },
} as const;

/** The refusals that mean the address holds no card's code (unknown, or not shaped like one). */
const notACardCodes = ['CARD_UNKNOWN', 'NOT_FOUND', 'VALIDATION_FAILED', 'BAD_REQUEST'] as const;

/** /verify/:code: the public check behind a card's QR code. Shows only what the card itself prints. */
export default function VerifyCardPage() {
  const { t } = useTranslation();
  usePageTitle(t('registration.verify.title'));
  const { code = '' } = useParams();
  const card = useQuery(verifyCardQuery(code));
  const unknown = card.isError && notACardCodes.some((refusal) => isErrorCode(card.error, refusal));

  return (
    <Container size={560} py="xl" w="100%">
      <Stack gap="lg">
        <Title order={1}>{t('registration.verify.title')}</Title>
        {card.isPending ? (
          <QueryLoading />
        ) : unknown ? (
          <Alert
            color="red"
            icon={<IconHelpCircle aria-hidden />}
            role="status"
            title={t('registration.verify.unknown')}
          >
            {t('registration.verify.unknownText')}
          </Alert>
        ) : card.isError ? (
          <QueryError
            title={t('common.loadFailed')}
            retryLabel={t('common.tryAgain')}
            error={card.error}
            onRetry={() => void card.refetch()}
          />
        ) : (
          <VerifiedCard card={card.data} code={code} />
        )}
      </Stack>
    </Container>
  );
}

function VerifiedCard({ card, code }: { card: CardVerification; code: string }) {
  const { t } = useTranslation();
  const look = statusLook[card.status];
  const photo =
    card.photoUrl || registrationRoutes.verifyCardPhoto.path.replace(':code', encodeURIComponent(code));
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Group gap="md" role="status" aria-live="polite">
          <ThemeIcon size={64} radius="xl" color={look.color} aria-hidden>
            <look.icon size={40} />
          </ThemeIcon>
          <div>
            <Text fz={32} fw={800} c={look.color} lh={1.1}>
              {t(`registration.verify.status.${card.status}`)}
            </Text>
            <Text size="sm">
              {t(`registration.verify.statusText.${card.status}`, { date: formatDay(card.validUntil) })}
            </Text>
          </div>
        </Group>
        <Group gap="lg" align="flex-start" wrap="wrap">
          {card.status !== 'revoked' && (
            <img
              src={photo}
              alt={t('registration.card.photoAlt', { name: card.name })}
              width={120}
              height={150}
              style={{ objectFit: 'cover', borderRadius: 8, border: '1px solid var(--mantine-color-gray-4)' }}
            />
          )}
          <Stack gap={6} component="dl" m={0} style={{ flex: 1, minWidth: 180 }}>
            <Fact label={t('registration.card.name')} value={card.name} />
            <Fact label={t('registration.card.uid')} value={card.uid} />
            <Fact label={t('registration.card.district')} value={card.district} />
            <Fact
              label={t('registration.card.sports')}
              value={card.sports
                .map((sport) => (sport.sportClass ? `${sport.sport} (${sport.sportClass})` : sport.sport))
                .join(', ')}
            />
            <Fact label={t('registration.card.validUntil')} value={formatDay(card.validUntil)} />
          </Stack>
        </Group>
      </Stack>
    </Paper>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} fw={600}>
        {value || '—'}
      </Text>
    </div>
  );
}
