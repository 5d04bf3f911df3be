import { z } from 'zod';
import { resultKinds } from '../competitions/schemas.js';
import { resultColumns, resultRowErrorCodes, resultsFileErrorCodes, resultWarningCodes } from './issues.js';
import { resultStatuses } from './marks.js';

/** The shapes a results preview travels in (`POST /api/admin/results/import` answers with them). */

export const resultStatus = z.enum(resultStatuses);

export const resultIssue = z.object({
  row: z.number().int().min(1),
  code: z.enum([...resultsFileErrorCodes, ...resultRowErrorCodes, ...resultWarningCodes]),
  message: z.string(),
  column: z.enum(resultColumns).optional(),
});

export const checkedResult = z.object({
  row: z.number().int().min(2),
  discipline: z.string(),
  kind: z.enum(resultKinds).nullable(),
  uid: z.string().nullable(),
  bib: z.string().nullable(),
  /** In the kind's unit: milliseconds, centimetres, hundredths of a point, or the place. */
  mark: z.number().int().min(0).nullable(),
  markText: z.string().nullable(),
  status: resultStatus.nullable(),
  rule: z.string().nullable(),
  /** Tenths of a metre per second. */
  wind: z.number().int().nullable(),
  heat: z.string().nullable(),
  lane: z.number().int().nullable(),
  round: z.string().nullable(),
  remarks: z.string().nullable(),
  filePlace: z.number().int().nullable(),
  place: z.number().int().nullable(),
  valid: z.boolean(),
});

export const resultsCheck = z.object({
  rows: z.array(checkedResult),
  errors: z.array(resultIssue),
  warnings: z.array(resultIssue),
});
