// The small round theme toggle: a moon in light mode (switch to dark), a sun in dark mode.
import { useFact } from '@planner/shared/bus';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/components/Icon';
import { ICONS } from '../../ui/icons';
import { toggleTheme } from '../theme';
import styles from './ThemeToggle.module.css';

export function ThemeToggle() {
  const { t } = useTranslation('shell');
  const theme = useFact('theme');
  const dark = theme === 'dark';
  return (
    <button
      type="button"
      className={styles.toggle}
      onClick={() => toggleTheme()}
      aria-label={dark ? t('theme.toLight') : t('theme.toDark')}
      title={dark ? t('theme.toLight') : t('theme.toDark')}
    >
      <Icon path={dark ? ICONS.sun : ICONS.moon} size={18} />
    </button>
  );
}
