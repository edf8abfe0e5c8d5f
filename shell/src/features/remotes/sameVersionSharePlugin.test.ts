// Share resolution in the real federation runtime: a host providing a singleton, a remote asking for it.
import { createInstance } from '@module-federation/enhanced/runtime';
import { sameVersionSharePlugin } from './sameVersionSharePlugin';

const shellReact = { name: "the shell's React" };

/** A host that provides React 19.3.0 as loaded, and a remote that shares the host's scope. */
function remoteAsking(
  own: { version: string; requiredVersion: string },
  plugins: ReturnType<typeof sameVersionSharePlugin>[],
) {
  const host = createInstance({
    name: `host-${Math.random()}`,
    remotes: [],
    shareStrategy: 'loaded-first',
    shared: {
      react: {
        version: '19.3.0',
        scope: 'default',
        lib: () => shellReact,
        shareConfig: { singleton: true, requiredVersion: '^19.3.0' },
      },
    },
  });
  const remote = createInstance({
    name: `remote-${Math.random()}`,
    remotes: [],
    shareStrategy: 'loaded-first',
    plugins,
    shared: {
      react: {
        version: own.version,
        scope: 'default',
        get: () => Promise.resolve(() => ({ name: "the remote's own React" })),
        shareConfig: { singleton: true, requiredVersion: own.requiredVersion },
      },
    },
  });
  remote.initShareScopeMap('default', host.shareScopeMap.default!);
  return remote;
}

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const mismatch = () =>
  warn.mock.calls.filter((call) => call.join(' ').includes('does not satisfy'));

describe('sameVersionSharePlugin', () => {
  it('gives a remote built with the same version the shell instance without checking its range', async () => {
    // The remote's range would not accept 19.3.0: the runtime's own check would warn.
    const remote = remoteAsking({ version: '19.3.0', requiredVersion: '^20.0.0' }, [
      sameVersionSharePlugin(),
    ]);
    const factory = await remote.loadShare('react');
    expect(factory && factory()).toBe(shellReact);
    expect(mismatch()).toHaveLength(0);
  });

  it('leaves a remote built with another version to the runtime, which warns on a mismatch', async () => {
    const remote = remoteAsking({ version: '20.0.0', requiredVersion: '^20.0.0' }, [
      sameVersionSharePlugin(),
    ]);
    const factory = await remote.loadShare('react');
    // loaded-first: the shell's instance all the same, with the runtime's warning.
    expect(factory && factory()).toBe(shellReact);
    expect(mismatch()).toHaveLength(1);
  });

  it('is what skips the check: without it the same remote gets the warning', async () => {
    const remote = remoteAsking({ version: '19.3.0', requiredVersion: '^20.0.0' }, []);
    await remote.loadShare('react');
    expect(mismatch()).toHaveLength(1);
  });
});
