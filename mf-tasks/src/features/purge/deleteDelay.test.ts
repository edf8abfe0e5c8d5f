import { EventBus } from '@planner/shared/bus';
import { DEFAULT_CALENDAR_SETTINGS } from '@planner/shared/model/constants';
import { trackDeleteDelay } from './deleteDelay';

describe('trackDeleteDelay', () => {
  it('starts from the settings, follows the bus, and stops listening when stopped', () => {
    const bus = new EventBus();
    const delay = trackDeleteDelay(DEFAULT_CALENDAR_SETTINGS, bus);
    expect(delay.current()).toBe(86_400_000);
    bus.publish('settings:settings-changed', {
      settings: { ...DEFAULT_CALENDAR_SETTINGS, deleteDelay: 60_000 },
    });
    expect(delay.current()).toBe(60_000);
    delay.stop();
    bus.publish('settings:settings-changed', {
      settings: { ...DEFAULT_CALENDAR_SETTINGS, deleteDelay: 120_000 },
    });
    expect(delay.current()).toBe(60_000);
  });
});
