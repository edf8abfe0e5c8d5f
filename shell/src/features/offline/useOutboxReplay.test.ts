import { act, renderHook, waitFor } from '@testing-library/react';
import { replayOutbox, type OutboxState } from '@planner/shared/sync';
import { useOutboxReplay } from './useOutboxReplay';

jest.mock('@planner/shared/sync', () => ({ replayOutbox: jest.fn(async () => undefined) }));
const replay = replayOutbox as jest.MockedFunction<typeof replayOutbox>;

const state = (waiting: number): OutboxState =>
  ({ waiting, failed: 0, syncing: null, pending: {} }) as unknown as OutboxState;

/** A service worker container with Background Sync, as Chromium has it. */
function installServiceWorker() {
  const container = new EventTarget();
  const register = jest.fn(async (_tag: string) => undefined);
  Object.assign(container, { getRegistration: async () => ({ sync: { register } }) });
  Object.defineProperty(window.navigator, 'serviceWorker', {
    configurable: true,
    value: container,
  });
  return { container, register };
}

afterEach(() => {
  replay.mockClear();
  Reflect.deleteProperty(window.navigator, 'serviceWorker');
});

describe('useOutboxReplay', () => {
  it('sends the outbox when the connection is back with changes waiting', () => {
    const { rerender } = renderHook(({ online }) => useOutboxReplay(online, state(2)), {
      initialProps: { online: false },
    });
    expect(replay).not.toHaveBeenCalled();
    rerender({ online: true });
    expect(replay).toHaveBeenCalledTimes(1);
  });

  it('registers Background Sync while changes wait and sends when the worker relays it', async () => {
    const { container, register } = installServiceWorker();
    renderHook(() => useOutboxReplay(false, state(1)));
    await waitFor(() => expect(register).toHaveBeenCalledWith('planner-outbox'));
    act(() => {
      container.dispatchEvent(new MessageEvent('message', { data: { type: 'REPLAY_OUTBOX' } }));
    });
    expect(replay).toHaveBeenCalledTimes(1);
    // Other messages of the worker are not for the outbox.
    act(() => {
      container.dispatchEvent(new MessageEvent('message', { data: { type: 'SKIP_WAITING' } }));
    });
    expect(replay).toHaveBeenCalledTimes(1);
  });

  it('asks for nothing when nothing waits', async () => {
    const { register } = installServiceWorker();
    renderHook(() => useOutboxReplay(true, state(0)));
    await act(async () => undefined);
    expect(register).not.toHaveBeenCalled();
    expect(replay).not.toHaveBeenCalled();
  });
});
