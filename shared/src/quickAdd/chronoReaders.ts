// What chrono-node reads of a quick-add sentence: its en and fr locales, and the words we teach it that it
// does not know (French "après-demain", "ce week-end", "midi", "entre 14h et 16h"; fixed-day holidays; the
// end of a week, month or year; times in words; ranges of hours; a weekday with a day of the month), with
// the whole day for a day said alone. readDates.ts reads around it (docs/product.md, "Quick add").
import * as chronoEn from 'chrono-node/en';
import * as chronoFr from 'chrono-node/fr';
import type { Chrono, ParsedResult, ParsingResult, Refiner } from 'chrono-node/en';
import type { Language } from '../model/constants';
import { MONTH_NAMES, weekdayOf } from './words';

// What our parsers read of chrono's parsing context (its `ParsingContext`, not exported by the en and fr
// entries): the text, the reference day in the user's zone, and how to make a result with an end.
interface DateContext {
  reference: { getDateWithAdjustedTimezone(): Date };
}
interface RangeContext extends DateContext {
  text: string;
  createParsingResult: (
    index: number,
    text: string,
    start: Record<string, number>,
    end: Record<string, number>,
  ) => unknown;
}
type Clock = { hour: number; minute: number; meridiem?: number };
type Day = { year: number; month: number; day: number };

/**
 * The day `month`/`day` (1-based) of the year said, else the next one from `today` on: this year's unless
 * it has passed. Null when that year has no such day ("31/04").
 */
export function upcomingDay(today: Date, month: number, day: number, year?: number): Day | null {
  let y = year ?? today.getFullYear();
  const dateIn = (inYear: number) => new Date(inYear, month - 1, day);
  if (year === undefined && dateIn(y) < new Date(today.toDateString())) y += 1;
  if (month < 1 || month > 12 || dateIn(y).getDate() !== day) return null;
  return { year: y, month, day };
}

/** A day's month and day in a given year (a holiday, the end of a month). */
type DateOfYear = (year: number) => [month: number, day: number];

/** The next day on or after `today` that `dateIn` gives for its year (this year's, else next year's). */
function nextDate(today: Date, dateIn: DateOfYear): Day | null {
  const next = upcomingDay(today, ...dateIn(today.getFullYear()));
  if (!next) return null;
  // Next year's day may differ (Thanksgiving, the end of February).
  const [month, day] = dateIn(next.year);
  return { year: next.year, month, day };
}

/** A year said with two digits or four ("26", "2026"); undefined when none was said. */
export const yearSaid = (said: string | undefined): number | undefined =>
  said === undefined ? undefined : Number(said) + (said.length === 2 ? 2000 : 0);

/** French: chrono reads "après-demain" as "demain" (the day after tomorrow is two days ahead). */
const afterTomorrowFr = {
  pattern: () => /(?<![\p{L}\p{N}_])apr[eè]s[-\s]demain(?![\p{L}\p{N}_])/iu,
  extract: (context: DateContext) => {
    const d = context.reference.getDateWithAdjustedTimezone();
    d.setDate(d.getDate() + 2);
    return { year: d.getFullYear(), month: d.getMonth() + 1, day: d.getDate() };
  },
};

/** French: chrono does not read "ce week-end": its Saturday, or today on the weekend (as English "this weekend"). */
const thisWeekendFr = {
  pattern: () => /(?<![\p{L}\p{N}_])ce\s+week[-\s]?end(?![\p{L}\p{N}_])/iu,
  extract: (context: DateContext) => {
    const d = context.reference.getDateWithAdjustedTimezone();
    if (d.getDay() !== 0) d.setDate(d.getDate() + 6 - d.getDay());
    return { year: d.getFullYear(), month: d.getMonth() + 1, day: d.getDate() };
  },
};

/**
 * The end of a day ("finish report eod", "by end of day": today; "by eod friday" is Friday, the "eod" then
 * going with the deadline word), of a week, a month or a year, as a deadline says it ("send invoice end of week", "by the end of
 * the year", "à la fin du mois", "d'ici la fin de la semaine", "fin d'année"; "this week", "cette
 * semaine", "ce mois-ci" too), which chrono reads only in part (English "end of month", "end of this week"
 * as a Saturday, "this week" as tomorrow). The end of a week is its Friday, the end
 * of the working week a deadline means; on a weekend, its Sunday. "Next" is the one after this one.
 */
