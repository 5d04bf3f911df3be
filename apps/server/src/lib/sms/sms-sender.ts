/**
 * Sending SMS, behind one interface as payments are (lib/payment-gateway.ts): MSG91's flow API when
 * SMS_PROVIDER=msg91, else the outbox folder (one JSON file a message), so `npm start` needs nothing.
 * Business SMS in India go out from a registered sender with a template registered on the operators'
 * DLT platform; every message names its DLT template and fills its variables (docs/decisions/0041).
 */

/** Each kind of message has its own DLT template, in each language. */
export const smsKinds = ['verify_phone', 'sign_in_code'] as const;
export type SmsKind = (typeof smsKinds)[number];

export const smsLanguages = ['en', 'hi'] as const;
export type SmsLanguage = (typeof smsLanguages)[number];

export interface SmsMessage {
  /** E.164: +91XXXXXXXXXX. */
  to: string;
  /** A one-time code's kind (SmsKind), or a notice's kind (modules/notices). */
  kind: string;
  /** The whole text as the template words it with its variables (what the phone shows). */
  text: string;
  /** The DLT template ID registered for this kind and language. */
  templateId: string;
  /**
   * The provider's own id of the template (MSG91's flow id), when the message names it (notices do);
   * otherwise the provider finds it among the codes' templates by the DLT template ID.
   */
  providerTemplateId?: string;
  /** The template's variables by name, as the provider fills them in. */
  variables: Record<string, string>;
  /** Text outside GSM-7 (Hindi, Malayalam): sent as Unicode, 70 characters a part instead of 160. */
  unicode: boolean;
  /** The same key is sent once: a repeated send with it answers the first one's message id. */
  idempotencyKey: string;
}

export interface SmsSender {
  readonly name: 'msg91' | 'outbox';
  /**
   * Hands the message to the provider. Throws SmsUnavailableError when the provider could not be
   * reached or failed (down, timed out, 5xx, 429: worth trying again later) and SmsRefusedError when it
   * refused the message (4xx, a template or key it does not know: trying again will not help).
   */
  send(message: SmsMessage): Promise<{ providerMessageId: string }>;
}

/** The provider is down, slow or busy: the same message may go later. */
export class SmsUnavailableError extends Error {
  readonly retryable = true;
  constructor(message: string) {
    super(message);
    this.name = 'SmsUnavailableError';
  }
}

/** The provider refused the message: sending it again as it is will not help. */
export class SmsRefusedError extends Error {
  readonly retryable = false;
  constructor(message: string) {
    super(message);
    this.name = 'SmsRefusedError';
  }
}

/** `+91******3210`: enough to follow a message in the log without publishing the number. */
export const maskPhone = (phone: string) => `${phone.slice(0, 3)}******${phone.slice(-4)}`;
