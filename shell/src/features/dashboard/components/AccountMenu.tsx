// The account menu: who is signed in (email or "Guest"), profile, settings, keyboard shortcuts, finish
// registration, sign out. On a phone it also holds the theme and the language, which the header has no
// room for there (DashboardLayout hides its own at the same width).
import { bus, useFact } from '@planner/shared/bus';
import { SUPPORTED_LANGUAGES } from '@planner/shared/model/constants';
import { NARROW_SCREEN, useMediaQuery } from '@planner/shared/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../../auth/hooks/useAuth';
import { setLanguage } from '../../language/language';
import { toggleTheme } from '../../theme/theme';
import { AREA_ICONS } from '../../ui/areaIcons';
import { Icon } from '../../ui/components/Icon';
import { ICONS } from '../../ui/icons';
import { MenuButton, type MenuItem } from '../../ui/components/MenuButton';
import styles from './AccountMenu.module.css';

export interface AccountMenuProps {
  /** Opens the list of keyboard shortcuts (for those who do not know the "?" key). */
  onShowShortcuts?: () => void;
}

export function AccountMenu({ onShowShortcuts }: AccountMenuProps = {}) {
  const { t, i18n } = useTranslation(['signedIn', 'shell']);
  const navigate = useNavigate();
  const phone = useMediaQuery(NARROW_SCREEN);
  const theme = useFact('theme');
  const language = useFact('language');
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
      label: t('shell:nav.profile'),
      icon: ICONS.user,
      onSelect: () => navigate('/dashboard/profile'),
    },
    {
      id: 'settings',
      label: t('shell:nav.settings'),
      icon: AREA_ICONS.settings,
      onSelect: () => navigate('/dashboard/settings'),
    },
  ];
  if (phone) {
    items.push({
      id: 'theme',
      label: theme === 'dark' ? t('shell:theme.toLight') : t('shell:theme.toDark'),
      icon: theme === 'dark' ? ICONS.sun : ICONS.moon,
      onSelect: () => toggleTheme(),
    });
    // Each other language by its own name ("Français" on an English page): whoever reads it recognises it.
    for (const other of SUPPORTED_LANGUAGES.filter((lng) => lng !== language)) {
      items.push({
        id: `language-${other}`,
        label: t(`shell:language.names.${other}`),
        lang: other,
        icon: ICONS.globe,
        onSelect: () => void setLanguage(other, i18n),
      });
    }
  }
  if (onShowShortcuts) {
    items.push({
      id: 'shortcuts',
      label: t('shortcuts.menuItem'),
      icon: AREA_ICONS.keyboard,
      onSelect: onShowShortcuts,
    });
  }
  if (user?.isAnonymous) {
    items.push({
      id: 'register',
      label: t('account.finishRegistration'),
      icon: AREA_ICONS.userPlus,
      onSelect: () => navigate('/signup'),
    });
  }
  items.push({
    id: 'signout',
    label: t('account.signOut'),
    icon: AREA_ICONS.logout,
    // SignOutFlow decides: one click for a registered user, a warning first for a guest.
    onSelect: () => bus.publish('ui:sign-out-requested', {}),
  });

  return (
    <MenuButton
      align="end"
      triggerClassName={styles.trigger}
      // Named "Account menu: <name>" at every width: the name is not shown up to 900 px (the styles).
      label={name ? `${t('account.menuLabel')} ${name}` : t('account.menuLabel')}
      header={name ? t('account.signedInAs', { name }) : undefined}
      items={items}
    >
      <span className={styles.avatar} aria-hidden="true">
        <Icon path={ICONS.user} size={16} />
      </span>
      {name ? <span className={styles.name}>{name}</span> : null}
    </MenuButton>
  );
}
