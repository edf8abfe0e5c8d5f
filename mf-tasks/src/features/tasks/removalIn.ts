// When a completed task will be purged, in words: "removed in 3 h" (the delay comes from the settings).
export type RemovalIn = { unit: 'soon' } | { unit: 'minutes' | 'hours' | 'days'; count: number };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function removalIn(doneAt: string, deleteDelayMs: number, now: Date): RemovalIn {
  const left = Date.parse(doneAt) + deleteDelayMs - now.getTime();
  if (!(left > MINUTE)) return { unit: 'soon' };
  if (left < HOUR) return { unit: 'minutes', count: Math.ceil(left / MINUTE) };
  if (left < 2 * DAY) return { unit: 'hours', count: Math.round(left / HOUR) };
  return { unit: 'days', count: Math.round(left / DAY) };
}
