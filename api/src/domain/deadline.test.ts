// Deadline rules: derived range boundaries and the one-day time-zone slack for "not in the past".
import { deriveDeadlineRange, isDeadlineInPast } from './deadline';

const now = new Date('2030-05-10T15:00:00Z');

describe('deriveDeadlineRange', () => {
  it.each([
    ['2030-05-10', 'lessThan2Days'],
    ['2030-05-11', 'lessThan2Days'],
    ['2030-05-12', '2to5Days'],
    ['2030-05-15', '2to5Days'],
    ['2030-05-16', 'moreThan5Days'],
    ['2031-01-01', 'moreThan5Days'],
  ])('%s -> %s', (deadline, range) => {
    expect(deriveDeadlineRange(deadline, now)).toBe(range);
  });
});

describe('isDeadlineInPast', () => {
  it('allows today and yesterday (UTC), refuses earlier days', () => {
    expect(isDeadlineInPast('2030-05-10', now)).toBe(false);
    expect(isDeadlineInPast('2030-05-09', now)).toBe(false);
    expect(isDeadlineInPast('2030-05-08', now)).toBe(true);
  });
});
