import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@planner/shared/bus';
import { MemoryTaskCollection, makeTask } from '../../testing/memoryTaskCollection';
import { giveElementsASize, renderWithTasks, setupI18n } from '../../testing/renderWithTasks';
import { TasksPage } from '../../list/components/TasksPage';

beforeAll(async () => {
  giveElementsASize();
  await setupI18n();
});

function row(title: string): HTMLElement {
  const found = screen
    .getAllByTestId('task-row')
    .find((r) => within(r).queryByText(title, { exact: true }));
  if (!found) throw new Error(`no row "${title}"`);
  return found;
}

describe('Schedule… from the task list', () => {
  it('gives an open task a time and length through the task update, and shows it on its row', async () => {
    const user = userEvent.setup();
    const { store } = renderWithTasks(
      <TasksPage />,
      new MemoryTaskCollection([
        makeTask({ id: 't1', title: 'Write report', estimatedTimeRange: 'moreThan2Hour' }),
        makeTask({ id: 't2', title: 'Old one', done: true, doneAt: new Date().toISOString() }),
      ]),
    );
    const opener = screen.getByRole('button', { name: 'Schedule “Write report”' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Schedule “Write report”' });
    expect(dialog).toHaveTextContent('Not on the calendar yet.');
    // The default length comes from the estimate (over 2 h: 120 minutes).
    expect(within(dialog).getByLabelText(/Length \(minutes\)/)).toHaveValue(120);
    expect(within(dialog).queryByRole('button', { name: 'Unschedule' })).toBeNull();

    await user.clear(within(dialog).getByLabelText(/Date/));
    await user.type(within(dialog).getByLabelText(/Date/), '12/01/2026');
    await user.clear(within(dialog).getByLabelText(/Start time/));
    await user.type(within(dialog).getByLabelText(/Start time/), '10:30 am');
    await user.clear(within(dialog).getByLabelText(/Length/));
    await user.type(within(dialog).getByLabelText(/Length/), '45');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const stored = store.items.find((t) => t.id === 't1');
    expect(Date.parse(stored?.scheduledStart ?? '')).toBe(new Date('2026-12-01T10:30').getTime());
    expect(stored?.scheduledMinutes).toBe(45);
    expect(store.calls).toEqual(['update t1']);
    expect(row('Write report')).toHaveTextContent(/Planned .*10:30\sAM\s– 11:15\sAM/);
    // The focus goes back to the row's button.
    expect(screen.getByRole('button', { name: 'Schedule “Write report”' })).toHaveFocus();
  });

  it('refuses a wrong length with a message and saves nothing; Unschedule takes the time away', async () => {
    const user = userEvent.setup();
    const { store } = renderWithTasks(
      <TasksPage />,
      new MemoryTaskCollection([
        makeTask({
          id: 't1',
          title: 'Call bank',
          scheduledStart: new Date('2026-12-02T09:00').toISOString(),
          scheduledMinutes: 30,
        }),
      ]),
    );
    await user.click(screen.getByRole('button', { name: 'Schedule “Call bank”' }));
    const dialog = screen.getByRole('dialog', { name: 'Schedule “Call bank”' });
    expect(dialog).toHaveTextContent(/On the calendar: .*9:00\sAM\s– 9:30\sAM/);
    expect(within(dialog).getByLabelText(/Start time/)).toHaveDisplayValue(/^9:00\sAM$/);
    expect(within(dialog).getByLabelText(/Length/)).toHaveValue(30);

    await user.clear(within(dialog).getByLabelText(/Length/));
    await user.type(within(dialog).getByLabelText(/Length/), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Enter a length from 5 to 1440 minutes.',
    );
    expect(within(dialog).getByLabelText(/Length/)).toHaveAttribute('aria-invalid', 'true');
    expect(store.calls).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Unschedule' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const stored = store.items[0];
    expect(stored).toBeDefined();
    expect('scheduledStart' in (stored ?? {})).toBe(false);
    expect('scheduledMinutes' in (stored ?? {})).toBe(false);
    expect(row('Call bank')).not.toHaveTextContent('Planned');
  });

  it('a completed task has no Schedule action', async () => {
    const user = userEvent.setup();
    renderWithTasks(
      <TasksPage />,
      new MemoryTaskCollection([
        makeTask({ id: 't2', title: 'Old one', done: true, doneAt: new Date().toISOString() }),
      ]),
    );
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(row('Old one')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Schedule/ })).toBeNull();
  });

  it('a failed save keeps the dialog open with the reason, and changes nothing', async () => {
    const user = userEvent.setup();
    const store = new MemoryTaskCollection([makeTask({ id: 't1', title: 'Write report' })]);
    renderWithTasks(<TasksPage />, store);
    await user.click(screen.getByRole('button', { name: 'Schedule “Write report”' }));
    const dialog = screen.getByRole('dialog', { name: 'Schedule “Write report”' });
    store.failing = true;
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The task could not be scheduled: Server error.',
    );
    expect(store.items[0]?.scheduledStart).toBeUndefined();
  });
});

describe('the "/" shortcut on the task list', () => {
  it('focuses the search field when the shell asks', () => {
    renderWithTasks(<TasksPage />, new MemoryTaskCollection([makeTask({ id: 'a' })]));
    const search = screen.getByRole('searchbox', { name: 'Search tasks by title' });
    expect(search).not.toHaveFocus();
    act(() => bus.publish('ui:task-search-requested', {}));
    expect(search).toHaveFocus();
  });
});
