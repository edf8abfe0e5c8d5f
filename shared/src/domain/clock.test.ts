// One time format per language: 12-hour English, 24-hour French, the same on every screen.
import { formatClock, formatTime, formatTimeOfDay, formatTimeRange } from './clock';

/** Spaces as a reader sees them (the formatter uses no-break spaces). */
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('clock', () => {
  it('writes English on a 12-hour clock and French on a 24-hour one', () => {
    expect(plain(formatClock(18, 0, 'en'))).toBe('6:00 PM');
    expect(plain(formatClock(0, 5, 'en'))).toBe('12:05 AM');
    expect(plain(formatClock(12, 30, 'en-US'))).toBe('12:30 PM');
    expect(plain(formatClock(9, 15, 'en'))).toBe('9:15 AM');
    expect(formatClock(18, 0, 'fr')).toBe('18:00');
    expect(formatClock(7, 5, 'fr-FR')).toBe('07:05');
  });

  it('never breaks a line between the number and AM/PM', () => {
    expect(formatClock(18, 0, 'en')).toBe('6:00\u00a0PM');
  });

  it('reads an instant in a zone, or in this browser’s', () => {
    const instant = Date.UTC(2030, 0, 10, 17, 0); // 18:00 in Paris, 12:00 in New York
    expect(plain(formatTime(instant, 'en', 'Europe/Paris'))).toBe('6:00 PM');
    expect(formatTime(new Date(instant), 'fr', 'America/New_York')).toBe('12:00');
    const local = new Date(2030, 0, 10, 20, 15);
    expect(plain(formatTime(local, 'en'))).toBe('8:15 PM');
    expect(formatTime(local.toISOString(), 'fr')).toBe('20:15');
  });

  it('writes a range the same way on both sides', () => {
    const start = new Date(2030, 0, 10, 18, 0);
    const end = new Date(2030, 0, 10, 19, 0);
    expect(plain(formatTimeRange(start, end, 'en'))).toBe('6:00 PM – 7:00 PM');
    expect(plain(formatTimeRange(start, end, 'fr'))).toBe('18:00 – 19:00');
  });

  it('writes stored times of day, midnight at the end of a day included', () => {
    expect(plain(formatTimeOfDay('16:00', 'en'))).toBe('4:00 PM');
    expect(formatTimeOfDay('06:00:00', 'fr')).toBe('06:00');
    expect(formatTimeOfDay('24:00:00', 'fr')).toBe('24:00');
    expect(plain(formatTimeOfDay('24:00:00', 'en'))).toBe('12:00 AM');
    expect(formatTimeOfDay('soon', 'en')).toBe('soon');
  });
});
