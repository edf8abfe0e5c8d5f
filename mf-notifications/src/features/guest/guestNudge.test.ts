import { notificationSchema } from '@planner/shared/model';
import { SETTINGS_REDIRECT_WEB } from '@planner/shared/model/constants';
import { makeNotification } from '../testing/setupTests';
import { GUEST_NUDGE_MESSAGE, isGuestNudge, makeGuestNudge, needsGuestNudge } from './guestNudge';

const guest = { uid: 'g1', email: null, isAnonymous: true };
const member = { uid: 'm1', email: 'a@b.c', isAnonymous: false };

describe('the guest rule', () => {
  it('asks for a nudge only for a guest without an unread account notification', () => {
    expect(needsGuestNudge([], guest)).toBe(true);
    expect(needsGuestNudge([], member)).toBe(false);
    expect(needsGuestNudge([], null)).toBe(false);
    const unreadAccount = makeNotification({ context: 'account', message: 'x' });
    expect(needsGuestNudge([unreadAccount], guest)).toBe(false);
    const readAccount = { ...unreadAccount, dateReaded: '2026-11-22T15:00:00.000Z' };
    expect(needsGuestNudge([readAccount], guest)).toBe(true);
    // An unread reminder is not an account notification.
    expect(needsGuestNudge([makeNotification()], guest)).toBe(true);
  });

  it('waits a day before nudging a guest who read the nudge', () => {
    const read = { ...makeGuestNudge(), dateReaded: '2026-11-22T08:00:00.000Z' };
    expect(needsGuestNudge([read], guest, new Date('2026-11-22T20:00:00.000Z'))).toBe(false);
    expect(needsGuestNudge([read], guest, new Date('2026-11-23T08:00:00.000Z'))).toBe(true);
    expect(isGuestNudge(read)).toBe(true);
    expect(isGuestNudge(makeNotification({ context: 'account' }))).toBe(false);
  });

  it("makes a local account notification 'local-' + 10 characters that opens the settings", () => {
    const nudge = makeGuestNudge(new Date('2026-11-22T08:00:00.000Z'));
    expect(nudge.id).toMatch(/^local-[A-Za-z0-9]{10}$/);
    expect(nudge).toMatchObject({
      context: 'account',
      message: GUEST_NUDGE_MESSAGE,
      isLocal: true,
      redirectUrlWeb: SETTINGS_REDIRECT_WEB,
      dateReceived: '2026-11-22T08:00:00.000Z',
    });
    expect(nudge.dateReaded).toBeUndefined();
    expect(notificationSchema.parse(nudge)).toEqual(nudge);
    expect(makeGuestNudge().id).not.toBe(nudge.id);
  });
});
