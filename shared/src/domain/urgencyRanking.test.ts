import type { Task } from '../model';
import { DEADLINE_RANGES, ESTIMATED_TIME_RANGES, PRIORITIES } from '../model';
import { sortByUrgency } from './urgency';
import { rankByUrgency } from './urgencyRanking';

/** A small deterministic generator, so a failure is reproducible. */
function random(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

function pick<T>(rand: () => number, list: readonly T[]): T {
  return list[Math.floor(rand() * list.length)] as T;
}

function makeTasks(n: number, seed: number): Task[] {
  const rand = random(seed);
  return Array.from({ length: n }, (_, i) => {
    const withDate = rand() < 0.5;
    const day = 1 + Math.floor(rand() * 28);
    return {
      id: `t${i}`,
      title: `Task ${i}`,
      description: '',
      priority: pick(rand, PRIORITIES),
      deadline: withDate ? `2026-12-${String(day).padStart(2, '0')}` : null,
      deadlineRange: pick(rand, DEADLINE_RANGES),
      estimatedTimeRange: pick(rand, ESTIMATED_TIME_RANGES),
      done: false,
      doneAt: null,
      createdAt: new Date(Date.UTC(2026, 10, 1) + Math.floor(rand() * 1000) * 60_000).toISOString(),
      lastUpdated: 1,
    };
  });
}

describe('rankByUrgency', () => {
  const now = new Date(2026, 11, 3, 12, 0, 0);

  it('orders exactly like sortByUrgency (score, deadline with none last, creation)', () => {
    const tasks = makeTasks(2000, 7);
    expect(rankByUrgency(tasks, now).map((t) => t.id)).toEqual(
      sortByUrgency(tasks, now).map((t) => t.id),
    );
  });

  it('recomputes the deadline points on a new day', () => {
    const [task] = makeTasks(1, 1);
    const dueSoon: Task = {
      ...(task as Task),
      priority: 'low',
      deadline: '2026-12-10',
      estimatedTimeRange: 'moreThan2Hour',
      createdAt: '2026-11-01T00:00:00.000Z',
    };
    const steady: Task = {
      ...dueSoon,
      id: 'steady',
      priority: 'medium',
      deadline: null,
      deadlineRange: 'moreThan5Days',
      createdAt: '2026-11-02T00:00:00.000Z',
    };
    // Dec 3: dueSoon is 7 days away (1+1+1 = 3) < steady (5+1+1 = 7).
    expect(rankByUrgency([dueSoon, steady], now).map((t) => t.id)).toEqual(['steady', dueSoon.id]);
    // Dec 9: dueSoon is tomorrow (1+6+1 = 8) > steady.
    expect(rankByUrgency([dueSoon, steady], new Date(2026, 11, 9, 12)).map((t) => t.id)).toEqual([
      dueSoon.id,
      'steady',
    ]);
  });

  it('does not change its input', () => {
    const tasks = makeTasks(50, 3);
    const before = tasks.map((t) => t.id);
    rankByUrgency(tasks, now);
    expect(tasks.map((t) => t.id)).toEqual(before);
  });
});
