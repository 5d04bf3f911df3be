import { route } from '../shared/route-def.js';
import { archiveCompetitionBody, archiveCompetitionCreated, archiveList, archiveQuery } from './schemas.js';

const tag = 'archive';

/** Previous events: the archive of competitions with published results, and adding a past competition. */
export const archiveRoutes = {
  archiveSearch: route({
    method: 'GET',
    path: '/api/archive',
    access: 'user',
    tag,
    summary:
      'Past competitions with published results, newest first, searched by athlete (name or UID), sport class and year; each with its disciplines, medals by district, the records set there and the searched athletes’ results',
    query: archiveQuery,
    data: archiveList,
  }),
  createArchiveCompetition: route({
    method: 'POST',
    path: '/api/admin/archive/competitions',
    access: 'admin',
    tag,
    summary:
      'Add a past competition that took no entries on the portal (title, venue, days, disciplines), to upload its results; its rows are matched by UID',
    body: archiveCompetitionBody,
    data: archiveCompetitionCreated,
    status: 201,
  }),
} as const;
