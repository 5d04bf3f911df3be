import { type AuditTarget, auditActionList, type PaymentTimelineEvent } from '@para/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TFunction } from '../../lib/translator';
import { Translator } from '../../lib/translator';
import { actionText, detailLines, targetHref, targetText, timelineSentence } from './describe';

// The words the audit log and a payment's timeline are read in, in English and Hindi, from the real
// locale files.
const files = import.meta.glob<Record<string, unknown>>('../../locales/*/*.json', {
  eager: true,
  import: 'default',
});
function bundle(code: string) {
  const result: Record<string, unknown> = {};
  for (const [path, content] of Object.entries(files)) {
    const match = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (match?.[1] === code && match[2]) result[match[2]] = content;
  }
  return result;
}

let en: TFunction;
let hi: TFunction;
beforeAll(() => {
  const instance = new Translator({ language: 'en', resources: { en: bundle('en'), hi: bundle('hi') } });
  en = instance.getFixedT('en');
  hi = instance.getFixedT('hi');
});

const athlete: AuditTarget = {
  kind: 'athlete',
  id: '0b8e2f6c-7f1a-4d7e-9a51-3c2d1e0f9a11',
  name: 'Anjali Krishnan',
  reference: 'KLPS2600001',
  exists: true,
};

const event = (overrides: Partial<PaymentTimelineEvent>): PaymentTimelineEvent => ({
  type: 'x',
  kind: 'other',
  at: '2026-11-22T04:30:00.000Z',
  amountPaise: 50_000,
  source: '',
  reason: '',
  by: null,
  method: '',
  reference: '',
  notice: null,
  gatewayPaymentId: '',
  detail: {},
  ...overrides,
});

describe('the audit log in words', () => {
  it('names the target with its UID and links to its page, never by its id', () => {
    expect(targetText(en, athlete)).toBe('Athlete: Anjali Krishnan (KLPS2600001)');
    expect(targetText(hi, athlete)).toBe('खिलाड़ी: Anjali Krishnan (KLPS2600001)');
    expect(targetHref(athlete)).toBe(`/admin/registrations/${athlete.id}`);
    const payment: AuditTarget = { ...athlete, kind: 'payment', reference: 'PSA-2026-000012' };
    expect(targetText(en, payment)).toBe('Payment: Anjali Krishnan (PSA-2026-000012)');
    expect(targetHref(payment)).toBe('/admin/payment-management?search=PSA-2026-000012');
    const gone: AuditTarget = { kind: 'news', id: 'n1', name: 'District meet', reference: '', exists: false };
    expect(targetText(en, gone)).toBe('News article: District meet, since deleted');
    expect(targetHref(gone)).toBeNull();
  });

  it('words actions, including ones added later, without the stored code', () => {
    expect(actionText(en, 'registration.reject')).toBe('Registration sent back');
    expect(actionText(hi, 'registration.reject')).toBe('पंजीकरण वापस भेजा गया');
    expect(actionText(en, 'content.faq.delete')).toBe('FAQ question removed');
    expect(actionText(en, 'something.new')).toBe('Other change');
  });

  it('has words of its own for every kind of change the server records, in English and Hindi', () => {
    const other = [en('adminWords.actions.other'), hi('adminWords.actions.other')];
    const unworded = auditActionList.filter((action) =>
      [actionText(en, action), actionText(hi, action)].some((text) => other.includes(text)),
    );
    expect(unworded).toEqual([]);
  });

  it('lists reasons by section name and words fields and values, not JSON', () => {
    const lines = detailLines(en, [
      { kind: 'change', field: 'status', from: 'submitted', to: 'rejected' },
      {
        kind: 'reasons',
        reasons: [
          { section: 'photo', reason: 'The face is not visible.' },
          { section: 'page2', reason: 'The UDID does not match.' },
        ],
      },
      { kind: 'change', field: 'address.city', from: 'Aluva', to: 'Kochi' },
      { kind: 'change', field: 'identityProofType', from: 'masked_aadhaar', to: 'voter_id' },
      { kind: 'change', field: 'registrationFeeRupees', from: 500, to: 750 },
      { kind: 'change', field: 'blocked', from: false, to: true },
      { kind: 'money', field: 'amount', paise: 50_000 },
      { kind: 'value', field: 'note', value: 'Please upload again.' },
    ]);
    expect(lines).toEqual([
      { kind: 'line', text: 'Status: Submitted → Sent back' },
      {
        kind: 'reasons',
        heading: 'Reasons given',
        items: ['Photo: The face is not visible.', 'Impairment and sport (page 2): The UDID does not match.'],
      },
      { kind: 'line', text: 'City, town or village: Aluva → Kochi' },
      { kind: 'line', text: 'Type of identity proof: Masked Aadhaar → Voter ID' },
      { kind: 'line', text: 'Registration fee: ₹500 → ₹750' },
      { kind: 'line', text: 'Blocked: No → Yes' },
      { kind: 'line', text: 'Amount: ₹500' },
      { kind: 'line', text: 'Note: Please upload again.' },
    ]);
    const hindi = detailLines(hi, [{ kind: 'reasons', reasons: [{ section: 'photo', reason: 'धुंधली' }] }]);
    expect(hindi).toEqual([
      { kind: 'reasons', heading: 'बताए गए कारण', items: [expect.stringMatching(/: धुंधली$/)] },
    ]);
    expect(JSON.stringify(hindi)).not.toContain('"photo"');
  });
});

