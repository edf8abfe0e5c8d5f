// The hooks screens read entities with: what they show, and when they render again.
import { act, render, screen } from '@testing-library/react';
import { makeTask } from '../testing/fixtures';
import { resetAll, tasks } from './entities';
import { DataProvider, useList, useReadFailures } from './hooks';
import { fail, heldReply, ok, setupTestApi } from './testApi';

const api = setupTestApi();

let titleRenders = 0;

/** A screen that shows the tasks' titles, not whether a read is in flight. */
function Titles() {
  titleRenders++;
  const items = useList(tasks).value;
  return <p>{items.map((t) => t.title).join(', ')}</p>;
}

/** A screen that shows the read in flight. */
function ReadState() {
  return <p>{useList(tasks).loading ? 'reading' : 'idle'}</p>;
}

beforeEach(async () => {
  await resetAll();
  titleRenders = 0;
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe('useList', () => {
  it('renders again when the list changes, not when a read starts and ends with the same list', async () => {
    api.on('GET /task/task', ok([makeTask('a')]));
    await tasks.load();
    render(
      <DataProvider>
        <Titles />
        <ReadState />
      </DataProvider>,
    );
    expect(screen.getByText('Task a')).toBeInTheDocument();
    const before = titleRenders;

    const answer = heldReply(ok([makeTask('a')]));
    api.on('GET /task/task', answer.handler);
    let read!: Promise<unknown>;
    act(() => {
      read = tasks.load();
    });
    // The screen that asks for it sees the read in flight...
    expect(await screen.findByText('reading')).toBeInTheDocument();
    answer.release();
    await act(() => read);
    expect(await screen.findByText('idle')).toBeInTheDocument();
    // ... the one that shows only the list did not render for it.
    expect(titleRenders).toBe(before);

    api.on('GET /task/task', ok([makeTask('a'), makeTask('b')]));
    await act(() => tasks.load());
    expect(await screen.findByText('Task a, Task b')).toBeInTheDocument();
    expect(await screen.findByText('idle')).toBeInTheDocument();
    expect(titleRenders).toBe(before + 1);
  });
});

describe('useReadFailures', () => {
  let failureRenders = 0;
  /** A screen that names the entities served from their local copy. */
  function Failures() {
    failureRenders++;
    const failures = useReadFailures();
    return (
      <p>{failures.length ? `local: ${failures.map((f) => f.store).join(', ')}` : 'all read'}</p>
    );
  }

  it('names an entity whose read failed until a read succeeds, and renders only when that changes', async () => {
    failureRenders = 0;
    api.on('GET /task/task', ok([makeTask('a')]));
    await tasks.load();
    render(
      <DataProvider>
        <Failures />
        <Titles />
      </DataProvider>,
    );
    expect(screen.getByText('all read')).toBeInTheDocument();

    api.on('GET /task/task', fail(500, 'error-occurred', 'Database down'));
    await act(() => tasks.load());
    expect(await screen.findByText('local: tasks')).toBeInTheDocument();
    const afterFailure = failureRenders;

    // A screen that starts or stops watching the tasks changes no failure: no render.
    const extra = render(
      <DataProvider>
        <Titles />
      </DataProvider>,
    );
    extra.unmount();
    expect(failureRenders).toBe(afterFailure);

    api.on('GET /task/task', ok([makeTask('a'), makeTask('b')]));
    await act(() => tasks.load());
    expect(await screen.findByText('all read')).toBeInTheDocument();
  });
});
