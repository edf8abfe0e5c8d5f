import { allExpired, completionTime, isExpired, nextExpired } from './purge';

const DAY = 86_400_000;
const now = new Date('2026-11-22T12:00:00Z');
const doneAgo = (ms: number) => ({
  done: true,
  doneAt: new Date(now.getTime() - ms).toISOString(),
});

describe('purge of completed tasks', () => {
  it('expires a task exactly when the delay since completion is reached', () => {
    expect(isExpired(doneAgo(DAY), DAY, now)).toBe(true);
    expect(isExpired(doneAgo(DAY - 1), DAY, now)).toBe(false);
    expect(isExpired(doneAgo(DAY + 1), DAY, now)).toBe(true);
  });

  it('never expires an open task', () => {
    expect(isExpired({ done: false, doneAt: null }, 0, now)).toBe(false);
  });

  it('removes one per tick, the longest-completed first, and all on a full clean', () => {
    const tasks = [
      { id: 'recent', ...doneAgo(DAY + 5) },
      { id: 'fresh', ...doneAgo(1000) },
      { id: 'oldest', ...doneAgo(3 * DAY) },
      { id: 'open', done: false, doneAt: null },
    ];
    expect(nextExpired(tasks, DAY, now)?.id).toBe('oldest');
    expect(allExpired(tasks, DAY, now).map((t) => t.id)).toEqual(['oldest', 'recent']);
    expect(nextExpired([tasks[1]!, tasks[3]!], DAY, now)).toBeNull();
  });
});

describe('completionTime', () => {
  it('is now, or the creation time when this clock is behind the one that created the task', () => {
    expect(completionTime({ createdAt: '2026-11-22T11:00:00.000Z' }, now)).toBe(now.toISOString());
    expect(completionTime({ createdAt: '2026-11-22T14:30:00.000Z' }, now)).toBe(
      '2026-11-22T14:30:00.000Z',
    );
  });
});
