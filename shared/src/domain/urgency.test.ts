import type { Task } from '../model';
import { compareByUrgency, sortByUrgency, urgencyBreakdown, urgencyScore } from './urgency';

const now = new Date(2026, 10, 22, 10, 0);

function task(partial: Partial<Task> & { id: string }): Task {
  return {
    title: partial.id,
    description: '',
    priority: 'low',
    deadline: null,
    deadlineRange: 'moreThan5Days',
    estimatedTimeRange: 'moreThan2Hour',
    done: false,
    doneAt: null,
    createdAt: '2026-11-01T10:00:00Z',
    lastUpdated: 0,
    ...partial,
  };
}

describe('urgency score', () => {
  it('adds the points of docs/product.md section 9 and explains them', () => {
    expect(
      urgencyBreakdown(
        task({
          id: 'a',
          priority: 'high',
          deadlineRange: 'lessThan2Days',
          estimatedTimeRange: 'lessThan15Min',
        }),
        now,
      ),
    ).toEqual({ priority: 9, deadline: 6, estimate: 3, total: 18 });
    expect(
      urgencyBreakdown(
        task({
          id: 'b',
          priority: 'medium',
          deadlineRange: '2to5Days',
          estimatedTimeRange: '15to2Hour',
        }),
        now,
      ),
    ).toEqual({ priority: 5, deadline: 3, estimate: 2, total: 10 });
    expect(urgencyScore(task({ id: 'c' }), now)).toBe(3);
  });

  it('uses the live range from the deadline date rather than the stored range', () => {
    const t = task({ id: 'a', deadline: '2026-11-23', deadlineRange: 'moreThan5Days' });
    expect(urgencyBreakdown(t, now).deadline).toBe(6);
    // Seen ten days earlier, the same task is more than five days away.
    expect(urgencyBreakdown(t, new Date(2026, 10, 12, 10, 0)).deadline).toBe(1);
  });

  it('uses the stored range when there is no deadline date', () => {
    expect(urgencyBreakdown(task({ id: 'a', deadlineRange: '2to5Days' }), now).deadline).toBe(3);
  });
});

describe('urgency order', () => {
  it('puts the higher score first', () => {
    const low = task({ id: 'low' });
    const high = task({ id: 'high', priority: 'high' });
    expect(sortByUrgency([low, high], now).map((t) => t.id)).toEqual(['high', 'low']);
  });

  it('breaks ties by deadline (earlier first, none last), then by creation (older first)', () => {
    // All score 1 + 1 + 1 (deadlines more than 5 days away).
    const noDeadlineOld = task({ id: 'none-old', createdAt: '2026-01-01T00:00:00Z' });
    const later = task({ id: 'later', deadline: '2026-12-20' });
    const sooner = task({ id: 'sooner', deadline: '2026-12-10' });
    const noDeadlineNew = task({ id: 'none-new', createdAt: '2026-11-20T00:00:00Z' });
    const sorted = sortByUrgency([noDeadlineNew, later, noDeadlineOld, sooner], now);
    expect(sorted.map((t) => t.id)).toEqual(['sooner', 'later', 'none-old', 'none-new']);
  });

  it('is a consistent comparator', () => {
    const a = task({ id: 'a', priority: 'medium' });
    const b = task({ id: 'b' });
    expect(Math.sign(compareByUrgency(a, b, now))).toBe(-1);
    expect(Math.sign(compareByUrgency(b, a, now))).toBe(1);
    expect(compareByUrgency(a, a, now)).toBe(0);
  });
});
