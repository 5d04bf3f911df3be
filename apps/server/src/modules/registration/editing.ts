import type { ReviewSection } from '@para/contract';
import type { DbOrTx } from '../../db/client.js';
import type { AppContext } from '../../lib/context.js';
import { conflict, forbidden } from '../../lib/errors.js';
import { readSetting } from '../../lib/settings.js';
import { editableSections, toRejection } from './mapper.js';
import { OPEN_SETTING, openSchema } from './reference.js';
import { latestReview, lockRegistration } from './registration.queries.js';

/**
 * The athlete may change a part of the registration only while it is a draft, or when a reviewer sent
 * exactly that part back. Locks the registration row for the caller's transaction.
 */
export async function assertSectionEditable(
  _ctx: AppContext,
  db: DbOrTx,
  userId: string,
  section: ReviewSection,
) {
  const row = await lockRegistration(db, userId);
  const rejection = row?.status === 'rejected' ? toRejection(await latestReview(db, userId)) : null;
  if (!editableSections(row, rejection).includes(section)) {
    throw conflict(
      row?.status === 'rejected'
        ? 'Only the parts the association asked about can be changed now.'
        : 'Your registration has been submitted. It can be changed only if the association sends it back.',
      null,
      row?.status === 'rejected' ? 'SECTION_NOT_REOPENED' : 'REGISTRATION_LOCKED',
    );
  }
  if ((!row || row.status === 'draft') && !(await readSetting(db, OPEN_SETTING, openSchema))) {
    throw forbidden(
      'Registrations are closed at the moment. Please check the news page for the next window.',
      null,
      'REGISTRATION_CLOSED',
    );
  }
  return row;
}
