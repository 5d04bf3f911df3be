import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { AccreditationCard } from '@para/contract';
import { useTranslation } from '../../../lib/translation';
import { ZonesLine } from '../components/ZonesLine';
import { CardActions } from './CardActions';

/** A competition's cards, one block each (reads on a phone as well as on a desk). */
export function CardList({ cards }: { cards: AccreditationCard[] }) {
  const { t } = useTranslation();
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {cards.map((card) => (
        <Paper key={card._id} component="li" withBorder radius="md" p="md">
          <Stack gap={6}>
            <Group justify="space-between" align="flex-start" gap="xs">
              <div>
                <Title order={3} size="h4">
                  {card.name}
                  {card.nameInScript ? ` · ${card.nameInScript}` : ''}
                </Title>
                <Text size="sm">
                  {t(`accreditation.roles.${card.role}`)} · {t(`accreditation.categories.${card.category}`)} ·{' '}
                  {t(`accreditationAdmin.sources.${card.source}`)}
                </Text>
              </div>
              {/* Body-coloured text on a light tint, as StatusBadge: the word says it, the colour hints. */}
              <Badge
                variant="light"
                color={card.status === 'valid' ? 'green' : 'red'}
                c="var(--mantine-color-text)"
                radius="sm"
                style={{ textTransform: 'none' }}
              >
                {t(`accreditation.status.${card.status}`)}
              </Badge>
            </Group>
            <Text size="sm">
              {t('accreditation.number')}:{' '}
              {t('accreditation.print', { number: card.number, version: card.version })}
            </Text>
            <ZonesLine zones={card.zones} />
            {card.status === 'revoked' && card.revokeReason && (
              <Text size="sm" c="red.9">
                {card.revokeReason}
              </Text>
            )}
            <CardActions card={card} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
