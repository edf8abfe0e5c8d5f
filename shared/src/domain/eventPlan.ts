// Event plans, the shared part: operation types, drafts, the series context, and planning a creation.
//
// The event transitions of docs/product.md section 4 are planned as pure functions (planEventCreate here,
// planEventUpdate in eventUpdate.ts, planEventDelete in eventDelete.ts). The calendar remote
// computes a plan, then runs its operations in order through the calendar collection
// (create → calendar.create, update → calendar.update, delete → calendar.remove), stopping at the
// first failure. Operations come in a safe order: creates first, then updates, then deletes, so a
// failure part way can leave a duplicate but never loses the user's event.
//
// lastUpdated: an update carries the lastUpdated of the stored record it replaces (the api refuses
// an update older than what it holds with 409 conflict, and sets the new value itself); a create
// carries after.lastUpdated (or `now` for a delete plan's cancelled override).
//
// Vocabulary (docs/product.md section 4): a *single* event has recurrence 'none' and no recurrenceId;
// a *series* is one record with a recurrence and a recurrenceId; an *override* is a record with
// the series' recurrenceId and an originalStart (the start of the occurrence it replaces), with
// recurrence 'none'; a *cancelled* override removes its occurrence.
import type { CalendarEvent, EventInput } from '../model';
import { newUuid } from './ids';
import { expandSeries, isOverride, isSeries, sameInstant } from './recurrence';
import { dayOfOccurrenceNumber, repeatRuleOf, weekOfMonthOf } from './repeatRule';
import {
  DAY_MS,
  epochDayOf,
  formatIsoDate,
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
    ...refinementsOf(input),
    lastUpdated: input.lastUpdated,
  };
}

export const REFINEMENTS = ['interval', 'byWeekday', 'monthlyBy', 'weekOfMonth', 'count'] as const;

/** The rule's refinements that are set (absent ones stay absent: old records are unchanged). */
export function refinementsOf(
  e: Pick<EventInput, (typeof REFINEMENTS)[number]>,
): Partial<Pick<EventDraft, (typeof REFINEMENTS)[number]>> {
  const out: Record<string, unknown> = {};
  for (const f of REFINEMENTS) if (e[f] !== undefined) out[f] = e[f];
  return out as Partial<Pick<EventDraft, (typeof REFINEMENTS)[number]>>;
}

/**
 * Do two records repeat by the same rule (kind and refinements, read with their defaults)? A
 * weekly rule on one chosen day says the same as none chosen, as the popup writes it.
 */
export function sameRule(a: EventDraft | CalendarEvent, b: EventDraft | CalendarEvent): boolean {
  if (a.recurrence !== b.recurrence) return false;
  const norm = (e: EventDraft | CalendarEvent) => {
    const days = [...new Set(e.byWeekday ?? [])].sort();
    const day = Number(formatIsoDate(wallTimeOf(Date.parse(e.startDate), e.timeZone)).slice(8));
    return JSON.stringify([
      e.interval ?? 1,
      e.recurrence === 'weekly' && days.length > 1 ? days : [],
      e.recurrence === 'monthly' ? (e.monthlyBy ?? 'dayOfMonth') : null,
      e.recurrence === 'monthly' && e.monthlyBy === 'nthWeekday'
        ? (e.weekOfMonth ?? weekOfMonthOf(day))
        : null,
      e.count ?? null,
    ]);
  };
  return norm(a) === norm(b);
}

/** The draft without its rule's refinements (a single event or an override has none). */
export function withoutRefinements(d: EventDraft): EventDraft {
  const out = { ...d };
  for (const f of REFINEMENTS) delete out[f];
  return out;
}

export function withoutId(e: CalendarEvent): EventDraft {
  const { id: _id, ...draft } = e;
  return draft;
}

export const asSingle = (d: EventDraft): EventDraft => ({
  ...withoutRefinements(d),
  recurrence: 'none',
  recurrenceId: null,
  recurrenceEnd: null,
  originalStart: null,
  cancelled: false,
});

