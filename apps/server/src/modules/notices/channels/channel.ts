import type { NoticeKind, NoticeLanguage } from '@para/contract';
import type { NoticeChannelName } from '../../../db/schema/notices.js';
import type { NoticeText } from '../texts.js';

/** One notice on one channel, written out in the notice's language. */
export interface OutgoingNotice {
  kind: NoticeKind;
  language: NoticeLanguage;
  text: NoticeText & { mailText: string };
  /** The address or number the delivery row names. */
  recipient: string;
  /** The notice's key and the channel: handed to the provider where it takes one. */
  idempotencyKey: string;
}

/**
 * A way of telling a person (docs/decisions/0042). `send` resolves with the provider's id for the
 * message once the provider has taken it; it throws a RetryableSendError (lib/provider-errors.ts) when
 * the provider is down or slow, and any other error when the message can never go.
 */
export interface NoticeChannel {
  readonly name: NoticeChannelName;
  /**
   * Whether the provider recognises a repeated key and sends once. A send whose outcome the worker
   * never learnt (its instance stopped mid-call) is repeated only on such a channel; on another it is
   * marked failed rather than risk telling the person twice.
   */
  readonly dedupesRepeats: boolean;
  send(notice: OutgoingNotice): Promise<{ providerMessageId: string }>;
}
