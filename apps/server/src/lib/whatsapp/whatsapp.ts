import type { NoticeConfig } from '../notice-config.js';
import { createCloudApiSender } from './cloud-api.js';
import { createWhatsAppOutbox } from './outbox.js';

/** One WhatsApp template message: the template the provider approved and the values of its variables. */
export interface WhatsAppMessage {
  /** +91XXXXXXXXXX */
  to: string;
  /** The notice kind, for the outbox file and the log. */
  kind: string;
  /** The whole text as the template reads with its variables filled in (the outbox file shows it). */
  text: string;
  template: string;
  language: 'en' | 'hi';
  /** The body's {{1}}, {{2}} … in order. */
  variables: string[];
  /** The notice's key on this channel: sent along, and the outbox writes one file per key. */
  idempotencyKey: string;
}

export interface WhatsAppSender {
  readonly kind: 'cloud' | 'outbox';
  /** Whether sending the same key twice reaches the person once (the outbox does; the Cloud API does not). */
  readonly dedupesRepeats: boolean;
  /** Throws a RetryableSendError when the provider is down or does not answer in time. */
  send(message: WhatsAppMessage): Promise<{ providerMessageId: string }>;
}

/** The WhatsApp Business Cloud API when configured; otherwise JSON files under DATA_DIR/outbox/whatsapp. */
export function createWhatsAppSender(config: NoticeConfig, outboxDir: string): WhatsAppSender {
  return config.whatsapp.provider === 'cloud'
    ? createCloudApiSender(config.whatsapp)
    : createWhatsAppOutbox(outboxDir);
}

/** The Cloud API writes numbers as digits with the country code and no plus sign. */
export const waNumber = (phone: string) => phone.replace(/\D/g, '');
