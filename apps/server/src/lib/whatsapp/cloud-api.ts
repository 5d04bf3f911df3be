import { FinalSendError, RetryableSendError } from '../provider-errors.js';
import { type WhatsAppMessage, type WhatsAppSender, waNumber } from './whatsapp.js';

interface CloudApiOptions {
  apiUrl: string;
  phoneNumberId: string;
  accessToken: string;
  /** Past this the Cloud API is taken to be down for this try; the worker tries again later. */
  timeoutMs: number;
}

interface CloudApiAnswer {
  messages?: { id?: string }[];
  error?: { message?: string; code?: number; error_subcode?: number; error_data?: { details?: string } };
}

/** Graph API error codes that mean "busy or down, try again" (rate limits, temporary faults). */
const RETRYABLE_CODES = new Set([1, 2, 4, 17, 80007, 130429, 131000, 131016, 131048, 131056, 133004]);

/**
 * The WhatsApp Business Cloud API's template messages (POST /{phone-number-id}/messages). The Cloud API
 * has no idempotency key: the notice's key travels in `biz_opaque_callback_data`, which comes back in
 * the status webhooks, and the worker never repeats a send whose outcome it did not learn (decision 42).
 */
export function createCloudApiSender(options: CloudApiOptions): WhatsAppSender {
  const endpoint = `${options.apiUrl}/${encodeURIComponent(options.phoneNumberId)}/messages`;
  return {
    kind: 'cloud',
    dedupesRepeats: false,
    async send(message: WhatsAppMessage) {
      const body = {
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: waNumber(message.to),
        type: 'template',
        template: {
          name: message.template,
          language: { code: message.language },
          components:
            message.variables.length > 0
              ? [{ type: 'body', parameters: message.variables.map((text) => ({ type: 'text', text })) }]
              : [],
        },
        biz_opaque_callback_data: message.idempotencyKey,
      };
      let response: Response;
      try {
        response = await fetch(endpoint, {
          method: 'POST',
          headers: { authorization: `Bearer ${options.accessToken}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(options.timeoutMs),
        });
      } catch (error) {
        const reason = error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'unreachable';
        throw new RetryableSendError(`The WhatsApp Cloud API ${reason}.`);
      }
      const answer = (await response.json().catch(() => ({}))) as CloudApiAnswer;
      const id = answer.messages?.[0]?.id;
      if (response.ok && id) return { providerMessageId: id };
      const code = answer.error?.code;
      if (
        response.status >= 500 ||
        response.status === 429 ||
        (code !== undefined && RETRYABLE_CODES.has(code))
      )
        throw new RetryableSendError(
          `The WhatsApp Cloud API answered ${response.status}${code ? ` (${code})` : ''}.`,
        );
      // The provider's own words name the fault (a template it does not know, a number not on WhatsApp).
      throw new FinalSendError(
        `The WhatsApp Cloud API refused the message: ${response.status}${code ? ` ${code}` : ''} ${(answer.error?.message ?? '').slice(0, 200)}`.trim(),
      );
    },
  };
}
