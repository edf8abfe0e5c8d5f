// Planning the deletion of an event, one occurrence, the following ones or a whole series: see eventPlan.ts.
import type { CalendarEvent } from '../model';
import {
  deleteAll,
  durationOfOccurrence,
  findSeries,
  overridesFrom,
  seriesContext,
  truncated,
  withStoredVersions,
  withoutId,
  withoutRefinements,
  type EventOperation,
  type EventScope,
  type PlanOptions,
} from './eventPlan';
import { isOverride } from './recurrence';
import { formatZonedIso } from './zonedTime';

/**
 * Plans the server calls for deleting an event (confirmation is the caller's job).
 * - single: delete it.
 * - 'this' occurrence of a series: a cancelled override (or the existing override turned cancelled).
 * - 'following' (not from the first occurrence): the series ends the day before; overrides from
 *   that occurrence on are deleted.
 * - 'all' (or 'following' from the first occurrence): delete the series and all its overrides.
 * `target` may be an override: its series is found in `options.existing`.
 */
export function planEventDelete(
  target: CalendarEvent,
  scope: EventScope,
  occurrenceStart?: string,
  options: PlanOptions = {},
): EventOperation[] {
  return withStoredVersions(planDelete(target, scope, occurrenceStart, options), [
    target,
    ...(options.existing ?? []),
  ]);
}

function planDelete(
  target: CalendarEvent,
  scope: EventScope,
  occurrenceStart: string | undefined,
  options: PlanOptions,
): EventOperation[] {
  const existing = options.existing ?? [];
  const lastUpdated = (options.now ?? new Date()).getTime();
  const series = findSeries(target, existing);
  if (!series) return [{ type: 'delete', id: target.id }];

  const ctx = seriesContext(
    series,
    occurrenceStart ?? (isOverride(target) ? (target.originalStart ?? undefined) : undefined),
    existing,
    isOverride(target) ? target : undefined,
  );
  if (scope === 'this') {
    if (ctx.override) {
      return [
        {
          type: 'update',
          id: ctx.override.id,
          event: { ...withoutId(ctx.override), cancelled: true, lastUpdated },
        },
      ];
    }
    const start = Date.parse(ctx.occurrenceStart);
    const end = start + durationOfOccurrence(series, ctx.occurrenceStart);
    return [
      {
        type: 'create',
        event: {
          ...withoutRefinements(withoutId(series)),
          startDate: formatZonedIso(start, series.timeZone),
          endDate: formatZonedIso(end, series.timeZone),
          recurrence: 'none',
          recurrenceEnd: null,
          originalStart: ctx.occurrenceStart,
          cancelled: true,
          lastUpdated,
        },
      },
    ];
  }
  if (scope === 'following' && !ctx.isFirst) {
    return [
      { type: 'update', id: series.id, event: truncated(ctx, lastUpdated) },
      ...deleteAll(overridesFrom(ctx)),
    ];
  }
  // The series goes first: if a later call fails, the overrides left behind are hidden anyway.
  return deleteAll([series, ...ctx.overrides]);
}
