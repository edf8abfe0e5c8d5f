// defineRemote's preload: the shell asks a remote to fetch ahead what a mount under a basename needs.
import { defineRemote } from './defineRemote';

function Root() {
  return <p>root</p>;
}

describe('defineRemote preload', () => {
  it("hands the basename to the remote's own preload and waits for it", async () => {
    const fetched: string[] = [];
    const lifecycles = defineRemote('calendar', Root, {
      preload: async (basename) => {
        await Promise.resolve();
        fetched.push(basename);
      },
    });
    await lifecycles.preload('/dashboard');
    expect(fetched).toEqual(['/dashboard']);
  });

  it('does nothing for a remote that needs nothing ahead, and never rejects', async () => {
    await expect(defineRemote('tasks', Root).preload('/dashboard/tasks')).resolves.toBeUndefined();
    const failing = defineRemote('calendar', Root, {
      preload: () => Promise.reject(new Error('chunk failed')),
    });
    await expect(failing.preload('/dashboard')).resolves.toBeUndefined();
  });

  it('keeps the single-spa lifecycles next to it', () => {
    const lifecycles = defineRemote('tasks', Root);
    expect(typeof lifecycles.bootstrap).toBe('function');
    expect(typeof lifecycles.mount).toBe('function');
    expect(typeof lifecycles.unmount).toBe('function');
  });
});
