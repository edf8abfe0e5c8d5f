// React hook: keeps the page's notification service running while the component is mounted.
import { useEffect } from 'react';
import type { NotificationService } from './notificationService';
import { pageNotificationService } from './pageService';

export function useNotificationService(
  service: NotificationService = pageNotificationService,
): NotificationService {
  useEffect(() => service.acquire(), [service]);
  return service;
}
