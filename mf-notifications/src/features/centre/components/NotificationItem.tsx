// One notification of the centre: its icon, translated message and time received; unread ones stand out.
import { useTranslation } from 'react-i18next';
import type { AppNotification } from '@planner/shared/model';
import { NS } from '../../../i18n';
import { isUnread } from '../notificationList';
import { formatDateTime, notificationText } from '../translateNotification';
import { ContextIcon } from './ContextIcon';
import styles from './NotificationCentre.module.css';

export function NotificationItem({
  notification,
  onOpen,
  busy,
}: {
  notification: AppNotification;
  onOpen: (n: AppNotification) => void;
  busy: boolean;
}) {
  const { t, i18n } = useTranslation(NS);
  const unread = isUnread(notification);
  const text = notificationText(notification, t, i18n.language);
  return (
    <li className={styles.item} data-testid="notification" data-unread={unread}>
      <button
        type="button"
        className={[styles.open, unread ? styles.unread : ''].filter(Boolean).join(' ')}
        onClick={() => onOpen(notification)}
        disabled={busy}
        aria-busy={busy || undefined}
      >
        <span className={styles.icon}>
          <ContextIcon context={notification.context} />
        </span>
        <span className={styles.body}>
          {unread ? <span className={styles.newBadge}>{t('unreadBadge')}</span> : null}
          <span className={styles.text}>{text}</span>
          <time className={styles.time} dateTime={notification.dateReceived}>
            {t('received', { when: formatDateTime(notification.dateReceived, i18n.language) })}
          </time>
        </span>
      </button>
    </li>
  );
}