const END_OF: Record<Language, RegExp> = {
  en: /(?<![\p{L}\p{N}_])(?:(?:the\s+)?end\s+of\s+(?:the\s+|this\s+)?(next\s+)?(?:(week)|(month)|(year))|this\s+(week)|(?:the\s+)?end\s+of\s+(?:the\s+)?day|eod|cob)(?![\p{L}\p{N}_])(?!\s+(?:on\s+)?(?:mon|tue|wed|thu|fri|sat|sun|today|tomorrow|tonight|next|this|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|\d))/iu,
  fr: /(?<![\p{L}\p{N}_])(?<!(?:de|du|d['’])\s*)(?:(?:(?:à|a|en)\s+)?(?:la\s+)?fin\s+(?:de\s+la\s+|du\s+|de\s+l['’]|de\s+|d['’])(?:(semaine)|(mois)|(ann[ée]e))(\s+prochaine?)?|cette\s+(semaine)|ce\s+(mois)(?:-ci)?)(?![\p{L}\p{N}_])/iu,
};
/** English "end of year party", "end of month report": a noun after it makes it a title word. */
const END_OF_AS_NOUN =
  /^\s+(?!(?:at|on|by|before|from|for|to|until|till|and|or|in|with|high|low|medium|urgent|asap|important|priority)(?![\p{L}\p{N}_]))\p{L}/iu;
export const isEndOfAsNoun = (language: Language, input: string, r: ParsedResult) =>
  language === 'en' &&
  /^(?:the\s+)?end\s+of\s/iu.test(r.text) &&
  END_OF_AS_NOUN.test(input.slice(r.index + r.text.length));

function endOfParser(language: Language) {
  return {
    pattern: () => END_OF[language],
    extract: (context: DateContext, match: RegExpMatchArray) => {
      const [week, month, year, next] =
        language === 'en'
          ? [match[2] ?? match[5], match[3], match[4], match[1]]
          : [match[1] ?? match[5], match[2] ?? match[6], match[3], match[4]];
      const later = next === undefined ? 0 : 1;
      const d = context.reference.getDateWithAdjustedTimezone();
      if (week !== undefined) {
        const weekday = d.getDay();
        const weekend = weekday === 6 || weekday === 0;
        const thisEnd = weekend ? (7 - weekday) % 7 : 5 - weekday;
        const nextFriday = ((5 - weekday + 7) % 7) + (weekend ? 0 : 7);
        d.setDate(d.getDate() + (later ? nextFriday : thisEnd));
      } else if (month !== undefined) {
        d.setMonth(d.getMonth() + 1 + later, 0);
      } else if (year !== undefined) {
        d.setFullYear(d.getFullYear() + later, 11, 31);
      }
      return { year: d.getFullYear(), month: d.getMonth() + 1, day: d.getDate() };
    },
  };
}

const on =
  (month: number, day: number): DateOfYear =>
  () => [month, day];
/** US Thanksgiving, the fourth Thursday of November, and `after` days later (Black Friday: 1). */
const thanksgiving =
  (after = 0): DateOfYear =>
  (year) => [11, 22 + ((4 - new Date(year, 10, 1).getDay() + 7) % 7) + after];

/**
 * Holidays, which chrono does not know, said after a word of a date ("before christmas", "avant noël",
 * "until new year's eve", "pour la saint-valentin", "before black friday"; a repeat's "until" is already
 * masked then, hence the MASK among those words): the next such day, today included. Elsewhere the name is
 * a title word ("Christmas shopping", "repas de Noël", "thanksgiving dinner").
 */
const HOLIDAYS: Record<Language, { after: string; days: [string, DateOfYear][] }> = {
  en: {
    after: '(?:before|by|on|until|till|for|due|through|_)\\s+(?:the\\s+)?',
    days: [
      ['christmas\\s+eve', on(12, 24)],
      ['(?:christmas|xmas)(?:\\s+day)?', on(12, 25)],
      ['boxing\\s+day', on(12, 26)],
      ["new\\s+year['’]?s\\s+eve", on(12, 31)],
      ["new\\s+year(?:['’]?s)?(?:\\s+day)?", on(1, 1)],
      ["valentine['’]?s(?:\\s+day)?", on(2, 14)],
      ['halloween', on(10, 31)],
      ['thanksgiving(?:\\s+day)?', thanksgiving()],
      ['black\\s+friday', thanksgiving(1)],
    ],
  },
  fr: {
    after: "(?:avant|pour|à|a|d['’]ici|jusqu['’]à|_)\\s+(?:la\\s+|le\\s+|l['’])?",
    days: [
      ['(?:la\\s+)?veille\\s+de\\s+no[eë]l', on(12, 24)],
      ['no[eë]l', on(12, 25)],
      ['(?:la\\s+)?saint[-\\s]sylvestre', on(12, 31)],
      ["(?:nouvel\\s+an|jour\\s+de\\s+l['’]an)", on(1, 1)],
      ['(?:la\\s+)?saint[-\\s]valentin', on(2, 14)],
      ['halloween', on(10, 31)],
      ['(?:la\\s+)?toussaint', on(11, 1)],
    ],
  },
};
/**
 * A holiday's name before a noun is a title word ("book flights for christmas trip", "cadeaux pour noël
 * maman"): after it come only the sentence's end, punctuation, or a word of a date, a time, a priority or a
 * repeat.
 */
const HOLIDAY_NOT_BEFORE_NOUN: Record<Language, string> = {
  en: '(?!\\s+(?!(?:at|on|by|in|and|or|from|to|until|till|this|next|every|morning|afternoon|evening|night|urgent|asap|high|low|important|priority|p[1-3])(?![\\p{L}]))\\p{L})',
  fr: "(?!\\s+(?!(?:à|a|au|le|la|les|l['’]|et|ou|de|du|dès|vers|jusqu['’]|prochaine?|matin|midi|après-midi|soir|urgent|urgente|important|importante|prioritaire|tous|toutes|chaque)(?![\\p{L}]))\\p{L})",
};
function holidayParser(language: Language) {
  const { after, days } = HOLIDAYS[language];
  // Built once: chrono asks for a parser's pattern at every parse, that is at every keystroke.
  const pattern = new RegExp(
    `(?<=${after})(?:${days.map(([w]) => `(${w})`).join('|')})(?![\\p{L}\\p{N}_])${HOLIDAY_NOT_BEFORE_NOUN[language]}`,
    'iu',
  );
  return {
    pattern: () => pattern,
    extract: (context: DateContext, match: RegExpMatchArray) => {
      const i = match.slice(1).findIndex((g) => g !== undefined);
      const dateIn = (days[i] ?? days[0]!)[1];
      return nextDate(context.reference.getDateWithAdjustedTimezone(), dateIn);
    },
  };
}

/**
 * A part of a month, which chrono does not read: French "fin janvier", "à la fin de février", "mi-décembre",
 * "début mars"; English "mid january", "mid-december", "the middle of may" ("end of january" chrono reads
 * as the month, whose last day a deadline takes). Its end, its 15th or its 1st; the next such day unless a
 * year is said.
 */
const PART_OF_MONTH: Record<Language, string> = {
  en: '(?<part>mid)[-\\s]?|(?:the\\s+)?(?<part2>middle)\\s+of\\s+',
  fr: "(?:(?:à|a)\\s+la\\s+|la\\s+)?(?<part>fin|mi|d[ée]but)[-\\s]+(?:de\\s+|d['’]\\s*)?",
};
function partOfMonthParser(language: Language) {
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}_])(?:${PART_OF_MONTH[language]})(?:${MONTH_NAMES[language].map((m, i) => `(?<m${i + 1}>${m})`).join('|')})\\.?(?:\\s+(?<year>\\d{4}))?(?![\\p{L}\\p{N}_])`,
    'iu',
  );
  return {
    pattern: () => pattern,
    extract: (context: DateContext, match: RegExpMatchArray) => {
      const { part, part2, year } = match.groups ?? {};
      // The month is the one whose group matched (m1, January, to m12).
      const month = Number(
        Object.entries(match.groups ?? {})
          .find(([name, said]) => /^m\d+$/u.test(name) && said !== undefined)?.[0]
          .slice(1),
      );
      if (!month) return null;
      const said = (part ?? part2 ?? '').toLowerCase();
      const dateIn: DateOfYear = (y) => [
        month,
        said === 'fin' ? new Date(y, month, 0).getDate() : said.startsWith('d') ? 1 : 15,
      ];
      if (year !== undefined) return { year: Number(year), month, day: dateIn(Number(year))[1] };
      return nextDate(context.reference.getDateWithAdjustedTimezone(), dateIn);
    },
  };
}

/** French: chrono does not read "midi" (noon) and "minuit" (midnight); "après-midi" is not noon. */
const noonFr = {
  pattern: () => /(?<![\p{L}\p{N}_-])(?:à\s+)?(midi|minuit)(?![\p{L}\p{N}_])/iu,
  extract: (_context: unknown, match: RegExpMatchArray) => ({
    hour: match[1]?.toLowerCase() === 'midi' ? 12 : 0,
    minute: 0,
  }),
};

/**
 * Times said in words, which chrono does not read: English "half past 12", "quarter to 3", "10 past 5";
 * French "10h et quart", "midi et demi", "8h moins le quart", "9h moins 10". Without am/pm, as any time
 * (English 1 to 7 o'clock are afternoons: "quarter to 3" is 14:45). English "9 till noon" is a range
 * (hourRangeEn), not nine minutes to noon.
 */
const wordTimeEn = {
  pattern: () =>
    /(?<![\p{L}\p{N}_])(?:at\s+|@\s*)?(?:(half|quarter)\s+(past|after|to)|(\d{1,2})\s+(past|after))\s+(\d{1,2}|noon|midnight)(?![\p{L}\p{N}_:])/iu,
  extract: (_context: unknown, match: RegExpMatchArray) => {
    const said = (match[1] ?? match[3] ?? '').toLowerCase();
    const minutes = said === 'half' ? 30 : said === 'quarter' ? 15 : Number(said);
    const to = (match[2] ?? '').toLowerCase() === 'to';
    const base = (match[5] ?? '').toLowerCase();
    const hour = base === 'noon' ? 12 : base === 'midnight' ? 0 : Number(base);
    if (minutes >= 60 || hour > 12) return null;
    return to ? { hour: (hour + 23) % 24, minute: 60 - minutes } : { hour, minute: minutes };
  },
};

/**
 * What may follow English hours said bare ("work 9-5 saturday", "dinner friday around 7"): the end, a
 * punctuation mark or a word of a day. Our own words, read and masked before chrono (a repeat, a priority:
 * `mask` in readDates.ts), count as the end: "lunch break 12-1 every day" is a daily lunch from noon, as
 * "lunch break 12-1" is one today. A regular expression's source, for the range here and "around" in
 * readDates.ts.
 */
export const AFTER_BARE_HOURS_EN =
  '(?:[\\s_]*$|\\s*[,;.!?)]|\\s+(?:on\\s+)?(?:mon|tue|wed|thu|fri|sat|sun|today|tomorrow|tonight|next|this|every|each)\\p{L}*)';
const DAY_AFTER = new RegExp(`^${AFTER_BARE_HOURS_EN}`, 'iu');

/**
 * English "tues" and "weds", which chrono does not know ("midterm next tues 9am" was tomorrow at 9:00): the
 * next such day, today included; "next tues" is next week's.
 */
const shortWeekdayEn = {
  pattern: () => /(?<![\p{L}\p{N}_])(?:(next|this|coming)\s+)?(tues|weds)\.?(?![\p{L}\p{N}_])/iu,
  extract: (context: DateContext, match: RegExpMatchArray) => {
    const weekday = (match[2] ?? '').toLowerCase() === 'tues' ? 2 : 3;
    const d = context.reference.getDateWithAdjustedTimezone();
    const isoToday = d.getDay() === 0 ? 7 : d.getDay();
    const ahead =
      (match[1] ?? '').toLowerCase() === 'next'
        ? weekday - isoToday + 7
        : (weekday - isoToday + 7) % 7;
    d.setDate(d.getDate() + ahead);
    return { year: d.getFullYear(), month: d.getMonth() + 1, day: d.getDate(), weekday };
  },
};

/**
 * English "10:30a", "3p" (am/pm as one letter), which chrono does not read. Without minutes only after
 * "at", before a day or at the end ("appt 3p tomorrow", "call mom 3p"; "5a bus" is not, nor "apt 5a").
 */
const shortMeridiemEn = {
  pattern: () =>
    /(?<![\p{L}\p{N}_#$€£/.:,-])(?<!(?:apt|apartment|unit|room|suite|flat|no\.?)\s*)(?:(at|@)\s*)?(\d{1,2})(?::(\d{2}))?([ap])\.?(?![\p{L}\p{N}_])/iu,
  extract: (context: RangeContext, match: RegExpMatchArray) => {
    const [, at, h, m, letter] = match;
    const after = context.text.slice((match.index ?? 0) + match[0].length);
    if (m === undefined && at === undefined && !DAY_AFTER.test(after)) return null;
    const hour = Number(h);
    const minute = Number(m ?? 0);
    if (hour < 1 || hour > 12 || minute > 59) return null;
    const pm = letter?.toLowerCase() === 'p';
    return { hour: (hour % 12) + (pm ? 12 : 0), minute, meridiem: pm ? 1 : 0 };
  },
};

/**
 * English hours from one to another, which chrono reads as noon of the day or not at all: "work 9-5
 * saturday", "bake sale 9-12 saturday", "open house 1 to 4 sunday", "study 9 till noon", "between 2 and
 * 4pm", "10-2pm", "study 9 till midnight" (21:00). Without am/pm and minutes, only before a day or at the end ("buy 2-3 apples" is not), and
 * past noon only from the morning ("10-2"; "3-1" is a score). The end is the first such hour after the
 * start.
 */
const hourRangeEn = {
  pattern: () =>
    /(?<![\p{L}\p{N}_#$€£/.:,-])(?:(between)\s+)?(\d{1,2})(?::(\d{2}))?(?:\s*[-–]\s*|\s+(to|till|til|and)\s+)(\d{1,2}|noon|midnight)(?::(\d{2}))?(?:\s*([ap])\.?(?:m\.?)?)?(?![\p{L}\p{N}_:])/iu,
  extract: (context: RangeContext, match: RegExpMatchArray) => {
    const [, between, h1, m1, word, h2, m2, meridiem] = match;
    if ((word?.toLowerCase() === 'and') !== (between !== undefined)) return null;
    let from = Number(h1);
    const noon = h2?.toLowerCase();
    let to = noon === 'noon' ? 12 : noon === 'midnight' ? 24 : Number(h2);
    const start: Clock = { hour: from, minute: Number(m1 ?? 0) };
    const end: Clock = { hour: to, minute: Number(m2 ?? 0) };
    if (start.minute > 59 || end.minute > 59 || from > 23 || to > 24) return null;
    const after = context.text.slice((match.index ?? 0) + match[0].length);
    if (meridiem) {
      // "2-4pm": both afternoon; "10-2pm": from the morning; "5-7am": both morning.
      const pm = meridiem.toLowerCase() === 'p';
      if (from > 12 || to > 12) return null;
      to = (to % 12) + (pm ? 12 : 0);
      if (pm && ((from % 12) + 12) * 60 + start.minute < to * 60 + end.minute)
        from = (from % 12) + 12;
      start.hour = from;
      start.meridiem = from >= 12 ? 1 : 0;
      end.hour = to;
      end.meridiem = pm ? 1 : 0;
    } else {
      const bare = m1 === undefined && m2 === undefined && noon !== 'noon' && noon !== 'midnight';
      // English hours of a range are said on the 12-hour clock: "pages 10-20" are pages.
      if (bare && (to > 12 || !DAY_AFTER.test(after))) return null;
      if (from < 1 || from === to || (to < from && from < 8 && to <= 12)) return null;
      // "10-2" ends at 14:00 (chrono would take 02:00 for the next night).
      if (to < from && to <= 12) end.hour = to + 12;
      // "study 9 till midnight": the evening's 9, to the night's 12 am.
      if (to === 24 && from < 12) start.hour = from + 12;
    }
    if (end.hour === 24) {
      end.hour = 0;
      end.meridiem = 0;
    }
    return context.createParsingResult(match.index ?? 0, match[0], start, end);
  },
};

/**
 * A range of dates with slashes ("trip 12/20-12/27", "vacances 20/12-3/01"), month first in English and day
 * first in French, which chrono misreads (it took "20-12" for a time): the next such first day unless a
 * year is said, the last on or after it.
 */
function slashRangeParser(language: Language) {
  return {
    pattern: () =>
      /(?<![\p{L}\p{N}_/])(\d{1,2})\/(\d{1,2})(?:\/(\d{4}|\d{2}))?\s*[-–]\s*(\d{1,2})\/(\d{1,2})(?:\/(\d{4}|\d{2}))?(?![\p{N}/])/u,
    extract: (context: RangeContext, match: RegExpMatchArray) => {
      const [a, b, c, d] = [1, 2, 4, 5].map((g) => Number(match[g]));
      const [month1, day1, month2, day2] = (language === 'en' ? [a, b, c, d] : [b, a, d, c]) as [
        number,
        number,
        number,
        number,
      ];
      const today = context.reference.getDateWithAdjustedTimezone();
      const start = upcomingDay(today, month1, day1, yearSaid(match[3]));
      // The last day is the next such one from the first day on.
      const end =
        start &&
        upcomingDay(new Date(start.year, month1 - 1, day1), month2, day2, yearSaid(match[6]));
      return start && end
        ? context.createParsingResult(match.index ?? 0, match[0], start, end)
        : null;
    },
  };
}

/**
 * French "entre 14h et 16h", "de 19h à minuit", "de midi à 14h", "14h jusqu'à 16h", "20h à minuit", which
 * chrono reads in part or not. "et" joins a range after "entre" only ("8h et 20h" are two times).
 */
const FR_HOUR = '(?:(\\d{1,2})\\s*h\\s*(\\d{2})?|(midi|minuit))';
const hourRangeFr = {
  pattern: () =>
    new RegExp(
      `(?<![\\p{L}\\p{N}_])(?:(de|entre)\\s+)?${FR_HOUR}\\s+(à|a|et|jusqu'\\s*(?:à|a))\\s+${FR_HOUR}(?![\\p{L}\\p{N}_])`,
      'iu',
    ),
  extract: (context: RangeContext, match: RegExpMatchArray) => {
    const at = (h?: string, m?: string, noon?: string) => ({
      hour: noon ? (noon.toLowerCase() === 'midi' ? 12 : 0) : Number(h),
      minute: Number(m ?? 0),
    });
    const [, from, h1, m1, noon1, joiner, h2, m2, noon2] = match;
    if ((joiner?.toLowerCase() === 'et') !== (from?.toLowerCase() === 'entre')) return null;
    const start = at(h1, m1, noon1);
    const end = at(h2, m2, noon2);
    if (start.hour > 23 || end.hour > 23 || start.minute > 59 || end.minute > 59) return null;
    return context.createParsingResult(match.index ?? 0, match[0], start, end);
  },
};

