// A time zone's current IANA name and the browser's own zone: small, needed outside the popup (the .ics
// import's default zone), so apart from the zone list (./timeZones) that only the popup shows.
import { isValidTimeZone } from '@planner/shared/model/checks';
import { deviceTimeZone } from '@planner/shared/intl';

/**
 * Old names the browser's list still carries (ICU keeps them for compatibility) and the names the IANA
 * database uses today. A zone merged into another (Uzhgorod, Zaporozhye into Kyiv) takes that name.
 */
const RENAMED: Readonly<Record<string, string>> = {
  'Africa/Asmera': 'Africa/Asmara',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Catamarca': 'America/Argentina/Catamarca',
  'America/Cordoba': 'America/Argentina/Cordoba',
  'America/Coral_Harbour': 'America/Atikokan',
  'America/Godthab': 'America/Nuuk',
  'America/Indianapolis': 'America/Indiana/Indianapolis',
  'America/Jujuy': 'America/Argentina/Jujuy',
  'America/Louisville': 'America/Kentucky/Louisville',
  'America/Mendoza': 'America/Argentina/Mendoza',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Dacca': 'Asia/Dhaka',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Asia/Thimbu': 'Asia/Thimphu',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Australia/Currie': 'Australia/Hobart',
  'Europe/Kiev': 'Europe/Kyiv',
  'Europe/Uzhgorod': 'Europe/Kyiv',
  'Europe/Zaporozhye': 'Europe/Kyiv',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Truk': 'Pacific/Chuuk',
};

/** The name the IANA database uses today for `zone` (when this browser knows it), else `zone`. */
export function currentZoneName(zone: string): string {
  const renamed = RENAMED[zone];
  return renamed && isValidTimeZone(renamed) ? renamed : zone;
}

/** The browser's IANA time zone (the default of a new event). */
export function browserTimeZone(): string {
  // Under the name the IANA database uses today (Chromium still says Europe/Kiev for Kyiv).
  return currentZoneName(deviceTimeZone());
}
