// The header's notification bell, exposed as ./NotificationBell and rendered inside the shell's own React tree.
import { useTranslation } from 'react-i18next';
import { useInRouterContext, useNavigate } from 'react-router-dom';
import type { AppNotification } from '@planner/shared/model';
import { notifications, useList, type ListEntity } from '@planner/shared/sync';
import { NS } from '../../i18n';
import { unreadCount } from '../centre/notificationList';
import { navigateInPage } from '../service/navigateInPage';
import { CENTRE_PATH } from '../service/pageService';
import { useNotificationService } from '../service/useNotificationService';
import styles from './NotificationBell.module.css';

export interface NotificationBellProps {
  /** Opens the notification centre; by default the bell navigates to '/dashboard/notifications'. */
  onOpen?: () => void;
  source?: ListEntity<AppNotification, AppNotification>;
}

function BellButton({ onOpen, source = notifications }: NotificationBellProps) {
  const { t } = useTranslation(NS);
  useNotificationService();
  const unread = unreadCount(useList(source).value);
  const label = unread > 0 ? t('bellLabelUnread', { count: unread }) : t('bellLabel');
  return (
    <button
      type="button"
      className={styles.bell}
      aria-label={label}
      title={label}
      onClick={onOpen ?? (() => navigateInPage(CENTRE_PATH))}
    >
      <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="22" height="22">
        <path
          d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3a1.5 1.5 0 0 0-3 0v1.16A7 7 0 0 0 5 11v5l-2 2v1h18v-1Z"
          fill="currentColor"
        />
      </svg>
      {unread > 0 ? (
        <span className={styles.badge} data-testid="bell-count" aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </button>
  );
}

/** Inside the shell's router the bell navigates with it (no page reload). */
function RoutedBell(props: NotificationBellProps) {
  const navigate = useNavigate();
  return <BellButton {...props} onOpen={props.onOpen ?? (() => navigate(CENTRE_PATH))} />;
}

export function NotificationBell(props: NotificationBellProps) {
  const inRouter = useInRouterContext();
  return inRouter ? <RoutedBell {...props} /> : <BellButton {...props} />;
}

export default NotificationBell;
