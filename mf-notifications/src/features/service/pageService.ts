// The page's one notification service over the shared notifications collection (bell and centre share it).
import i18next from 'i18next';
import { notifications } from '@planner/shared/sync';
import { showBrowserNotification } from '../browser/browserNotifications';
import { notificationText } from '../centre/translateNotification';
import { NS } from '../../i18n';
import { navigateInPage } from './navigateInPage';
import { createNotificationService } from './notificationService';

export const CENTRE_PATH = '/dashboard/notifications';

export const pageNotificationService = createNotificationService({
  source: notifications,
  onReminderArrived: (n) =>
    showBrowserNotification(
      i18next.t('browser.reminderTitle', { ns: NS }),
      notificationText(n, i18next.t, i18next.language),
      n.id,
      () => navigateInPage(CENTRE_PATH),
    ),
});
