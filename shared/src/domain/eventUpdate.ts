// The event transitions of SPEC.md section 4 as a pure planner: what to create, update and delete on the server.
//
// The calendar remote computes a plan, then runs its operations in order through the calendar
// collection (create → calendar.create, update → calendar.update, delete → calendar.remove),
// stopping at the first failure. Operations come in a safe order: creates first, then updates,
// then deletes, so a failure part way can leave a duplicate but never loses the user's event.
//
// lastUpdated: an update carries the lastUpdated of the stored record it replaces (the api refuses
// an update older than what it holds with 409 conflict, and sets the new value itself); a create
// carries after.lastUpdated (or `now` for a delete plan's cancelled override).
//
// Vocabulary (DESIGN.md "Recurrence"): a *single* event has recurrence 'none' and no recurrenceId;
// a *series* is one record with a recurrence and a recurrenceId; an *override* is a record with
// the series' recurrenceId and an originalStart (the start of the occurrence it replaces), with
// recurrence 'none'; a *cancelled* override removes its occurrence.
import type { CalendarEvent, EventInput } from '../model';
import { newUuid } from './ids';
import { expandSeries, isOverride, isSeries, sameInstant } from './recurrence';
import {
  DAY_MS,
  epochDayOf,
  formatIsoDate,
  formatZonedIso,
  naiveToInstant,
  naiveToWall,
  wallTimeOf,
  wallToNaive,
} from './zonedTime';

/** Which occurrences of a series an edit or a delete applies to. Ignored for a single event. */
export type EventScope = 'this' | 'following' | 'all';

/** A complete event record without its id (ids come from the server). */
export type EventDraft = Omit<CalendarEvent, 'id'>;

export type EventOperation =
  | { type: 'create'; event: EventDraft }
  | { type: 'update'; id: string; event: EventDraft }
  | { type: 'delete'; id: string };

export interface PlanOptions {
  /**
   * The calendar's stored records (pass the whole state; the planner picks the series and the
   * overrides sharing the recurrenceId). Without them, overrides cannot be found: they would be
   * left behind (expandEvents hides overrides whose series is gone, but they stay stored).
   */
  existing?: readonly CalendarEvent[];
  /** Makes new recurrenceIds (default: a random UUID). */
  newId?: () => string;
  /** lastUpdated of the cancelled override a delete plan creates (default: now). */
  now?: Date;
}

/** Fills the schema's defaults of an EventInput (the form may leave optional fields out). */
export function toDraft(input: EventInput): EventDraft {
  return {
    title: input.title,
    description: input.description ?? '',
    color: input.color ?? '#FF6700',
    allDay: input.allDay ?? false,
    startDate: input.startDate,
    endDate: input.endDate,
    timeZone: input.timeZone,
    recurrence: input.recurrence ?? 'none',
    recurrenceId: input.recurrenceId ?? null,
    recurrenceEnd: input.recurrenceEnd ?? null,
    originalStart: input.originalStart ?? null,
    cancelled: input.cancelled ?? false,
    reminderMinutes: input.reminderMinutes ?? null,
    presetId: input.presetId ?? null,
    lastUpdated: input.lastUpdated,
  };
}

function withoutId(e: CalendarEvent): EventDraft {
  const { id: _id, ...draft } = e;
  return draft;
}

const asSingle = (d: EventDraft): EventDraft => ({
  ...d,
  recurrence: 'none',
  recurrenceId: null,
  recurrenceEnd: null,
  originalStart: null,
  cancelled: false,
});

const asSeries = (d: EventDraft, recurrenceId: string): EventDraft => ({
  ...d,
  recurrenceId,
  originalStart: null,
  cancelled: false,
});

/** The pieces of a plan about one series. */
interface SeriesContext {
  series: CalendarEvent;
  recurrenceId: string;
  overrides: CalendarEvent[];
  /** The occurrence acted on (its start as the series gives it). */
  occurrenceStart: string;
  /** The override already stored for that occurrence, if any. */
  override: CalendarEvent | undefined;
  /** True when no occurrence of the series comes before it ("following" then means "all"). */
  isFirst: boolean;
}

