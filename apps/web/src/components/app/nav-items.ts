import {
  IconCalendarEvent,
  IconCertificate,
  IconChecklist,
  IconFileText,
  IconFlag,
  IconHistory,
  IconId,
  IconIdBadge2,
  IconLayoutDashboard,
  IconListDetails,
  IconSettings,
  IconTrophy,
  IconUser,
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
export interface AreaNavigation {
  items: NavItem[];
  labelKey: string;
}

export const userNavigation: AreaNavigation = { items: userNav, labelKey: 'app.userNavigation' };
/** The registration flow has only the top bar. */
export const flowNavigation: AreaNavigation = { items: [], labelKey: 'app.userNavigation' };
