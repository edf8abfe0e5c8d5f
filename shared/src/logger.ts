// The suite's one logger: console output in development and tests, silent in production (docs/product.md section 8).

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

export interface Logger {
  debug: (...args: unknown[]) => void;
  info: (...args: unknown[]) => void;
  warn: (...args: unknown[]) => void;
  error: (...args: unknown[]) => void;
}

/**
 * Whether this is a production build (the logger's silence, and reminders waiting for the shell's worker).
 * Read at each call so tests can switch it. Written as the plain `process.env.NODE_ENV` expression
 * because webpack replaces exactly that text with the build mode; where nothing replaced it and no
 * `process` exists (a browser), the ReferenceError means "not a production build".
 */
export function isProduction(): boolean {
  try {
    return process.env.NODE_ENV === 'production';
  } catch {
    return false;
  }
}

function write(level: LogLevel, args: unknown[]): void {
  if (isProduction()) return;
  // eslint-disable-next-line no-console -- the logger is the one place allowed to write to the console.
  console[level]('[planner]', ...args);
}

export const logger: Logger = {
  debug: (...args) => write('debug', args),
  info: (...args) => write('info', args),
  warn: (...args) => write('warn', args),
  error: (...args) => write('error', args),
};
