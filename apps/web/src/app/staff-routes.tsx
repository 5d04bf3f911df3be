import type { RouteObject } from 'react-router';
import { paths } from '../lib/paths';

export { staffNavigation } from '../components/app/staff-nav-items';

import { adminPath, districtPath, page } from './route-helpers';

// The association's staff: the pages of the administrators' area and of the district secretaries'.
// The router adds them when an address in those areas is first opened (route-tree.tsx,
// addStaffPages), so an athlete's first download does not carry this table.

const competitionsByDate = () => import('../features/competitions/admin/CompetitionsByDatePage');

/** /admin/*: the administrators' screens, in the order of their menu. */
export const adminPages: RouteObject[] = [
  {
    path: adminPath(paths.admin.dashboard),
    lazy: page(() => import('../features/admin/pages/DashboardPage')),
  },
  {
    path: adminPath(paths.admin.userManagement),
    lazy: page(() => import('../features/admin-users/admin/UserManagementPage')),
  },
  {
    path: adminPath(paths.admin.uidManagement),
    lazy: page(() => import('../features/registration-review/admin/UidManagementPage')),
  },
  {
    path: adminPath(paths.admin.editRegistrationPattern),
    lazy: page(() => import('../features/registration-review/admin/EditRegistrationPage')),
  },
  {
    path: adminPath(paths.admin.paymentManagement),
    lazy: page(() => import('../features/payments/admin/PaymentManagementPage')),
  },
  {
    path: adminPath(paths.admin.searchUid),
    lazy: page(() => import('../features/registration-review/admin/SearchUidPage')),
  },
  {
    path: adminPath(paths.admin.formListing),
    lazy: page(() => import('../features/competitions/admin/FormListingPage')),
  },
  {
    path: adminPath(paths.admin.viewFormDetailsPattern),
    lazy: page(() => import('../features/competitions/admin/details/FormDetailsPage')),
  },
  {
    path: adminPath(paths.admin.newForm),
    lazy: page(() => import('../features/competitions/admin/builder/FormBuilderPage')),
  },
  {
    path: adminPath(paths.admin.editFormPattern),
    lazy: page(() => import('../features/competitions/admin/builder/FormBuilderPage')),
  },
  {
    path: adminPath(paths.admin.uploadEventsResult),
    lazy: page(() => import('../features/results/admin/UploadResultsPage')),
  },
  { path: adminPath(paths.admin.upcomingEvents), lazy: page(competitionsByDate, { when: 'upcoming' }) },
  {
    path: adminPath(paths.admin.previousEvents),
    lazy: page(() => import('../features/archive/admin/PreviousEventsAdminPage')),
  },
  {
    path: adminPath(paths.admin.addPastCompetition),
    lazy: page(() => import('../features/archive/admin/AddPastCompetitionPage')),
  },
  {
    path: adminPath(paths.admin.eventsResults),
    lazy: page(() => import('../features/results/admin/EventsResultsPage')),
  },
  {
    path: adminPath(paths.admin.performanceCertificate),
    lazy: page(() => import('../features/certificates/admin/PerformanceCertificatePage')),
  },
  {
    path: adminPath(paths.admin.accreditation),
    lazy: page(() => import('../features/accreditation/admin/AccreditationAdminPage')),
  },
  {
    path: adminPath(paths.admin.selections),
    lazy: page(() => import('../features/selections/admin/SelectionsPage')),
  },
  {
    path: adminPath(paths.admin.selectionPattern),
    lazy: page(() => import('../features/selections/admin/SelectionPage')),
  },
  { path: adminPath(paths.admin.settings), lazy: page(() => import('../features/admin/pages/SettingsPage')) },
  { path: adminPath(paths.admin.auditLog), lazy: page(() => import('../features/admin/pages/AuditLogPage')) },
  {
    path: adminPath(paths.admin.notices),
    lazy: page(() => import('../features/notices/admin/NoticesDayPage')),
  },
  {
    path: adminPath(paths.admin.reviewPattern),
    lazy: page(() => import('../features/registration-review/admin/RegistrationReviewPage')),
  },
  {
    path: adminPath(paths.admin.content.news),
    lazy: page(() => import('../features/content/admin/NewsAdminPage')),
  },
  {
    path: adminPath(paths.admin.content.newsEditorPattern),
    lazy: page(() => import('../features/content/admin/NewsEditorPage')),
  },
  {
    path: adminPath(paths.admin.content.events),
    lazy: page(() => import('../features/content/admin/EventsAdminPage')),
  },
  {
    path: adminPath(paths.admin.content.eventEditorPattern),
    lazy: page(() => import('../features/content/admin/EventEditorPage')),
  },
  {
    path: adminPath(paths.admin.content.districtUnits),
    lazy: page(() => import('../features/content/admin/UnitsAdminPage')),
  },
  {
    path: adminPath(paths.admin.content.faq),
    lazy: page(() => import('../features/content/admin/FaqAdminPage')),
  },
  {
    path: adminPath(paths.admin.content.pages),
    lazy: page(() => import('../features/content/admin/PagesAdminPage')),
  },
  {
    path: adminPath(paths.admin.content.site),
    lazy: page(() => import('../features/content/admin/SiteAdminPage')),
  },
  {
    path: adminPath(paths.admin.content.messages),
    lazy: page(() => import('../features/content/admin/MessagesAdminPage')),
  },
  {
    path: adminPath(paths.admin.districtSecretaries),
    lazy: page(() => import('../features/districts/admin/DistrictSecretariesPage')),
  },
];

/** /district/*: a district secretary's screens. */
export const districtPages: RouteObject[] = [
  {
    path: districtPath(paths.district.dashboard),
    lazy: page(() => import('../features/districts/pages/DistrictDashboardPage')),
  },
  {
    path: districtPath(paths.district.athletes),
    lazy: page(() => import('../features/districts/pages/DistrictAthletesPage')),
  },
  {
    path: districtPath(paths.district.athletePattern),
    lazy: page(() => import('../features/districts/pages/DistrictAthletePage')),
  },
  {
    path: districtPath(paths.district.newAthlete),
    lazy: page(() => import('../features/districts/pages/RegisterAthletePage')),
  },
  {
    path: districtPath(paths.district.athleteRegistrationPattern),
    lazy: page(() => import('../features/districts/pages/AssistedRegistrationPage')),
  },
  {
    path: districtPath(paths.district.competitions),
    lazy: page(() => import('../features/districts/pages/DistrictCompetitionsPage')),
  },
  {
    path: districtPath(paths.district.competitionPattern),
    lazy: page(() => import('../features/districts/pages/DistrictCompetitionPage')),
  },
  {
    path: districtPath(paths.district.enterTeamPattern),
    lazy: page(() => import('../features/districts/pages/TeamEntryPage')),
  },
  {
    path: districtPath(paths.district.nationalTeams),
    lazy: page(() => import('../features/selections/pages/DistrictTeamsPage')),
  },
];
