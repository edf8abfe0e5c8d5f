// The one record of every remote module's load: loading, ready, failed, retrying, one load at a time.
import { deferred } from '@planner/shared/testing';
import { moduleState, remoteFailed, resetRemoteStates, trackLoad } from './moduleStates';

describe('moduleStates', () => {
  it('shares one load between every caller and records loading, then ready', async () => {
    const first = deferred<unknown>();
    const load = jest.fn(() => first.promise);
    const a = trackLoad('tasks', './TasksSidebar', load);
    const b = trackLoad('tasks', './TasksSidebar', load);
    expect(moduleState('tasks', './TasksSidebar')?.status).toBe('loading');
    const sidebar = { default: () => null };
    first.resolve(sidebar);
    await expect(a).resolves.toBe(sidebar);
    await expect(b).resolves.toBe(sidebar);
    expect(load).toHaveBeenCalledTimes(1);
    expect(moduleState('tasks', './TasksSidebar')).toMatchObject({
      status: 'ready',
      module: sidebar,
    });
    // Loaded: later callers get it without loading again.
    await expect(trackLoad('tasks', './TasksSidebar', load)).resolves.toBe(sidebar);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('records a failure for the module and its remote, and the next load as retrying', async () => {
    const down = new Error('Failed to fetch');
    await expect(trackLoad('profile', './lifecycles', () => Promise.reject(down))).rejects.toBe(
      down,
    );
    expect(moduleState('profile', './lifecycles')).toMatchObject({ status: 'failed', error: down });
    expect(remoteFailed('profile')).toBe(true);

    resetRemoteStates('profile');
    expect(remoteFailed('profile')).toBe(false);
    const back = deferred<unknown>();
    const again = trackLoad('profile', './lifecycles', () => back.promise);
    expect(moduleState('profile', './lifecycles')?.status).toBe('retrying');
    back.resolve({ mount: () => undefined });
    await again;
    expect(moduleState('profile', './lifecycles')?.status).toBe('ready');
  });

  it('forgets the loaded modules of a remote that failed, so a retry loads them afresh', async () => {
    await trackLoad('settings', './AdSlot', () => Promise.resolve({ default: () => null }));
    await expect(
      trackLoad('settings', './lifecycles', () => Promise.reject(new Error('down'))),
    ).rejects.toThrow('down');
    resetRemoteStates('settings');
    expect(moduleState('settings', './AdSlot')).toBeUndefined();
    expect(moduleState('settings', './lifecycles')?.status).toBe('failed');
  });
});
