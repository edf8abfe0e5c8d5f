// "Add to calendar" of a preset or a recommendation: the event (a series where it recurs) from the next time it fits.
import { nextDayFor, presetToEventInput, type PresetShape } from '@planner/shared/domain';
import type { EventInput } from '@planner/shared/model';
import type { EventActions, PlanOutcome } from '../events/eventActions';
import { browserTimeZone } from '../popup/eventForm';

/** The event a preset becomes: at its time on the next day it fits (today if still ahead). */
export function presetEvent(
  preset: PresetShape & { id?: string },
  now: Date = new Date(),
  timeZone: string = browserTimeZone(),
): EventInput {
  const day = nextDayFor(preset.allDay ? null : preset.startTime, now, timeZone);
  return presetToEventInput(preset, day, timeZone, {
    presetId: preset.id ?? null,
    lastUpdated: now.getTime(),
  });
}

export function addPresetToCalendar(
  preset: PresetShape & { id?: string },
  actions: Pick<EventActions, 'create'>,
  now: Date = new Date(),
  timeZone: string = browserTimeZone(),
): Promise<PlanOutcome> {
  return actions.create(presetEvent(preset, now, timeZone));
}
