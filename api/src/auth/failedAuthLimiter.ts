// Requests that fail authentication, counted per client address: past `max` in a window the address gets
// 429 instead of 401/403, so guessing tokens or the app secret costs time. Valid requests never count.
export interface FailedAuthLimiter {
  /** True when this address already failed `max` times in the current window. */
  blocked(ip: string, now?: number): boolean;
  /** One more failure of this address. */
  fail(ip: string, now?: number): void;
}

/** Bounded memory: past this many addresses the oldest windows are dropped. */
const MAX_ADDRESSES = 100_000;

export function createFailedAuthLimiter(max: number, windowMs: number): FailedAuthLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  const current = (ip: string, now: number) => {
    const w = windows.get(ip);
    if (w && now - w.start < windowMs) return w;
    if (w) windows.delete(ip);
    return null;
  };
  return {
    blocked(ip, now = Date.now()) {
      return (current(ip, now)?.count ?? 0) >= max;
    },
    fail(ip, now = Date.now()) {
      const w = current(ip, now);
      if (w) {
        w.count += 1;
        return;
      }
      if (windows.size >= MAX_ADDRESSES) {
        const oldest = windows.keys().next();
        if (!oldest.done) windows.delete(oldest.value);
      }
      windows.set(ip, { start: now, count: 1 });
    },
  };
}
