// Intl formatters, made once and reused (@planner/shared/intl). Building one is slow: about 0.2 ms each in
// Chromium and Node here, while formatting with a built one takes about 0.015 ms. Every event parsed
// through the schema used to build two (its zone's check and its wall clock), which made a read of 5,000
// events spend two seconds on formatters alone. Everyone who formats a date, a list or a relative day asks
// here instead of calling `new Intl.*`.

/** Enough for every language × option set × zone the suite uses; past it the oldest are dropped. */
const MAX_CACHED = 500;

type Locale = string | undefined;

/** A builder of one kind of Intl object that builds each locale and options once. Throws as Intl does. */
function builtOnce<O, T>(build: (locale: Locale, options: O) => T) {
  const cache = new Map<string, T>();
  return (locale: Locale, options = {} as O): T => {
    const key = `${locale ?? ''}|${JSON.stringify(options)}`;
    let value = cache.get(key);
    if (value === undefined) {
      value = build(locale, options); // a refused zone or locale throws here, and nothing is stored
      if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value as string);
      cache.set(key, value);
    }
    return value;
  };
}

/** `new Intl.DateTimeFormat(locale, options)`, built once per locale and options. */
export const dateTimeFormat = builtOnce(
  (locale, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options),
);

/** `new Intl.RelativeTimeFormat(locale, options)`, built once per locale and options. */
export const relativeTimeFormat = builtOnce(
  (locale, options: Intl.RelativeTimeFormatOptions) => new Intl.RelativeTimeFormat(locale, options),
);

/** `new Intl.ListFormat(locale, options)`, built once per locale and options. */
export const listFormat = builtOnce(
  (locale, options: Intl.ListFormatOptions) => new Intl.ListFormat(locale, options),
);

/** Whether this browser (or Node) knows the zone: a zone it refuses is never stored. */
export function intlKnowsZone(timeZone: string): boolean {
  try {
    dateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** How long the device's zone is trusted before it is read again (a laptop that crossed a border). */
const ZONE_TTL_MS = 60_000;
let deviceZone: { zone: string; at: number } | null = null;

/** The device's IANA time zone ('UTC' when it has none), read again at most once a minute. */
export function deviceTimeZone(): string {
  const now = Date.now();
  if (!deviceZone || now - deviceZone.at > ZONE_TTL_MS || now < deviceZone.at) {
    deviceZone = { zone: new Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC', at: now };
  }
  return deviceZone.zone;
}