function seriesContext(
  series: CalendarEvent,
  occurrenceStart: string | undefined,
  existing: readonly CalendarEvent[],
  extraOverride?: CalendarEvent,
): SeriesContext {
  const recurrenceId = series.recurrenceId ?? series.id;
  const overrides = existing.filter(
    (e) => e.id !== series.id && isOverride(e) && e.recurrenceId === recurrenceId,
  );
  if (extraOverride && !overrides.some((o) => o.id === extraOverride.id)) {
    overrides.push(extraOverride);
  }
  const occ = occurrenceStart ?? series.startDate;
  const before = expandSeries(
    series,
    [],
    new Date(Date.parse(series.startDate)),
    new Date(Date.parse(occ)),
  );
  return {
    series,
    recurrenceId,
    overrides,
    occurrenceStart: occ,
    override: overrides.find((o) => sameInstant(o.originalStart ?? '', occ)),
    isFirst: before.length === 0,
  };
}

/** The series' record ending the day before the occurrence (recurrenceEnd is inclusive). */
function truncated(ctx: SeriesContext, lastUpdated: number): EventDraft {
  const tz = ctx.series.timeZone;
  const day = epochDayOf(wallTimeOf(Date.parse(ctx.occurrenceStart), tz)) - 1;
  return {
    ...withoutId(ctx.series),
    recurrenceEnd: formatIsoDate(naiveToWall(day * DAY_MS)),
    lastUpdated,
  };
}

const overridesFrom = (ctx: SeriesContext): CalendarEvent[] =>
  ctx.overrides.filter((o) => Date.parse(o.originalStart ?? '') >= Date.parse(ctx.occurrenceStart));

const deleteAll = (records: readonly CalendarEvent[]): EventOperation[] =>
  records.map((r) => ({ type: 'delete', id: r.id }));

/** Each update carries the lastUpdated of the record it replaces (the api's conflict check). */
function withStoredVersions(
  ops: EventOperation[],
  known: readonly (CalendarEvent | undefined)[],
): EventOperation[] {
  return ops.map((op) => {
    if (op.type !== 'update') return op;
    const stored = known.find((r) => r?.id === op.id);
    return stored ? { ...op, event: { ...op.event, lastUpdated: stored.lastUpdated } } : op;
  });
}

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
 * Plans the server calls for saving an edited event (SPEC.md section 4, "Event update").
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
 * - recurrence type changed (e.g. weekly → daily): create a new series with a new recurrenceId
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

  const series = isSeries(before)
    ? before
    : isOverride(before)
      ? existing.find((e) => isSeries(e) && e.recurrenceId === before.recurrenceId)
      : undefined;

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

  if (draft.recurrence !== series.recurrence) {
    // A new type for the whole series keeps its first day (moved like the edited occurrence); a
    // series that becomes a single event, or a split, starts at the edited occurrence.
    const replacement =
      draft.recurrence === 'none'
        ? asSingle(draft)
        : splitting
          ? asSeries(draft, newId())
          : {
              ...asSeries(draft, newId()),
              ...shiftedSeriesTimes(series, draft, ctx.occurrenceStart),
            };
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
      ...draft,
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
    const updated: EventDraft = { ...asSeries(draft, ctx.recurrenceId), ...times };
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
    { type: 'create', event: asSeries(draft, recurrenceId) },
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

/** Real duration (ms) of the occurrence starting at `occurrenceStart` (wall duration kept across DST). */
function durationOfOccurrence(series: CalendarEvent, occurrenceStart: string): number {
  const tz = series.timeZone;
  const wallDuration =
    wallToNaive(wallTimeOf(Date.parse(series.endDate), tz)) -
    wallToNaive(wallTimeOf(Date.parse(series.startDate), tz));
  const start = Date.parse(occurrenceStart);
  const naiveEnd = wallToNaive(wallTimeOf(start, tz)) + wallDuration;
  return naiveToInstant(naiveEnd, tz) - start;
}

function wallDate(iso: string, timeZone: string): string {
  return formatIsoDate(wallTimeOf(Date.parse(iso), timeZone));
}

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
  const series = isSeries(target)
    ? target
    : isOverride(target)
      ? existing.find((e) => isSeries(e) && e.recurrenceId === target.recurrenceId)
      : undefined;
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
          ...withoutId(series),
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

/** Plans the creation of a new event: a series gets its new recurrenceId, a single event none. */
export function planEventCreate(input: EventInput, options: PlanOptions = {}): EventOperation[] {
  const draft = toDraft(input);
  const newId = options.newId ?? newUuid;
  return [
    {
      type: 'create',
      event: draft.recurrence === 'none' ? asSingle(draft) : asSeries(draft, newId()),
    },
  ];
}
