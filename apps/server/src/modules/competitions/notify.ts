import type { NoticeKind } from '@para/contract';
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { entries, entryDisciplines, entryForms } from '../../db/schema/competitions.js';
import { users } from '../../db/schema/users.js';
import { queueNotices } from '../notices/index.js';

/** What happened to an entry that its athlete is told of. */
export type EntryNoticeKind =
  | 'entered'
  | 'waitlisted'
  | 'moved_up'
  | 'refused'
  | 'withdrawn'
  | 'released'
  | 'place_released'
  | 'closing_soon';

export interface EntryNotice {
  entryId: string;
  kind: EntryNoticeKind;
  /** The discipline keys the message is about (all the entry's when empty). */
  disciplineKeys: string[];
}

const NOTICE_KINDS: Record<EntryNoticeKind, NoticeKind> = {
  entered: 'entry_confirmed',
  waitlisted: 'entry_waitlisted',
  moved_up: 'entry_moved_up',
  refused: 'entry_refused',
  withdrawn: 'entry_withdrawn',
  released: 'entry_released',
  place_released: 'entry_place_released',
  closing_soon: 'entry_closing_soon',
};

/**
 * Queues each entry notice in the caller's transaction (decision 42), with the facts as they stand in
 * it: the competition's and disciplines' names in English and Hindi, and what is left to pay. The
 * athlete is written to in the language they chose for notices, else the one they entered in.
 */
export async function queueEntryNotices(tx: DbOrTx, notices: EntryNotice[], at: Date): Promise<void> {
  if (notices.length === 0) return;
  const ids = [...new Set(notices.map((notice) => notice.entryId))];
  const rows = await tx
    .select({ entry: entries, form: entryForms, name: users.name })
    .from(entries)
    .innerJoin(entryForms, eq(entryForms.id, entries.formId))
    .innerJoin(users, eq(users.id, entries.userId))
    .where(inArray(entries.id, ids));
  const byId = new Map(rows.map((row) => [row.entry.id, row]));
  const held = await tx
    .select({ entryId: entryDisciplines.entryId, key: entryDisciplines.disciplineKey })
    .from(entryDisciplines)
    .where(inArray(entryDisciplines.entryId, ids));
  await queueNotices(
    tx,
    notices.flatMap((notice) => {
      const row = byId.get(notice.entryId);
      if (!row) return [];
      const keys =
        notice.disciplineKeys.length > 0
          ? notice.disciplineKeys
          : held.filter((item) => item.entryId === notice.entryId).map((item) => item.key);
      const chosen = keys.map((key) => row.form.disciplines.find((item) => item.key === key));
      const once = notice.kind === 'closing_soon' ? '' : `:${[...keys].sort().join(',')}:${at.toISOString()}`;
      return [
        {
          userId: row.entry.userId,
          kind: NOTICE_KINDS[notice.kind],
          data: {
            name: row.name,
            form: { en: row.form.title, hi: row.form.titleHi || row.form.title },
            disciplines: {
              en: chosen.map((item, index) => item?.name ?? keys[index] ?? ''),
              hi: chosen.map((item, index) => item?.nameHi || item?.name || keys[index] || ''),
            },
            // What is left to pay: a place granted later is charged on its own.
            amountPaise: row.entry.amountPaise - row.entry.paidPaise,
            unpaid: row.entry.status === 'pending_payment',
            path: `/user/event-form/${row.form.id}`,
          },
          idempotencyKey: `${NOTICE_KINDS[notice.kind]}:${notice.entryId}${once}`,
          at,
          language: row.entry.language === 'hi' ? ('hi' as const) : ('en' as const),
        },
      ];
    }),
  );
}

/** One 'moved_up' notice per entry, naming every discipline it moved up in. */
export function movedUpNotices(moved: { entryId: string; disciplineKey: string }[]): EntryNotice[] {
  const byEntry = new Map<string, string[]>();
  for (const item of moved)
    byEntry.set(item.entryId, [...(byEntry.get(item.entryId) ?? []), item.disciplineKey]);
  return [...byEntry].map(([entryId, disciplineKeys]) => ({ entryId, kind: 'moved_up', disciplineKeys }));
}
