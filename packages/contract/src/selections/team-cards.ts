import { z } from 'zod';
import { teamCard, teamRoles } from './schemas.js';

/**
 * The championship's accreditation cards of a national team (decision 40): one per member who is on the
 * team (athletes who accepted and their support staff), drawn and checked as the competitions' cards
 * are (decision 28). Removing a member revokes their card.
 */

/** Why a member leaves the team: it is printed as the reason their card no longer checks. */
export const removeTeamMemberBody = z.strictObject({
  reason: z.string().trim().min(2, 'validation.required').max(200, 'validation.tooLong'),
});

/** The cards of the secretary's districts' team members (athletes and the people who go with them). */
export const districtTeamCards = z.object({
  items: z.array(
    z.object({
      selectionId: z.string(),
      memberId: z.string(),
      championshipName: z.string(),
      startDate: z.string(),
      name: z.string(),
      role: z.enum(teamRoles),
      district: z.string(),
      card: teamCard,
    }),
  ),
});
