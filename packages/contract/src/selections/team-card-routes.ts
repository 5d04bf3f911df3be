import { noData, route } from '../shared/route-def.js';
import { selectionIdParams, team, teamMember, teamMemberParams } from './schemas.js';
import { districtTeamCards, removeTeamMemberBody } from './team-cards.js';

const tag = 'selections';

/**
 * The team's accreditation cards for the championship and leaving the team. The check of a card is the
 * accreditation's public one (`/api/accreditation/verify/:token`); an athlete's own card is among
 * `/api/user/accreditation-cards`.
 */
export const teamCardRoutes = {
  issueTeamCards: route({
    method: 'POST',
    path: '/api/admin/selections/:id/team/cards',
    access: 'admin',
    tag,
    summary:
      'Issue the championship accreditation card of every team member without a valid one (a revoked card is printed again)',
    params: selectionIdParams,
    data: team,
  }),
  issueTeamCard: route({
    method: 'POST',
    path: '/api/admin/selections/:id/team/:memberId/card',
    access: 'admin',
    tag,
    summary: "Issue one team member's championship accreditation card (or print a revoked one again)",
    params: teamMemberParams,
    data: teamMember,
  }),
  teamCardsPdf: route({
    method: 'GET',
    path: '/api/admin/selections/:id/team/cards.pdf',
    access: 'admin',
    tag,
    summary: "The team's valid accreditation cards on A4 sheets, to cut out",
    params: selectionIdParams,
    data: noData,
    file: true,
  }),
  teamCardPdf: route({
    method: 'GET',
    path: '/api/admin/selections/:id/team/:memberId/card.pdf',
    access: 'admin',
    tag,
    summary: "One team member's accreditation card as a PDF",
    params: teamMemberParams,
    data: noData,
    file: true,
  }),
  removeTeamMember: route({
    method: 'POST',
    path: '/api/admin/selections/:id/team/:memberId/remove',
    access: 'admin',
    tag,
    summary: 'Take a member off the team, with the reason; their accreditation card is revoked',
    params: teamMemberParams,
    body: removeTeamMemberBody,
    data: team,
  }),
  districtTeamCards: route({
    method: 'GET',
    path: '/api/district/selections/cards',
    access: 'secretary',
    tag,
    summary:
      "The championship accreditation cards of the secretary's districts' athletes and of those who go with them",
    data: districtTeamCards,
  }),
  districtTeamCardPdf: route({
    method: 'GET',
    path: '/api/district/selections/:id/team/:memberId/card.pdf',
    access: 'secretary',
    tag,
    summary: "A card of the secretary's districts' team member as a PDF (another district's is not found)",
    params: teamMemberParams,
    data: noData,
    file: true,
  }),
} as const;
