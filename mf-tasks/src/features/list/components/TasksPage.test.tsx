import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { bus } from '@planner/shared/bus';
import { localIsoDate } from '@planner/shared/domain';
import { replayOutbox } from '@planner/shared/sync';
import { MemoryTaskCollection, makeTask } from '../../testing/memoryTaskCollection';
import { giveElementsASize, renderWithTasks, setupI18n } from '../../testing/renderWithTasks';
import { TasksPage } from './TasksPage';

const DAY = 86_400_000;

beforeAll(async () => {
  giveElementsASize();
  await setupI18n();
});

function rowTitles(): string[] {
  return screen
    .getAllByTestId('task-row')
    .map((row) => row.querySelector('span')?.textContent ?? '');
}

describe('TasksPage', () => {
  it('lists open tasks by urgency with the score and why, ties by deadline then creation', () => {
    const store = new MemoryTaskCollection([
      makeTask({ id: 'low', title: 'Low one', priority: 'low' }),
      makeTask({
        id: 'high',
        title: 'High one',
        priority: 'high',
        estimatedTimeRange: 'lessThan15Min',
      }),
      makeTask({
        id: 'mid-late',
        title: 'Mid created later',
        createdAt: '2026-11-05T09:00:00.000Z',
      }),
      makeTask({
        id: 'mid-early',
        title: 'Mid created earlier',
        createdAt: '2026-11-02T09:00:00.000Z',
      }),
      makeTask({ id: 'done', title: 'Finished', done: true, doneAt: new Date().toISOString() }),
    ]);
    renderWithTasks(<TasksPage />, store);
    expect(rowTitles()).toEqual([
      'High one',
      'Mid created earlier',
      'Mid created later',
      'Low one',
    ]);
    const top = screen.getAllByTestId('task-row')[0] as HTMLElement;
    // high 9 + more than 5 days 1 + under 15 min 3 = 13
    expect(within(top).getByLabelText('Urgency score 13')).toHaveTextContent('13');
    expect(top).toHaveTextContent(
      'High priority +9 · due in more than 5 days +1 · takes less than 15 min +3',
    );
    // A task without a date says roughly when, in a few words a phone's row holds.
    expect(top).toHaveTextContent(/^High oneIn over 5 days/);
  });

  it('filters open / done / all and searches by title', async () => {
    const user = userEvent.setup();
    renderWithTasks(
      <TasksPage />,
      new MemoryTaskCollection([
        makeTask({ id: 'a', title: 'Write report' }),
        makeTask({
          id: 'b',
          title: 'Buy bread',
          priority: 'high',
          done: true,
          doneAt: new Date().toISOString(),
        }),
      ]),
    );
    expect(rowTitles()).toEqual(['Write report']);
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(rowTitles()).toEqual(['Buy bread']);
    await user.click(screen.getByRole('button', { name: 'All' }));
    // What is left to do comes first.
    expect(rowTitles()).toEqual(['Write report', 'Buy bread']);
    await user.type(screen.getByRole('searchbox', { name: 'Search tasks by title' }), 'REPORT');
    expect(rowTitles()).toEqual(['Write report']);
  });

  it('completes a task (doneAt set) and reopens it (doneAt cleared)', async () => {
    const user = userEvent.setup();
    const { store } = renderWithTasks(
      <TasksPage />,
      new MemoryTaskCollection([makeTask({ id: 't1', title: 'Call mum' })]),
    );
    await user.click(screen.getByRole('button', { name: 'Mark “Call mum” as done' }));
    await waitFor(() => expect(store.items[0]?.done).toBe(true));
    expect(Date.now() - Date.parse(store.items[0]?.doneAt ?? '')).toBeLessThan(5000);
    expect(screen.queryByText('Call mum')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await user.click(screen.getByRole('button', { name: 'Reopen “Call mum”' }));
    await waitFor(() => expect(store.items[0]).toMatchObject({ done: false, doneAt: null }));
  });

  it('a failed toggle changes nothing and shows the error', async () => {
    const user = userEvent.setup();
    const store = new MemoryTaskCollection([makeTask({ id: 't1', title: 'Call mum' })]);
    store.failing = true;
    renderWithTasks(<TasksPage />, store);
    await user.click(screen.getByRole('button', { name: 'Mark “Call mum” as done' }));
    // The server failed (with no answer at all the toggle would wait in the outbox instead).
    expect(await screen.findByRole('alert')).toHaveTextContent('Server error.');
    expect(store.items[0]).toMatchObject({ done: false, doneAt: null });
    expect(screen.getByText('Call mum')).toBeInTheDocument();
  });

  it('with no server, a toggle shows at once, marked as waiting to sync, until it is sent', async () => {
    const user = userEvent.setup();
    const store = new MemoryTaskCollection([makeTask({ id: 't1', title: 'Call mum' })]);
    store.offline = true;
    renderWithTasks(<TasksPage />, store);
    await user.click(screen.getByRole('button', { name: 'Mark “Call mum” as done' }));
    await waitFor(() => expect(store.items[0]).toMatchObject({ done: true }));
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByText('Waiting to sync')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(store.api.data.tasks[0]).toMatchObject({ done: false });

    store.offline = false;
    await act(() => replayOutbox());
    expect(store.api.data.tasks[0]).toMatchObject({ done: true });
    await waitFor(() => expect(screen.queryByText('Waiting to sync')).not.toBeInTheDocument());
  });

  it('asks before deleting; cancel keeps the task, confirm deletes it', async () => {
    const user = userEvent.setup();
    const { store } = renderWithTasks(
      <TasksPage />,
      new MemoryTaskCollection([makeTask({ id: 't1', title: 'Call mum' })]),
    );
    await user.click(screen.getByRole('button', { name: 'Delete “Call mum”' }));
    let dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Delete “Call mum”? You can undo it for a few seconds.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(store.calls).toEqual([]);
    expect(screen.getByText('Call mum')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete “Call mum”' }));
    dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(store.items).toEqual([]));
    expect(store.calls).toEqual(['remove t1']);
    expect(screen.queryByText('Call mum')).not.toBeInTheDocument();
  });

  it('deletes several selected tasks in one call', async () => {
    const user = userEvent.setup();
    const { store } = renderWithTasks(
      <TasksPage />,
      new MemoryTaskCollection([
        makeTask({ id: 'a', title: 'Alpha' }),
        makeTask({ id: 'b', title: 'Beta' }),
        makeTask({ id: 'c', title: 'Gamma' }),
      ]),
    );
    expect(screen.getByRole('button', { name: 'Delete (0)' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select “Alpha”' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select “Gamma”' }));
    await user.click(screen.getByRole('button', { name: 'Delete (2)' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Delete 2 tasks?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(store.items.map((t) => t.id)).toEqual(['b']));
    expect(store.calls).toEqual(['removeMany a,c']);
  });

  it('quick-adds the sentence its placeholder suggests: a task due friday, high priority, first in the list', async () => {
    const user = userEvent.setup();
    const { store } = renderWithTasks(
      <TasksPage />,
      new MemoryTaskCollection([makeTask({ id: 'a', title: 'Water plants' })]),
    );
    const field = screen.getByRole('textbox', { name: 'Quick add a task' });
    expect(field).toHaveAttribute(
      'placeholder',
      'Add a task… e.g. Hand in the report by friday, urgent',
    );
    await user.type(field, 'Hand in the report by friday, urgent');
    expect(await screen.findByRole('button', { name: /^Remove deadline: / })).toBeVisible();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(store.items).toHaveLength(2));
    // The coming Friday, today on a Friday: "by friday" said on a Friday is due that day, as the
    // parser's own tests have it ("gym wednesday at 3" on a Wednesday is that day).
    const friday = new Date();
    while (friday.getDay() !== 5) friday.setDate(friday.getDate() + 1);
    expect(store.items.find((task) => task.id !== 'a')).toMatchObject({
      title: 'Hand in the report',
      priority: 'high',
      deadline: localIsoDate(friday),
      done: false,
    });
    expect(await screen.findByText(/^Task “Hand in the report” added, due /)).toBeVisible();
    expect(field).toHaveValue('');
    expect(rowTitles()).toEqual(['Hand in the report', 'Water plants']);
  });

  it('an empty list offers nothing to select or delete, only its count', async () => {
    const user = userEvent.setup();
    renderWithTasks(
      <TasksPage />,
      new MemoryTaskCollection([makeTask({ id: 'a', title: 'Alpha' })]),
    );
    expect(screen.getByRole('checkbox', { name: 'Select all shown' })).toBeEnabled();
    await user.type(screen.getByRole('searchbox', { name: 'Search tasks by title' }), 'zzz');
    expect(screen.getByText('0 tasks')).toBeVisible();
    expect(screen.queryByRole('checkbox', { name: 'Select all shown' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete \(/ })).not.toBeInTheDocument();
  });

  it('opens the create popup on the shell create button and validates it', async () => {
    const user = userEvent.setup();
    const { store } = renderWithTasks(<TasksPage />);
    act(() => bus.publish('ui:create-requested', { kind: 'event' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => bus.publish('ui:create-requested', { kind: 'task' }));
    const dialog = await screen.findByRole('dialog', { name: 'New task' });

    // The title is the one required field, marked as such (the mark itself is not read out).
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toBeRequired();
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Create task' }));
    expect(within(dialog).getByText('The title cannot be empty.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription(
      'The title cannot be empty.',
    );

    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Pay rent');
    await user.click(within(dialog).getByLabelText('On a date'));
    const yesterday = localIsoDate(new Date(Date.now() - DAY));
    await user.type(within(dialog).getByLabelText('Deadline date'), yesterday);
    await user.click(within(dialog).getByRole('button', { name: 'Create task' }));
    expect(within(dialog).getByText('The deadline cannot be in the past.')).toBeInTheDocument();
    expect(store.calls).toEqual([]);

    const tomorrow = localIsoDate(new Date(Date.now() + DAY));
    await user.clear(within(dialog).getByLabelText('Deadline date'));
    await user.type(within(dialog).getByLabelText('Deadline date'), tomorrow);
    await user.selectOptions(within(dialog).getByLabelText('Priority'), 'high');
    await user.selectOptions(within(dialog).getByLabelText('Estimated time'), 'moreThan2Hour');
    await user.click(within(dialog).getByRole('button', { name: 'Create task' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(store.items[0]).toMatchObject({
      title: 'Pay rent',
      priority: 'high',
      deadline: tomorrow,
      deadlineRange: 'lessThan2Days',
      estimatedTimeRange: 'moreThan2Hour',
      done: false,
      doneAt: null,
    });
    expect(rowTitles()).toEqual(['Pay rent']);
  });

  it('edits a task and sends the version it was read with', async () => {
    const user = userEvent.setup();
    const { store } = renderWithTasks(
      <TasksPage />,
      new MemoryTaskCollection([makeTask({ id: 't1', title: 'Old title', lastUpdated: 41 })]),
    );
    await user.click(screen.getByRole('button', { name: 'Edit “Old title”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit task' });
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue('Old title');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Title' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'New title');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(store.calls).toEqual(['update t1']);
    // The memory api bumps the version it holds: 41 read and sent, 42 stored.
    expect(store.items[0]).toMatchObject({ title: 'New title', lastUpdated: 42 });
    expect(screen.getByText('New title')).toBeInTheDocument();
  });

  it('shows the minutes a task was given as its estimate, keeps them on save, and drops them for a picked range', async () => {
    const user = userEvent.setup();
    const { store } = renderWithTasks(
      <TasksPage />,
      new MemoryTaskCollection([
        makeTask({ id: 't1', title: 'Answer emails', estimatedMinutes: 30, lastUpdated: 41 }),
      ]),
    );
    // The why under the score says what was given.
    expect(screen.getByText(/takes 30 min \+2/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit “Answer emails”' }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit task' });
    const estimate = () => within(dialog).getByRole('combobox', { name: 'Estimated time' });
    expect(estimate()).toHaveDisplayValue('30 min');
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), ' today');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(store.items[0]).toMatchObject({ title: 'Answer emails today', estimatedMinutes: 30 });

    await user.click(screen.getByRole('button', { name: 'Edit “Answer emails today”' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit task' });
    await user.selectOptions(estimate(), 'moreThan2Hour');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(store.items[0]?.estimatedTimeRange).toBe('moreThan2Hour');
    expect(store.items[0]?.estimatedMinutes).toBeUndefined();
    expect(screen.getByText(/takes more than 2 h \+1/)).toBeInTheDocument();
  });

  it('keeps the popup and its values open when the save fails, and says why', async () => {
    const user = userEvent.setup();
    const store = new MemoryTaskCollection();
    store.failing = true;
    renderWithTasks(<TasksPage />, store);
    await user.click(screen.getByRole('button', { name: 'New task' }));
    const dialog = await screen.findByRole('dialog', { name: 'New task' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Pay rent');
    await user.click(within(dialog).getByRole('button', { name: 'Create task' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Server error.');
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue('Pay rent');
    expect(store.items).toEqual([]);
    store.failing = false;
    await user.click(within(dialog).getByRole('button', { name: 'Create task' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(store.items.map((t) => t.title)).toEqual(['Pay rent']);
  });
});
