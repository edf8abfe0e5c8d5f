// Shows a deadline date (yyyy-mm-dd) in the user's language, without any time-zone shift.
import { dateTimeFormat } from '@planner/shared/intl';
export function formatDeadline(date: string, language: string): string {
  const [y, m, d] = date.split('-').map(Number);
  if (!y || !m || !d) return date;
  return dateTimeFormat(language, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(new Date(y, m - 1, d));
}
