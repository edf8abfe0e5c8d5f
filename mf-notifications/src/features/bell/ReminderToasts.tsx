// Toasts for the reminders that come due while the app is open: the event, when, and a button that opens it.
import { useTranslation } from 'react-i18next';
import type { AppNotification } from '@planner/shared/model';
import { NS } from '../../i18n';
import { notificationText } from '../centre/translateNotification';
import styles from './NotificationBell.module.css';

export function ReminderToasts({
  arrived,
  onOpen,
  onDismiss,
}: {
  arrived: readonly AppNotification[];
  onOpen: (n: AppNotification) => void;
  onDismiss: (id: string) => void;
}) {
  const { t, i18n } = useTranslation(NS);
  // The region stays in the page so screen readers announce what is added to it.
  return (
    <div className={styles.toasts} role="status" aria-label={t('toast.region')}>
      {arrived.slice(-3).map((n) => (
        <div key={n.id} className={styles.toast} data-testid="reminder-toast">
          <p className={styles.toastTitle}>{t('browser.reminderTitle')}</p>
          <p className={styles.toastText}>{notificationText(n, t, i18n.language)}</p>
          <div className={styles.toastActions}>
            <button type="button" className={styles.toastOpen} onClick={() => onOpen(n)}>
              {t('toast.open', { title: n.params.title ?? '' })}
            </button>
            <button type="button" className={styles.toastDismiss} onClick={() => onDismiss(n.id)}>
              {t('toast.dismiss')}
            </button>
          </div>
        </div>
      ))}
    </div>
  );
}
