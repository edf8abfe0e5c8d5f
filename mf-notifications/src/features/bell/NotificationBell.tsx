// The header's notification bell, exposed as ./NotificationBell and rendered inside the shell's own React tree.
// The unread count arrives with the notifications feature; until then the bell only opens the centre.
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import styles from './NotificationBell.module.css';

export interface NotificationBellProps {
  /** Opens the notification centre (the shell passes a navigation to '/dashboard/notifications'). */
  onOpen?: () => void;
}

export function NotificationBell({ onOpen }: NotificationBellProps) {
  const { t } = useTranslation(NS);
  return (
    <button type="button" className={styles.bell} aria-label={t('bellLabel')} onClick={onOpen}>
      <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="22" height="22">
        <path
          d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3a1.5 1.5 0 0 0-3 0v1.16A7 7 0 0 0 5 11v5l-2 2v1h18v-1Z"
          fill="currentColor"
        />
      </svg>
    </button>
  );
}

export default NotificationBell;
