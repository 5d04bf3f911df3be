import { noData, route } from '../shared/route-def.js';
import {
  adminCertificateList,
  adminCertificateRow,
  adminCertificatesQuery,
  certificateCompetitions,
  certificateIdParams,
  certificateJob,
  certificateNumberParams,
  formCertificatesParams,
  myCertificates,
  publicCertificate,
  revokeCertificateBody,
  signedRecordCheck,
  signedRecordQuery,
} from './schemas.js';

const tag = 'certificates';

/**
 * Certificates issued from published results (decision 26): the athlete's own, the public check by
 * number and of a signed record, and the administrators' register, ZIP and revoking.
 */
export const certificateRoutes = {
  myCertificates: route({
    method: 'GET',
    path: '/api/user/certificates',
    access: 'user',
    tag,
    summary: "The signed-in athlete's certificates, newest first, valid or not",
    data: myCertificates,
  }),
  myCertificatePdf: route({
    method: 'GET',
    path: '/api/user/certificates/:certificateId/pdf',
    access: 'user',
    tag,
    summary: 'One of the signed-in athlete’s certificates as a PDF (404 for anyone else’s)',
    params: certificateIdParams,
    data: noData,
    file: true,
  }),
  publicCertificate: route({
    method: 'GET',
    path: '/api/certificates/:number',
    access: 'public',
    tag,
    summary:
      'The public check of a certificate by its number: valid, superseded or revoked, and what it states',
    params: certificateNumberParams,
    data: publicCertificate,
  }),
  checkSignedRecord: route({
    method: 'GET',
    path: '/api/certificate-check',
    access: 'public',
    tag,
    summary:
      "The check of a signed record (the text file attached to a certificate's PDF): signed by one of the association's keys and the same as its register holds for that number, and what it states",
    query: signedRecordQuery,
    data: signedRecordCheck,
  }),
  certificateCompetitions: route({
    method: 'GET',
    path: '/api/admin/certificates',
    access: 'admin',
    tag,
    summary: 'Competitions with published results: valid certificates by kind and the latest issuing job',
    data: certificateCompetitions,
  }),
  formCertificates: route({
    method: 'GET',
    path: '/api/admin/certificates/:formId',
    access: 'admin',
    tag,
    summary: "A competition's certificates, filtered by kind, status and a name, UID or number",
    params: formCertificatesParams,
    query: adminCertificatesQuery,
    data: adminCertificateList,
  }),
  formCertificatesZip: route({
    method: 'GET',
    path: '/api/admin/certificates/:formId/zip',
    access: 'admin',
    tag,
    summary: "A competition's valid certificates as PDFs in one ZIP file (streamed)",
    params: formCertificatesParams,
    data: noData,
    file: true,
  }),
  issueFormCertificates: route({
    method: 'POST',
    path: '/api/admin/certificates/:formId/issue',
    access: 'admin',
    tag,
    summary: "Queue issuing of a competition's certificates (as publishing does); one queued job at a time",
    params: formCertificatesParams,
    data: certificateJob,
    status: 202,
  }),
  adminCertificatePdf: route({
    method: 'GET',
    path: '/api/admin/certificate/:certificateId/pdf',
    access: 'admin',
    tag,
    summary: 'Any certificate as a PDF',
    params: certificateIdParams,
    data: noData,
    file: true,
  }),
  revokeCertificate: route({
    method: 'POST',
    path: '/api/admin/certificate/:certificateId/revoke',
    access: 'admin',
    tag,
    summary: 'Revoke a valid certificate, with the reason (audited); its public check then says revoked',
    params: certificateIdParams,
    body: revokeCertificateBody,
    data: adminCertificateRow,
  }),
} as const;
