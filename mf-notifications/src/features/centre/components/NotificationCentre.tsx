// The notification centre (/dashboard/notifications): grouped by type, newest first, opening one marks it read.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppNotification } from '@planner/shared/model';
import { notifications as defaultSource } from '@planner/shared/sync';
import { useList, type ListEntity } from '@planner/shared/sync';
import { Alert, EmptyState, Spinner } from '@planner/shared/ui';
import { NS } from '../../../i18n';
import { useNotificationService } from '../../service/useNotificationService';
import { groupByContext } from '../notificationList';
import { openNotification, requestEventOpen } from '../openNotification';
import { ContextIcon } from './ContextIcon';
import { NotificationItem } from './NotificationItem';
import styles from './NotificationCentre.module.css';

export interface NotificationCentreProps {
  navigate: (to: string) => void;
  source?: ListEntity<AppNotification, AppNotification>;
}

export function NotificationCentre({ navigate, source = defaultSource }: NotificationCentreProps) {
  const { t } = useTranslation(NS);
  useNotificationService();
  const status = useList(source);
  const items = status.value;
  const [opening, setOpening] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const groups = groupByContext(items);

  const open = async (n: AppNotification) => {
    setOpening(n.id);
    setFailed(false);
    const result = await openNotification(source, n);
    setOpening(null);
    if (!result.saved) setFailed(true);
    else requestEventOpen(n);
    if (result.target) navigate(result.target);
  };

  return (
    <div className={styles.centre}>
      {status.fromCache ? <Alert tone="warning">{t('offline')}</Alert> : null}
      {failed ? <Alert tone="error">{t('markReadFailed')}</Alert> : null}
      {!status.settled && items.length === 0 ? (
        <Spinner />
      ) : groups.length === 0 ? (
        <EmptyState
          title={t('empty.title')}
          description={t('empty.description')}
          headingLevel={3}
        />
      ) : (
        groups.map((group) => (
          <section
            key={group.context}
            className={styles.group}
            aria-labelledby={`notifications-group-${group.context}`}
            data-group={group.context}
          >
            <h3 id={`notifications-group-${group.context}`} className={styles.groupTitle}>
              <span className={styles.icon}>
                <ContextIcon context={group.context} />
              </span>
              {t(`groups.${group.context}`)}
              {group.unread > 0 ? (
                <span className={styles.groupUnread}>
                  {t('unreadCount', { count: group.unread })}
                </span>
              ) : null}
            </h3>
            <ul className={styles.list}>
              {group.items.map((n) => (
                <NotificationItem
                  key={n.id}
                  notification={n}
                  onOpen={(x) => void open(x)}
                  busy={opening === n.id}
                />
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}
