import type { SmsConfig } from './sms-config.js';
import type { SmsKind, SmsLanguage, SmsMessage } from './sms-sender.js';

/**
 * The texts of the SMS, exactly as their DLT templates are registered (`{otp}` where the template has
 * a variable): an operator drops a message whose text differs from its template. A new kind adds its
 * texts here, registers them on DLT and sets their SMS_TEMPLATE_<KIND>_<LANGUAGE> ids.
 */
const texts: Record<SmsKind, Record<SmsLanguage, string>> = {
  verify_phone: {
    en: '{otp} is your code to verify your mobile number on the Para Sports Association portal. It is valid for {minutes} minutes. Do not share it. -PSA',
    hi: '{otp} पैरा स्पोर्ट्स एसोसिएशन पोर्टल पर आपका मोबाइल नंबर सत्यापित करने का कोड है। यह {minutes} मिनट तक मान्य है। इसे किसी को न बताएं। -PSA',
  },
  sign_in_code: {
    en: '{otp} is your code to sign in to the Para Sports Association portal. It is valid for {minutes} minutes. Do not share it. -PSA',
    hi: '{otp} पैरा स्पोर्ट्स एसोसिएशन पोर्टल में साइन इन करने का आपका कोड है। यह {minutes} मिनट तक मान्य है। इसे किसी को न बताएं। -PSA',
  },
};

/** Characters every phone shows in a plain (GSM-7) SMS; anything else makes the message Unicode. */
const PLAIN = /^[\x20-\x7E\n\r]*$/;

export const needsUnicode = (text: string) => !PLAIN.test(text);

/** Stand-in template ids for the outbox when none are configured (nothing is sent to an operator). */
const outboxTemplateId = (kind: SmsKind, language: SmsLanguage) => `outbox-${kind}-${language}`;

/** The message of a kind in a language with its variables, naming its DLT template. */
export function composeSms(
  config: SmsConfig,
  input: {
    to: string;
    kind: SmsKind;
    language: SmsLanguage;
    variables: Record<string, string>;
    idempotencyKey: string;
  },
): SmsMessage {
  const text = texts[input.kind][input.language].replace(
    /\{(\w+)\}/g,
    (_whole, name: string) => input.variables[name] ?? '',
  );
  const template = config.templates[`${input.kind}.${input.language}`];
  return {
    to: input.to,
    kind: input.kind,
    text,
    templateId: template?.dltTemplateId ?? outboxTemplateId(input.kind, input.language),
    variables: input.variables,
    unicode: needsUnicode(text),
    idempotencyKey: input.idempotencyKey,
  };
}
