// Business constants and defaults of docs/product.md section 9, in one place for the client, the api and the tests.
// No zod here: a screen that needs only these (the calendar's first paint) does not load the schemas. The
// predicates the forms and the schemas share are in checks.ts.
import type { Profile } from './profile.schema';
import type { CalendarSettings } from './settings.schema';

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
/** How long the "Undo" of a delete, a completion or a move stays offered (docs/product.md section 4). */
export const UNDO_OFFER_MS = 8_000;

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
/** Which purposes the cookieConsent covers (JSON {analytics, push, ads}); absent: all of them. */
export const COOKIE_PURPOSES_KEY = 'cookieConsentPurposes';

export const PASSWORD_MIN_LENGTH = 8;

export const THEME_COLOR_LIGHT = '#FF6700';
export const THEME_COLOR_DARK = '#000000';

/** Internal redirect targets a notification can carry to open the settings screen. */
export const SETTINGS_REDIRECT_WEB = '/dashboard/settings';
export const SETTINGS_REDIRECT_MOBILE = 'planner://settings';

/** Choices offered for the profile's durations (minutes); the stored value is the minutes. */
export const COMMUTE_CHOICES_MIN = [10, 15, 45] as const;
export const RELAXATION_CHOICES_MIN = [15, 30, 45] as const;

// Entities' enumerations and limits (their zod enums and checks are in the *.schema.ts files).
export const RECURRENCES = ['none', 'daily', 'weekdays', 'weekly', 'monthly', 'annually'] as const;
/** Refinements of a repeat (docs/product.md section 3): every 1-99, at most 999 times. */
export const MAX_REPEAT_INTERVAL = 99;
export const MAX_REPEAT_COUNT = 999;
export const MONTHLY_BY = ['dayOfMonth', 'nthWeekday', 'lastDay'] as const;
/** Longest reminder offered: four weeks before the start. */
export const MAX_REMINDER_MINUTES = 40_320;
export const PRIORITIES = ['high', 'medium', 'low'] as const;
export const DEADLINE_RANGES = ['lessThan2Days', '2to5Days', 'moreThan5Days'] as const;
export const ESTIMATED_TIME_RANGES = ['lessThan15Min', '15to2Hour', 'moreThan2Hour'] as const;
/** A task's block on the calendar lasts 5 minutes to a whole day (scheduledMinutes). */
export const MIN_SCHEDULED_MINUTES = 5;
export const MAX_SCHEDULED_MINUTES = 1440;
/** The most task updates one POST /task/apply may carry (a planned week of tasks). */
export const MAX_TASK_APPLY_UPDATES = 200;
export const PRESET_KINDS = ['recurring', 'casual', 'recommended'] as const;
export const NOTIFICATION_CONTEXTS = ['account', 'reminder', 'optimisation'] as const;
export const WORK_TYPES = ['sitting', 'standing', 'active'] as const;
export const TRANSPORT_MODES = ['car', 'public_transport', 'bike', 'walking', 'remote'] as const;
export const SPORT_MOMENTS = ['morning', 'noon', 'afternoon', 'evening'] as const;
/** The shortest purge delay allowed: one minute (shorter would purge a task as it is ticked). */
export const MIN_DELETE_DELAY_MS = 60_000;
/** The longest purge delay allowed: 30 days. */
export const MAX_DELETE_DELAY_MS = 30 * 86_400_000;
export const THEME_PREFERENCES = ['light', 'dark', 'system'] as const;

/** The profile of docs/product.md section 3 before the user fills anything in (= profileSchema.parse({})). */
export const DEFAULT_PROFILE: Profile = {
  jobTitle: null,
  workType: 'sitting',
  transportMode: 'car',
  commuteDurationMin: 15,
  lunchTime: null,
  dinnerTime: null,
  mealReminders: false,
  doesSport: false,
  sportMoment: 'afternoon',
  activeBreaks: false,
  bedtime: null,
  wakeUpTime: null,
  sleepReminders: false,
  personalTime: false,
  relaxationDurationMin: 30,
  isProfileCompleted: false,
};

/** Settings before the user changes any (= calendarSettingsSchema.parse({})). */
export const DEFAULT_CALENDAR_SETTINGS: CalendarSettings = {
  slotMinTime: '06:00:00',
  slotMaxTime: '22:00:00',
  slotDuration: '00:30:00',
  slotLabelInterval: '01:00',
  deleteDelay: DEFAULT_DELETE_DELAY_MS,
  displayRange: 'week',
  theme: 'system',
  language: 'en',
  lastUpdated: 0,
};

// The api's error codes and prefixes (docs/product.md section 3).
export const API_ERROR_CODES = [
  'validation-error',
  'unauthenticated',
  'forbidden',
  'not-found',
  'conflict',
  'payload-too-large',
  'rate-limited',
  'limit-reached',
  'error-occurred',
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

export const API_ERROR_STATUS: Record<ApiErrorCode, number> = {
  'validation-error': 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'payload-too-large': 413,
  'rate-limited': 429,
  /** A user's list of one kind is full (MAX_ITEMS_PER_USER). */
  'limit-reached': 422,
  'error-occurred': 500,
};

/** The most events, tasks or presets one user may keep (each); list reads stay fast up to it. */
export const MAX_ITEMS_PER_USER = 20_000;

/** The most operations one POST /calendar/apply may carry (a series edit needs a handful). */
export const MAX_APPLY_OPERATIONS = 50;

/**
 * An import (ICS, docs/product.md section 10) is one POST /calendar/apply of 'upsert' operations only: up
 * to a full list of them, in a body up to IMPORT_BODY_LIMIT_BYTES (that route's own body limit).
 */
export const MAX_IMPORT_OPERATIONS = MAX_ITEMS_PER_USER;
export const IMPORT_BODY_LIMIT_BYTES = 32 * 1024 * 1024;
/** The largest .ics file the calendar reads, and the most VEVENTs it takes from one. */
export const MAX_ICS_BYTES = 10 * 1024 * 1024;
export const MAX_ICS_EVENTS = 20_000;

/** Prefix of every data route: /testconnect in development, /connect otherwise. */
export const API_PREFIX_PRODUCTION = '/connect';
export const API_PREFIX_DEVELOPMENT = '/testconnect';

/** Dates the suite accepts (years): outside them a date is a typing mistake, and year 0 breaks storage. */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2200;

/**
 * Offline writes (docs/offline.md): each queued write carries a client-made key in this header; the api
 * keeps the key with its first answer for this many hours and answers a repeat with it.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_RETENTION_HOURS = 48;
/** A key is a client-made UUID (or any token of these characters and length). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;
/** The id a create made offline shows until the server gives it its own. */
export const OFFLINE_ID_PREFIX = 'offline-';
