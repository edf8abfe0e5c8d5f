// The dates and times of a quick-add sentence: what chrono reads (chronoReaders.ts, with the words we teach
// it), and what we read around it (a day of the month without its month, a French month alone after
// "jusqu'en", French dates with slashes, numbers that are not hours, parts of the day that are title words).
// parseQuickAdd.ts puts these together with the word rules of words.ts (docs/product.md, "Quick add").
import { ParsingComponents, ParsingResult, ReferenceWithTimezone } from 'chrono-node/en';
import type { ParsedResult, ParsingReference } from 'chrono-node/en';
import { DAY_MS, epochDayOf, nextDayOfMonth } from '../domain/zonedTime';
import type { Language } from '../model/constants';
import {
  AFTER_BARE_HOURS_EN,
  chronoFor,
  isEndOfAsNoun,
  upcomingDay,
  yearSaid,
} from './chronoReaders';
import { MONTH_NAMES, deadlineMarker } from './words';

/** Hides words from the readers after it; every index in the sentence stays the same. */
const MASK = '_';
export const mask = (s: string, start: number, end: number) =>
  s.slice(0, start) + MASK.repeat(end - start) + s.slice(end);

/** A chrono result says a day ("friday", "tomorrow", "3 Dec", "tonight"), not only a time of day. */
export function saysDay(r: ParsedResult): boolean {
  const s = r.start;
  if (['day', 'weekday', 'month', 'year'].some((c) => s.isCertain(c as never))) return true;
  return !s.isCertain('hour');
}

export const saysTime = (r: ParsedResult) => r.start.isCertain('hour');

/**
 * A day of the month said without its month, which chrono does not read ("12 à 9h" it even reads as noon):
 * an ordinal ("the 12th", "on the 3rd", "le 1er") not followed by a noun ("the 3rd floor"), or a plain "le
 * 12" / "the 12" after a deadline word ("avant le 5", "before the 5") or before a time ("le 12 à 9h").
 * Elsewhere a plain number stays a title word ("Appeler le 17").
 */
const DAY_OF_MONTH: Record<
  Language,
  { ordinal: RegExp; plain: RegExp; timeAfter: RegExp; timeBefore: RegExp }
> = {
  en: {
    ordinal: /(?<![\p{L}\p{N}])(?:on\s+)?the\s+(\d{1,2})(?:st|nd|rd|th)(?![\p{L}\p{N}])/giu,
    plain: /(?<![\p{L}\p{N}])(?:on\s+)?the\s+(\d{1,2})(?![\p{L}\p{N}:./])/giu,
    timeAfter: /^\s+(?:at\s+|@\s*)?\d{1,2}(?::\d{2})?\s*(?:[ap]\.?m\b|o'clock)/iu,
    timeBefore: /\d(?::\d{2})?\s*[ap]\.?m\s+$/iu,
  },
  fr: {
    ordinal: /(?<![\p{L}\p{N}])le\s+(1)er(?![\p{L}\p{N}])/giu,
    plain: /(?<![\p{L}\p{N}])le\s+(\d{1,2})(?![\p{L}\p{N}:.,/])/giu,
    timeAfter: /^\s+(?:à\s+|a\s+|vers\s+)?\d{1,2}\s*(?:h|:|heures?(?!\p{L}))/iu,
    timeBefore: /\d\s*h\s*(?:\d{2})?\s+$/iu,
  },
};
/** A month's name (English or French, whole or short) right after a day of the month. */
const MONTH_AFTER =
  /^\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|janv|f[ée]v|avr|mai|juin|juil|ao[uû]t|d[ée]c)/iu;
/** After an ordinal day: the end, a punctuation mark, a time or a small word of a date, not a noun. */
const AFTER_DAY =
  /^(?:\s*$|\s*[,;.!?)]|\s+(?:at|@|from|for|to|until|till|and|à|a|vers|de|pour|pendant|jusqu|et|\d))/iu;

