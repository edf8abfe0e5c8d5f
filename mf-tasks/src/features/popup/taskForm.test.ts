import { emptyTaskForm, formToFields, hasErrors, taskToForm, validateTaskForm } from './taskForm';
import { makeTask } from '../testing/memoryTaskCollection';

// A fixed local "now": Wednesday 2 December 2026, 15:00.
const now = new Date(2026, 11, 2, 15, 0, 0);

describe('task form', () => {
  it('requires a title that is not blank', () => {
    expect(validateTaskForm({ ...emptyTaskForm(), title: '' }, now).title).toBe(
      'form.errors.titleRequired',
    );
    expect(validateTaskForm({ ...emptyTaskForm(), title: ' \t ' }, now).title).toBe(
      'form.errors.titleRequired',
    );
    expect(hasErrors(validateTaskForm({ ...emptyTaskForm(), title: 'Ok' }, now))).toBe(false);
    // Zero-width characters alone show nothing: the api refuses such a title too.
    expect(validateTaskForm({ ...emptyTaskForm(), title: '\u200B\uFEFF' }, now).title).toBe(
      'form.errors.titleRequired',
    );
  });

  it('refuses a deadline past the year 2200', () => {
    const base = { ...emptyTaskForm(), title: 'x', deadlineMode: 'date' as const };
    expect(validateTaskForm({ ...base, deadline: '2201-01-01' }, now).deadline).toBe(
      'form.errors.deadlineYear',
    );
  });

  it('refuses a deadline in the past but accepts today', () => {
    const base = { ...emptyTaskForm(), title: 'x', deadlineMode: 'date' as const };
    expect(validateTaskForm({ ...base, deadline: '2026-12-01' }, now).deadline).toBe(
      'form.errors.deadlinePast',
    );
    expect(validateTaskForm({ ...base, deadline: '2026-12-02' }, now).deadline).toBeUndefined();
    expect(validateTaskForm({ ...base, deadline: '' }, now).deadline).toBe(
      'form.errors.deadlineRequired',
    );
  });

  it('derives deadlineRange from the date, and keeps the chosen range without one', () => {
    const base = { ...emptyTaskForm(), title: '  Pay rent ', deadlineMode: 'date' as const };
    expect(formToFields({ ...base, deadline: '2026-12-03' }, now)).toMatchObject({
      title: 'Pay rent',
      deadline: '2026-12-03',
      deadlineRange: 'lessThan2Days',
    });
    expect(formToFields({ ...base, deadline: '2026-12-06' }, now).deadlineRange).toBe('2to5Days');
    expect(formToFields({ ...base, deadline: '2026-12-09' }, now).deadlineRange).toBe(
      'moreThan5Days',
    );
    expect(
      formToFields(
        { ...base, deadlineMode: 'range', deadline: '2026-12-03', deadlineRange: '2to5Days' },
        now,
      ),
    ).toMatchObject({ deadline: null, deadlineRange: '2to5Days' });
  });

  it('round-trips a task', () => {
    const task = makeTask({
      id: 't',
      title: 'T',
      priority: 'high',
      deadline: '2026-12-09',
      deadlineRange: 'moreThan5Days',
      estimatedTimeRange: 'lessThan15Min',
    });
    expect(formToFields(taskToForm(task), now)).toEqual({
      title: 'T',
      description: '',
      priority: 'high',
      deadline: '2026-12-09',
      deadlineRange: 'moreThan5Days',
      estimatedTimeRange: 'lessThan15Min',
    });
  });
});
