// "Add to calendar" of a preset or a recommendation: the event (a series where it recurs) from the next time it fits.
import { nextDayFor, presetToEventInput, type PresetShape } from '@planner/shared/domain';
import type { EventActions } from '../events/eventActions';
import { browserTimeZone } from '../popup/eventForm';

export function addPresetToCalendar(
  preset: PresetShape & { id?: string },
  actions: Pick<EventActions, 'create'>,
  now: Date = new Date(),
  timeZone: string = browserTimeZone(),
): Promise<boolean> {
  const day = nextDayFor(preset.allDay ? null : preset.startTime, now, timeZone);
  return actions.create(
    presetToEventInput(preset, day, timeZone, {
      presetId: preset.id ?? null,
      lastUpdated: now.getTime(),
    }),
  );
}
