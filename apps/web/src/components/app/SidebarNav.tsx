import { lazy, Suspense } from 'react';
import { NavLink } from 'react-router';
import { useTranslation } from '../../lib/translation';
import classes from './AppLayout.module.css';
import type { NavItem } from './nav-items';

const NavTooltip = lazy(() => import('./NavTooltip').then((module) => ({ default: module.NavTooltip })));

/** The sidebar's links. When collapsed only icons show; the names stay readable for screen readers. */
export function SidebarNav({
  items,
  label,
  collapsed = false,
  onNavigate,
}: {
  items: NavItem[];
  label: string;
  collapsed?: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={label}>
      <ul className={classes.navList}>
        {items.map((item) => {
          const Icon = item.icon;
          const name = t(`pages.${item.key}`);
          const link = (
            <NavLink to={item.to} className={classes.navLink} onClick={onNavigate} end>
              <Icon size={22} stroke={1.75} aria-hidden />
              <span className={collapsed ? 'visually-hidden-inline' : classes.navText}>{name}</span>
            </NavLink>
          );
          return (
            <li key={item.to}>
              {collapsed ? (
                // Only icons show: the name comes as a tooltip too (its code loads when first needed).
                <Suspense fallback={link}>
                  <NavTooltip label={name} position="right" withArrow>
                    {link}
                  </NavTooltip>
                </Suspense>
              ) : (
                link
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
