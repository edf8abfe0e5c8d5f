import { logger } from './logger';

describe('logger', () => {
  const env = process.env.NODE_ENV;
  afterEach(() => {
    process.env.NODE_ENV = env;
    jest.restoreAllMocks();
  });

  it('writes to the console outside production', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    process.env.NODE_ENV = 'development';
    logger.warn('offline', 42);
    expect(warn).toHaveBeenCalledWith('[planner]', 'offline', 42);
  });

  it('is silent in production', () => {
    const spies = (['debug', 'info', 'warn', 'error'] as const).map((level) =>
      jest.spyOn(console, level).mockImplementation(() => {}),
    );
    process.env.NODE_ENV = 'production';
    logger.debug('a');
    logger.info('b');
    logger.warn('c');
    logger.error('d');
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
  });
});
