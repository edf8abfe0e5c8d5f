// Component-test helpers: the page's i18next with the notifications namespace, and a notification to start from.
import { createI18n } from '@planner/shared/i18n';
import type { AppNotification } from '@planner/shared/model';
import en from '../../locales/en/notifications.json';
import fr from '../../locales/fr/notifications.json';

export async function setupI18n(language: 'en' | 'fr' = 'en'): Promise<void> {
  await createI18n(language, { en: { notifications: en }, fr: { notifications: fr } });
}

export function makeNotification(fields: Partial<AppNotification> = {}): AppNotification {
  return {
    id: 'n1',
    context: 'reminder',
    message: 'reminder.upcoming',
    params: { title: 'Dentist', start: '2026-11-22T14:30:00.000Z', minutes: 15 },
    dateReceived: '2026-11-22T14:15:00.000Z',
    isLocal: false,
    redirectUrlWeb: '/dashboard',
    redirectUrlMobile: null,
    ...fields,
  };
}
