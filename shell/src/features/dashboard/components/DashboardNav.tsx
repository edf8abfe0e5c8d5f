// The signed-in area's main navigation: calendar, tasks, presets, notifications, profile, contacts, settings.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router-dom';
import { AREA_ICONS } from '../../ui/areaIcons';
import { Icon } from '../../ui/components/Icon';
import { ICONS } from '../../ui/icons';
import styles from './DashboardNav.module.css';

const LINKS: { to: string; key: string; icon: string; end?: boolean }[] = [
  { to: '/dashboard', key: 'calendar', icon: ICONS.calendar, end: true },
  { to: '/dashboard/tasks', key: 'tasks', icon: ICONS.tasks },
  { to: '/dashboard/presets', key: 'presets', icon: ICONS.presets },
  { to: '/dashboard/notifications', key: 'notifications', icon: ICONS.bell },
  { to: '/dashboard/profile', key: 'profile', icon: ICONS.user },
  { to: '/dashboard/contacts', key: 'contacts', icon: AREA_ICONS.contacts },
  { to: '/dashboard/settings', key: 'settings', icon: AREA_ICONS.settings },
];

/** Where the nav becomes a strip that scrolls sideways (DashboardNav.module.css). */
const STRIP = '(max-width: 900px)';

export function DashboardNav() {
  const { t } = useTranslation('shell');
  const nav = useRef<HTMLElement>(null);
  const shown = useRef(false);
  const { pathname } = useLocation();
  // On a phone the strip shows three or four of the seven pages: the current one is scrolled into its
  // middle, so a page opened from elsewhere (the account menu's Profile, a notification) shows where it is.
  useEffect(() => {
    const strip = nav.current;
    if (!strip || !window.matchMedia?.(STRIP).matches) return;
    const current = strip.querySelector('[aria-current="page"]');
    if (!current) return;
    // A strip that has just mounted is at its start: its first page needs no measuring (that would force
    // a layout in the middle of the dashboard's start).
    const mounting = !shown.current;
    shown.current = true;
    if (mounting && current === strip.querySelector('a')) return;
    const box = strip.getBoundingClientRect();
    const link = current.getBoundingClientRect();
    if (link.left >= box.left && link.right <= box.right) return;
    strip.scrollBy({ left: link.left - box.left - (box.width - link.width) / 2 });
  }, [pathname]);
  return (
    <nav ref={nav} aria-label={t('nav.mainLabel')} className={styles.nav}>
      <ul className={styles.list}>
        {LINKS.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              end={link.end}
              className={({ isActive }) =>
                isActive ? `${styles.link} ${styles.active}` : styles.link
              }
            >
              <Icon path={link.icon} size={18} />
              <span>{t(`nav.${link.key}`)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