/** French "15 h", "9 h 30" (a space before the h), which chrono does not read. */
const spacedHourFr = {
  pattern: () =>
    /(?<![\p{L}\p{N}_])(?:à\s+|vers\s+)?(\d{1,2})\s+h(?:\s*(\d{2}))?(?![\p{L}\p{N}_])/iu,
  extract: (_context: unknown, match: RegExpMatchArray) => {
    const hour = Number(match[1]);
    const minute = Number(match[2] ?? 0);
    return hour > 23 || minute > 59 ? null : { hour, minute };
  },
};

/**
 * A weekday and a day of the month without the month ("dentiste jeudi 3", "du lundi 7 au mercredi 9
 * décembre", "thursday the 3rd"), which chrono does not read: the next date that is both, within two years.
 * English needs the ordinal ("thursday 3" may be 3 o'clock).
 */
const WEEKDAY_AND_DAY: Record<Language, RegExp> = {
  fr: /(?<![\p{L}\p{N}_])(dimanche|lundi|mardi|mercredi|jeudi|vendredi|samedi)\s+(1er|\d{1,2})(?!\d|\s*(?:h|:|\/|heures?(?!\p{L}))|\s+\d(?!\d?\s*h))(?!\s+(?:janv|f[ée]v|mars|avr|mai|juin|juil|ao[uû]t|sept|oct|nov|d[ée]c))(?![\p{L}\p{N}_])(?:\s+(?:(?:à|a|vers)\s+)?(\d{1,2})\s*h\s*(\d{2})?(?![\p{L}\p{N}_]))?/iu,
  en: /(?<![\p{L}\p{N}_])((?:sun|mon|tue|wed|thu|fri|sat)[a-z]*)\s+(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)(?!\s+(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec))(?![\p{L}\p{N}_])/iu,
};
function weekdayAndDayParser(language: Language) {
  return {
    pattern: () => WEEKDAY_AND_DAY[language],
    extract: (context: DateContext, match: RegExpMatchArray) => {
      const weekday = weekdayOf(match[1] ?? '', language);
      if (weekday === null) return null;
      const dayOfMonth = Number.parseInt(match[2] ?? '', 10);
      const today = context.reference.getDateWithAdjustedTimezone();
      for (let ahead = 0; ahead < 24; ahead++) {
        const d = new Date(today.getFullYear(), today.getMonth() + ahead, dayOfMonth);
        if (d.getDate() !== dayOfMonth || d.getDay() !== weekday) continue;
        if (d < new Date(today.getFullYear(), today.getMonth(), today.getDate())) continue;
        const day = { year: d.getFullYear(), month: d.getMonth() + 1, day: dayOfMonth };
        // French "jeudi 3 à 9h": the time with it (chrono read "3 à 9h" as a range of hours and took it).
        const [hour, minute] = [Number(match[3]), Number(match[4] ?? 0)];
        return match[3] !== undefined && hour <= 23 && minute <= 59
          ? { ...day, hour, minute }
          : day;
      }
      return null;
    },
  };
}