describe("a payment's timeline in words", () => {
  it('says what happened with ₹ amounts and who acted, never the stored event name', () => {
    const admin = { id: 'a1', name: 'Mary Secretary', email: 'mary@example.in' };
    const sentences = [
      event({ type: 'order.created', kind: 'order_created' }),
      event({ type: 'webhook.payment.failed', kind: 'gateway_notice', notice: 'failed', source: 'webhook' }),
      event({ type: 'payment.failed', kind: 'failed', reason: 'The bank declined the payment.' }),
      event({ type: 'payment.paid', kind: 'paid', source: 'checkout' }),
      event({ type: 'status.refunded', kind: 'refunded', by: admin, reason: 'Paid twice.' }),
      event({
        type: 'offline.recorded',
        kind: 'offline_recorded',
        by: admin,
        method: 'cash',
        reference: 'Book 12/044',
      }),
    ].map((line) => timelineSentence(en, line));
    expect(sentences).toEqual([
      'Order for ₹500.00 created',
      'The gateway reported the payment failed',
      'Payment of ₹500.00 failed: The bank declined the payment.',
      'Payment of ₹500.00 received (confirmed at checkout)',
      'Marked refunded by Mary Secretary: Paid twice.',
      'Marked paid offline by Mary Secretary: ₹500.00 by Cash, reference Book 12/044',
    ]);
    for (const sentence of sentences) expect(sentence).not.toMatch(/webhook|amountPaise|payment\.\w|\d{5}/);
    // A payment the browser reported that the gateway does not hold as captured is never credited.
    expect(
      ['authorized_not_captured', 'gateway_unavailable', 'not_paid'].map((kind) =>
        timelineSentence(en, event({ kind: kind as 'not_paid' })),
      ),
    ).toEqual([
      'The bank authorised the payment but the gateway has not captured it yet; not credited until it is',
      'The browser reported a payment while the gateway could not be reached; it will be checked again',
      'The browser reported a payment that the gateway does not hold as paid; not credited',
    ]);
    expect(timelineSentence(hi, event({ kind: 'authorized_not_captured' }))).toMatch(/^बैंक ने भुगतान अधिकृत/);
    expect(timelineSentence(hi, event({ kind: 'failed', reason: 'बैंक ने मना किया' }))).toBe(
      '₹500.00 का भुगतान विफल: बैंक ने मना किया',
    );
  });
});