export const asSeries = (d: EventDraft, recurrenceId: string): EventDraft => ({
  ...d,
  recurrenceId,
  originalStart: null,
  cancelled: false,
});

/** The pieces of a plan about one series. */
export interface SeriesContext {
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

export function seriesContext(
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

/**
 * The series' record ending the day before the occurrence (recurrenceEnd is inclusive). A `count`
 * becomes that end date: the occurrences before the split are the same, however many they are.
 */
export function truncated(ctx: SeriesContext, lastUpdated: number): EventDraft {
  const tz = ctx.series.timeZone;
  const day = epochDayOf(wallTimeOf(Date.parse(ctx.occurrenceStart), tz)) - 1;
  const { count: _count, ...series } = withoutId(ctx.series);
  return {
    ...series,
    recurrenceEnd: formatIsoDate(naiveToWall(day * DAY_MS)),
    lastUpdated,
  };
}

/**
 * The new series of a "following" split keeps the old rule's end: an unchanged `count` (which
 * counted from the old series' start) becomes the date of the old series' last occurrence.
 * A count the user changed in the edit counts from the edited occurrence.
 */
export function splitEnd(ctx: SeriesContext, draft: EventDraft): EventDraft {
  if (draft.count === undefined || draft.count !== ctx.series.count) return draft;
  const { count: _count, ...rest } = draft;
  return { ...rest, recurrenceEnd: lastDayOfSeries(ctx.series) };
}

/** The date (in the series' zone) of a counted series' last occurrence. */
export function lastDayOfSeries(series: CalendarEvent): string | null {
  if (series.recurrenceEnd) return series.recurrenceEnd;
  if (series.count === undefined) return null;
  const firstDay = epochDayOf(wallTimeOf(Date.parse(series.startDate), series.timeZone));
  const last = dayOfOccurrenceNumber(repeatRuleOf(series, firstDay), series.count);
  return formatIsoDate(naiveToWall(last * DAY_MS));
}

export const overridesFrom = (ctx: SeriesContext): CalendarEvent[] =>
  ctx.overrides.filter((o) => Date.parse(o.originalStart ?? '') >= Date.parse(ctx.occurrenceStart));

export const deleteAll = (records: readonly CalendarEvent[]): EventOperation[] =>
  records.map((r) => ({ type: 'delete', id: r.id }));

/** Each update carries the lastUpdated of the record it replaces (the api's conflict check). */
export function withStoredVersions(
  ops: EventOperation[],
  known: readonly (CalendarEvent | undefined)[],
): EventOperation[] {
  return ops.map((op) => {
    if (op.type !== 'update') return op;
    const stored = known.find((r) => r?.id === op.id);
    return stored ? { ...op, event: { ...op.event, lastUpdated: stored.lastUpdated } } : op;
  });
}

/** Real duration (ms) of the occurrence starting at `occurrenceStart` (wall duration kept across DST). */
export function durationOfOccurrence(series: CalendarEvent, occurrenceStart: string): number {
  const tz = series.timeZone;
  const wallDuration =
    wallToNaive(wallTimeOf(Date.parse(series.endDate), tz)) -
    wallToNaive(wallTimeOf(Date.parse(series.startDate), tz));
  const start = Date.parse(occurrenceStart);
  const naiveEnd = wallToNaive(wallTimeOf(start, tz)) + wallDuration;
  return naiveToInstant(naiveEnd, tz) - start;
}

/** The series a record belongs to: itself, or for an override the series found in `existing`. */
export function findSeries(
  record: CalendarEvent,
  existing: readonly CalendarEvent[],
): CalendarEvent | undefined {
  if (isSeries(record)) return record;
  if (!isOverride(record)) return undefined;
  return existing.find((e) => isSeries(e) && e.recurrenceId === record.recurrenceId);
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
