import type { AuditDetail, AuditTarget, DetailValue, PaymentTimelineEvent } from '@para/contract';
import { formatMoney } from '../../lib/format';
import { paths } from '../../lib/paths';
import { fieldLabel, fieldValue } from '../../lib/registration-changes';
import type { TFunction } from '../../lib/translator';

// The words of the audit log and a payment's timeline, from what the server describes (names
// resolved, changes typed): sentences a clerk reads, in the reader's language.

/** "Registration sent back"; an action this screen does not know yet is "Other change". */
export const actionText = (t: TFunction, action: string): string =>
  t(`adminWords.actions.${action.replace(/\./g, '_')}`, { defaultValue: t('adminWords.actions.other') });

/** Where a target can be opened; null when no page shows it (or it was deleted). */
export function targetHref(target: AuditTarget): string | null {
  if (!target.exists) return null;
  const search = (value: string) => `?search=${encodeURIComponent(value)}`;
  switch (target.kind) {
    case 'athlete':
      return paths.admin.review(target.id);
    case 'payment':
      return `${paths.admin.paymentManagement}${search(target.reference)}`;
    case 'news':
      return paths.admin.content.newsEditor(target.id);
    case 'public_event':
      return paths.admin.content.eventEditor(target.id);
    case 'district_unit':
      return paths.admin.content.districtUnits;
    case 'faq':
      return paths.admin.content.faq;
    case 'page':
      return paths.admin.content.pages;
    case 'site':
      return paths.admin.content.site;
    case 'settings':
      return paths.admin.settings;
    case 'contact_message':
      return paths.admin.content.messages;
    case 'entry_form':
      return paths.admin.viewFormDetails(target.id);
    default:
      return null;
  }
}

/** "Athlete: Anjali Krishnan (KLPS2600001)", "Payment: Anjali Krishnan (PSA-2026-000012)". */
export function targetText(t: TFunction, target: AuditTarget): string {
  const kind = t(`adminWords.kinds.${target.kind}`);
  if (target.kind === 'settings' || target.kind === 'site') return kind;
  const name = target.name || t('adminWords.audit.noName');
  const text = target.reference
    ? t('adminWords.audit.targetWithReference', { kind, name, reference: target.reference })
    : t('adminWords.audit.target', { kind, name });
  return target.exists ? text : `${text}, ${t('adminWords.audit.removed')}`;
}

const MAX_VALUE = 160;

/** The label of a stored field: the audit log's own words, else the registration form's. */
function label(t: TFunction, field: string): string {
  return t(`adminWords.fields.${field}`, { defaultValue: fieldLabel(t, field) });
}

/** A stored value as words: Yes/No, a status, rupees, a code's name, shortened when long. */
function valueText(t: TFunction, field: string, value: DetailValue, sportNames: Record<string, string>) {
  if (value === null || value === '') return t('adminWords.audit.empty');
  if (typeof value === 'boolean') return value ? t('adminWords.audit.yes') : t('adminWords.audit.no');
  if (field === 'status' && typeof value === 'string')
    return t(`admin.status.${value}`, {
      defaultValue: t(`adminWords.values.${value}`, { defaultValue: value }),
    });
  if (field === 'method' && typeof value === 'string')
    return t(`admin.payments.methods.${value}`, { defaultValue: value });
  if (field === 'registrationFeeRupees' && typeof value === 'number') return formatMoney(value * 100);
  if (field === 'bytes' && typeof value === 'number')
    return t('adminWords.audit.size', { size: Math.max(1, Math.round(value / 1024)) });
  const text = fieldValue(t, field, value, sportNames);
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1)}…` : text;
}

export type DetailLine =
  | { kind: 'line'; text: string }
  | { kind: 'reasons'; heading: string; items: string[] };

/** What an entry changed, one line a piece; the reasons of a send-back as a list by section. */
export function detailLines(
  t: TFunction,
  details: AuditDetail[],
  sportNames: Record<string, string> = {},
): DetailLine[] {
  return details.map((detail): DetailLine => {
    switch (detail.kind) {
      case 'reasons':
        return {
          kind: 'reasons',
          heading: t('adminWords.audit.reasons'),
          items: detail.reasons.map((item) =>
            t('adminWords.audit.reason', {
              section: t(`registration.sections.${item.section}`, { defaultValue: item.section }),
              reason: item.reason,
            }),
          ),
        };
      case 'money':
        return {
          kind: 'line',
          text: t('adminWords.audit.value', {
            field: label(t, detail.field),
            value: formatMoney(detail.paise),
          }),
        };
      case 'change':
        return {
          kind: 'line',
          text: t('adminWords.audit.change', {
            field: label(t, detail.field),
            from: valueText(t, detail.field, detail.from, sportNames),
            to: valueText(t, detail.field, detail.to, sportNames),
          }),
        };
      default:
        return {
          kind: 'line',
          text: t('adminWords.audit.value', {
            field: label(t, detail.field),
            value: valueText(t, detail.field, detail.value, sportNames),
          }),
        };
    }
  });
}

/** One line of a payment's timeline as a sentence: "Payment of ₹500.00 failed: The bank declined…". */
export function timelineSentence(t: TFunction, event: PaymentTimelineEvent): string {
  // ₹500.00: a timeline always shows the paise, as a receipt does.
  const amount = formatMoney(event.amountPaise, 'en', { alwaysShowPaise: true });
  const who = event.by
    ? event.by.name || event.by.email || t('adminWords.timeline.someone')
    : t('adminWords.timeline.someone');
  switch (event.kind) {
    case 'order_created':
      return t('adminWords.timeline.order_created', { amount });
    case 'paid':
      return event.source && event.source !== 'admin'
        ? t('adminWords.timeline.paid_by', {
            amount,
            source: t(`adminWords.timeline.source.${event.source}`),
          })
        : t('adminWords.timeline.paid', { amount });
    case 'failed':
      return event.reason
        ? t('adminWords.timeline.failed', { amount, reason: event.reason })
        : t('adminWords.timeline.failed_noReason', { amount });
    case 'gateway_notice':
      return t(`adminWords.timeline.notice.${event.notice ?? 'other'}`);
    case 'refunded':
    case 'marked_failed':
      return t(`adminWords.timeline.${event.kind}`, { who, reason: event.reason });
    case 'offline_recorded':
      return t('adminWords.timeline.offline_recorded', {
        who,
        amount,
        method: t(`admin.payments.methods.${event.method}`, { defaultValue: event.method }),
        reference: event.reference,
      });
    case 'already_settled':
    case 'failure_ignored':
    case 'verify_rejected':
    case 'authorized_not_captured':
    case 'gateway_unavailable':
    case 'not_paid':
      return t(`adminWords.timeline.${event.kind}`);
    default:
      return t('adminWords.timeline.other');
  }
}
