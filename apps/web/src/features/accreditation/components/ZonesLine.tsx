import { Text } from '@mantine/core';
import { useTranslation } from '../../../lib/translation';
import { zoneNumberOf } from '../zones';

/** "Zones: 1 Field of play, 3 Athletes' area": a card's zones as the card numbers them. */
export function ZonesLine({ zones }: { zones: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <Text size="sm">
      {t('accreditation.zonesLabel')}:{' '}
      {zones
        .map((zone) =>
          t('accreditation.zoneItem', { number: zoneNumberOf(zone), name: t(`accreditation.zones.${zone}`) }),
        )
        .join(', ')}
    </Text>
  );
}
