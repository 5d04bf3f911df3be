import { eq, inArray } from 'drizzle-orm';
import { entries, entryForms } from '../../db/schema/competitions.js';
import { users } from '../../db/schema/users.js';
import type { AppContext } from '../../lib/context.js';
import { queueMail } from '../../lib/mail-queue.js';
import { type EntryLanguage, type EntryMailKind, entryMail } from './mail.js';

export interface EntryNotice {
  entryId: string;
  kind: EntryMailKind;
  /** The discipline keys the message is about (all the entry's when empty). */
  disciplineKeys: string[];
}

/** Sends each notice's mail after the change is committed (never inside the transaction). */
export async function sendEntryNotices(ctx: AppContext, notices: EntryNotice[]): Promise<void> {
  if (notices.length === 0) return;
  const ids = [...new Set(notices.map((notice) => notice.entryId))];
  const rows = await ctx.db
    .select({ entry: entries, form: entryForms, email: users.email, name: users.name })
    .from(entries)
    .innerJoin(entryForms, eq(entryForms.id, entries.formId))
    .innerJoin(users, eq(users.id, entries.userId))
    .where(inArray(entries.id, ids));
  for (const notice of notices) {
    const row = rows.find((item) => item.entry.id === notice.entryId);
    if (!row) continue;
    const language: EntryLanguage = row.entry.language === 'hi' ? 'hi' : 'en';
    const names = notice.disciplineKeys.map((key) => {
      const discipline = row.form.disciplines.find((item) => item.key === key);
      if (!discipline) return key;
      return language === 'hi' && discipline.nameHi ? discipline.nameHi : discipline.name;
    });
    const formTitle = language === 'hi' && row.form.titleHi ? row.form.titleHi : row.form.title;
    queueMail(
      ctx,
      entryMail(
        notice.kind,
        {
          to: row.email,
          name: row.name,
          formTitle,
          disciplines: names,
          // What is left to pay: a place granted later is charged on its own.
          amountPaise: row.entry.amountPaise - row.entry.paidPaise,
          entryUrl: `${ctx.config.publicUrl}/user/event-form/${row.form.id}`,
          language,
        },
        row.entry.status === 'pending_payment',
      ),
    );
  }
}

/** One 'moved_up' notice per entry, naming every discipline it moved up in. */
export function movedUpNotices(moved: { entryId: string; disciplineKey: string }[]): EntryNotice[] {
  const byEntry = new Map<string, string[]>();
  for (const item of moved)
    byEntry.set(item.entryId, [...(byEntry.get(item.entryId) ?? []), item.disciplineKey]);
  return [...byEntry].map(([entryId, disciplineKeys]) => ({ entryId, kind: 'moved_up', disciplineKeys }));
}
