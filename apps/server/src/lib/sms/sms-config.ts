import { type SmsKind, type SmsLanguage, smsKinds, smsLanguages } from './sms-sender.js';

/** One kind of message in one language: MSG91's template (flow) id and the DLT template ID it is registered with. */
export interface SmsTemplateConfig {
  providerTemplateId: string;
  dltTemplateId: string;
}

export type SmsTemplateKey = `${SmsKind}.${SmsLanguage}`;

export interface SmsConfig {
  provider: 'outbox' | 'msg91';
  /** MSG91's base address (https://control.msg91.com); the tests name a local stand-in. */
  url: string;
  authKey: string | undefined;
  /** The six-letter sender header registered on DLT (e.g. PARASP). */
  senderId: string | undefined;
  /** The principal entity ID the association is registered with on DLT. */
  dltEntityId: string | undefined;
  templates: Partial<Record<SmsTemplateKey, SmsTemplateConfig>>;
  timeoutMs: number;
  /** Countries (calling codes) whose numbers may be sent codes: 91 unless configured. */
  countryCodes: ReadonlySet<string>;
  /** SMS the whole portal may send in a day before codes wait and administrators are told. */
  dailyBudget: number;
  /** Hardness of the proof of work asked before a code is sent (ALTCHA's maxnumber). */
  proofOfWorkMaxNumber: number;
}

export const DEFAULT_MSG91_URL = 'https://control.msg91.com';

/** `SMS_TEMPLATE_SIGN_IN_CODE_HI` for the sign-in code in Hindi. */
export const templateVariable = (kind: SmsKind, language: SmsLanguage) =>
  `SMS_TEMPLATE_${kind.toUpperCase()}_${language.toUpperCase()}`;

const isLocalHost = (hostname: string) =>
  hostname === 'localhost' || hostname === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(hostname);

function positiveInteger(env: NodeJS.ProcessEnv, name: string, fallback: number, problems: string[]): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) problems.push(`${name}: must be a whole number above 0`);
  return value;
}

/**
 * Reads the SMS settings. With SMS_PROVIDER unset every message goes to the outbox folder. With
 * `msg91` the key, sender, DLT entity and a template for every kind and language must be set, or the
 * start stops naming what is missing: a code that cannot go out should be found at start, not by an
 * athlete at a camp.
 */
export function loadSmsConfig(env: NodeJS.ProcessEnv): { config: SmsConfig; problems: string[] } {
  const problems: string[] = [];
  const chosen = env.SMS_PROVIDER?.trim() || 'outbox';
  if (chosen !== 'outbox' && chosen !== 'msg91') problems.push('SMS_PROVIDER: must be msg91 or unset');
  const provider = chosen === 'msg91' ? 'msg91' : 'outbox';
  const url = (env.SMS_PROVIDER_URL?.trim() || DEFAULT_MSG91_URL).replace(/\/+$/, '');
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'https:' && !(parsed.protocol === 'http:' && isLocalHost(parsed.hostname)))
      problems.push('SMS_PROVIDER_URL: https:// only, or http:// on a local address');
  } catch {
    problems.push('SMS_PROVIDER_URL: not an address');
  }
  const templates: SmsConfig['templates'] = {};
  for (const kind of smsKinds)
    for (const language of smsLanguages) {
      const name = templateVariable(kind, language);
      const value = env[name]?.trim();
      if (!value) {
        if (provider === 'msg91')
          problems.push(`${name}: MSG91 template id and DLT template ID, as id:dltId`);
        continue;
      }
      const [providerTemplateId, dltTemplateId, ...rest] = value.split(':');
      if (!providerTemplateId || !dltTemplateId || rest.length > 0)
        problems.push(`${name}: must be the MSG91 template id and the DLT template ID, as id:dltId`);
      else templates[`${kind}.${language}`] = { providerTemplateId, dltTemplateId };
    }
  const authKey = env.SMS_AUTH_KEY?.trim() || undefined;
  const senderId = env.SMS_SENDER_ID?.trim() || undefined;
  const dltEntityId = env.SMS_DLT_ENTITY_ID?.trim() || undefined;
  if (provider === 'msg91') {
    if (!authKey) problems.push('SMS_AUTH_KEY: MSG91 auth key, needed with SMS_PROVIDER=msg91');
    if (!senderId || !/^[A-Z]{6}$/.test(senderId))
      problems.push('SMS_SENDER_ID: the six capital letters of the DLT sender header');
    if (!dltEntityId || !/^\d{10,20}$/.test(dltEntityId))
      problems.push('SMS_DLT_ENTITY_ID: the DLT principal entity ID (digits)');
  }
  const countryCodes = new Set(
    (env.SMS_COUNTRY_CODES?.trim() || '91')
      .split(',')
      .map((code) => code.trim().replace(/^\+/, ''))
      .filter(Boolean),
  );
  if ([...countryCodes].some((code) => !/^\d{1,3}$/.test(code)))
    problems.push('SMS_COUNTRY_CODES: calling codes separated by commas, e.g. 91,977');
  return {
    config: {
      provider,
      url,
      authKey,
      senderId,
      dltEntityId,
      templates,
      timeoutMs: positiveInteger(env, 'SMS_TIMEOUT_MS', 10_000, problems),
      countryCodes,
      dailyBudget: positiveInteger(env, 'SMS_DAILY_BUDGET', 2_000, problems),
      proofOfWorkMaxNumber: positiveInteger(env, 'PROOF_OF_WORK_MAX_NUMBER', 100_000, problems),
    },
    problems,
  };
}
