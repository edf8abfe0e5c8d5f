// Planning the save of an edited event (docs/product.md section 4, "Event update"): see eventPlan.ts for the model.
import type { CalendarEvent, EventInput } from '../model';
import {
  asSeries,
  asSingle,
  deleteAll,
  durationOfOccurrence,
  findSeries,
  overridesFrom,
  seriesContext,
  toDraft,
  truncated,
  withStoredVersions,
  withoutId,
  withoutRefinements,
  sameRule,
  splitEnd,
  type EventDraft,
  type EventOperation,
  type EventScope,
  type PlanOptions,
} from './eventPlan';
import { newUuid } from './ids';
import { isOverride, sameInstant } from './recurrence';
import {
  formatIsoDate,
  formatZonedIso,
  naiveToInstant,
  wallTimeOf,
  wallToNaive,
} from './zonedTime';

/**
 * Moves the series so that the edited occurrence lands where the user put it: the same
 * wall-clock shift (days and time of day) is applied to the series' first start, and the
 * edited duration is kept. Used by scope 'all' when the user edited a later occurrence.
 */
function shiftedSeriesTimes(
  series: CalendarEvent,
  draft: EventDraft,
  occurrenceStart: string,
): { startDate: string; endDate: string } {
  const tz = draft.timeZone;
  const shift =
    wallToNaive(wallTimeOf(Date.parse(draft.startDate), tz)) -
    wallToNaive(wallTimeOf(Date.parse(occurrenceStart), series.timeZone));
  const duration =
    wallToNaive(wallTimeOf(Date.parse(draft.endDate), tz)) -
    wallToNaive(wallTimeOf(Date.parse(draft.startDate), tz));
  const start = wallToNaive(wallTimeOf(Date.parse(series.startDate), series.timeZone)) + shift;
  return {
    startDate: formatZonedIso(naiveToInstant(start, tz), tz),
    endDate: formatZonedIso(naiveToInstant(start + duration, tz), tz),
  };
}

/**
 * Plans the server calls for saving an edited event (docs/product.md section 4, "Event update").
 *
 * @param before The stored record the user opened: a single event, a series, or an override of
 *   one occurrence (then its series is looked up in `options.existing`).
 * @param after The form's values. For a series' occurrence, startDate/endDate are the edited
 *   occurrence's times and `recurrence` is what the user wants for the series.
 * @param scope 'this' occurrence, this and the 'following' ones, or 'all'. Ignored for a single event.
 * @param occurrenceStart The original start of the edited occurrence (Occurrence.originalStart).
 *   Defaults to the override's originalStart, else the series' first start.
 *
 * Transitions:
 * - single → single: update it in place.
 * - single → recurring: create a series with a new recurrenceId, delete the single event.
 * - recurring → none: create the single event, delete the series and every record sharing its
 *   recurrenceId. With 'following' (not from the first occurrence): the old series ends the day
 *   before instead, and only the overrides from that occurrence on are deleted.
 * - recurrence type or refinements changed (e.g. weekly → daily, every week → every 2 weeks): create a new series with a new recurrenceId
 *   from the old series' first day (moved like the edited occurrence), delete the old series and
 *   its overrides. With 'following': the new series starts at the edited occurrence and the old
 *   one ends the day before.
 *   A type change always concerns the series, so 'this' acts as 'all'.
 * - same type, 'this': create (or update) the override of that occurrence.
 * - same type, 'all' (or 'following' from the first occurrence): update the series, moved by the
 *   same shift as the edited occurrence. If its times or zone change, its overrides are deleted
 *   (they belonged to the old times); if not, they are kept, except those past a new recurrenceEnd.
 * - same type, 'following': end the old series the day before, create a new series (new
 *   recurrenceId) starting at the edited occurrence. Overrides from that occurrence on move to the
 *   new series when the times did not change; otherwise they are deleted.
 */
export function planEventUpdate(
  before: CalendarEvent,
  after: EventInput,
  scope: EventScope,
  occurrenceStart?: string,
  options: PlanOptions = {},
): EventOperation[] {
  return withStoredVersions(planUpdate(before, after, scope, occurrenceStart, options), [
    before,
    ...(options.existing ?? []),
  ]);
}

