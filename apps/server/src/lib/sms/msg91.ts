import type { SmsConfig } from './sms-config.js';
import {
  maskPhone,
  type SmsMessage,
  SmsRefusedError,
  type SmsSender,
  SmsUnavailableError,
} from './sms-sender.js';

/** Message ids of sends that succeeded, by idempotency key: a repeat answers the first id unsent. */
const REMEMBERED_SENDS = 10_000;

/**
 * MSG91's flow API (POST /api/v5/flow): the template (flow) id, the DLT sender header, principal
 * entity and template IDs, Unicode for text outside GSM-7, and the template's variables for the
 * recipient, with the account's auth key in the `authkey` header. MSG91 answers
 * `{ type: "success", message: <request id> }`, or `{ type: "error", message }`.
 */
export function createMsg91Sender(
  config: SmsConfig,
  logger: { info(object: object, message: string): void; warn(object: object, message: string): void },
): SmsSender {
  const sent = new Map<string, string>();
  const remember = (key: string, id: string) => {
    sent.set(key, id);
    if (sent.size > REMEMBERED_SENDS) sent.delete(sent.keys().next().value as string);
  };
  return {
    name: 'msg91',
    async send(message: SmsMessage) {
      const already = sent.get(message.idempotencyKey);
      if (already) return { providerMessageId: already };
      const providerTemplateId =
        message.providerTemplateId ??
        Object.values(config.templates).find((candidate) => candidate.dltTemplateId === message.templateId)
          ?.providerTemplateId;
      if (!providerTemplateId)
        throw new SmsRefusedError(`no MSG91 template is configured for ${message.templateId}`);
      const body = {
        template_id: providerTemplateId,
        sender: config.senderId,
        short_url: '0',
        unicode: message.unicode ? 1 : 0,
        DLT_TE_ID: message.templateId,
        PE_ID: config.dltEntityId,
        // MSG91 takes the number with its country code and without the plus.
        recipients: [{ mobiles: message.to.replace(/^\+/, ''), ...message.variables }],
      };
      let response: Response;
      try {
        response = await fetch(`${config.url}/api/v5/flow`, {
          method: 'POST',
          headers: {
            authkey: config.authKey ?? '',
            'content-type': 'application/json',
            accept: 'application/json',
          },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(config.timeoutMs),
        });
      } catch (error) {
        const reason = error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'unreachable';
        throw new SmsUnavailableError(`MSG91 ${reason}`);
      }
      const answer = (await response.json().catch(() => null)) as { type?: string; message?: string } | null;
      if (response.status >= 500 || response.status === 429)
        throw new SmsUnavailableError(`MSG91 answered ${response.status}`);
      if (!response.ok || answer?.type !== 'success' || typeof answer.message !== 'string') {
        logger.warn(
          { to: maskPhone(message.to), kind: message.kind, status: response.status, answer: answer?.message },
          'MSG91 refused an SMS',
        );
        throw new SmsRefusedError(`MSG91 refused the message (${response.status})`);
      }
      remember(message.idempotencyKey, answer.message);
      logger.info({ to: maskPhone(message.to), kind: message.kind, id: answer.message }, 'SMS sent');
      return { providerMessageId: answer.message };
    },
  };
}
