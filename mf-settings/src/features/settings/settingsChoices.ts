// The choices the settings screen offers for each calendar setting, in the wire format of the settings schema.
import { MIN_DELETE_DELAY_MS } from '@planner/shared/model/constants';

const pad = (n: number) => String(n).padStart(2, '0');

/** Day start: 00:00 to 23:00, on the hour ('HH:00:00'). */
export const SLOT_MIN_CHOICES: readonly string[] = Array.from(
  { length: 24 },
  (_, h) => `${pad(h)}:00:00`,
);
/** Day end: 01:00 to 24:00, on the hour. */
export const SLOT_MAX_CHOICES: readonly string[] = Array.from(
  { length: 24 },
  (_, h) => `${pad(h + 1)}:00:00`,
);
export const SLOT_DURATION_CHOICES = [
  '00:10:00',
  '00:15:00',
  '00:20:00',
  '00:30:00',
  '01:00:00',
] as const;
export const SLOT_LABEL_CHOICES = ['00:15', '00:30', '01:00', '02:00'] as const;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Purge delays offered, in ms; the default (24 h) is among them. */
export const DELETE_DELAY_CHOICES: readonly number[] = [
  MIN_DELETE_DELAY_MS,
  HOUR,
  6 * HOUR,
  DAY,
  2 * DAY,
  7 * DAY,
  30 * DAY,
];

/** 'HH:MM:SS' or 'HH:MM' as minutes. */
export function minutesOf(time: string): number {
  const [h = '0', m = '0'] = time.split(':');
  return Number(h) * 60 + Number(m);
}

/** A delay in ms as its largest whole unit, for the label: { count: 2, unit: 'day' }. */
export function delayParts(ms: number): { count: number; unit: 'minute' | 'hour' | 'day' } {
  if (ms % DAY === 0) return { count: ms / DAY, unit: 'day' };
  if (ms % HOUR === 0) return { count: ms / HOUR, unit: 'hour' };
  return { count: Math.round(ms / MINUTE), unit: 'minute' };
}

/** The list of choices with the current value in it (a value set elsewhere stays selectable). */
export function withCurrent<T>(choices: readonly T[], current: T): readonly T[] {
  return choices.includes(current) ? choices : [current, ...choices];
}
