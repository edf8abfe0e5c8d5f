// The footer's "Cookie settings": one switch per purpose (analytics, push notifications, ads), applied at once.
import { useTranslation } from 'react-i18next';
import { Button, Modal } from '@planner/shared/ui';
import {
  PURPOSES,
  usePurposeConsent,
  writePurposes,
  type Purpose,
  type Purposes,
} from '@planner/shared/consent';
import styles from './CookieSettingsDialog.module.css';

export function CookieSettingsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('shell');
  const current: Purposes = {
    analytics: usePurposeConsent('analytics') === true,
    push: usePurposeConsent('push') === true,
    ads: usePurposeConsent('ads') === true,
  };
  const set = (purpose: Purpose, on: boolean) => writePurposes({ ...current, [purpose]: on });
  return (
    <Modal
      open={open}
      title={t('cookieSettings.title')}
      onClose={onClose}
      size="sm"
      footer={<Button onClick={onClose}>{t('cookieSettings.done')}</Button>}
    >
      <p className={styles.intro}>{t('cookieSettings.intro')}</p>
      <ul className={styles.list}>
        {PURPOSES.map((purpose) => (
          <li key={purpose}>
            <label className={styles.switch}>
              <input
                type="checkbox"
                role="switch"
                checked={current[purpose]}
                onChange={(e) => set(purpose, e.target.checked)}
              />
              <span>
                <span className={styles.name}>{t(`cookieSettings.purposes.${purpose}.name`)}</span>
                <span className={styles.explain}>
                  {t(`cookieSettings.purposes.${purpose}.explain`)}
                </span>
              </span>
            </label>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
