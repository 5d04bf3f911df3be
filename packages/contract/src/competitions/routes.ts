import { z } from 'zod';
import { paymentOrder, verifyPaymentBody } from '../payments/schemas.js';
import { noData, type RouteDef, route } from '../shared/route-def.js';
import { entryOfflinePaymentBody, startListQuery, withdrawEntryBody } from './admin-entries.js';
import {
  adminEntryForm,
  adminFormsList,
  adminFormsQuery,
  athleteForm,
  competitionProfile,
  entry,
  entryDetail,
  myEntry,
  submissionIdParams,
  submissionsList,
  submissionsQuery,
  submitEntryBody,
} from './entries.js';
import { entryFile, entryFileIdParams } from './entry-files.js';
import { entryFormBody, entryFormPatch, formIdParams } from './schemas.js';

const tag = 'competitions';

/**
 * Competitions' entry forms and the athletes' entries. The administrators' list of a form's entries keeps
 * the address older clients know, `/api/forms/submissions`, so it is an administrators' route outside
 * `/api/admin`; one entry at `/api/forms/submissions/{id}` is for its owner or an administrator (the
 * server checks which, answering 404 to anyone else).
 */
export const competitionRoutes = {
  createEntryForm: route({
    method: 'POST',
    path: '/api/admin/forms',
    access: 'admin',
    tag,
    summary: 'Create an entry form for a competition (a draft until its status is "open")',
    body: entryFormBody,
    data: adminEntryForm,
    status: 201,
  }),
  listEntryForms: route({
    method: 'GET',
    path: '/api/admin/forms',
    access: 'admin',
    tag,
    summary: 'Entry forms, newest first, each with its counts of entries, waitlist, unpaid entries and fees',
    query: adminFormsQuery,
    data: adminFormsList,
  }),
  getEntryForm: route({
    method: 'GET',
    path: '/api/admin/forms/:formId',
    access: 'admin',
    tag,
    summary: 'One entry form, with the entries and waitlist of each discipline',
    params: formIdParams,
    data: adminEntryForm,
  }),
  updateEntryForm: route({
    method: 'PATCH',
    path: '/api/admin/forms/:formId',
    access: 'admin',
    tag,
    summary:
      'Change any part of a form; its version goes up. Entries keep the answers given, and a discipline with entries stays',
    params: formIdParams,
    body: entryFormPatch,
    data: adminEntryForm,
  }),
  openEntryForms: route({
    method: 'GET',
    path: '/api/forms',
    access: 'user',
    tag,
    summary: 'Forms taking entries (or soon to), each discipline with whether the athlete may enter it',
    data: z.array(athleteForm),
  }),
  getOpenEntryForm: route({
    method: 'GET',
    path: '/api/forms/:formId',
    access: 'user',
    tag,
    summary: 'One form as the athlete sees it',
    params: formIdParams,
    data: athleteForm,
  }),
  uploadEntryFile: route({
    method: 'POST',
    path: '/api/forms/:formId/files',
    access: 'user',
    tag,
    summary:
      'Upload the file answering one of the form\'s file questions (multipart/form-data: field "field", the question\'s key, then field "file"); JPEG, PNG or PDF, 5 MB. The answer is the returned _id',
    params: formIdParams,
    multipart: true,
    data: entryFile,
    status: 201,
  }),
  getEntryFile: route({
    method: 'GET',
    path: '/api/forms/files/:fileId',
    access: 'user',
    tag,
    summary: 'A file given as an answer, to the athlete who uploaded it or an administrator',
    params: entryFileIdParams,
    data: noData,
    file: true,
  }),
  competitionProfile: route({
    method: 'GET',
    path: '/api/profile',
    access: 'user',
    tag,
    summary:
      "What an entry form fills in from the athlete's registration: name, UID, birth date, sports and classes",
    data: competitionProfile,
  }),
  submitEntry: route({
    method: 'POST',
    path: '/api/forms/submit',
    access: 'user',
    tag,
    summary:
      'Enter disciplines of a form with the answers to its fields; a free entry is confirmed at once, a paid one awaits payment',
    body: submitEntryBody,
    data: entry,
    status: 201,
  }),
  createEntryPaymentOrder: route({
    method: 'POST',
    path: '/api/forms/submissions/:id/payment',
    access: 'user',
    tag,
    summary: "Create (or reuse) the payment order for the athlete's own entry awaiting payment",
    params: submissionIdParams,
    data: paymentOrder,
  }),
  verifyEntryPayment: route({
    method: 'POST',
    path: '/api/forms/verify-payment',
    access: 'user',
    tag,
    summary: "Check the gateway's signature and confirm the entry it paid (once)",
    body: verifyPaymentBody,
    data: entry,
  }),
  mySubmissions: route({
    method: 'GET',
    path: '/api/forms/my-submissions',
    access: 'user',
    tag,
    summary: "The athlete's entries, newest first",
    data: z.array(myEntry),
  }),
  getSubmission: route({
    method: 'GET',
    path: '/api/forms/submissions/:id',
    access: 'user',
    tag,
    summary: 'One entry, for its owner or an administrator',
    params: submissionIdParams,
    data: entryDetail,
  }),
  listSubmissions: route({
    method: 'GET',
    path: '/api/forms/submissions',
    access: 'admin',
    tag,
    summary:
      "A form's entries, filtered by status, discipline, class, district or athlete, a page at a time; format=csv or xlsx exports the whole filtered list",
    query: submissionsQuery,
    data: submissionsList,
  }),
  withdrawEntry: route({
    method: 'POST',
    path: '/api/forms/submissions/:id/withdraw',
    access: 'user',
    tag,
    summary:
      'Withdraw an entry: its owner until the withdrawal deadline, an administrator at any time with a reason. A paid fee becomes a refund due; the first on each waiting list moves up',
    params: submissionIdParams,
    body: withdrawEntryBody,
    data: entry,
  }),
  markEntryPaidOffline: route({
    method: 'POST',
    path: '/api/admin/forms/submissions/:id/offline-payment',
    access: 'admin',
    tag,
    summary: "Record an entry's fee paid outside the gateway; the entry is confirmed",
    params: submissionIdParams,
    body: entryOfflinePaymentBody,
    data: entry,
  }),
  startList: route({
    method: 'GET',
    path: '/api/admin/forms/:formId/start-list',
    access: 'admin',
    tag,
    summary:
      "One discipline's start list (name, UID, class, district, bib) as a PDF or CSV; bibs are given when entries close",
    params: formIdParams,
    query: startListQuery,
    data: noData,
    file: true,
  }),
} as const satisfies Record<string, RouteDef>;
