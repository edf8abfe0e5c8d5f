// Consents: one cookieConsent switch for ads, analytics and push, and the browser's permission for reminders.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@planner/shared/ui';
import { NS } from '../../i18n';
import { useConsent, writeConsent } from '@planner/shared/consent';
import styles from '../settings/components/SettingsPage.module.css';
import { SettingsSection } from '../settings/components/SettingsSection';

type Permission = NotificationPermission | 'unsupported';

function currentPermission(): Permission {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

export function ConsentSection() {
  const { t } = useTranslation(NS);
  const consent = useConsent();
  const [permission, setPermission] = useState<Permission>(currentPermission);

  const askPermission = async () => {
    if (typeof Notification === 'undefined') return;
    setPermission(await Notification.requestPermission());
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
      <p className={styles.explain}>{t('consents.explain')}</p>
      <p className={styles.explain} role="status">
        {consent === null
          ? t('consents.notChosen')
          : consent
            ? t('consents.on')
            : t('consents.off')}
      </p>
      {consent === true ? (
        <div className={styles.row}>
          <p className={styles.explain}>{t(`consents.permission.${permission}`)}</p>
          {permission === 'default' ? (
            <Button variant="secondary" size="small" onClick={() => void askPermission()}>
              {t('consents.allowBrowserNotifications')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </SettingsSection>
  );
}
