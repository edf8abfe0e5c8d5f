// Wall-clock <-> instant conversion in an IANA time zone with Intl only (DST-safe).

export type LocalDate = { y: number; m: number; d: number };
export type LocalDateTime = LocalDate & { h: number; min: number; s: number; ms: number };

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The wall-clock date and time an instant shows in `timeZone`. */
export function toLocal(instantMs: number, timeZone: string): LocalDateTime {
  const parts: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(new Date(instantMs))) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  return {
    y: parts.year ?? 1970,
    m: parts.month ?? 1,
    d: parts.day ?? 1,
    h: parts.hour ?? 0,
    min: parts.minute ?? 0,
    s: parts.second ?? 0,
    ms: ((instantMs % 1000) + 1000) % 1000,
  };
}

function asUtc(t: LocalDateTime): number {
  return Date.UTC(t.y, t.m - 1, t.d, t.h, t.min, t.s, t.ms);
}

/** Offset of `timeZone` from UTC at an instant, in ms. */
function offsetAt(instantMs: number, timeZone: string): number {
  return asUtc(toLocal(instantMs, timeZone)) - instantMs;
}

/**
 * The instant a wall-clock time happens in `timeZone`. In a spring-forward gap the time is moved
 * forward by the gap (02:30 becomes 03:30); in a fall-back overlap the first occurrence wins.
 */
export function fromLocal(t: LocalDateTime, timeZone: string): number {
  const guess = asUtc(t);
  const first = guess - offsetAt(guess, timeZone);
  const second = guess - offsetAt(first, timeZone);
  if (first === second) return first;
  // Two candidates: keep the one that really shows the wanted wall time, earliest first.
  const candidates = [Math.min(first, second), Math.max(first, second)];
  for (const c of candidates) {
    if (asUtc(toLocal(c, timeZone)) === guess) return c;
  }
  // In a gap: neither shows it; the later offset pushes it past the gap.
  return Math.max(first, second);
}

export function addDays(date: LocalDate, days: number): LocalDate {
  const t = new Date(Date.UTC(date.y, date.m - 1, date.d + days));
  return { y: t.getUTCFullYear(), m: t.getUTCMonth() + 1, d: t.getUTCDate() };
}

/** 0 = Sunday ... 6 = Saturday. */
export function weekday(date: LocalDate): number {
  return new Date(Date.UTC(date.y, date.m - 1, date.d)).getUTCDay();
}

export function compareDates(a: LocalDate, b: LocalDate): number {
  return a.y - b.y || a.m - b.m || a.d - b.d;
}

export function parseIsoDate(iso: string): LocalDate {
  const [y, m, d] = iso.split('-').map(Number);
  return { y: y ?? 1970, m: m ?? 1, d: d ?? 1 };
}
