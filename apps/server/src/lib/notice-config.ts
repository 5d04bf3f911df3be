import { z } from 'zod';

/**
 * The configuration of notices (docs/decisions/0042): which WhatsApp provider, the template of each
 * notice kind at the SMS and WhatsApp providers, what a message costs, and whether the worker runs by
 * itself. Read from the environment beside the rest of the configuration (lib/config.ts).
 */

const optional = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));

/** `email=0,sms=25,whatsapp=86`: paise per message by channel. */
const costList = z
  .string()
  .default('')
  .transform((value, context) => {
    const costs: Record<string, number> = {};
    for (const part of value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean)) {
      const [channel = '', amount = ''] = part.split('=').map((item) => item.trim());
      if (!['email', 'sms', 'whatsapp'].includes(channel) || !/^\d{1,6}$/.test(amount)) {
        context.addIssue({
          code: 'custom',
          message: `"${part}" is not channel=paise (email, sms, whatsapp)`,
        });
        return z.NEVER;
      }
      costs[channel] = Number(amount);
    }
    return costs;
  });

/** Per notice kind: the SMS provider's DLT template ID and the WhatsApp template's name. */
const templateOverrides = z
  .string()
  .default('{}')
  .transform((value, context) => {
    try {
      const parsed = z
        .record(
          z.string(),
          z
            .object({
              smsTemplateId: z.string().min(1).optional(),
              /** MSG91's flow id of the kind's SMS template. */
              smsFlowId: z.string().min(1).optional(),
              whatsappTemplate: z.string().min(1).optional(),
            })
            .strict(),
        )
        .safeParse(JSON.parse(value));
      if (parsed.success) return parsed.data;
      context.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? 'not valid' });
    } catch {
      context.addIssue({ code: 'custom', message: 'is not JSON' });
    }
    return z.NEVER;
  });

export const noticeEnvSchema = z.object({
  /** `manual`: nothing sends notices until asked (the server tests drive the worker themselves). */
  NOTICE_WORKER: z.enum(['auto', 'manual']).default('auto'),
  /** How often the worker looks for notices due, in milliseconds. */
  NOTICE_POLL_MS: z.coerce.number().int().min(100).max(600_000).default(2_000),
  NOTICE_COST_PAISE: costList,
  NOTICE_TEMPLATES: templateOverrides,
  /** `cloud`: the WhatsApp Business Cloud API; unset: each message is a JSON file in the outbox. */
  WHATSAPP_PROVIDER: z.enum(['cloud']).optional(),
  WHATSAPP_API_URL: optional,
  WHATSAPP_PHONE_NUMBER_ID: optional,
  WHATSAPP_ACCESS_TOKEN: optional,
  /** Past this a call to the Cloud API counts as failed for this try (the tests shorten it). */
  WHATSAPP_TIMEOUT_MS: z.coerce.number().int().min(50).max(120_000).default(10_000),
  /** The Meta app's secret: the webhook's X-Hub-Signature-256 is checked with it. */
  WHATSAPP_APP_SECRET: optional,
  /** The token the Cloud API's subscription check must present. */
  WHATSAPP_VERIFY_TOKEN: optional,
  /** The token the SMS provider's delivery reports must carry (header X-Report-Token or ?token=). */
  SMS_REPORT_TOKEN: optional,
});

export interface NoticeConfig {
  worker: 'auto' | 'manual';
  pollMs: number;
  costPaise: { email: number; sms: number; whatsapp: number };
  templates: Record<string, { smsTemplateId?: string; smsFlowId?: string; whatsappTemplate?: string }>;
  whatsapp:
    | { provider: 'cloud'; apiUrl: string; phoneNumberId: string; accessToken: string; timeoutMs: number }
    | { provider: 'outbox' };
  whatsappAppSecret: string | undefined;
  whatsappVerifyToken: string | undefined;
  smsReportToken: string | undefined;
}

const DEFAULT_WHATSAPP_API_URL = 'https://graph.facebook.com/v21.0';

/** A provider's address: https, or http only to this machine (a stand-in in tests). */
function providerUrl(value: string): string {
  const url = new URL(value);
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && local))
    throw new Error('WHATSAPP_API_URL must be https:// (or http:// on this machine)');
  return value.replace(/\/+$/, '');
}

export function noticeConfigOf(env: z.infer<typeof noticeEnvSchema>): NoticeConfig {
  let whatsapp: NoticeConfig['whatsapp'] = { provider: 'outbox' };
  if (env.WHATSAPP_PROVIDER === 'cloud') {
    if (!env.WHATSAPP_PHONE_NUMBER_ID || !env.WHATSAPP_ACCESS_TOKEN)
      throw new Error(
        'Invalid configuration:\n  WHATSAPP_PROVIDER=cloud needs WHATSAPP_PHONE_NUMBER_ID and WHATSAPP_ACCESS_TOKEN',
      );
    whatsapp = {
      provider: 'cloud',
      apiUrl: providerUrl(env.WHATSAPP_API_URL ?? DEFAULT_WHATSAPP_API_URL),
      phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID,
      accessToken: env.WHATSAPP_ACCESS_TOKEN,
      timeoutMs: env.WHATSAPP_TIMEOUT_MS,
    };
  }
  return {
    worker: env.NOTICE_WORKER,
    pollMs: env.NOTICE_POLL_MS,
    // What the providers charged in 2026 for one Indian message, roughly: e-mail over our own SMTP is
    // free, an SMS about 25 paise, a WhatsApp utility template about 86 paise.
    costPaise: { email: 0, sms: 25, whatsapp: 86, ...env.NOTICE_COST_PAISE },
    templates: env.NOTICE_TEMPLATES,
    whatsapp,
    whatsappAppSecret: env.WHATSAPP_APP_SECRET,
    whatsappVerifyToken: env.WHATSAPP_VERIFY_TOKEN,
    smsReportToken: env.SMS_REPORT_TOKEN,
  };
}
