// "Removed in ..." on a completed task: from its completion time and the settings' delete delay.
import { removalIn } from './removalIn';

const now = new Date('2030-01-10T12:00:00Z');
const H = 3_600_000;

describe('removalIn', () => {
  it('counts minutes, then hours, then days until the purge', () => {
    expect(removalIn('2030-01-10T11:50:00Z', H, now)).toEqual({ unit: 'minutes', count: 50 });
    expect(removalIn('2030-01-10T09:00:00Z', 24 * H, now)).toEqual({ unit: 'hours', count: 21 });
    expect(removalIn('2030-01-10T12:00:00Z', 7 * 24 * H, now)).toEqual({ unit: 'days', count: 7 });
  });
  it('says "soon" once the delay has run out (the cleaner takes one task per 10 s)', () => {
    expect(removalIn('2030-01-09T00:00:00Z', H, now)).toEqual({ unit: 'soon' });
  });
});