const wordTimeFr = {
  pattern: () =>
    /(?<![\p{L}\p{N}_])(?:à\s+|vers\s+)?(?:(\d{1,2})\s*h(?:eures?)?|(midi|minuit))\s+(et\s+quart|et\s+demie?|moins\s+le\s+quart|moins\s+(\d{1,2}))(?![\p{L}\p{N}_])/iu,
  extract: (_context: unknown, match: RegExpMatchArray) => {
    const noon = (match[2] ?? '').toLowerCase();
    const hour = noon === 'midi' ? 12 : noon === 'minuit' ? 0 : Number(match[1]);
    const words = (match[3] ?? '').toLowerCase();
    const minutes = /quart/u.test(words) ? 15 : /demi/u.test(words) ? 30 : Number(match[4]);
    if (hour > 23 || minutes >= 60) return null;
    return /^moins/u.test(words)
      ? { hour: (hour + 23) % 24, minute: 60 - minutes }
      : { hour, minute: minutes };
  },
};

/**
 * A day said without a time is the whole day. chrono takes it as noon, and with forwardDate a day whose noon
 * has passed moves on: "avant vendredi" said on a Friday afternoon became next week's Friday, "27 nov" said
 * on 27 November afternoon next year's. Implied at the day's last minute, today stays today until midnight.
 * (Only hours that were said are read from chrono, so the implied time is never used otherwise.) First of the
 * refiners, before chrono's own ForwardDateRefiner.
 */
