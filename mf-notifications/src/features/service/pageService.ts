// The page's one notification service over the shared notifications collection (bell and centre share it).
import i18next from 'i18next';
import { notifications, queryClient } from '@planner/shared/sync';
import { showBrowserNotification } from '../browser/browserNotifications';
import { notificationText } from '../centre/translateNotification';
import { NS } from '../../i18n';
import { navigateInPage } from './navigateInPage';
import { createNotificationService, type NotificationSource } from './notificationService';

export const CENTRE_PATH = '/dashboard/notifications';

/** The notifications entity of the page's cache, as the service reads it. */
const pageSource: NotificationSource = {
  items: () => notifications.items(),
  status: () => ({
    loaded: notifications.snapshot()?.settled ?? false,
    loading: queryClient.getQueryState(notifications.key)?.fetchStatus === 'fetching',
  }),
  subscribe: (onChange) =>
    queryClient.getQueryCache().subscribe((event) => {
      if (event.query.queryKey[0] === notifications.name) onChange();
    }),
  load: () => notifications.load(),
  putLocal: (item) => notifications.putLocal(item),
  removeLocal: (id) => notifications.remove(id),
};

export const pageNotificationService = createNotificationService({
  source: pageSource,
  onReminderArrived: (n) =>
    showBrowserNotification(
      i18next.t('browser.reminderTitle', { ns: NS }),
      notificationText(n, i18next.t, i18next.language),
      n.id,
      () => navigateInPage(CENTRE_PATH),
    ),
});
