import { DEFAULT_CALENDAR_SETTINGS } from '@planner/shared/model/constants';
import {
  DELETE_DELAY_CHOICES,
  SLOT_DURATION_CHOICES,
  SLOT_LABEL_CHOICES,
  SLOT_MAX_CHOICES,
  SLOT_MIN_CHOICES,
  delayParts,
  minutesOf,
  withCurrent,
} from './settingsChoices';

describe('settings choices', () => {
  it('offer the defaults', () => {
    expect(SLOT_MIN_CHOICES).toContain(DEFAULT_CALENDAR_SETTINGS.slotMinTime);
    expect(SLOT_MAX_CHOICES).toContain(DEFAULT_CALENDAR_SETTINGS.slotMaxTime);
    expect(SLOT_DURATION_CHOICES).toContain(DEFAULT_CALENDAR_SETTINGS.slotDuration);
    expect(SLOT_LABEL_CHOICES).toContain(DEFAULT_CALENDAR_SETTINGS.slotLabelInterval);
    expect(DELETE_DELAY_CHOICES).toContain(DEFAULT_CALENDAR_SETTINGS.deleteDelay);
    expect(SLOT_MIN_CHOICES[0]).toBe('00:00:00');
    expect(SLOT_MAX_CHOICES.at(-1)).toBe('24:00:00');
  });

  it('reads times and delays', () => {
    expect(minutesOf('06:30:00')).toBe(390);
    expect(minutesOf('01:00')).toBe(60);
    expect(delayParts(86_400_000)).toEqual({ count: 1, unit: 'day' });
    expect(delayParts(6 * 3_600_000)).toEqual({ count: 6, unit: 'hour' });
    expect(delayParts(60_000)).toEqual({ count: 1, unit: 'minute' });
  });

  it('keeps a value set elsewhere selectable', () => {
    expect(withCurrent([1, 2], 3)).toEqual([3, 1, 2]);
    expect(withCurrent([1, 2], 2)).toEqual([1, 2]);
  });
});