const wholeDay: Refiner = {
  refine: (_context, results: ParsingResult[]) => {
    for (const result of results) {
      for (const c of [result.start, result.end]) {
        if (!c || c.isCertain('hour')) continue;
        c.imply('hour', 23);
        c.imply('minute', 59);
        c.imply('second', 59);
      }
    }
    return results;
  },
};

let chronos: Record<Language, Chrono> | null = null;
export function chronoFor(language: Language): Chrono {
  if (!chronos) {
    const fr = chronoFr.casual.clone();
    for (const parser of [
      afterTomorrowFr,
      thisWeekendFr,
      noonFr,
      holidayParser('fr'),
      endOfParser('fr'),
      partOfMonthParser('fr'),
      wordTimeFr,
      hourRangeFr,
      spacedHourFr,
      weekdayAndDayParser('fr'),
      slashRangeParser('fr'),
    ])
      fr.parsers.unshift(parser as unknown as (typeof fr.parsers)[number]);
    const en = chronoEn.casual.clone();
    for (const parser of [
      holidayParser('en'),
      endOfParser('en'),
      partOfMonthParser('en'),
      shortWeekdayEn,
      shortMeridiemEn,
      wordTimeEn,
      hourRangeEn,
      weekdayAndDayParser('en'),
      slashRangeParser('en'),
    ])
      en.parsers.unshift(parser as unknown as (typeof en.parsers)[number]);
    for (const c of [en, fr]) c.refiners.unshift(wholeDay);
    chronos = { en, fr };
  }
  return chronos[language];
}