/** The days of the month said in the text (DAY_OF_MONTH), each as a date result: the next such day. */
function daysOfMonth(
  language: Language,
  text: string,
  reference: ParsingReference,
): ParsingResult[] {
  const rules = DAY_OF_MONTH[language];
  const found = new Map<number, RegExpExecArray>();
  // After a weekday ("thursday the 3rd") the pair is one date (weekdayAndDayParser).
  const afterWeekday = /(?:sun|mon|tue|wed|thu|fri|sat)[a-z]*\s+$/iu;
  for (const m of text.matchAll(rules.ordinal))
    if (
      AFTER_DAY.test(text.slice(m.index + m[0].length)) &&
      !(language === 'en' && afterWeekday.test(text.slice(0, m.index)))
    )
      found.set(m.index, m);
  for (const m of text.matchAll(rules.plain)) {
    const after = text.slice(m.index + m[0].length);
    if (MONTH_AFTER.test(after)) continue; // "le 10 décembre": chrono's
    const before = text.slice(0, m.index);
    if (
      deadlineMarker(language).test(before) ||
      rules.timeAfter.test(after) ||
      rules.timeBefore.test(before)
    )
      found.set(m.index, m);
  }
  const ref = ReferenceWithTimezone.fromInput(reference);
  const today = ref.getDateWithAdjustedTimezone();
  const out: ParsingResult[] = [];
  for (const m of found.values()) {
    const day = Number(m[1]);
    if (day < 1 || day > 31) continue;
    // This month while the day is ahead (today included), else the next month that has it.
    const from = epochDayOf({
      year: today.getFullYear(),
      month: today.getMonth() + 1,
      day: today.getDate(),
    });
    const date = new Date(nextDayOfMonth(from, day) * DAY_MS);
    const components = new ParsingComponents(ref, {
      year: date.getUTCFullYear(),
      month: date.getUTCMonth() + 1,
      day,
    });
    out.push(new ParsingResult(ref, m.index, m[0], components));
  }
  return out;
}

const FRENCH_MONTH_ALONE = new RegExp(
  `^\\s*(${MONTH_NAMES.fr.map((m) => `(${m})`).join('|')})\\.?(?:\\s+(\\d{4}))?(?![\\p{L}\\p{N}])`,
  'iu',
);

/**
 * A month said alone right after a repeat's "until" ("jusqu'en juin", "jusqu'à mars 2027"), which chrono/fr
 * does not read, as a result of that month: the next one (this one included) unless a year is said.
 */
export function frenchMonthsAfter(
  text: string,
  after: readonly RegExpMatchArray[],
  reference: ParsingReference,
): ParsingResult[] {
  const ref = ReferenceWithTimezone.fromInput(reference);
  const today = ref.getDateWithAdjustedTimezone();
  const out: ParsingResult[] = [];
  for (const u of after) {
    const at = (u.index ?? 0) + u[0].length;
    const m = FRENCH_MONTH_ALONE.exec(text.slice(at));
    if (!m) continue;
    const month = m.slice(2, 14).findIndex((g) => g !== undefined) + 1;
    const year = m[14]
      ? Number(m[14])
      : today.getFullYear() + (month < today.getMonth() + 1 ? 1 : 0);
    const start = at + (m[0].length - m[0].trimStart().length);
    const components = new ParsingComponents(ref, { year, month });
    out.push(new ParsingResult(ref, start, m[0].trimStart(), components));
  }
  return out;
}

/**
 * A number not said as an hour: in French without "h", "heures", ":" or "." after it, nor "à" or "vers"
 * before it; in English without am/pm, ":" or "o'clock" after it, nor "at" before it; and not a bound of a
 * range ("9-11"; an English end past 12 is a number: "pages 10-20"). chrono reads one beside a day as the
 * hour: "lire le chapitre 3 demain" made an event at 3:00, "review PR #12 tomorrow" one at noon.
 */
