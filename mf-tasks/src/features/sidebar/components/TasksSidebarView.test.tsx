import '../../testing/polyfills';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { localIsoDate } from '@planner/shared/domain';
import { queryClient, tasks } from '@planner/shared/sync';
import { MemoryTaskCollection, makeTask } from '../../testing/memoryTaskCollection';
import { renderWithTasks, setupI18n } from '../../testing/renderWithTasks';
import { TasksSidebarView } from './TasksSidebarView';

beforeAll(setupI18n);

describe('TasksSidebarView', () => {
  it('shows the most urgent open tasks, most urgent first, up to the limit', () => {
    renderWithTasks(
      <TasksSidebarView limit={2} />,
      new MemoryTaskCollection([
        makeTask({ id: 'low', title: 'Low', priority: 'low' }),
        makeTask({ id: 'high', title: 'High', priority: 'high' }),
        makeTask({ id: 'mid', title: 'Mid' }),
        makeTask({
          id: 'done',
          title: 'Done high',
          priority: 'high',
          done: true,
          doneAt: new Date().toISOString(),
        }),
      ]),
    );
    const list = screen.getByRole('list', { name: 'Most urgent open tasks' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('High'), expect.stringContaining('Mid')]);
    expect(screen.getByRole('link', { name: 'See all (3 open)' })).toHaveAttribute(
      'href',
      '/dashboard/tasks',
    );
  });

  it('says which tasks are overdue or due today, and puts the nearer deadline first on a tie', () => {
    const day = (offset: number) => {
      const d = new Date();
      d.setDate(d.getDate() + offset);
      return localIsoDate(d);
    };
    renderWithTasks(
      <TasksSidebarView />,
      new MemoryTaskCollection([
        // Same priority and estimate, and under 2 days each: the same score (6 deadline points).
        makeTask({ id: 'tomorrow', title: 'Book dentist', deadline: day(1) }),
        makeTask({ id: 'today', title: 'Pay rent', deadline: day(0) }),
        makeTask({ id: 'late', title: 'Send invoice', deadline: day(-1) }),
      ]),
    );
    const items = within(screen.getByRole('list', { name: 'Most urgent open tasks' })).getAllByRole(
      'listitem',
    );
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringMatching(/^Send invoice\s*Overdue\s*13$/),
      expect.stringMatching(/^Pay rent\s*Due today\s*13$/),
      expect.stringMatching(/^Book dentist\s*13$/),
    ]);
  });

  it('shows placeholder rows, not "No open task", until the tasks are read', async () => {
    const store = new MemoryTaskCollection();
    // A reload: nothing in the cache yet (the local copy is being read).
    queryClient.removeQueries({ queryKey: tasks.key });
    renderWithTasks(<TasksSidebarView />, store);
    expect(screen.getByText('Loading your tasks…').closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByText('No open task.')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all' })).toBeInTheDocument();
    act(() => store.reset([]));
    expect(await screen.findByText('No open task.')).toBeInTheDocument();
    expect(screen.queryByText('Loading your tasks…')).not.toBeInTheDocument();
    // Nothing open: no "(0 open)" beside "No open task.".
    expect(screen.getByRole('link', { name: 'See all' })).toBeInTheDocument();
  });

  it('quick-adds a task with the default fields', async () => {
    const user = userEvent.setup();
    const { store } = renderWithTasks(<TasksSidebarView />);
    expect(screen.getByText('No open task.')).toBeInTheDocument();
    const add = screen.getByRole('button', { name: 'Add' });
    expect(add).toBeDisabled();
    await user.type(screen.getByLabelText('Quick add a task'), 'Water plants{Enter}');
    await waitFor(() => expect(store.items).toHaveLength(1));
    expect(store.items[0]).toMatchObject({
      title: 'Water plants',
      priority: 'medium',
      done: false,
    });
    await waitFor(() => expect(screen.getByLabelText('Quick add a task')).toHaveValue(''));
    expect(screen.getByRole('listitem')).toHaveTextContent('Water plants');
  });

  it('quick-adds a sentence: its deadline and priority, shown as chips first', async () => {
    const user = userEvent.setup();
    const { store } = renderWithTasks(<TasksSidebarView />);
    await user.type(screen.getByLabelText('Quick add a task'), 'Report due tomorrow urgent');
    expect(await screen.findByRole('button', { name: 'Remove deadline: tomorrow' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Remove priority: high' })).toBeVisible();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(store.items).toHaveLength(1));
    const tomorrow = new Date();
    tomorrow.setDate(tomorrow.getDate() + 1);
    expect(store.items[0]).toMatchObject({
      title: 'Report',
      priority: 'high',
      deadline: localIsoDate(tomorrow),
    });
    expect(await screen.findByText(/^Task “Report” added, due /)).toBeVisible();
  });

  it('completes a task from the widget; a failure keeps it and says so', async () => {
    const user = userEvent.setup();
    const store = new MemoryTaskCollection([makeTask({ id: 't', title: 'Call mum' })]);
    renderWithTasks(<TasksSidebarView />, store);
    store.failing = true;
    await user.click(screen.getByRole('button', { name: 'Mark “Call mum” as done' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(store.items[0]?.done).toBe(false);
    store.failing = false;
    await user.click(screen.getByRole('button', { name: 'Mark “Call mum” as done' }));
    await waitFor(() => expect(screen.queryByText('Call mum')).not.toBeInTheDocument());
    expect(store.items[0]?.done).toBe(true);
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});
