// The text of a notification: its message key translated with its params (dates shown in the reader's language).
import type { TFunction } from 'i18next';
import type { AppNotification } from '@planner/shared/model';
import { dateTimeFormat } from '@planner/shared/intl';
import { NS } from '../../i18n';

/** Params whose value is an ISO date-time, shown as a date and time. */
const DATE_PARAMS = new Set(['start', 'end', 'date']);

export function formatDateTime(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

export function messageParams(
  n: AppNotification,
  language: string,
): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(n.params)) {
    out[key] =
      DATE_PARAMS.has(key) && typeof value === 'string' ? formatDateTime(value, language) : value;
  }
  return out;
}

/** An unknown key (a newer api) falls back to a generic line rather than showing the raw key. */
export function notificationText(n: AppNotification, t: TFunction, language: string): string {
  const fallback = t(`fallback.${n.context}`, { ns: NS });
  return t(`messages.${n.message}`, {
    ns: NS,
    ...messageParams(n, language),
    defaultValue: fallback,
  });
}
