// What is announced but not built yet: sharing with contacts (offline mode and external calendars ship).
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import styles from '../settings/components/SettingsPage.module.css';
import { SettingsSection } from '../settings/components/SettingsSection';

const FEATURES = ['sharing'] as const;

export function ComingSoonSection() {
  const { t } = useTranslation(NS);
  return (
    <SettingsSection id="settings-soon" title={t('soon.title')}>
      <ul className={styles.soonList}>
        {FEATURES.map((feature) => (
          <li key={feature} className={styles.soonItem}>
            <span className={styles.soonName}>{t(`soon.${feature}.name`)}</span>
            <span className={styles.soonBadge}>{t('comingSoon', { ns: 'common' })}</span>
            <span className={styles.explain}>{t(`soon.${feature}.explain`)}</span>
          </li>
        ))}
      </ul>
    </SettingsSection>
  );
}
