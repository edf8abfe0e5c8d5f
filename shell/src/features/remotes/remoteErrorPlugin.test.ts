import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import { remoteFailed, resetRemoteStates } from './moduleStates';
import { remoteErrorPlugin } from './remoteErrorPlugin';

type Hook = NonNullable<ReturnType<typeof remoteErrorPlugin>['errorLoadRemote']>;
type Args = Parameters<Hook>[0];

const origin = {} as ModuleFederation;

function fail(args: Partial<Args>): unknown {
  const hook = remoteErrorPlugin().errorLoadRemote as Hook;
  return hook({
    id: 'x',
    error: new Error('Failed to fetch'),
    from: 'runtime',
    lifecycle: 'onLoad',
    origin,
    ...args,
  } as Args);
}

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  resetRemoteStates('tasks');
  resetRemoteStates('profile');
});

afterEach(() => jest.restoreAllMocks());

describe('remoteErrorPlugin', () => {
  it('remembers which remote failed to load, from a module id', () => {
    expect(fail({ id: 'mf_tasks/lifecycles', lifecycle: 'onLoad' })).toBeUndefined();
    expect(remoteFailed('tasks')).toBe(true);
    expect(remoteFailed('profile')).toBe(false);
  });

  it('remembers it from the remote info when the manifest could not be fetched', () => {
    fail({
      id: 'http://localhost:3004/mf-manifest.json',
      lifecycle: 'afterResolve',
      remote: { name: 'mf_profile' } as Args['remote'],
    });
    expect(remoteFailed('profile')).toBe(true);
  });

  it('returns nothing, so the load rejects and the boundary shows the retry panel', () => {
    expect(fail({ id: 'mf_tasks/TasksSidebar' })).toBeUndefined();
  });
});
