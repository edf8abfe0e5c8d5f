// The signed-in area's main navigation: calendar, tasks, presets, notifications, profile, contacts, settings.
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { Icon, type IconName } from '../../ui/components/Icon';
import styles from './DashboardNav.module.css';

const LINKS: { to: string; key: string; icon: IconName; end?: boolean }[] = [
  { to: '/dashboard', key: 'calendar', icon: 'calendar', end: true },
  { to: '/dashboard/tasks', key: 'tasks', icon: 'tasks' },
  { to: '/dashboard/presets', key: 'presets', icon: 'presets' },
  { to: '/dashboard/notifications', key: 'notifications', icon: 'bell' },
  { to: '/dashboard/profile', key: 'profile', icon: 'user' },
  { to: '/dashboard/contacts', key: 'contacts', icon: 'contacts' },
  { to: '/dashboard/settings', key: 'settings', icon: 'settings' },
];

export function DashboardNav() {
  const { t } = useTranslation('shell');
  return (
    <nav aria-label={t('nav.mainLabel')} className={styles.nav}>
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
              <Icon name={link.icon} size={18} />
              <span>{t(`nav.${link.key}`)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
