import { Button, Group } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../../../../lib/translation';

/**
 * Move up, move down and remove for one item of a list, by buttons (keyboard and screen-reader
 * friendly, unlike dragging), each naming the item it acts on. No `onRemove`: the item must stay.
 */
export function MoveButtons({
  name,
  index,
  count,
  onMove,
  onRemove,
}: {
  name: string;
  index: number;
  count: number;
  onMove: (to: number) => void;
  onRemove?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" justify="flex-end" wrap="wrap">
      <Button
        size="xs"
        variant="default"
        leftSection={<IconArrowUp size={14} aria-hidden />}
        disabled={index === 0}
        onClick={() => onMove(index - 1)}
        aria-label={t('competitionsAdmin.builder.moveUpNamed', { name })}
      >
        {t('competitionsAdmin.builder.moveUp')}
      </Button>
      <Button
        size="xs"
        variant="default"
        leftSection={<IconArrowDown size={14} aria-hidden />}
        disabled={index === count - 1}
        onClick={() => onMove(index + 1)}
        aria-label={t('competitionsAdmin.builder.moveDownNamed', { name })}
      >
        {t('competitionsAdmin.builder.moveDown')}
      </Button>
      {onRemove && (
        <Button
          size="xs"
          variant="outline"
          color="red.9"
          leftSection={<IconTrash size={14} aria-hidden />}
          onClick={onRemove}
          aria-label={t('competitionsAdmin.builder.removeNamed', { name })}
        >
          {t('competitionsAdmin.builder.remove')}
        </Button>
      )}
    </Group>
  );
}
