import {
  IconAddressBook,
  IconAdjustments,
  IconAward,
  IconBell,
  IconCalendarEvent,
  IconCalendarPlus,
  IconCalendarTime,
  IconCreditCard,
  IconFileDescription,
  IconFileUpload,
  IconFlag,
  IconHelpCircle,
  IconId,
  IconIdBadge2,
  IconLayoutDashboard,
  IconListSearch,
  IconMailOpened,
  IconMapPin,
  IconMapPins,
  IconNews,
  IconReceipt,
  IconSearch,
  IconSettings,
  IconTrophy,
  IconUser,
  IconUsers,
} from '@tabler/icons-react';
import { paths } from '../../lib/paths';
import type { AreaNavigation, NavItem } from './nav-items';

// The staff areas' sidebars, apart from the athletes' (nav-items.ts): an athlete's pages do not
// download them or their icons. The app takes them with the staff areas' route table (app/staff-routes).

/** Admin sidebar; Profile and Settings are the shared user pages. */
export const adminNav: NavItem[] = [
  { key: 'dashboard', to: paths.admin.dashboard, icon: IconLayoutDashboard },
  { key: 'userManagement', to: paths.admin.userManagement, icon: IconUsers },
  { key: 'uidManagement', to: paths.admin.uidManagement, icon: IconId },
  { key: 'paymentManagement', to: paths.admin.paymentManagement, icon: IconCreditCard },
  { key: 'searchUid', to: paths.admin.searchUid, icon: IconSearch },
  { key: 'formListing', to: paths.admin.formListing, icon: IconReceipt },
  { key: 'uploadEventsResult', to: paths.admin.uploadEventsResult, icon: IconFileUpload },
  { key: 'upcomingEvents', to: paths.admin.upcomingEvents, icon: IconCalendarEvent },
  { key: 'previousEvents', to: paths.admin.previousEvents, icon: IconCalendarTime },
  { key: 'eventsResults', to: paths.admin.eventsResults, icon: IconTrophy },
  { key: 'performanceCertificate', to: paths.admin.performanceCertificate, icon: IconAward },
  { key: 'accreditationAdmin', to: paths.admin.accreditation, icon: IconIdBadge2 },
  { key: 'selectionsAdmin', to: paths.admin.selections, icon: IconFlag },
  // Public site content (docs/decisions/0003).
  { key: 'contentNews', to: paths.admin.content.news, icon: IconNews },
  { key: 'contentEvents', to: paths.admin.content.events, icon: IconCalendarPlus },
  { key: 'contentUnits', to: paths.admin.content.districtUnits, icon: IconMapPin },
  { key: 'contentFaq', to: paths.admin.content.faq, icon: IconHelpCircle },
  { key: 'contentPages', to: paths.admin.content.pages, icon: IconFileDescription },
  { key: 'contentSite', to: paths.admin.content.site, icon: IconAddressBook },
  { key: 'contentMessages', to: paths.admin.content.messages, icon: IconMailOpened },
  { key: 'districtSecretaries', to: paths.admin.districtSecretaries, icon: IconMapPins },
  { key: 'auditLog', to: paths.admin.auditLog, icon: IconListSearch },
  { key: 'notices', to: paths.admin.notices, icon: IconBell },
  { key: 'associationSettings', to: paths.admin.settings, icon: IconAdjustments },
  { key: 'profile', to: paths.user.profile, icon: IconUser },
  { key: 'settings', to: paths.user.settings, icon: IconSettings },
];

/** District secretaries' sidebar; Profile and Settings are the shared user pages. */
export const districtNav: NavItem[] = [
  { key: 'districtDashboard', to: paths.district.dashboard, icon: IconLayoutDashboard },
  { key: 'districtAthletes', to: paths.district.athletes, icon: IconUsers },
  { key: 'districtCompetitions', to: paths.district.competitions, icon: IconTrophy },
  { key: 'districtNationalTeams', to: paths.district.nationalTeams, icon: IconFlag },
  { key: 'profile', to: paths.user.profile, icon: IconUser },
  { key: 'settings', to: paths.user.settings, icon: IconSettings },
];

/** A staff area's sidebar and the translation key of its name. */
export const staffNavigation: Record<'admin' | 'district', AreaNavigation> = {
  admin: { items: adminNav, labelKey: 'app.adminNavigation' },
  district: { items: districtNav, labelKey: 'app.districtNavigation' },
};
