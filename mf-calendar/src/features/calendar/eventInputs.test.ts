// Moving an occurrence on the calendar: the input carries the series' rule, refinements included.
import { expandEvents, planEventUpdate } from '@planner/shared/domain';
import { eventSchema } from '@planner/shared/model';
import { inputOf } from './eventInputs';

const base = { title: 'Run', timeZone: 'Europe/Paris', lastUpdated: 1 };
// Every 2 weeks on Tuesday and Thursday; the Thursday 4 June occurrence moved to 18:00.
const series = eventSchema.parse({
  ...base,
  id: 's',
  recurrenceId: 'r',
  recurrence: 'weekly',
  startDate: '2026-06-02T09:00:00+02:00',
  endDate: '2026-06-02T10:00:00+02:00',
  interval: 2,
  byWeekday: [2, 4],
});
const override = eventSchema.parse({
  ...base,
  id: 'o',
  recurrenceId: 'r',
  originalStart: '2026-06-04T09:00:00+02:00',
  startDate: '2026-06-04T18:00:00+02:00',
  endDate: '2026-06-04T19:00:00+02:00',
});

describe('inputOf', () => {
  it('dragging a moved occurrence of a refined series moves only that occurrence', () => {
    const input = {
      ...inputOf(override, series),
      startDate: '2026-06-04T19:00:00+02:00',
      endDate: '2026-06-04T20:00:00+02:00',
    };
    expect(input).toMatchObject({ interval: 2, byWeekday: [2, 4] });
    const ops = planEventUpdate(override, input, 'this', undefined, {
      existing: [series, override],
    });
    expect(ops).toEqual([expect.objectContaining({ type: 'update', id: 'o' })]);
    const after =
      ops[0]?.type === 'update' ? eventSchema.parse({ ...ops[0].event, id: 'o' }) : override;
    const shown = expandEvents(
      [series, after],
      new Date('2026-06-01T00:00:00Z'),
      new Date('2026-06-20T00:00:00Z'),
    );
    expect(shown.map((o) => o.start)).toEqual([
      '2026-06-02T09:00:00+02:00',
      '2026-06-04T19:00:00+02:00',
      '2026-06-16T09:00:00+02:00',
      '2026-06-18T09:00:00+02:00',
    ]);
  });
});
