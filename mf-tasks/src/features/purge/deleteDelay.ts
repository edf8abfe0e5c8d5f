// The purge delay in force: the settings' deleteDelay, followed live through the bus (settings:settings-changed).
import { bus as defaultBus, type EventBus } from '@planner/shared/bus';
import type { CalendarSettings } from '@planner/shared/model';

export interface DeleteDelayTracker {
  current: () => number;
  stop: () => void;
}

/** Starts from the settings as they are now, then takes every change the bus announces. */
export function trackDeleteDelay(
  initial: Pick<CalendarSettings, 'deleteDelay'>,
  bus: EventBus = defaultBus,
): DeleteDelayTracker {
  let delay = initial.deleteDelay;
  const stop = bus.on('settings:settings-changed', ({ settings }) => {
    delay = settings.deleteDelay;
  });
  return { current: () => delay, stop };
}
