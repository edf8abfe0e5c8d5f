// The registry's start: the federation runtime's start and the remotes' registration in tasks of their own.
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { initRemotes } from './remoteRegistry';
import { stubRemotesJson, TEST_MANIFEST } from './testRuntime';

const steps: string[] = [];

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
jest.mock('./federationHost', () => ({
  startFederationHost: jest.fn(async () => {
    steps.push('runtime started');
    setTimeout(() => steps.push('a task queued meanwhile'), 0);
  }),
}));

it('registers the remotes in a task after the one in which the runtime started', async () => {
  (registerRemotes as jest.Mock).mockImplementation(() => steps.push('remotes registered'));
  stubRemotesJson();
  const manifest = await initRemotes();
  expect(manifest).toEqual(TEST_MANIFEST);
  expect(steps).toEqual(['runtime started', 'a task queued meanwhile', 'remotes registered']);
  expect(registerRemotes).toHaveBeenCalledWith(
    [
      { name: 'mf_calendar', entry: TEST_MANIFEST.calendar },
      { name: 'mf_tasks', entry: TEST_MANIFEST.tasks },
      { name: 'mf_notifications', entry: TEST_MANIFEST.notifications },
    ],
    { force: false },
  );
});
