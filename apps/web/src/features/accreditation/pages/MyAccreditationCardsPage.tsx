import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import type { AccreditationCard, AccreditationCompetition } from '@para/contract';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryState } from '../../../components/feedback';
import { downloadToFile } from '../../../lib/api';
import { errorText } from '../../../lib/errors';
import { formatDate } from '../../../lib/format';
import { toast } from '../../../lib/notify';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';
import { usePageTitle } from '../../../lib/use-page-title';
import { myCardPdfPath, myCardsQuery } from '../api';
import { ZonesLine } from '../components/ZonesLine';

/** /user/accreditation-card: the athlete's cards, one per competition they hold a place in. */
export default function MyAccreditationCardsPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.accreditationCard'));
  const cards = useQuery(myCardsQuery());
  return (
    <Stack gap="lg" maw={820} w="100%">
      <Title order={1}>{t('pages.accreditationCard')}</Title>
      <Text>{t('accreditation.mine.intro')}</Text>
      <QueryState
        query={cards}
        errorTitle={t('accreditation.mine.loadFailed')}
        empty={<Text>{t('accreditation.mine.none')}</Text>}
      >
        {(list) => (
          <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
            {list.map(({ card, competition }) => (
              <MyCard key={card._id} card={card} competition={competition} />
            ))}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

function MyCard({ card, competition }: { card: AccreditationCard; competition: AccreditationCompetition }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [busy, setBusy] = useState(false);
  const title = lang === 'hi' && competition.titleHi ? competition.titleHi : competition.title;
  const save = async () => {
    setBusy(true);
    try {
      await downloadToFile(myCardPdfPath(card._id));
    } catch (failure) {
      toast.error(errorText(t, failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Paper component="li" withBorder radius="md" p="md">
      <Stack gap="xs">
        <Title order={2} size="h3">
          {title}
        </Title>
        {competition.startDate && <Text size="sm">{formatDate(competition.startDate)}</Text>}
        <Text>
          {t(`accreditation.categories.${card.category}`)} ·{' '}
          {t('accreditation.print', { number: card.number, version: card.version })}
        </Text>
        <ZonesLine zones={card.zones} />
        {card.status === 'revoked' ? (
          <Text c="red.9">{t('accreditation.mine.revokedNote', { reason: card.revokeReason })}</Text>
        ) : (
          <Button
            w="fit-content"
            leftSection={<IconDownload size={18} aria-hidden />}
            loading={busy}
            onClick={() => void save()}
            aria-label={t('accreditation.mine.downloadOf', { competition: title })}
          >
            {t('accreditation.mine.download')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
