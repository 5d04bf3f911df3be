import {
  IconAddressBook,
  IconAdjustments,
  IconAward,
  IconBell,
  IconCalendarEvent,
  IconCalendarPlus,
  IconCalendarTime,
  IconCertificate,
  IconChecklist,
  IconCreditCard,
  IconFileDescription,
  IconFileText,
  IconFileUpload,
  IconFlag,
  IconHelpCircle,
  IconHistory,
  IconId,
  IconIdBadge2,
  IconLayoutDashboard,
  IconListDetails,
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
import type { ComponentType } from 'react';
import { paths } from '../../lib/paths';

export interface NavItem {
  /** Translation key under `pages.` */
  key: string;
  to: string;
  icon: ComponentType<{ size?: number; stroke?: number; 'aria-hidden'?: boolean }>;
}

/** User sidebar, in the order an athlete goes through registration and what follows it. */
export const userNav: NavItem[] = [
  { key: 'dashboard', to: paths.user.dashboard, icon: IconLayoutDashboard },
  { key: 'eventsList', to: paths.user.eventsList, icon: IconListDetails },
  { key: 'upcomingEvents', to: paths.user.upcomingEvents, icon: IconCalendarEvent },
  { key: 'previousEvents', to: paths.user.previousEvents, icon: IconHistory },
  { key: 'eventsResults', to: paths.user.eventsResults, icon: IconTrophy },
  { key: 'certificates', to: paths.user.certificates, icon: IconCertificate },
  { key: 'identityCard', to: paths.user.identityCard, icon: IconId },
  { key: 'accreditationCard', to: paths.user.accreditationCard, icon: IconIdBadge2 },
  { key: 'nationalTeams', to: paths.user.nationalTeams, icon: IconFlag },
  { key: 'registrationDetails', to: paths.user.registrationDetails, icon: IconFileText },
  { key: 'registrationStatus', to: paths.user.registrationStatus, icon: IconChecklist },
  { key: 'profile', to: paths.user.profile, icon: IconUser },
  { key: 'settings', to: paths.user.settings, icon: IconSettings },
];

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

/** The signed-in layouts: `user`, `admin` and `district` have a sidebar; `flow` has only the top bar. */
export type AppArea = 'user' | 'admin' | 'district' | 'flow';

/** Which layout the app draws at an address (route-tree.tsx), also when the server draws it first. */
export const areaOf = (pathname: string): AppArea =>
  /^\/admin(\/|$)/.test(pathname)
    ? 'admin'
    : /^\/user(\/|$)/.test(pathname)
      ? 'user'
      : /^\/district(\/|$)/.test(pathname)
        ? 'district'
        : 'flow';

export const appAreas: AppArea[] = ['user', 'admin', 'district', 'flow'];

/** An area's sidebar items (none in the registration flow) and the translation key of its name. */
export function navOf(area: AppArea): { items: NavItem[]; labelKey: string } {
  switch (area) {
    case 'admin':
      return { items: adminNav, labelKey: 'app.adminNavigation' };
    case 'district':
      return { items: districtNav, labelKey: 'app.districtNavigation' };
    case 'user':
      return { items: userNav, labelKey: 'app.userNavigation' };
    default:
      return { items: [], labelKey: 'app.userNavigation' };
  }
}
