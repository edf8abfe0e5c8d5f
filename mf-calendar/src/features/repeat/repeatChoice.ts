// The Repeat select of the event popup: a plain kind, or "Custom repeat…" with its refinements.
import type { Recurrence } from '@planner/shared/model';
import type { EventFormValues } from '../popup/eventForm';
import { customRepeatOf, customToInput, frequencyOf } from './customRepeat';
import type { DescribedRule } from './repeatSentence';

export type RepeatChoice = Recurrence | 'custom';

/** The form after the user picks a Repeat option. */
export function chooseRepeat(v: EventFormValues, choice: RepeatChoice): EventFormValues {
  if (choice !== 'custom') return { ...v, recurrence: choice, custom: null };
  if (v.custom) return v;
  return {
    ...v,
    recurrence: frequencyOf(v.recurrence),
    custom: customRepeatOf(
      { recurrence: v.recurrence, recurrenceEnd: v.recurrenceEnd || null },
      v.startDate,
    ),
  };
}

/** The rule the form's values stand for, to read back as a sentence (even while half typed). */
export function readBackRule(v: EventFormValues): DescribedRule {
  const end = v.recurrenceEnd || null;
  if (!v.custom) return { recurrence: v.recurrence, recurrenceEnd: end };
  const frequency = frequencyOf(v.recurrence);
  const interval = Number(v.custom.interval);
  const count = Number(v.custom.count);
  const rule = customToInput(
    {
      ...v.custom,
      interval: Number.isInteger(interval) && interval >= 1 ? String(interval) : '1',
      count: Number.isInteger(count) && count >= 1 ? String(count) : '1',
      byWeekday: v.custom.byWeekday.length > 0 ? v.custom.byWeekday : [],
    },
    frequency,
    v.startDate,
  );
  return {
    ...rule,
    ...(frequency === 'weekly' && v.custom.byWeekday.length > 0
      ? { byWeekday: v.custom.byWeekday }
      : {}),
    recurrenceEnd: v.custom.ends === 'date' ? end : null,
  };
}
