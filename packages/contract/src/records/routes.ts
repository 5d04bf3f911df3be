import { route } from '../shared/route-def.js';
import { recordsQuery, stateRecordList } from './schemas.js';

/** State records: set from published results, read by anyone. */
export const recordRoutes = {
  stateRecords: route({
    method: 'GET',
    path: '/api/records',
    access: 'public',
    tag: 'records',
    summary:
      'State records by sport, discipline, gender and sport class, each with its history (every time it was set or equalled)',
    query: recordsQuery,
    data: stateRecordList,
  }),
} as const;
