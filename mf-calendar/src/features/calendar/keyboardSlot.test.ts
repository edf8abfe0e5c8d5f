import { cursorSelection, initialCursor, moveCursor, type SlotGrid } from './keyboardSlot';

const week: SlotGrid = {
  view: 'week',
  rangeStart: new Date(2026, 10, 22),
  rangeEnd: new Date(2026, 10, 29),
  slotMinTime: '08:00:00',
  slotMaxTime: '20:00:00',
  slotDuration: '00:30:00',
};
const at = (d: Date) =>
  `${d.getFullYear()}-${d.getMonth() + 1}-${d.getDate()} ${d.getHours()}:${String(d.getMinutes()).padStart(2, '0')}`;

describe('the keyboard cursor of the calendar', () => {
  it('starts today at the next slot, within the hours shown', () => {
    expect(at(initialCursor(week, new Date(2026, 10, 26, 9, 10)))).toBe('2026-11-26 9:30');
    expect(at(initialCursor(week, new Date(2026, 10, 26, 6, 0)))).toBe('2026-11-26 8:00');
    expect(at(initialCursor(week, new Date(2026, 10, 26, 23, 0)))).toBe('2026-11-26 19:30');
    // Another week shown: its first day, at the first hour.
    expect(at(initialCursor(week, new Date(2026, 11, 3, 10, 0)))).toBe('2026-11-22 8:00');
  });

  it('moves a slot up and down, kept within the hours, and a day left and right', () => {
    let c = new Date(2026, 10, 26, 8, 0);
    c = moveCursor(c, 'ArrowUp', week);
    expect(at(c)).toBe('2026-11-26 8:00');
    c = moveCursor(moveCursor(c, 'ArrowDown', week), 'ArrowDown', week);
    expect(at(c)).toBe('2026-11-26 9:00');
    c = moveCursor(c, 'ArrowRight', week);
    expect(at(c)).toBe('2026-11-27 9:00');
    c = moveCursor(moveCursor(c, 'ArrowLeft', week), 'ArrowLeft', week);
    expect(at(c)).toBe('2026-11-25 9:00');
    expect(at(moveCursor(new Date(2026, 10, 26, 19, 30), 'ArrowDown', week))).toBe(
      '2026-11-26 19:30',
    );
  });

  it('moves by weeks in the month view, and asks for a whole day there', () => {
    const month: SlotGrid = { ...week, view: 'month' };
    const c = moveCursor(new Date(2026, 10, 26, 9, 0), 'ArrowDown', month);
    expect(at(c)).toBe('2026-12-3 9:00');
    expect(cursorSelection(c, month)).toEqual({
      start: new Date(2026, 11, 3),
      end: new Date(2026, 11, 4),
      allDay: true,
    });
    expect(cursorSelection(c, week)).toEqual({
      start: c,
      end: new Date(2026, 11, 3, 9, 30),
      allDay: false,
    });
  });
});
