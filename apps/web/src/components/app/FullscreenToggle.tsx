import { ActionIcon } from '@mantine/core';
import { useFullscreenDocument } from '@mantine/hooks';
import { IconMaximize, IconMinimize } from '@tabler/icons-react';
import { useTranslation } from '../../lib/translation';

/** Fullscreen on and off. Hidden where the browser has no Fullscreen API (iPhone Safari). */
export function FullscreenToggle() {
  const { t } = useTranslation();
  const { toggle, fullscreen } = useFullscreenDocument();
  if (typeof document === 'undefined' || !document.fullscreenEnabled) return null;
  const label = fullscreen ? t('app.exitFullscreen') : t('app.enterFullscreen');
  return (
    <ActionIcon
      variant="subtle"
      color="dark"
      size={44}
      onClick={() => void toggle()}
      aria-label={label}
      title={label}
    >
      {fullscreen ? <IconMinimize size={22} aria-hidden /> : <IconMaximize size={22} aria-hidden />}
    </ActionIcon>
  );
}
