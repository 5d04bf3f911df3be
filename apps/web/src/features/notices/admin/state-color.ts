import type { NoticeDeliveryState } from '@para/contract';

/** Badge colours of a channel's state (shade chosen by Mantine's light variant, readable on white). */
export const stateColor: Record<NoticeDeliveryState, string> = {
  queued: 'gray',
  sending: 'blue',
  sent: 'blue',
  delivered: 'green',
  failed: 'red',
  cancelled: 'gray',
};
