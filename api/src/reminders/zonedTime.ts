// Wall-clock <-> instant conversion in an IANA time zone with Intl only (DST-safe).

export type LocalDate = { y: number; m: number; d: number };
export type LocalDateTime = LocalDate & { h: number; min: number; s: number; ms: number };

const DAY_MS = 86_400_000;
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
  // Offsets a day before and after cover any single transition around this wall time.
  const before = offsetAt(guess - DAY_MS, timeZone);
  const after = offsetAt(guess + DAY_MS, timeZone);
  const valid = [guess - before, guess - after]
    .filter((c) => asUtc(toLocal(c, timeZone)) === guess)
    .sort((a, b) => a - b);
  // In a gap no candidate shows the wall time: the offset before the change moves it forward.
  return valid[0] ?? guess - before;
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
