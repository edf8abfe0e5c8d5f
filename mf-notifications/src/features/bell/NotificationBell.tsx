// The header's notification bell, exposed as ./NotificationBell and rendered inside the shell's own React tree:
// its unread count, a dropdown of the latest notifications, and a toast for each reminder that comes due.
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInRouterContext, useNavigate } from 'react-router-dom';
import type { AppNotification } from '@planner/shared/model';
import { notifications, useList, type ListEntity } from '@planner/shared/sync';
import { NS } from '../../i18n';
import { isUnread, unreadCount } from '../centre/notificationList';
import { openNotification, requestEventOpen } from '../centre/openNotification';
import { navigateInPage } from '../service/navigateInPage';
import { CENTRE_PATH } from '../service/pageService';
import { useNotificationService } from '../service/useNotificationService';
import { BellMenu } from './BellMenu';
import { ReminderToasts } from './ReminderToasts';
import { useArrivedReminders } from './useArrivedReminders';
import styles from './NotificationBell.module.css';

export interface NotificationBellProps {
  /** Follows an in-app address; by default the shell's router, else a page navigation. */
  go?: (to: string) => void;
  source?: ListEntity<AppNotification, AppNotification>;
}

function Bell({ go = navigateInPage, source = notifications }: NotificationBellProps) {
  const { t } = useTranslation(NS);
  useNotificationService();
  const list = useList(source);
  const items = list.value;
  const unread = unreadCount(items);
  const label = unread > 0 ? t('bellLabelUnread', { count: unread }) : t('bellLabel');
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const toasts = useArrivedReminders(items, list.settled);

  // A click elsewhere closes the dropdown; Escape closes it and gives the focus back to the bell.
  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const follow = async (n: AppNotification) => {
    setFailed(false);
    const result = await openNotification(source, n);
    if (!result.saved) {
      setFailed(true);
      return;
    }
    setOpen(false);
    toasts.dismiss(n.id);
    requestEventOpen(n);
    if (result.target) go(result.target);
  };

  const markAll = async () => {
    setFailed(false);
    const now = new Date().toISOString();
    const answers = await Promise.all(
      items.filter(isUnread).map((n) => source.update(n.id, { ...n, dateReaded: now })),
    );
    if (answers.some((a) => !a.ok)) setFailed(true);
  };

  return (
    <div className={styles.wrap} ref={root}>
      <button
        ref={button}
        type="button"
        className={styles.bell}
        aria-label={label}
        title={label}
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => {
          // On a phone the dropdown spans the screen under the header, however tall it wrapped.
          const bottom = button.current?.getBoundingClientRect().bottom ?? 56;
          root.current?.style.setProperty('--bell-menu-top', `${Math.round(bottom + 8)}px`);
          setOpen((o) => !o);
        }}
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
      {open ? (
        <BellMenu
          id={menuId}
          items={items}
          failed={failed}
          onOpen={(n) => void follow(n)}
          onMarkAll={() => void markAll()}
          onSeeAll={() => {
            setOpen(false);
            go(CENTRE_PATH);
          }}
        />
      ) : null}
      <ReminderToasts
        arrived={toasts.arrived}
        onOpen={(n) => void follow(n)}
        onDismiss={toasts.dismiss}
      />
    </div>
  );
}

/** Inside the shell's router the bell navigates with it (no page reload). */
function RoutedBell(props: NotificationBellProps) {
  const navigate = useNavigate();
  return <Bell {...props} go={props.go ?? ((to) => navigate(to))} />;
}

export function NotificationBell(props: NotificationBellProps) {
  const inRouter = useInRouterContext();
  return inRouter ? <RoutedBell {...props} /> : <Bell {...props} />;
}

export default NotificationBell;
