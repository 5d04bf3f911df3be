import path from 'node:path';
import { z } from 'zod';
import { type NoticeConfig, noticeConfigOf, noticeEnvSchema } from './notice-config.js';
import { defaultWebDist } from './paths.js';
import { paymentsGatewayOf, razorpayApiUrlOf } from './payment-gateway-config.js';
import { loadSmsConfig, type SmsConfig } from './sms/sms-config.js';

const commaList = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim().toLowerCase())
      .filter(Boolean),
  );

const optional = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));

/** A secret an operator sets: unset, or long enough that it cannot be guessed (docs/decisions/0035). */
const secret = optional.refine((value) => value === undefined || value.length >= 32, {
  message: 'must be 32 characters or more (e.g. the output of `openssl rand -hex 32`)',
});

/** The environment, validated once at start; the README lists every variable. */
export const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: optional,
    SMTP_URL: optional,
    MAIL_FROM: z.string().default('Para Sports Association <no-reply@parasports.example.in>'),
    ADMIN_EMAILS: commaList,
    ADMIN_EMAIL: optional,
    ADMIN_PASSWORD: optional,
    RAZORPAY_KEY_ID: optional,
    RAZORPAY_KEY_SECRET: optional,
    RAZORPAY_WEBHOOK_SECRET: optional,
    /** Razorpay's API (`https://api.razorpay.com/v1`) unless a stand-in is named (the server tests). */
    RAZORPAY_API_URL: optional,
    /**
     * `test` runs the built-in test gateway even in production or on a public PUBLIC_URL; `razorpay`
     * insists on the keys.
     */
    PAYMENTS_GATEWAY: z.enum(['razorpay', 'test']).optional(),
    NODE_ENV: optional,
    PUBLIC_URL: optional,
    /** Behind a load balancer: the number of proxy hops to trust, or "true", for the client's IP. */
    TRUST_PROXY: optional,
    APP_SECRET: secret,
    /**
     * Wraps the certificate signing key in the database (docs/decisions/0035); APP_SECRET does when this
     * is unset. Neither set: the key is stored unwrapped, and a backup of the database holds it.
     */
    CERTIFICATE_KEY_SECRET: secret,
    /**
     * Sign-ups allowed from one network address an hour. A district camp or a sports hostel signs its
     * athletes up from one Wi-Fi; raise it for such a day.
     */
    SIGNUPS_PER_NETWORK_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(20),
    SIGNUPS_PER_CAMP_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(600),
    /** Sign-ups one phone number may give in a day: a parent's or a coach's phone serves a few athletes. */
    SIGNUPS_PER_PHONE_PER_DAY: z.coerce.number().int().min(1).max(100_000).default(10),
    /**
     * Public pages one network may have drawn a minute (a page found among those kept does not count);
     * past it the network is sent the app, which draws the page in the browser (docs/decisions/0037).
     */
    PAGE_RENDERS_PER_NETWORK_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(60),
    WEB_DIST: optional,
    /** `manual`: publishing queues certificate issuing but nothing runs it until asked (tests). */
    CERTIFICATE_JOBS: z.enum(['auto', 'manual']).default('auto'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  })
  .extend(noticeEnvSchema.shape);

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** ADMIN_EMAILS plus ADMIN_EMAIL: whoever holds one of these addresses is an administrator. */
  adminEmails: ReadonlySet<string>;
  adminEmail: string;
  adminPassword: string | undefined;
  razorpay:
    | { keyId: string; keySecret: string; webhookSecret: string | undefined; apiUrl: string }
    | undefined;
  /** Which gateway takes the fees: Razorpay when its keys are set, else the test gateway (see paymentsGatewayOf). */
  paymentsGateway: 'razorpay' | 'test';
  publicUrl: string;
  trustProxy: TrustProxy;
  signupsPerNetworkPerHour: number;
  /** Sign-ups an hour from the network of an open registration camp. */
  signupsPerCampPerHour: number;
  signupsPerPhonePerDay: number;
  pageRendersPerNetworkPerMinute: number;
  appSecret: string | undefined;
  /** CERTIFICATE_KEY_SECRET, else APP_SECRET: what wraps the certificate signing key; undefined: not wrapped. */
  certificateKeySecret: string | undefined;
  webDist: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  certificateJobs: 'auto' | 'manual';
  /** SMS: the provider (or the outbox), its keys and DLT templates, and the limits on codes (decision 41). */
  sms: SmsConfig;
  /** Notices by e-mail, SMS and WhatsApp (lib/notice-config.ts). */
  notices: NoticeConfig;
}

/** Which peers may tell the client's address and protocol (X-Forwarded-For, X-Forwarded-Proto). */
export type TrustProxy = boolean | string | ((address: string, hop: number) => boolean);

/**
 * TRUST_PROXY: "true", a number of proxy hops, or the proxies' addresses ("127.0.0.1", "10.0.0.0/8",
 * "loopback"). Fastify takes a bare number as "trust nothing" (it cannot check who the nearest peer
 * is), which would give every client the load balancer's address and share one throttle among them
 * all; so a hop count becomes the rule it means: trust the nearest N hops.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  if (value === undefined || value === '' || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops > 0 ? (_address: string, hop: number) => hop < hops : false;
  }
  return value;
}

export const DEFAULT_ADMIN_EMAIL = 'admin@parasports.example.in';

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  const sms = loadSmsConfig(env);
  if (sms.problems.length > 0) throw new Error(`Invalid configuration:\n  ${sms.problems.join('\n  ')}`);
  const adminEmail = (e.ADMIN_EMAIL ?? DEFAULT_ADMIN_EMAIL).toLowerCase();
  const trust = e.TRUST_PROXY;
  const razorpay =
    e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET
      ? {
          keyId: e.RAZORPAY_KEY_ID,
          keySecret: e.RAZORPAY_KEY_SECRET,
          webhookSecret: e.RAZORPAY_WEBHOOK_SECRET,
          apiUrl: razorpayApiUrlOf(e.RAZORPAY_API_URL),
        }
      : undefined;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    adminEmails: new Set([...e.ADMIN_EMAILS, adminEmail]),
    adminEmail,
    adminPassword: e.ADMIN_PASSWORD,
    razorpay,
    paymentsGateway: paymentsGatewayOf({
      chosen: e.PAYMENTS_GATEWAY,
      hasKeys: razorpay !== undefined,
      production: e.NODE_ENV === 'production',
      publicUrl,
    }),
    publicUrl,
    trustProxy: parseTrustProxy(trust),
    signupsPerNetworkPerHour: e.SIGNUPS_PER_NETWORK_PER_HOUR,
    signupsPerCampPerHour: e.SIGNUPS_PER_CAMP_PER_HOUR,
    signupsPerPhonePerDay: e.SIGNUPS_PER_PHONE_PER_DAY,
    pageRendersPerNetworkPerMinute: e.PAGE_RENDERS_PER_NETWORK_PER_MINUTE,
    appSecret: e.APP_SECRET,
    certificateKeySecret: e.CERTIFICATE_KEY_SECRET ?? e.APP_SECRET,
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : defaultWebDist,
    logLevel: e.LOG_LEVEL,
    certificateJobs: e.CERTIFICATE_JOBS,
    sms: sms.config,
    notices: noticeConfigOf(e),
  };
}
