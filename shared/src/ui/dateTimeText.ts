// Dates and times as the form fields show and read them, in the app's language (docs/product.md section 2):
// 'YYYY-MM-DD' and 'HH:mm' stay the values; the text is 26/11/2026 and 18:00 in French, 11/26/2026 and 6:00 PM
// in English (times through the suite's one formatter, formatTimeOfDay), and what a person types is read leniently.
import { uses24HourClock } from '../domain/clock';
import { DAY_MS, epochDayOfIsoDate, formatIsoDate, naiveToWall } from '../domain/zonedTime';

const pad = (n: number) => String(n).padStart(2, '0');

/** Whether the language writes the day before the month (French) or after it (English). */
const dayFirst = (language: string) => language.toLowerCase().startsWith('fr');

interface Ymd {
  year: number;
  month: number;
  day: number;
}

function splitIso(value: string): Ymd | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

function toIso({ year, month, day }: Ymd): string | null {
  if (month < 1 || month > 12 || day < 1 || year < 1000 || year > 9999) return null;
  if (day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** '2026-11-26' as the language writes it: '26/11/2026' (fr), '11/26/2026' (en); anything else as is. */
export function formatDateText(value: string, language: string): string {
  const ymd = splitIso(value);
  if (!ymd) return value;
  const { year, month, day } = ymd;
  return dayFirst(language)
    ? `${pad(day)}/${pad(month)}/${year}`
    : `${pad(month)}/${pad(day)}/${year}`;
}

/** The date format shown as the field's placeholder: 'jj/mm/aaaa' or 'mm/dd/yyyy'. */
export function datePattern(language: string): string {
  return dayFirst(language) ? 'jj/mm/aaaa' : 'mm/dd/yyyy';
}

/**
 * What a person typed, as 'YYYY-MM-DD', or null: '26/11/2026', '26/11', '26.11.26', '26-11-2026' in French,
 * '11/26/2026', '11/26' in English, and '2026-11-26' in both. A missing year is `referenceYear`'s.
 */
export function parseDateText(
  text: string,
  language: string,
  referenceYear: number,
): string | null {
  const trimmed = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(trimmed);
  if (iso) return toIso({ year: Number(iso[1]), month: Number(iso[2]), day: Number(iso[3]) });
  const match = /^(\d{1,2})\s*[/.\-\s]\s*(\d{1,2})(?:\s*[/.\-\s]\s*(\d{2}|\d{4}))?$/.exec(trimmed);
  if (!match) return null;
  const first = Number(match[1]);
  const second = Number(match[2]);
  const yearText = match[3];
  let year = referenceYear;
  if (yearText !== undefined)
    year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  return dayFirst(language)
    ? toIso({ year, month: second, day: first })
    : toIso({ year, month: first, day: second });
}

/** A date 'YYYY-MM-DD' moved by whole days (anything else as is). */
export function addDays(value: string, days: number): string {
  if (!splitIso(value)) return value;
  return formatIsoDate(naiveToWall((epochDayOfIsoDate(value) + days) * DAY_MS));
}

/** The time format shown as the field's placeholder. */
export function timePattern(language: string): string {
  return uses24HourClock(language) ? 'hh:mm' : 'h:mm AM';
}

/**
 * What a person typed, as 'HH:mm', or null: '18h', '18h30', '18:30', '1830', '6pm', '6:30 pm', '6 p.m.',
 * '12am' (midnight). Both languages read both clocks: a French user may type '6pm', an English one '18:00'.
 */
export function parseTimeText(text: string): string | null {
  const compact = text.toLowerCase().replace(/[\s.\u00a0\u202f]/g, '');
  const match = /^(\d{1,2})(?:[:h]?(\d{2}))?h?(am|pm|a|p)?$/.exec(compact);
  if (!match) return null;
  let hour = Number(match[1]);
  const minute = match[2] === undefined ? 0 : Number(match[2]);
  const half = match[3]?.[0];
  if (minute > 59) return null;
  if (half) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (half === 'p' ? 12 : 0);
  } else if (hour > 23) return null;
  return `${pad(hour)}:${pad(minute)}`;
}

/** A time 'HH:mm' moved by minutes, round the clock. */
export function addMinutes(value: string, minutes: number): string {
  const match = /^(\d{2}):(\d{2})$/.exec(value);
  if (!match) return value;
  const total = (((Number(match[1]) * 60 + Number(match[2]) + minutes) % 1440) + 1440) % 1440;
  return `${pad(Math.floor(total / 60))}:${pad(total % 60)}`;
}

/** The times of a day every `step` minutes, as values: '00:00', '00:30', … */
export function timesOfDay(step: number): string[] {
  const times: string[] = [];
  for (let m = 0; m < 1440; m += step) times.push(addMinutes('00:00', m));
  return times;
}

/** ArrowUp/ArrowDown on a time: to the next (or previous) quarter hour, round the clock. */
export function stepTime(value: string, direction: 1 | -1): string {
  const match = /^(\d{2}):(\d{2})$/.exec(value);
  if (!match) return value;
  const total = Number(match[1]) * 60 + Number(match[2]);
  const next = direction > 0 ? Math.floor(total / 15) * 15 + 15 : Math.ceil(total / 15) * 15 - 15;
  return addMinutes('00:00', next);
}
