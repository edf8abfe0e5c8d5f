// The forms' dates and times as a person types and reads them, in the app's language (docs/product.md
// section 2): '01/07/2030' and '2:30 PM' in English, '07/01/2030' and '14:30' in French. The one way the
// browser tests fill a DateField or TimeField: type the text, then Tab out as a person would.
import type { Locator } from '@playwright/test';

export type AppLanguage = 'en' | 'fr';

function parts(iso: string): [string, string, string] {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) throw new Error(`not a yyyy-mm-dd date: ${iso}`);
  return [match[1]!, match[2]!, match[3]!];
}

/** What a person types (and the field shows) for a 'yyyy-mm-dd' date. */
export function dateText(iso: string, language: AppLanguage = 'en'): string {
  const [y, m, d] = parts(iso);
  return language === 'fr' ? `${d}/${m}/${y}` : `${m}/${d}/${y}`;
}

/** What a person types for an 'HH:mm' time: '2:30 PM' in English, '14:30' in French. */
export function timeText(time: string, language: AppLanguage = 'en'): string {
  const [h, m] = time.split(':').map(Number) as [number, number];
  if (language === 'fr') return time;
  return `${((h + 11) % 12) + 1}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/** What a TimeField shows for an 'HH:mm' time (its space before AM/PM does not break). */
export function shownTime(time: string, language: AppLanguage = 'en'): RegExp {
  return new RegExp(`^${timeText(time, language).replace(' ', '\\s')}$`);
}

/** Back from what a DateField shows to 'yyyy-mm-dd'. */
export function isoDate(text: string, language: AppLanguage = 'en'): string {
  const [a, b, y] = text.split('/');
  return language === 'fr' ? `${y}-${b}-${a}` : `${y}-${a}-${b}`;
}

/** Back from what a TimeField shows to 'HH:mm'. */
export function isoTime(text: string): string {
  const match = /^(\d{1,2}):(\d{2})(?:\s(AM|PM))?$/.exec(text.trim());
  if (!match) throw new Error(`not a time: ${text}`);
  const half = match[3];
  const hour = half ? (Number(match[1]) % 12) + (half === 'PM' ? 12 : 0) : Number(match[1]);
  return `${String(hour).padStart(2, '0')}:${match[2]}`;
}

/** Types a date into a DateField and leaves it (Tab), as a person does. */
export async function fillDate(field: Locator, iso: string, language: AppLanguage = 'en') {
  await field.fill(dateText(iso, language));
  await field.press('Tab');
}

/** Types a time into a TimeField and leaves it (Tab). */
export async function fillTime(field: Locator, time: string, language: AppLanguage = 'en') {
  await field.fill(timeText(time, language));
  await field.press('Tab');
}
