import { makeNotification } from '../testing/setupTests';
import { groupByContext, internalTarget, newestFirst, unreadCount } from './notificationList';

describe('notification list', () => {
  const old = makeNotification({ id: 'old', dateReceived: '2026-11-20T08:00:00.000Z' });
  const recent = makeNotification({ id: 'recent', dateReceived: '2026-11-22T08:00:00.000Z' });
  const account = makeNotification({
    id: 'acc',
    context: 'account',
    dateReceived: '2026-11-21T08:00:00.000Z',
    dateReaded: '2026-11-21T09:00:00.000Z',
  });
  const tip = makeNotification({ id: 'tip', context: 'optimisation' });

  it('orders newest first', () => {
    expect(newestFirst([old, recent, account]).map((n) => n.id)).toEqual(['recent', 'acc', 'old']);
  });

  it('groups account, reminder, optimisation in that order, leaving out empty groups', () => {
    const groups = groupByContext([old, tip, recent, account]);
    expect(groups.map((g) => [g.context, g.items.map((n) => n.id), g.unread])).toEqual([
      ['account', ['acc'], 0],
      ['reminder', ['recent', 'old'], 2],
      ['optimisation', ['tip'], 1],
    ]);
    expect(groupByContext([tip]).map((g) => g.context)).toEqual(['optimisation']);
  });

  it('counts the unread', () => {
    expect(unreadCount([old, recent, account])).toBe(2);
    expect(unreadCount([])).toBe(0);
  });

  it('follows only in-app targets', () => {
    expect(internalTarget(makeNotification({ redirectUrlWeb: '/dashboard/settings' }))).toBe(
      '/dashboard/settings',
    );
    expect(internalTarget(makeNotification({ redirectUrlWeb: null }))).toBeNull();
    expect(internalTarget(makeNotification({ redirectUrlWeb: 'https://evil.example' }))).toBeNull();
    expect(internalTarget(makeNotification({ redirectUrlWeb: '//evil.example/x' }))).toBeNull();
  });
});
