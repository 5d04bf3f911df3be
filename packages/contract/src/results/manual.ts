import { z } from 'zod';
import { formIdParams } from '../competitions/schemas.js';
import { route } from '../shared/route-def.js';
import { resultsImport } from './api.js';
import { resultStatuses } from './marks.js';
import { checkedResult } from './schemas.js';

/**
 * Results entered on screen, one at a time, for a competition without a file (decision 25). Each
 * change is written the way a file's row is (text in the file's columns), checked by the same check
 * as a file, and kept as a new unpublished import (format "manual", the draft); publishing it is the
 * same as publishing a file, so after a first publication a change is a correction with a reason.
 */

const cell = (max: number) => z.string().trim().max(max, 'validation.tooLong').default('');

/** One result as the form on screen sends it: the file's columns as text, read by the file's rules. */
export const manualResultInput = z.strictObject({
  discipline: z.string().trim().min(1, 'validation.required').max(40, 'validation.tooLong'),
  /** The athlete, by UID (chosen from the discipline's entries). */
  uid: z.string().trim().min(1, 'validation.required').max(40, 'validation.tooLong'),
  mark: cell(40),
  status: z.enum(['', ...resultStatuses]).default(''),
  rule: cell(100),
  wind: cell(10),
  heat: cell(20),
  lane: cell(10),
  round: cell(40),
  remarks: cell(500),
});
export type ManualResultInput = z.input<typeof manualResultInput>;

/** What the page saw: a change made on an older draft or version is refused (409), not merged. */
const basedOn = {
  /** The draft shown (null: none, the rows were the published version's or none). */
  draftImportId: z.uuid().nullable(),
  /** The version published when the page was loaded (0: none). */
  publishedVersion: z.number().int().min(0),
};

export const saveManualResultBody = z.strictObject({
  ...basedOn,
  /** The row to replace; null adds the result at the end. */
  row: z.number().int().min(2).nullable().default(null),
  result: manualResultInput,
  /** The warnings this result gives were read (required when it gives any). */
  acknowledgeWarnings: z.boolean().default(false),
});

export const removeManualResultBody = z.strictObject({ ...basedOn, row: z.number().int().min(2) });

/** An athlete a result may be entered for: entered (and not withdrawn) in these disciplines. */
export const manualEntrant = z.object({
  uid: z.string(),
  bib: z.string().nullable(),
  name: z.string(),
  district: z.string(),
  disciplines: z.array(z.string()),
});

/** A competition's results as they are being entered: the draft if there is one, else those published. */
export const manualResults = z.object({
  formId: z.string(),
  publishedVersion: z.number().int().min(0),
  /** The unpublished draft of results entered on screen, with its errors and warnings; null: none. */
  draft: resultsImport.nullable(),
  /** The draft's rows, else the published version's (checked again), else none. */
  rows: z.array(checkedResult),
  entrants: z.array(manualEntrant),
});
export type ManualResults = z.infer<typeof manualResults>;

const tag = 'results';

export const manualResultRoutes = {
  manualResults: route({
    method: 'GET',
    path: '/api/admin/results/:formId/manual',
    access: 'admin',
    tag,
    summary:
      "A competition's results for entering on screen: the draft (or the published results) and the athletes entered",
    params: formIdParams,
    data: manualResults,
  }),
  saveManualResult: route({
    method: 'POST',
    path: '/api/admin/results/:formId/manual',
    access: 'admin',
    tag,
    summary:
      'Add or replace one result, checked as a file row is (an error is a 400 naming the field; warnings need acknowledging); kept as a new unpublished draft',
    params: formIdParams,
    body: saveManualResultBody,
    data: manualResults,
  }),
  removeManualResult: route({
    method: 'POST',
    path: '/api/admin/results/:formId/manual/remove',
    access: 'admin',
    tag,
    summary: 'Remove one result; kept as a new unpublished draft',
    params: formIdParams,
    body: removeManualResultBody,
    data: manualResults,
  }),
} as const;
