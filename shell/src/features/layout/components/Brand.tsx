// The Planner logo and name, linking home (or to the dashboard inside the signed-in area).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Icon } from '../../ui/components/Icon';
import { ICONS } from '../../ui/icons';
import styles from './Brand.module.css';

export function Brand({
  to = '/',
  markOnlyOnPhone = false,
}: {
  to?: string;
  /** On a phone only the mark shows (the signed-in header's one row); the name stays the link's name. */
  markOnlyOnPhone?: boolean;
}) {
  const { t } = useTranslation('common');
  return (
    <Link to={to} className={styles.brand}>
      <span className={styles.mark} aria-hidden="true">
        <Icon path={ICONS.calendar} size={18} />
      </span>
      <span className={markOnlyOnPhone ? styles.nameHiddenOnPhone : undefined}>{t('appName')}</span>
    </Link>
  );
}