const BARE_NUMBER: Record<Language, RegExp> = {
  fr: /(?<!(?:à|a|vers|de|dès)\s+)(?<![\p{L}\p{N}:.,/])(?<![–-]\s*)\d{1,2}(?![\p{N}:.,/]|\s*[–-]\s*\d|\s*(?:h|heures?)(?!\p{L}))/giu,
  en: /(?<!(?:at|around|from|until|till|to|by|before|after|past)\s+)(?<![\p{L}\p{N}:.,/@])(?:(?<![–-]\s*)|(?<=\d\s*[–-]\s*)(?=1[3-9]|2\d))\d{1,2}(?![\p{N}:.,/]|\s*[–-]\s*\d|\s*(?:[ap]\.?(?:m\.?)?(?![\p{L}])|o['’]clock|h\b)|\s+(?:past|after|to|till)\s+(?:\d|noon|midnight))/giu,
};

/** A month's name just before a number or just after it: the number is a day of the month ("dec 10", "10 décembre"). */
const MONTH_BESIDE = Object.fromEntries(
  (['en', 'fr'] as const).map((language) => {
    const names = MONTH_NAMES[language].join('|');
    return [
      language,
      {
        // Not when a number stands before the month: that one is its day ("10 déc 10").
        before: new RegExp(`(?<!\\p{L})(?<!\\d\\s+)(?:${names})\\.?\\s+$`, 'iu'),
        after: new RegExp(`^(?:st|nd|rd|th|er)?\\s+(?:of\\s+)?(?:${names})(?!\\p{L})`, 'iu'),
      },
    ];
  }),
) as Record<Language, { before: RegExp; after: RegExp }>;

/**
 * Where in the input a plain number stands that chrono took for a year or an hour in a result, if one does
 * (the input, not only the result's text: chrono leaves "heures" out of "vendredi 15 heures").
 */
function plainNumberIn(
  language: Language,
  input: string,
  r: ParsedResult,
): { start: number; end: number } | null {
  // A number of three digits or more that is not a time ("Room 101", "Call 911", "Read 1984").
  const long = /^\d{3,}(?![\d:h.]|\s*[ap]\.?m|-\d{1,2}-\d{1,2})/iu.exec(r.text);
  if (long) return { start: r.index, end: r.index + long[0].length };
  if (!r.start.isCertain('hour')) return null;
  const month = MONTH_BESIDE[language];
  for (const m of input.matchAll(BARE_NUMBER[language])) {
    const inResult = m.index >= r.index && m.index < r.index + r.text.length;
    // The day of "dec 10 at 10:30am", the same number as its hour: not the hour's.
    const dayOfMonth =
      Number(m[0]) === r.start.get('day') &&
      (month.before.test(input.slice(0, m.index)) ||
        month.after.test(input.slice(m.index + m[0].length)));
    if (inResult && !dayOfMonth && Number(m[0]) === r.start.get('hour'))
      return { start: m.index, end: m.index + m[0].length };
  }
  return null;
}

/**
 * A day, a month and two digits that chrono reads as a past year ("chapter 10 dec 10" was 10 December
 * 2010): nobody plans in a year gone by. The month's day is the number after it ("dec 10") and the one
 * before is a title word, unless that one is plainly the day ("the 3rd of march 24"): then the two digits
 * are. Its span. A year still to come stays one ("party 10 dec 27").
 */
const DAY_MONTH_SHORT_YEAR = Object.fromEntries(
  (['en', 'fr'] as const).map((language) => [
    language,
    new RegExp(
      `(?<![\\p{L}\\p{N}])(\\d{1,2})(st|nd|rd|th|er)?\\s+(of\\s+)?(?:${MONTH_NAMES[language].join('|')})\\.?,?\\s+'?(\\d{2})(?![\\p{L}\\p{N}:])`,
      'iu',
    ),
  ]),
) as Record<Language, RegExp>;
function dayBeforePastYear(
  language: Language,
  r: ParsedResult,
): { start: number; end: number } | null {
  const m = DAY_MONTH_SHORT_YEAR[language].exec(r.text);
  if (!m || !r.start.isCertain('year')) return null;
  const [whole, day = '', suffix, of, digits = ''] = m;
  const year = 2000 + Number(digits);
  if (year !== r.start.get('year') || year >= r.refDate.getFullYear()) return null;
  const daySaid = suffix !== undefined || of !== undefined;
  const start = r.index + m.index + (daySaid ? whole.length - digits.length : 0);
  return { start, end: start + (daySaid ? digits : day).length };
}

/**
 * A part of the day said alone ("night shift 10pm", "morning run", "evening walk", "nuit"), which chrono
 * reads as today at that hour, is a title word; "this morning", "tonight", "ce soir" say when.
 */
const PART_OF_DAY = /^(?:morning|afternoon|evening|night|matin|apr[eè]s-midi|soir|nuit)$/iu;
const isPartOfDayAlone = (r: ParsedResult) =>
  PART_OF_DAY.test(r.text.trim()) &&
  !['day', 'weekday', 'month', 'year', 'hour'].some((c) => r.start.isCertain(c as never));

/**
 * A part of the day that starts a result before a day or a time ("movie night friday 8:30", "game night
 * sat 7pm"): a title word; chrono read "night friday 8:30" as tonight, the Friday lost. Its span.
 */
const PART_OF_DAY_FIRST =
  /^(?:morning|afternoon|evening|night|matin|apr[eè]s-midi|soir|nuit)\s+(?=\S)/iu;
function partOfDayFirst(r: ParsedResult): { start: number; end: number } | null {
  const m = PART_OF_DAY_FIRST.exec(r.text);
  return m ? { start: r.index, end: r.index + m[0].trimEnd().length } : null;
}

/**
 * A French date written with slashes ("le 30/11", "18/12/2026"), which chrono/fr loses before a time ("30/11
 * à 10h" it read as a range from 11:00 to 10:00): the next such day unless a year is said.
 */
const SLASH_DATE_FR =
  /(?<![\p{L}\p{N}/])(?<![-–]\s*)(\d{1,2})\/(\d{1,2})(?:\/(\d{4}|\d{2}))?(?![\p{N}/])(?!\s*[-–]\s*\d)/gu;
function slashDatesFr(text: string, reference: ParsingReference): ParsingResult[] {
  const ref = ReferenceWithTimezone.fromInput(reference);
  const today = ref.getDateWithAdjustedTimezone();
  const out: ParsingResult[] = [];
  for (const m of text.matchAll(SLASH_DATE_FR)) {
    const day = upcomingDay(today, Number(m[2]), Number(m[1]), yearSaid(m[3]));
    if (day) out.push(new ParsingResult(ref, m.index, m[0], new ParsingComponents(ref, day)));
  }
  return out;
}

/** A range over several days ("dec 20 to dec 27"; not a range of hours, "dec 10 9-11am"). */
const spansDays = ({ start, end }: ParsedResult) =>
  !!end && (end.get('day') !== start.get('day') || end.get('month') !== start.get('month'));

/**
 * Days of the month said beside the one that has the month, which chrono reads alone: in French before it
 * ("les 3 et 10 décembre", "le 3, le 10 et le 17 décembre"), in English after it ("dec 3 and 10",
 * "december 3rd, 10th and 17th at 9am"). Each is that day of the same month, in the list's order (French
 * "le 30 et le 2 décembre" says nothing clear); an English one only when a date or the sentence's end
 * follows it ("dec 3 and 10 eggs" says a number of eggs).
 */
const DAY_BEFORE_FR =
  /(?<![\p{L}\p{N}])(?:les?\s+)?(\d{1,2})(?:er)?(?=\s*(?:,\s*(?:et\s+)?|\s+et\s+)(?:le\s+)?$)/iu;
const DAY_AFTER_EN =
  /^(?:\s*,\s*(?:and\s+)?|\s+and\s+|\s*&\s*)(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)?(?=\s*$|\s*[,&]|\s+(?:and|at|@|from|for|to|\d)(?![\p{L}]))/iu;
interface DayInList {
  index: number;
  words: string;
  day: number;
  /** Where the next one is looked for. */
  from: number;
}
/** The day of the list next to `from`, in each language's direction. */
const NEXT_DAY_IN_LIST: Record<Language, (text: string, from: number) => DayInList | null> = {
  fr: (text, from) => {
    const m = DAY_BEFORE_FR.exec(text.slice(0, from));
    return m && { index: m.index, words: m[0], day: Number(m[1]), from: m.index };
  },
  en: (text, from) => {
    const m = DAY_AFTER_EN.exec(text.slice(from));
    if (!m) return null;
    const index = from + m[0].search(/\d/u);
    const end = from + m[0].length;
    return { index, words: text.slice(index, end), day: Number(m[1]), from: end };
  },
};
function daysSharingMonth(
  language: Language,
  text: string,
  results: readonly ParsedResult[],
  reference: ParsingReference,
): ParsingResult[] {
  const ref = ReferenceWithTimezone.fromInput(reference);
  const before = language === 'fr';
  const out: ParsingResult[] = [];
  for (const r of results) {
    const { start } = r;
    if (!start.isCertain('day') || !start.isCertain('month') || spansDays(r)) continue;
    // English: right after the day ("dec 3 and 10"; not "3 dec and 10").
    if (!before && !/\d(?:st|nd|rd|th)?$/iu.test(r.text)) continue;
    let last = start.get('day') ?? 0;
    for (let from = before ? r.index : r.index + r.text.length; ;) {
      const next = NEXT_DAY_IN_LIST[language](text, from);
      if (!next || !(before ? next.day >= 1 && next.day < last : next.day > last && next.day <= 31))
        break;
      const end = next.index + next.words.length;
      if (results.some((o) => o.index < end && next.index < o.index + o.text.length)) break;
      const components = new ParsingComponents(ref, {
        year: start.get('year') ?? undefined,
        month: start.get('month') ?? undefined,
        day: next.day,
      });
      out.push(new ParsingResult(ref, next.index, next.words, components));
      last = next.day;
      from = next.from;
    }
  }
  return out;
}

/**
 * A fraction before a unit ("1/2 cup sugar", "3/4 lb", "1/2 litre de lait", "1/4 tasse"): a quantity, which
 * chrono reads as a date with slashes (January 2, or 1 February in French).
 */
const FRACTION =
  /(?<![\p{L}\p{N}/])\d{1,2}\/\d{1,2}(?=\s*(?:cups?|tsp|tbsp|teaspoons?|tablespoons?|oz|ounces?|lbs?|pounds?|kgs?|kilos?|g|grams?|grammes?|inch(?:es)?|ft|feet|miles?|km|liters?|litres?|l|ml|cl|gallons?|pints?|quarts?|tasses?|cuill[eè]res?|verres?|sachets?|paquets?)(?![\p{L}]))/giu;

/** French "mer" after "la", "en", "de": the sea. */
const SEA_FR = /(?<=(?<![\p{L}])(?:la|en|de)\s+)mer(?![\p{L}\p{N}.])/giu;
/** French "de" right before an hour ("de 14h", "de 9 h 30"). */
const FROM_HOUR_FR = /(?<![\p{L}\p{N}_'])de(?=\s+\d{1,2}\s*h(?:eures?)?(?![\p{L}]))/giu;
/** The "jusqu'" of "du <day> jusqu'au <day>" (its apostrophe made straight). */
const UNTIL_IN_RANGE_FR =
  /(?<=(?<![\p{L}])du\s+(?:\d|(?:lun|mar|mer|jeu|ven|sam|dim)\p{L}*)[^,;]*?)jusqu'(?=\s*(?:au|à|a)(?![\p{L}]))/giu;
/** "a day" after how many times ("twice a day", "3 times a week", "take 2 a day"). */
const HOW_OFTEN_EN =
  /(?<=(?<![\p{L}])(?:once|twice|thrice|times|\d+x?)\s+)(?:a|per)\s+(?:day|week|month|year)(?![\p{L}])/giu;
/** An amount of time before now, chrono's reading of "a day before", "2 weeks ago". */
const AMOUNT_BEFORE =
  /^(?:an?|one|a\s+few|several|\d+)\s+(?:minutes?|hours?|days?|weeks?|months?|years?)\s+(?:before|ago|earlier)$/iu;
/** The "ish" after an hour ("7ish", "7:30ish", "7pmish"). */
const ISH = /(?<=\d|\d[ap]m)ish(?![\p{L}])/giu;
/** "@" and a space before a number. */
const AT_SIGN = /@ (?=\d)/gu;
/**
 * "around" before an hour followed by what may follow bare hours (AFTER_BARE_HOURS_EN: "dinner friday around
 * 7", "call mum tomorrow around 6pm", "dinner around 7ish friday", "stretch around 8 every day"); not before
 * a count ("walk around 3 parks").
 */
const AROUND_EN = new RegExp(
  `(?<![\\p{L}])around(?=\\s+\\d{1,2}(?::\\d{2})?(?:\\s*[ap]\\.?m\\.?|ish)?${AFTER_BARE_HOURS_EN})`,
  'giu',
);
/** "w/", short for "with". */
const WITH_EN = /(?<![\p{L}\p{N}])w\/(?![\p{L}\p{N}]*\/)/giu;
/** The amount after "every" in "every 8 hours", "every 30 min". */
const EVERY_HOURS_EN =
  /(?<=(?<![\p{L}])every\s+)\d+\s*(?:hours?|hrs?|h|min(?:ute)?s?)(?![\p{L}])/giu;
/** "from today" after an amount of time ("haircut 2 weeks from today"). */
const FROM_TODAY_EN =
  /(?<=(?<![\p{L}])(?:\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten)\s+(?:days?|weeks?|months?|years?)\s+)from\s+today(?![\p{L}])/giu;
/** The comma after "dec 3" when a list of days of that month goes on ("dec 3, 10 and 17"). */
const LIST_COMMA_EN = new RegExp(
  `(?<=(?<![\\p{L}])(?:${MONTH_NAMES.en.join('|')})\\.?\\s+\\d{1,2}(?:st|nd|rd|th)?),(?=\\s*\\d{1,2}(?:st|nd|rd|th)?\\s*(?:,|&|and(?![\\p{L}])))`,
  'giu',
);
/** "midnight" ending a range that starts at an evening hour ("8pm to midnight", "9:30 pm-midnight"). */
const TO_MIDNIGHT_EN =
  /(?<=\d\s*p\.?m\.?\s*(?:[-–]|to|till|til|until|through|thru)\s*)midnight(?![\p{L}\p{N}_])/giu;

/** A French weekday written short with its dot ("mer.", "jeu."). */
const SHORT_WEEKDAY_DOT_FR = /(?<![\p{L}\p{N}_])(?:lun|mar|mer|jeu|ven|sam|dim)\.(?=\s|$)/giu;

/**
 * What the input is made into before chrono reads it, in order: words it misreads hidden or rewritten as
 * words it reads. Each rewrite keeps the length, so every index read on the input is one in the text
 * (and the title is cut from the text as typed).
 */
interface Rewrite {
  pattern: RegExp;
  as: (words: string) => string;
}
const hidden = (words: string) => MASK.repeat(words.length);
const REWRITES: Record<Language | 'both', readonly Rewrite[]> = {
  both: [
    // A typographic apostrophe (phones type it: "aujourd’hui", "jusqu’à") is chrono's straight one.
    { pattern: /’/gu, as: () => "'" },
    { pattern: FRACTION, as: hidden },
  ],
  fr: [
    // chrono/fr reads "mer" but not "mer." ("rdv mer. prochain 8h45" was today): the dot becomes a space.
    { pattern: SHORT_WEEKDAY_DOT_FR, as: (w) => `${w.slice(0, -1)} ` },
    // "la mer", "en mer", "fruits de mer": the sea, not chrono/fr's Wednesday.
    { pattern: SEA_FR, as: hidden },
    // chrono/fr reads "de 14h" as fourteen hours from now ("dans", "de" and "pour" alike): before an hour,
    // "de" says when it starts ("le cours de 8h", "de 14h à 16h"), so chrono does not see it (the span
    // takes it back as a connector). A duration said with "de" is already out ("une marche de 2h").
    { pattern: FROM_HOUR_FR, as: () => '  ' },
    // "du 20 décembre jusqu'au 3 janvier": chrono/fr joins a range with "au" and "à", not "jusqu'au".
    { pattern: UNTIL_IN_RANGE_FR, as: () => '      ' },
  ],
  en: [
    // chrono/en makes "saturday 8pm to midnight" end on the coming midnight, then moves the start back a
    // week to stay before it: midnight after an evening hour is that night's 12 am.
    { pattern: TO_MIDNIGHT_EN, as: () => '12:00 am' },
    // "twice a day", "take 2 a day": how often, not tomorrow (chrono reads "a day" as one day from now).
    { pattern: HOW_OFTEN_EN, as: hidden },
    // "7ish" is about 7: chrono reads the 7 without the "ish" (taken back with its result, readDates).
    { pattern: ISH, as: () => '   ' },
    // "w/" is "with" ("meet @ 5 w/ Sam": chrono read "5 w" as five weeks), and "@ 5" is "at 5", which
    // chrono reads (not "@ 5"; "at5", as long as "@ 5", it does).
    { pattern: WITH_EN, as: () => '  ' },
    { pattern: AT_SIGN, as: () => 'at' },
    // chrono reads "at 7" (19:00 for a bare hour, as we do), not "around 7": the same length, its span whole.
    { pattern: AROUND_EN, as: (w) => `at${' '.repeat(w.length - 2)}` },
    // "every 8 hours" is a frequency we do not repeat at: title words, not eight hours from now.
    { pattern: EVERY_HOURS_EN, as: hidden },
    // chrono/en reads "2 weeks from now" but not "from today": the same for it (the spaces before, where
    // chrono takes them into its text: after, it left "ay" in the title).
    { pattern: FROM_TODAY_EN, as: () => '  from now' },
    // chrono/en reads "dec 3, 10 and 17" as December 3, 2010: a comma before a list's next day ends the
    // date.
    { pattern: LIST_COMMA_EN, as: () => ';' },
  ],
};

/**
 * chrono's dates in the text, without plain numbers: a number that is not said as a time is a title word,
 * never an hour or a year on its own (plainNumberIn).
 */
export function readDates(
  language: Language,
  text: string,
  reference: ParsingReference,
): ParsedResult[] {
  let input = text;
  for (const { pattern, as } of [...REWRITES.both, ...REWRITES[language]])
    input = input.replace(pattern, as);
  const days = [
    ...daysOfMonth(language, input, reference),
    ...(language === 'fr' ? slashDatesFr(input, reference) : []),
  ];
  for (const d of days) input = mask(input, d.index, d.index + d.text.length);
  for (let attempt = 0; attempt < 5; attempt++) {
    const results = chronoFor(language)
      .parse(input, reference, { forwardDate: true })
      .filter(
        (r) =>
          r.text.trim() !== '' &&
          !/^\d+$/.test(r.text.trim()) &&
          !isPartOfDayAlone(r) &&
          // "half day friday": a kind of day, not twelve hours from now; "by the end of the day tomorrow":
          // the day of a deadline word, not today.
          !/^(?:half\s+(?:a\s+)?|the\s+)day$/iu.test(r.text.trim()) &&
          // "review notes a day before exam", "2 weeks ago": a time before now is not one to plan at.
          !AMOUNT_BEFORE.test(r.text.trim()) &&
          !isEndOfAsNoun(language, input, r),
      );
    // chrono/fr takes the "et" after an hour into its text ("8h et 20h", "8h et sport"), and chrono the
    // comma after a weekday ("monday, wednesday"): words of the sentence, not of the date.
    const joiner = language === 'fr' ? /\s*,$|\s+et$/iu : /\s*,$/u;
    for (const r of results) {
      const after = joiner.exec(r.text);
      if (after && r instanceof ParsingResult) r.text = r.text.slice(0, after.index);
      // "at 3ish": the "ish" chrono did not see goes with its time.
      const end = r.index + r.text.length;
      if (
        language === 'en' &&
        r instanceof ParsingResult &&
        /^ish(?![\p{L}])/iu.test(text.slice(end))
      )
        r.text = text.slice(r.index, end + 3);
    }
    const titleWord = results
      .map(
        (r) =>
          plainNumberIn(language, input, r) ?? dayBeforePastYear(language, r) ?? partOfDayFirst(r),
      )
      .find((at) => at);
    if (!titleWord) {
      const shared = daysSharingMonth(language, text, results, reference);
      return [...results, ...days, ...shared].sort((a, b) => a.index - b.index);
    }
    input = mask(input, titleWord.start, titleWord.end);
  }
  return days;
}

/**
 * The end of an English range in minutes of the day: without am/pm it is the first such hour after the
 * start ("12:30-1:30" ends at 13:30; chrono reads 01:30, the next night).
 */
export function englishEndMinutes(
  startMinutes: number,
  end: NonNullable<ParsedResult['end']>,
): number {
  const minutes = (end.get('hour') ?? 0) * 60 + (end.get('minute') ?? 0);
  const afternoon = minutes + 12 * 60;
  return !end.isCertain('meridiem') && minutes <= startMinutes && afternoon > startMinutes
    ? afternoon
    : minutes;
}

/**
 * The end of a French range in minutes of the day, as written: "22h-1h" ends at 01:00 (chrono carries
 * the afternoon of the start over to the end and reads 13:00; French times are 24-hour).
 */
export function frenchEndMinutes(text: string, end: NonNullable<ParsedResult['end']>): number {
  const m = /(\d{1,2})\s*(?:h|:)\s*(\d{2})?\s*$/iu.exec(text);
  if (m) return Number(m[1]) * 60 + Number(m[2] ?? 0);
  return (end.get('hour') ?? 0) * 60 + (end.get('minute') ?? 0);
}
