import type { CalendarSettings } from '@planner/shared/model';
import { DEFAULT_CALENDAR_SETTINGS } from '@planner/shared/model/constants';
import { failureOf } from '@planner/shared/sync';
import { createSettingsSaver, settingsSaverFor, type SettingsTarget } from './settingsSaver';

const CONFLICT = failureOf({
  success: false,
  error: 'conflict',
  message: 'stale',
  kind: 'server',
  status: 409,
});

/** A target whose server bumps lastUpdated and refuses stale versions, like the api (409). */
function fakeTarget(failing = false) {
  const sent: CalendarSettings[] = [];
  let current: CalendarSettings = { ...DEFAULT_CALENDAR_SETTINGS, lastUpdated: 5 };
  const target: SettingsTarget & { sent: CalendarSettings[] } = {
    value: () => current,
    sent,
    async update(value) {
      sent.push(value);
      await new Promise((r) => setTimeout(r, 5));
      if (failing || value.lastUpdated < current.lastUpdated) return CONFLICT;
      current = { ...value, lastUpdated: current.lastUpdated + 1 };
      return { ok: true, data: current };
    },
  };
  return target;
}

describe('settings saver', () => {
  it('saves quick successive changes in order, each on the latest version', async () => {
    const target = fakeTarget();
    const saver = createSettingsSaver(target);
    const results = await Promise.all([
      saver.save({ slotMinTime: '08:00:00' }),
      saver.save({ deleteDelay: 3_600_000 }),
    ]);
    expect(results.map((r) => r.ok)).toEqual([true, true]);
    expect(target.sent.map((s) => s.lastUpdated)).toEqual([5, 6]);
    expect(target.value()).toMatchObject({ slotMinTime: '08:00:00', deleteDelay: 3_600_000 });
  });

  it('queues the saves of a screen mounted again behind those of the one it replaced (no 409)', async () => {
    const target = fakeTarget();
    // Language then theme, quickly: the language re-renders the page, whose new saver is the same one.
    const first = settingsSaverFor(target).save({ language: 'fr' });
    const second = settingsSaverFor(target).save({ theme: 'dark' });
    expect((await Promise.all([first, second])).map((r) => r.ok)).toEqual([true, true]);
    expect(target.value()).toMatchObject({ language: 'fr', theme: 'dark' });
    expect(target.sent.map((s) => s.lastUpdated)).toEqual([5, 6]);
  });

  it('refuses an invalid combination without calling the server', async () => {
    const target = fakeTarget();
    const result = await createSettingsSaver(target).save({ slotMaxTime: '05:00:00' });
    expect(result).toEqual({ ok: false, reason: 'invalid', field: 'slotMaxTime' });
    expect(target.sent).toEqual([]);
  });

  it('reports a failure and changes nothing', async () => {
    const target = fakeTarget(true);
    const saver = createSettingsSaver(target);
    expect(await saver.save({ displayRange: 'month' })).toEqual({
      ok: false,
      reason: 'failed',
      failure: CONFLICT,
    });
    expect(target.value().displayRange).toBe('week');
  });
});
