// The account menu: who is signed in (email or "Guest"), profile, settings, keyboard shortcuts, finish
// registration, sign out.
import { bus } from '@planner/shared/bus';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../../auth/hooks/useAuth';
import { Icon } from '../../ui/components/Icon';
import { MenuButton, type MenuItem } from '../../ui/components/MenuButton';
import styles from './AccountMenu.module.css';

export interface AccountMenuProps {
  /** Opens the list of keyboard shortcuts (for those who do not know the "?" key). */
  onShowShortcuts?: () => void;
}

export function AccountMenu({ onShowShortcuts }: AccountMenuProps = {}) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const { state } = useAuth();
  const user = state.user;
  // Until the provider confirmed the session (the area shows from the session hint), no name rather
  // than a wrong one.
  const name = !user
    ? null
    : user.isAnonymous
      ? t('account.guest')
      : (user.email ?? t('account.guest'));

  const items: MenuItem[] = [
    {
      id: 'profile',
      label: t('nav.profile'),
      icon: 'user',
      onSelect: () => navigate('/dashboard/profile'),
    },
    {
      id: 'settings',
      label: t('nav.settings'),
      icon: 'settings',
      onSelect: () => navigate('/dashboard/settings'),
    },
  ];
  if (onShowShortcuts) {
    items.push({
      id: 'shortcuts',
      label: t('shortcuts.menuItem'),
      icon: 'keyboard',
      onSelect: onShowShortcuts,
    });
  }
  if (user?.isAnonymous) {
    items.push({
      id: 'register',
      label: t('account.finishRegistration'),
      icon: 'userPlus',
      onSelect: () => navigate('/signup'),
    });
  }
  items.push({
    id: 'signout',
    label: t('account.signOut'),
    icon: 'logout',
    // SignOutFlow decides: one click for a registered user, a warning first for a guest.
    onSelect: () => bus.publish('ui:sign-out-requested', {}),
  });

  return (
    <MenuButton
      align="end"
      header={name ? t('account.signedInAs', { name }) : undefined}
      items={items}
    >
      <span className={styles.avatar} aria-hidden="true">
        <Icon name="user" size={16} />
      </span>
      {/* The accessible name comes from the content ("Account menu: <name>"), so it always contains
          the visible text, even when the email is cut short on screen. */}
      <span className="visually-hidden">{t('account.menuLabel')} </span>
      {name ? <span className={styles.name}>{name}</span> : null}
    </MenuButton>
  );
}
