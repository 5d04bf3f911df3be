import { formIdParams } from '../competitions/schemas.js';
import { noData, route } from '../shared/route-def.js';
import {
  importIdParams,
  medalTable,
  myResults,
  publicResults,
  publishedResults,
  publishResultsBody,
  resultsFormsList,
  resultsImport,
  resultsTemplateQuery,
} from './api.js';

const tag = 'results';

/**
 * Results: a file per competition is uploaded and checked (kept as an import, nothing published), then
 * published as a version; a correction is a new version with a reason. Published results are public.
 */
export const resultRoutes = {
  resultsForms: route({
    method: 'GET',
    path: '/api/admin/results/forms',
    access: 'admin',
    tag,
    summary:
      'Competitions whose entries have closed or that are under way, with their published version and pending import',
    data: resultsFormsList,
  }),
  importResults: route({
    method: 'POST',
    path: '/api/admin/results/import',
    access: 'admin',
    tag,
    summary:
      'Upload a results file (multipart/form-data: field "formId", then field "file", CSV or .xlsx): every row checked against the entries, kept as an import; nothing is published',
    multipart: true,
    data: resultsImport,
  }),
  getResultsImport: route({
    method: 'GET',
    path: '/api/admin/results/import/:importId',
    access: 'admin',
    tag,
    summary: 'An import with its preview, errors and warnings',
    params: importIdParams,
    data: resultsImport,
  }),
  publishResults: route({
    method: 'POST',
    path: '/api/admin/results/import/:importId/publish',
    access: 'admin',
    tag,
    summary:
      'Publish an import with no errors left (warnings acknowledged; a reason when it corrects published results); the same results again change nothing',
    params: importIdParams,
    body: publishResultsBody,
    data: publishedResults,
  }),
  resultsTemplate: route({
    method: 'GET',
    path: '/api/admin/results/:formId/template',
    access: 'admin',
    tag,
    summary:
      "A results file to fill in: the form's disciplines with the athletes entered in each (CSV or .xlsx)",
    params: formIdParams,
    query: resultsTemplateQuery,
    data: noData,
    file: true,
  }),
  publicResults: route({
    method: 'GET',
    path: '/api/results/:formId',
    access: 'public',
    tag,
    summary: "A competition's published results, per discipline, in place order",
    params: formIdParams,
    data: publicResults,
  }),
  medalTable: route({
    method: 'GET',
    path: '/api/results/:formId/medals',
    access: 'public',
    tag,
    summary: "A competition's medals by district (gold, then silver, then bronze)",
    params: formIdParams,
    data: medalTable,
  }),
  myResults: route({
    method: 'GET',
    path: '/api/user/results',
    access: 'user',
    tag,
    summary: "The signed-in athlete's published results, newest competition first",
    data: myResults,
  }),
} as const;
