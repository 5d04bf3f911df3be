import type { NoticeConfig } from '../../../lib/notice-config.js';
import { needsUnicode, type SmsSender } from '../../../lib/sms/index.js';
import type { NoticeChannel } from './channel.js';

/**
 * Everything the notices know of SMS, in one file (docs/decisions/0042). Notices by SMS, through the same sender as the one-time codes (lib/sms: MSG91, or the outbox folder
 * without it). The DLT template ID and MSG91's flow id of each kind come from NOTICE_TEMPLATES (else the
 * kind's name, which the outbox accepts and a real provider refuses, so a missing ID shows as a failed
 * notice). A template's variables are numbered as MSG91's flows name them: var1, var2, …
 * The sender is given the notice's key and sends a repeated key once.
 */
export function createSmsChannel(sender: SmsSender, templates: NoticeConfig['templates']): NoticeChannel {
  return {
    name: 'sms',
    dedupesRepeats: true,
    send: (notice) => {
      const template = templates[notice.kind];
      return sender.send({
        to: notice.recipient,
        kind: notice.kind,
        text: notice.text.short,
        templateId: template?.smsTemplateId ?? notice.kind,
        ...(template?.smsFlowId ? { providerTemplateId: template.smsFlowId } : {}),
        variables: Object.fromEntries(
          notice.text.variables.map((value, index) => [`var${index + 1}`, value]),
        ),
        unicode: needsUnicode(notice.text.short),
        idempotencyKey: notice.idempotencyKey,
      });
    },
  };
}

export interface SmsReport {
  providerMessageId: string;
  state: 'delivered' | 'failed' | 'other';
  /** The provider's status word or number, as sent (e.g. "DELIVERED", "2"). */
  status: string;
  detail: string;
}

/** MSG91's report statuses: 1 delivered; 2 failed, 9 NDNC, 16/25 rejected, 17 blocked, 26 DLT refused. */
const DELIVERED = new Set(['1', 'delivered']);
const FAILED = new Set(['2', '9', '16', '17', '25', '26', 'failed', 'rejected', 'undelivered']);

interface Msg91Report {
  requestId?: unknown;
  report?: { status?: unknown; desc?: unknown }[];
}

const text = (value: unknown, max: number) =>
  typeof value === 'string' || typeof value === 'number' ? String(value).slice(0, max) : '';

/**
 * The reports in an SMS delivery report body: MSG91's (`{ data: "[{ requestId, report: [{ status, desc }] }]" }`,
 * or the same array as JSON) and the plain `{ requestId, status, desc }` a stand-in or another provider sends.
 * Returns null for a body that is none of these.
 */
export function parseSmsReports(body: unknown): SmsReport[] | null {
  let value = body;
  if (value && typeof value === 'object' && 'data' in value) {
    const data = (value as { data: unknown }).data;
    try {
      value = typeof data === 'string' ? JSON.parse(data) : data;
    } catch {
      return null;
    }
  }
  const items = Array.isArray(value) ? value : [value];
  const reports: SmsReport[] = [];
  for (const item of items as (Msg91Report & { status?: unknown; desc?: unknown })[]) {
    if (!item || typeof item !== 'object') return null;
    const providerMessageId = text(item.requestId, 100);
    if (!providerMessageId) return null;
    const lines = Array.isArray(item.report) ? item.report : [{ status: item.status, desc: item.desc }];
    for (const line of lines) {
      const status = text(line?.status, 40);
      const word = status.toLowerCase();
      reports.push({
        providerMessageId,
        status,
        state: DELIVERED.has(word) ? 'delivered' : FAILED.has(word) ? 'failed' : 'other',
        detail: text(line?.desc, 200),
      });
    }
  }
  return reports.length > 0 ? reports : null;
}
