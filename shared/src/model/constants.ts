// Business constants and defaults of SPEC.md section 9, in one place for the client, the api and the tests.

export const SUPPORTED_LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export const CALENDAR_VIEWS = ['day', 'week', 'month', 'list'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];
export const DEFAULT_VIEW: CalendarView = 'week';

/** Completed tasks are purged once this long has passed since doneAt (24 h). */
export const DEFAULT_DELETE_DELAY_MS = 86_400_000;
/** The task cleaner removes one expired task per tick of this interval. */
export const TASK_CLEANER_INTERVAL_MS = 10_000;

export const PRIORITY_POINTS = { high: 9, medium: 5, low: 1 } as const;
export const DEADLINE_POINTS = { lessThan2Days: 6, '2to5Days': 3, moreThan5Days: 1 } as const;
export const ESTIMATE_POINTS = { lessThan15Min: 3, '15to2Hour': 2, moreThan2Hour: 1 } as const;

export const LOCAL_NOTIFICATION_PREFIX = 'local-';
export const LOCAL_NOTIFICATION_ID_RANDOM_LENGTH = 10;

export const LOCAL_DB_NAME = 'planner';
export const LOCAL_DB_VERSION = 3;
export const LOCAL_STORES = [
  'calendar',
  'notifications',
  'eventPresets',
  'tasks',
  'profile',
  'settings',
] as const;
export type LocalStoreName = (typeof LOCAL_STORES)[number];
/** The profile store holds a single record under this key. */
export const PROFILE_RECORD_KEY = 'planner-profile';
/** The settings store holds a single record under this key. */
export const SETTINGS_RECORD_KEY = 'planner-settings';

export const THEME_STORAGE_KEY = 'theme';
export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];
export const COOKIE_CONSENT_KEY = 'cookieConsent';

export const PASSWORD_MIN_LENGTH = 8;

export const THEME_COLOR_LIGHT = '#FF6700';
export const THEME_COLOR_DARK = '#000000';

/** Internal redirect targets a notification can carry to open the settings screen. */
export const SETTINGS_REDIRECT_WEB = '/dashboard/settings';
export const SETTINGS_REDIRECT_MOBILE = 'planner://settings';

/** Choices offered for the profile's durations (minutes); the stored value is the minutes. */
export const COMMUTE_CHOICES_MIN = [10, 15, 45] as const;
export const RELAXATION_CHOICES_MIN = [15, 30, 45] as const;
