// The notification a push becomes: the user's language, the time until the start, the snooze action.
import type { PushPayload } from '@planner/shared/model';
import { notificationFor, pickWindow } from './pushNotification';

const reminder: PushPayload = {
  kind: 'reminder',
  notificationId: 'n1',
  title: 'Dentist',
  start: '2032-02-01T14:30:00.000Z',
  message: 'reminder.upcoming',
  params: {},
  language: 'en',
  url: '/dashboard',
  tag: 'reminder|Dentist|2032-02-01T14:30:00.000Z',
  actionToken: 'tok',
};
const now = new Date('2032-02-01T14:20:00.000Z');

describe('notificationFor', () => {
  it('titles a reminder with its event and says when it starts, with Open and Snooze', () => {
    const shown = notificationFor(reminder, now);
    expect(shown.title).toBe('Dentist');
    expect(shown.options.body).toMatch(/^Starts at \d{1,2}:30 [AP]M, in 10 min\.$/);
    expect(shown.options.tag).toBe(reminder.tag);
    expect(shown.options.actions.map((a) => a.title)).toEqual(['Open', 'Snooze 10 min']);
    expect(shown.options.data).toEqual({ url: '/dashboard', actionToken: 'tok' });
  });

  it('speaks French with a 24-hour clock', () => {
    const early = { ...reminder, start: '2032-02-01T04:05:00.000Z' };
    expect(
      notificationFor({ ...early, language: 'fr' }, new Date('2032-02-01T03:55:00.000Z')).options
        .body,
    ).toMatch(/^Commence à \d{2}:05, dans 10 min\.$/);
    const shown = notificationFor({ ...reminder, language: 'fr' }, now);
    expect(shown.options.body).toMatch(/^Commence à \d{2}:30, dans 10 min\.$/);
    expect(shown.options.actions.map((a) => a.title)).toEqual(['Ouvrir', 'Reporter de 10 min']);
  });

  it('says "now" at the start time, marks a snooze and replaces the shown one', () => {
    expect(notificationFor(reminder, new Date(reminder.start!)).options.body).toMatch(
      /^Starts now/,
    );
    const snoozed = notificationFor({ ...reminder, snoozed: true }, now);
    expect(snoozed.options.body).toMatch(/^Snoozed reminder · Starts at/);
    expect(snoozed.options.renotify).toBe(true);
  });

  it('shows the test push without a snooze', () => {
    const shown = notificationFor({
      kind: 'test',
      language: 'en',
      url: '/dashboard/settings',
      tag: 'test',
    });
    expect(shown.title).toBe('Planner test reminder');
    expect(shown.options.actions.map((a) => a.action)).toEqual(['open']);
  });
});

describe('pickWindow', () => {
  const origin = 'http://localhost:3000';
  it('prefers the focused Planner tab, then any Planner tab, never another site', () => {
    const a = { url: `${origin}/dashboard`, focused: false };
    const b = { url: `${origin}/dashboard/tasks`, focused: true };
    const other = { url: 'https://example.com/', focused: true };
    expect(pickWindow([a, b, other], origin)).toBe(b);
    expect(pickWindow([a, other], origin)).toBe(a);
    expect(pickWindow([other], origin)).toBeNull();
  });
});
