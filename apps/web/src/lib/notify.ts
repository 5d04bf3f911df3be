import { i18n, messageText } from './i18n';
import { session } from './session';
import { localSettings } from './settings';

type Toasts = typeof import('@mantine/notifications')['notifications'];
let toasts: Promise<Toasts> | undefined;
/**
 * Mantine's toasts, loaded once (the app's providers load them too, right after the first page is
 * drawn, to show them). One promise, so toasts asked for in a row are shown in that order; a failed
 * load (no connection) is tried again with the next toast.
 */
const loadToasts = (): Promise<Toasts> => {
  toasts ??= import('@mantine/notifications').then(
    (module) => module.notifications,
    (error: unknown) => {
      toasts = undefined;
      throw error;
    },
  );
  return toasts;
};

export type NoticeType = 'success' | 'error' | 'warning' | 'info' | 'generic';

/** How long each kind stays on screen, in milliseconds: errors longest, as they need acting on. */
export const toastDurations: Record<NoticeType, number> = {
  success: 3000,
  error: 5000,
  warning: 4000,
  info: 3000,
  generic: 3000,
};

const titleKeys: Record<NoticeType, string> = {
  success: 'notify.success',
  error: 'notify.error',
  warning: 'notify.warning',
  info: 'notify.info',
  generic: 'notify.generic',
};

// Colours at shade 8-9 so the title and icon meet AA contrast on the light toast background.
const colors: Record<NoticeType, string> = {
  success: 'green.9',
  error: 'red.9',
  warning: 'orange.9',
  info: 'blue.8',
  generic: 'gray.8',
};

export const SOUND_URL = '/sounds/notify.wav';
export const SOUND_VOLUME = 0.5;

// The sound is an administrators' setting, kept in this browser: athletes, many of them using screen
// readers that already speak the toast, get no extra noise.
function playSound() {
  if (!session.get().isAdmin || !localSettings.get().soundNotifications || typeof Audio === 'undefined')
    return;
  try {
    const audio = new Audio(SOUND_URL);
    audio.volume = SOUND_VOLUME;
    // Browsers refuse sound before the first user gesture; a silent toast is fine then.
    void audio.play()?.catch(() => {});
  } catch {
    // No audio support.
  }
}

/**
 * Shows a toast, replacing any toast already shown. `message` may be a translation key or plain text.
 * Errors and warnings are announced assertively (role=alert), the rest politely (role=status).
 */
export function notify(type: NoticeType, message: string): void {
  // Worded now, in the language of the moment it was asked for.
  const title = i18n.t(titleKeys[type]);
  const text = messageText(message);
  const closeLabel = i18n.t('notify.close');
  // Mantine's toasts are not part of the pages that may show one: their package and its transitions
  // are some 7 KB of gzipped JavaScript that a page's first load does without.
  void loadToasts().then(
    (notifications) => {
      notifications.clean();
      notifications.show({
        title,
        message: text,
        color: colors[type],
        autoClose: toastDurations[type],
        withBorder: true,
        // Mantine's default description colour is "dimmed" grey (about 3.3:1 on white): below AA for body text.
        styles: {
          title: { color: 'var(--mantine-color-text)' },
          description: { color: 'var(--mantine-color-text)' },
        },
        role: type === 'error' || type === 'warning' ? 'alert' : 'status',
        closeButtonProps: { 'aria-label': closeLabel },
      });
    },
    () => undefined,
  );
  playSound();
}

export const toast = {
  success: (message: string) => notify('success', message),
  error: (message: string) => notify('error', message),
  warning: (message: string) => notify('warning', message),
  info: (message: string) => notify('info', message),
  show: (message: string) => notify('generic', message),
};
