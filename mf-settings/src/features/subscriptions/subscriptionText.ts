// The words the settings use for an outside calendar's state (docs/product.md section 10): when it was last
// read, and why the last read failed.
import type { TFunction } from 'i18next';
import type { SubscriptionError, SubscriptionErrorCode } from '@planner/shared/model';
import { formatTime } from '@planner/shared/domain';
import { dateTimeFormat } from '@planner/shared/intl';

/** "Updated on 25 Nov at 6:00 PM" in the person's language (the product's one time format). */
export function lastUpdatedText(t: TFunction, at: number | null, language: string): string {
  if (at === null) return t('subscriptions.neverUpdated');
  const date = dateTimeFormat(language, { day: 'numeric', month: 'short' }).format(at);
  return t('subscriptions.updated', { date, time: formatTime(at, language) });
}

/** Why a calendar could not be read, in words. */
export function reasonText(
  t: TFunction,
  reason: SubscriptionErrorCode | null,
  status: number | null,
): string {
  if (reason === 'http') return t('subscriptions.errors.http', { status: status ?? '?' });
  return t(`subscriptions.errors.${reason ?? 'unknown'}`);
}

export function errorText(t: TFunction, error: SubscriptionError): string {
  return reasonText(t, error.code, error.status);
}
