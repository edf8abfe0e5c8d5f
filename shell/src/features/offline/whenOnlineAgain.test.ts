// A start that fails with no connection is made again once the browser is back online, and only then.
import { whenOnlineAgain } from './whenOnlineAgain';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('whenOnlineAgain', () => {
  let online = true;
  beforeEach(() => {
    online = true;
    jest.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  });
  afterEach(() => jest.restoreAllMocks());

  it('runs again once the browser is back online after a failure offline', async () => {
    online = false;
    const task = jest
      .fn<Promise<void>, []>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValue(undefined);
    whenOnlineAgain(task, () => false);
    await flush();
    expect(task).toHaveBeenCalledTimes(1);
    online = true;
    window.dispatchEvent(new Event('online'));
    await flush();
    expect(task).toHaveBeenCalledTimes(2);
    // Started: a later "online" does not start it again.
    window.dispatchEvent(new Event('online'));
    await flush();
    expect(task).toHaveBeenCalledTimes(2);
  });

  it('keeps waiting while it fails offline again, and gives up on a failure with a connection', async () => {
    online = false;
    const task = jest.fn<Promise<void>, []>().mockRejectedValue(new Error('offline'));
    whenOnlineAgain(task, () => false);
    await flush();
    window.dispatchEvent(new Event('online'));
    await flush();
    expect(task).toHaveBeenCalledTimes(2);
    // Failed again while the browser says it is online: not a connection problem, no more tries.
    online = true;
    window.dispatchEvent(new Event('online'));
    await flush();
    expect(task).toHaveBeenCalledTimes(3);
    window.dispatchEvent(new Event('online'));
    await flush();
    expect(task).toHaveBeenCalledTimes(3);
  });

  it('does not run again once cancelled (the signed-in frame was left)', async () => {
    online = false;
    let cancelled = false;
    const task = jest.fn<Promise<void>, []>().mockRejectedValue(new Error('offline'));
    whenOnlineAgain(task, () => cancelled);
    await flush();
    cancelled = true;
    window.dispatchEvent(new Event('online'));
    await flush();
    expect(task).toHaveBeenCalledTimes(1);
  });
});
