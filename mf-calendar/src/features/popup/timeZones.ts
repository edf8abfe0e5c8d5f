// The time zones the popup offers: every IANA zone the browser knows, with the event's own zone always present.
import { browserTimeZone } from './eventForm';

export function timeZoneChoices(current: string): string[] {
  const supported = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf;
  const zones = new Set<string>(supported ? supported('timeZone') : []);
  zones.add('UTC');
  zones.add(browserTimeZone());
  zones.add(current);
  return [...zones].sort();
}
