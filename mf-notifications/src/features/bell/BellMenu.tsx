// The bell's dropdown: the latest notifications (opening one marks it read and follows it), "Mark all as read", "See all".
import { useTranslation } from 'react-i18next';
import type { AppNotification } from '@planner/shared/model';
import { NS } from '../../i18n';
import { isUnread, newestFirst } from '../centre/notificationList';
import { formatDateTime, notificationText } from '../centre/translateNotification';
import styles from './NotificationBell.module.css';

export const MENU_SIZE = 5;

export function BellMenu({
  id,
  items,
  failed,
  onOpen,
  onMarkAll,
  onSeeAll,
}: {
  id: string;
  items: readonly AppNotification[];
  failed: boolean;
  onOpen: (n: AppNotification) => void;
  onMarkAll: () => void;
  onSeeAll: () => void;
}) {
  const { t, i18n } = useTranslation(NS);
  const latest = newestFirst(items).slice(0, MENU_SIZE);
  const anyUnread = items.some(isUnread);
  return (
    <section id={id} className={styles.menu} aria-label={t('menu.title')}>
      <div className={styles.menuHeader}>
        <h2 className={styles.menuTitle}>{t('menu.title')}</h2>
        <button type="button" className={styles.menuLink} onClick={onMarkAll} disabled={!anyUnread}>
          {t('menu.markAllRead')}
        </button>
      </div>
      {failed ? (
        <p className={styles.menuError} role="alert">
          {t('markReadFailed')}
        </p>
      ) : null}
      {latest.length === 0 ? (
        <p className={styles.menuEmpty}>{t('empty.title')}</p>
      ) : (
        <ul className={styles.menuList}>
          {latest.map((n) => (
            <li key={n.id}>
              <button
                type="button"
                className={styles.menuItem}
                data-testid="bell-notification"
                data-unread={isUnread(n)}
                onClick={() => onOpen(n)}
              >
                <span className={styles.menuText}>{notificationText(n, t, i18n.language)}</span>
                <time className={styles.menuTime} dateTime={n.dateReceived}>
                  {formatDateTime(n.dateReceived, i18n.language)}
                </time>
              </button>
            </li>
          ))}
        </ul>
      )}
      <button type="button" className={styles.menuSeeAll} onClick={onSeeAll}>
        {t('menu.seeAll')}
      </button>
    </section>
  );
}
