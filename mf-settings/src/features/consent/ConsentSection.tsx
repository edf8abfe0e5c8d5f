// Consents: the cookieConsent switch for ads, analytics and push, and one switch per purpose under it (the browser's permission for reminders is
// asked by "Reminders on this device", when the person turns them on).
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import {
  PURPOSES,
  useConsent,
  usePurposeConsent,
  writeConsent,
  writePurposes,
  type Purposes,
} from '@planner/shared/consent';
import styles from '../settings/components/SettingsPage.module.css';
import { SettingsSection } from '../settings/components/SettingsSection';

export function ConsentSection() {
  const { t } = useTranslation(NS);
  const consent = useConsent();
  // One switch per purpose under the one flag (docs/product.md section 1).
  const purposes: Purposes = {
    analytics: usePurposeConsent('analytics') === true,
    push: usePurposeConsent('push') === true,
    ads: usePurposeConsent('ads') === true,
  };

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
      <fieldset className={styles.purposes}>
        <legend>{t('consents.purposes.legend')}</legend>
        {PURPOSES.map((purpose) => (
          <label key={purpose} className={styles.switch}>
            <input
              type="checkbox"
              role="switch"
              checked={purposes[purpose]}
              onChange={(e) => writePurposes({ ...purposes, [purpose]: e.target.checked })}
            />
            <span>{t(`consents.purposes.${purpose}`)}</span>
          </label>
        ))}
      </fieldset>
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