function planUpdate(
  before: CalendarEvent,
  after: EventInput,
  scope: EventScope,
  occurrenceStart: string | undefined,
  options: PlanOptions,
): EventOperation[] {
  const existing = options.existing ?? [];
  const newId = options.newId ?? newUuid;
  const draft = toDraft(after);

  const series = findSeries(before, existing);

  if (!series) {
    if (isOverride(before)) {
      // An override whose series is gone: keep it what it is and edit it in place.
      return [
        { type: 'update', id: before.id, event: { ...withoutId(before), ...pickContent(draft) } },
      ];
    }
    if (draft.recurrence === 'none') {
      return [{ type: 'update', id: before.id, event: asSingle(draft) }];
    }
    return [
      { type: 'create', event: asSeries(draft, newId()) },
      { type: 'delete', id: before.id },
    ];
  }

  const ctx = seriesContext(
    series,
    occurrenceStart ?? (isOverride(before) ? (before.originalStart ?? undefined) : undefined),
    existing,
    isOverride(before) ? before : undefined,
  );
  const splitting = scope === 'following' && !ctx.isFirst;

  // A new kind or new refinements concern the whole series, like a new type.
  const ruleChanged =
    draft.recurrence !== series.recurrence ||
    (draft.recurrence !== 'none' && !sameRule(draft, series));
  if (ruleChanged) {
    // A new type for the whole series keeps its first day (moved like the edited occurrence); a
    // series that becomes a single event, or a split, starts at the edited occurrence.
    const replacement =
      draft.recurrence === 'none'
        ? asSingle(draft)
        : splitting
          ? splitEnd(ctx, asSeries(draft, newId()))
          : onChosenWeekday({
              ...asSeries(draft, newId()),
              ...shiftedSeriesTimes(series, draft, ctx.occurrenceStart),
            });
    if (splitting) {
      return [
        { type: 'create', event: replacement },
        { type: 'update', id: series.id, event: truncated(ctx, draft.lastUpdated) },
        ...deleteAll(overridesFrom(ctx)),
      ];
    }
    return [
      { type: 'create', event: replacement },
      { type: 'delete', id: series.id },
      ...deleteAll(ctx.overrides),
    ];
  }

  if (scope === 'this') {
    const event: EventDraft = {
      ...withoutRefinements(draft),
      recurrence: 'none',
      recurrenceId: ctx.recurrenceId,
      recurrenceEnd: null,
      originalStart: ctx.occurrenceStart,
      cancelled: false,
    };
    return ctx.override
      ? [{ type: 'update', id: ctx.override.id, event }]
      : [{ type: 'create', event }];
  }

  const timesUnchanged =
    sameInstant(draft.startDate, ctx.occurrenceStart) &&
    draft.timeZone === series.timeZone &&
    Date.parse(draft.endDate) - Date.parse(draft.startDate) ===
      durationOfOccurrence(series, ctx.occurrenceStart);

  if (!splitting) {
    const times = shiftedSeriesTimes(series, draft, ctx.occurrenceStart);
    const updated: EventDraft = {
      ...asSeries(draft, ctx.recurrenceId),
      ...times,
      ...shiftedWeekdays(draft, times.startDate, ctx.occurrenceStart, series.timeZone),
    };
    const end = updated.recurrenceEnd;
    const stale = timesUnchanged
      ? ctx.overrides.filter(
          (o) => end !== null && wallDate(o.originalStart ?? '', series.timeZone) > end,
        )
      : ctx.overrides;
    return [{ type: 'update', id: series.id, event: updated }, ...deleteAll(stale)];
  }

  const recurrenceId = newId();
  const moved = overridesFrom(ctx);
  return [
    { type: 'create', event: splitEnd(ctx, asSeries(draft, recurrenceId)) },
    { type: 'update', id: series.id, event: truncated(ctx, draft.lastUpdated) },
    ...(timesUnchanged
      ? moved.map<EventOperation>((o) => ({
          type: 'update',
          id: o.id,
          event: { ...withoutId(o), recurrenceId, lastUpdated: draft.lastUpdated },
        }))
      : deleteAll(moved)),
  ];
}

/**
 * A weekly series on chosen days moved to another weekday ('all' from a dragged occurrence): its
 * days move by as many days as the occurrence did, so the new start stays one of them.
 */
function shiftedWeekdays(
  draft: EventDraft,
  newSeriesStart: string,
  occurrenceStart: string,
  seriesZone: string,
): Partial<EventDraft> {
  if (!draft.byWeekday) return {};
  const tz = draft.timeZone;
  const dayOf = (iso: string, zone: string) =>
    Math.floor(
      wallToNaive({
        ...wallTimeOf(Date.parse(iso), zone),
        hour: 0,
        minute: 0,
        second: 0,
        millisecond: 0,
      }) / 86_400_000,
    );
  const shift = dayOf(draft.startDate, tz) - dayOf(occurrenceStart, seriesZone);
  const startWeekday = (((dayOf(newSeriesStart, tz) + 4) % 7) + 7) % 7;
  if (shift === 0 || draft.byWeekday.includes(startWeekday)) return {};
  return { byWeekday: [...new Set(draft.byWeekday.map((w) => (((w + shift) % 7) + 7) % 7))] };
}

/**
 * A weekly series whose new chosen days leave out its first day (Tuesday and Thursday becoming
 * Thursday only, for all events) starts on the next chosen day instead, at the same wall time.
 */
function onChosenWeekday(d: EventDraft): EventDraft {
  if (d.recurrence !== 'weekly' || !d.byWeekday || d.byWeekday.length === 0) return d;
  const tz = d.timeZone;
  const start = wallToNaive(wallTimeOf(Date.parse(d.startDate), tz));
  const end = wallToNaive(wallTimeOf(Date.parse(d.endDate), tz));
  const weekday = new Date(start).getUTCDay();
  let days = 0;
  while (days < 7 && !d.byWeekday.includes((weekday + days) % 7)) days++;
  if (days === 0 || days === 7) return d;
  const shift = days * 86_400_000;
  return {
    ...d,
    startDate: formatZonedIso(naiveToInstant(start + shift, tz), tz),
    endDate: formatZonedIso(naiveToInstant(end + shift, tz), tz),
  };
}

/** The fields a user edits on an event (not its place in a series). */
function pickContent(d: EventDraft): Partial<EventDraft> {
  return {
    title: d.title,
    description: d.description,
    color: d.color,
    allDay: d.allDay,
    startDate: d.startDate,
    endDate: d.endDate,
    timeZone: d.timeZone,
    reminderMinutes: d.reminderMinutes,
    presetId: d.presetId,
    lastUpdated: d.lastUpdated,
  };
}

function wallDate(iso: string, timeZone: string): string {
  return formatIsoDate(wallTimeOf(Date.parse(iso), timeZone));
}
