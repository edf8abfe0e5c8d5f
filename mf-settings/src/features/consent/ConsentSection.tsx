// Consents: one cookieConsent switch for ads, analytics and push (the browser's permission for reminders is
// asked by "Reminders on this device", when the person turns them on).
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import { useConsent, writeConsent } from '@planner/shared/consent';
import styles from '../settings/components/SettingsPage.module.css';
import { SettingsSection } from '../settings/components/SettingsSection';

export function ConsentSection() {
  const { t } = useTranslation(NS);
  const consent = useConsent();

  return (
    <SettingsSection id="settings-consents" title={t('consents.title')}>
      <label className={styles.switch}>
        <input
          type="checkbox"
          role="switch"
          checked={consent === true}
          onChange={(e) => writeConsent(e.target.checked)}
        />
        <span>{t('consents.cookieConsent')}</span>
      </label>
      <p className={styles.explain}>{t('consents.explain')}</p>
      <p className={styles.explain} role="status">
        {consent === null
          ? t('consents.notChosen')
          : consent
            ? t('consents.on')
            : t('consents.off')}
      </p>
    </SettingsSection>
  );
}
