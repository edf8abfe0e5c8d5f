// The preset form's values, validation and conversion to the wire format.
import type { Preset, PresetInput, PresetKind, Recurrence } from '@planner/shared/model';
import { MAX_REMINDER_MINUTES, PRESET_KINDS } from '@planner/shared/model/constants';
import { TITLE_MAX } from '../popup/eventForm';

export interface PresetFormValues {
  kind: PresetKind;
  title: string;
  description: string;
  color: string;
  durationMin: string;
  startTime: string;
  allDay: boolean;
  recurrence: Recurrence;
  reminderMinutes: string;
}

export type PresetFormErrors = Partial<Record<'title' | 'durationMin' | 'reminderMinutes', string>>;

export { PRESET_KINDS };

export function emptyPresetValues(kind: PresetKind = 'casual'): PresetFormValues {
  return {
    kind,
    title: '',
    description: '',
    color: '#FF6700',
    durationMin: '60',
    startTime: '',
    allDay: false,
    recurrence: kind === 'recurring' ? 'weekly' : 'none',
    reminderMinutes: '',
  };
}

export function presetToValues(p: Preset): PresetFormValues {
  return {
    kind: p.kind,
    title: p.title,
    description: p.description,
    color: p.color,
    durationMin: String(p.durationMin),
    startTime: p.startTime ?? '',
    allDay: p.allDay,
    recurrence: p.recurrence,
    reminderMinutes: p.reminderMinutes === null ? '' : String(p.reminderMinutes),
  };
}

export function validatePresetForm(v: PresetFormValues): PresetFormErrors {
  const errors: PresetFormErrors = {};
  if (v.title.trim() === '') errors.title = 'form.errors.titleRequired';
  else if (v.title.length > TITLE_MAX) errors.title = 'form.errors.titleTooLong';
  const d = Number(v.durationMin);
  if (!Number.isInteger(d) || d < 1 || d > 1440) errors.durationMin = 'presets.errors.duration';
  if (v.reminderMinutes !== '') {
    const r = Number(v.reminderMinutes);
    if (!Number.isInteger(r) || r < 0 || r > MAX_REMINDER_MINUTES)
      errors.reminderMinutes = 'form.errors.reminder';
  }
  return errors;
}

export function presetValuesToInput(
  v: PresetFormValues,
  lastUpdated: number,
  source: string | null = null,
): PresetInput {
  return {
    kind: v.kind,
    title: v.title.trim(),
    description: v.description,
    color: v.color,
    durationMin: Number(v.durationMin),
    startTime: v.allDay || v.startTime === '' ? null : v.startTime,
    allDay: v.allDay,
    recurrence: v.recurrence,
    reminderMinutes: v.reminderMinutes === '' ? null : Number(v.reminderMinutes),
    source,
    lastUpdated,
  };
}
