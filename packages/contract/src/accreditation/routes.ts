import { formIdParams } from '../competitions/schemas.js';
import { noData, route } from '../shared/route-def.js';
import {
  accreditationCard,
  accreditationCardList,
  accreditationCardParams,
  accreditationCheck,
  accreditationCompetitionList,
  accreditationTokenParams,
  myAccreditationCards,
  revokeAccreditationBody,
} from './schemas.js';

const tag = 'accreditation';

/**
 * Accreditation cards: one per person per competition (athletes with a settled place and their guides
 * come from the entries; others are added by administrators), printed at ID-1 size with a QR code
 * to a public check that the gate opens.
 */
export const accreditationRoutes = {
  accreditationCompetitions: route({
    method: 'GET',
    path: '/api/admin/accreditation/competitions',
    access: 'admin',
    tag,
    summary: 'Competitions (published entry forms) with how many accreditation cards each has',
    data: accreditationCompetitionList,
  }),
  accreditationCards: route({
    method: 'GET',
    path: '/api/admin/accreditation/forms/:formId/cards',
    access: 'admin',
    tag,
    summary:
      "A competition's cards; athletes with a settled place and their guides or escorts get theirs here when they have none yet",
    params: formIdParams,
    data: accreditationCardList,
  }),
  addAccreditationCard: route({
    method: 'POST',
    path: '/api/admin/accreditation/forms/:formId/cards',
    access: 'admin',
    tag,
    summary:
      'Add a card for someone who is not an athlete (multipart/form-data: fields "name", "nameInScript", "role", "category", "extraZones" (comma-separated), then the JPEG or PNG "photo", up to 2 MB)',
    params: formIdParams,
    multipart: true,
    status: 201,
    data: accreditationCard,
  }),
  revokeAccreditationCard: route({
    method: 'POST',
    path: '/api/admin/accreditation/cards/:cardId/revoke',
    access: 'admin',
    tag,
    summary: 'Revoke a card, with a reason: its QR code then says it is not valid',
    params: accreditationCardParams,
    body: revokeAccreditationBody,
    data: accreditationCard,
  }),
  reprintAccreditationCard: route({
    method: 'POST',
    path: '/api/admin/accreditation/cards/:cardId/reprint',
    access: 'admin',
    tag,
    summary:
      'Print the card again (a lost card, a revoked one given back): a new version with a new QR code; every earlier print fails the check',
    params: accreditationCardParams,
    data: accreditationCard,
  }),
  accreditationCardPdf: route({
    method: 'GET',
    path: '/api/admin/accreditation/cards/:cardId/card.pdf',
    access: 'admin',
    tag,
    summary: 'One card as a PDF at ID-1 size (85.6 × 54 mm)',
    params: accreditationCardParams,
    data: noData,
    file: true,
  }),
  accreditationSheetPdf: route({
    method: 'GET',
    path: '/api/admin/accreditation/forms/:formId/sheet.pdf',
    access: 'admin',
    tag,
    summary: 'Every valid card of a competition on A4 sheets (ten to a page) to print and cut',
    params: formIdParams,
    data: noData,
    file: true,
  }),
  myAccreditationCards: route({
    method: 'GET',
    path: '/api/user/accreditation-cards',
    access: 'user',
    tag,
    summary: "The signed-in athlete's accreditation cards, newest competition first",
    data: myAccreditationCards,
  }),
  myAccreditationCardPdf: route({
    method: 'GET',
    path: '/api/user/accreditation-cards/:cardId/card.pdf',
    access: 'user',
    tag,
    summary: "One of the signed-in athlete's cards as a PDF (another person's card is not found)",
    params: accreditationCardParams,
    data: noData,
    file: true,
  }),
  checkAccreditation: route({
    method: 'GET',
    path: '/api/accreditation/verify/:token',
    access: 'public',
    tag,
    summary: "The public check behind a card's QR code: valid, revoked, replaced by a reprint, or expired",
    params: accreditationTokenParams,
    data: accreditationCheck,
  }),
  accreditationPhoto: route({
    method: 'GET',
    path: '/api/accreditation/verify/:token/photo',
    access: 'public',
    tag,
    summary: 'The photo of the card a QR code names, for the gate to compare with the face',
    params: accreditationTokenParams,
    data: noData,
    file: true,
  }),
} as const;
