import type { AuditDetail, AuditTarget, AuditTargetKind, DetailValue } from '@para/contract';
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { entries, entryForms } from '../../db/schema/competitions.js';
import {
  contactMessages,
  contentPages,
  districtUnits,
  faqEntries,
  newsArticles,
  publicEvents,
} from '../../db/schema/content.js';
import { payments } from '../../db/schema/payments.js';
import { users } from '../../db/schema/users.js';

/** What the audit table stores of an entry, before it is described. */
export interface StoredAuditEvent {
  action: string;
  targetType: string;
  targetId: string;
  changes: Record<string, unknown>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const KIND_OF_TYPE: Record<string, AuditTargetKind> = {
  user: 'athlete',
  payment: 'payment',
  news: 'news',
  public_event: 'public_event',
  district_unit: 'district_unit',
  faq: 'faq',
  page: 'page',
  setting: 'site',
  settings: 'settings',
  contact_message: 'contact_message',
  entry_form: 'entry_form',
  entry: 'entry',
};

interface Named {
  name: string;
  reference: string;
}

const idsOf = (events: StoredAuditEvent[], type: string, uuidsOnly = true) => [
  ...new Set(
    events
      .filter((event) => event.targetType === type && (!uuidsOnly || UUID.test(event.targetId)))
      .map((event) => event.targetId),
  ),
];

/**
 * The names of every target on a page of entries: one query per kind of target present (at most a
 * page's worth of ids each), never one per entry.
 */
async function namesOfTargets(db: DbOrTx, events: StoredAuditEvent[]) {
  const found = new Map<string, Named>();
  const key = (type: string, id: string) => `${type}:${id}`;
  const lookups: Promise<void>[] = [];
  const lookup = <Row>(
    type: string,
    load: (ids: string[]) => Promise<Row[]>,
    name: (row: Row) => [string, Named],
    uuidsOnly = true,
  ) => {
    const ids = idsOf(events, type, uuidsOnly);
    if (ids.length === 0) return;
    lookups.push(
      load(ids).then((rows) => {
        for (const row of rows) {
          const [id, named] = name(row);
          found.set(key(type, id), named);
        }
      }),
    );
  };
  lookup(
    'user',
    (ids) =>
      db
        .select({ id: users.id, name: users.name, email: users.email, uid: users.uid })
        .from(users)
        .where(inArray(users.id, ids)),
    (row) => [row.id, { name: row.name, reference: row.uid || row.email }],
  );
  lookup(
    'payment',
    (ids) =>
      db
        .select({ id: payments.id, receipt: payments.receiptNumber, payer: users.name })
        .from(payments)
        .innerJoin(users, eq(users.id, payments.userId))
        .where(inArray(payments.id, ids)),
    (row) => [row.id, { name: row.payer, reference: row.receipt }],
  );
  lookup(
    'news',
    (ids) =>
      db
        .select({ id: newsArticles.id, title: newsArticles.title })
        .from(newsArticles)
        .where(inArray(newsArticles.id, ids)),
    (row) => [row.id, { name: row.title, reference: '' }],
  );
  lookup(
    'public_event',
    (ids) =>
      db
        .select({ id: publicEvents.id, title: publicEvents.title })
        .from(publicEvents)
        .where(inArray(publicEvents.id, ids)),
    (row) => [row.id, { name: row.title, reference: '' }],
  );
  lookup(
    'district_unit',
    (ids) =>
      db
        .select({ id: districtUnits.id, district: districtUnits.district })
        .from(districtUnits)
        .where(inArray(districtUnits.id, ids)),
    (row) => [row.id, { name: row.district, reference: '' }],
  );
  lookup(
    'faq',
    (ids) =>
      db
        .select({ id: faqEntries.id, question: faqEntries.question })
        .from(faqEntries)
        .where(inArray(faqEntries.id, ids)),
    (row) => [row.id, { name: row.question, reference: '' }],
  );
  lookup(
    'page',
    (keys) =>
      db
        .select({ key: contentPages.key, title: contentPages.title })
        .from(contentPages)
        .where(inArray(contentPages.key, keys)),
    (row) => [row.key, { name: row.title, reference: '' }],
    false,
  );
  lookup(
    'contact_message',
    (ids) =>
      db
        .select({ id: contactMessages.id, subject: contactMessages.subject, name: contactMessages.name })
        .from(contactMessages)
        .where(inArray(contactMessages.id, ids)),
    (row) => [row.id, { name: row.subject, reference: row.name }],
  );
  lookup(
    'entry_form',
    (ids) =>
      db
        .select({ id: entryForms.id, title: entryForms.title })
        .from(entryForms)
        .where(inArray(entryForms.id, ids)),
    (row) => [row.id, { name: row.title, reference: '' }],
  );
  lookup(
    'entry',
    (ids) =>
      db
        .select({ id: entries.id, athlete: users.name, uid: users.uid, form: entryForms.title })
        .from(entries)
        .innerJoin(users, eq(users.id, entries.userId))
        .innerJoin(entryForms, eq(entryForms.id, entries.formId))
        .where(inArray(entries.id, ids)),
    (row) => [row.id, { name: `${row.athlete}, ${row.form}`, reference: row.uid ?? '' }],
  );
  await Promise.all(lookups);
  return (event: StoredAuditEvent) => found.get(key(event.targetType, event.targetId));
}

/** What a deleted thing was called, from what its entry recorded (title, question, district). */
function recordedName(changes: Record<string, unknown>): string {
  for (const field of ['title', 'question', 'district']) {
    const value = changes[field];
    if (typeof value === 'string') return value;
    if (value && typeof value === 'object' && 'to' in value && typeof value.to === 'string') return value.to;
  }
  return '';
}

/** A stored value as one short text or scalar: lists joined, objects by their values, never JSON. */
export function plainValue(value: unknown): DetailValue {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (Array.isArray(value)) {
    const parts = value.map(plainValue).filter((part) => part !== null && part !== '');
    return parts.length ? parts.map(String).join(', ') : null;
  }
  if (typeof value === 'object') {
    const parts = Object.values(value as Record<string, unknown>)
      .map(plainValue)
      .filter((part) => part !== null && part !== '');
    return parts.length ? parts.map(String).join(' ') : null;
  }
  return String(value);
}

const isChange = (value: unknown): value is { from?: unknown; to?: unknown } =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.keys(value).every((key) => key === 'from' || key === 'to') &&
  Object.keys(value).length > 0;

const isReasonList = (value: unknown): value is { section: unknown; reason: unknown }[] =>
  Array.isArray(value) &&
  value.every((item) => typeof item === 'object' && item !== null && 'section' in item && 'reason' in item);

/** Fields an entry records only to find its target again, already named by the target. */
const HIDDEN_FIELDS = new Set(['userId']);

/**
 * The order pieces are read in: the decision first, the free text last. (The database keeps a
 * document's keys in its own order, not the order they were written in.)
 */
const FIRST = ['status', 'blocked', 'reasons', 'uid', 'amountPaise', 'method', 'reference', 'paidOn'];
const LAST = ['reason', 'note'];
const rank = (field: string) =>
  FIRST.includes(field) ? FIRST.indexOf(field) : LAST.includes(field) ? 100 + LAST.indexOf(field) : 50;

/** An entry's `changes` as typed pieces: a change from → to, a value, an amount, a list of reasons. */
export function describeDetails(changes: Record<string, unknown>): AuditDetail[] {
  const details: AuditDetail[] = [];
  const fields = Object.entries(changes).sort(([a], [b]) => rank(a) - rank(b));
  for (const [field, value] of fields) {
    if (HIDDEN_FIELDS.has(field)) continue;
    if (field === 'reasons' && isReasonList(value)) {
      details.push({
        kind: 'reasons',
        reasons: value.map((item) => ({ section: String(item.section), reason: String(item.reason) })),
      });
    } else if (field.endsWith('Paise') && typeof value === 'number') {
      details.push({ kind: 'money', field: field.replace(/Paise$/, ''), paise: value });
    } else if (isChange(value)) {
      details.push({ kind: 'change', field, from: plainValue(value.from), to: plainValue(value.to) });
    } else {
      details.push({ kind: 'value', field, value: plainValue(value) });
    }
  }
  return details;
}

/** Every entry's target, named (and whether it still exists), in one pass over a page of entries. */
export async function describeTargets(
  db: DbOrTx,
  events: StoredAuditEvent[],
): Promise<(event: StoredAuditEvent) => AuditTarget> {
  const named = await namesOfTargets(db, events);
  return (event) => {
    const kind = KIND_OF_TYPE[event.targetType] ?? 'other';
    const found = named(event);
    return {
      kind,
      id: event.targetId,
      name: found?.name ?? recordedName(event.changes),
      reference: found?.reference ?? '',
      // Settings and the site's details are one thing each: always there.
      exists: Boolean(found) || kind === 'settings' || kind === 'site',
    };
  };
}
