// Our own small rules for what chrono-node does not read (docs/product.md, "Quick add"): repeat words
// (to our recurrence kinds), priority words, durations, deadline words and "all day", in English and French.
import type { Priority, Recurrence } from '../model';
import type { Language } from '../model/constants';
import type { WeekOfMonth } from '../domain/quickAdd';

/** A word boundary that knows accented letters (\b is ASCII-only: "é" would be a boundary). */
const B = '(?<![\\p{L}\\p{N}_])';
const E = '(?![\\p{L}\\p{N}_])';

export const word = (source: string): RegExp => new RegExp(`${B}(?:${source})${E}`, 'giu');

/**
 * A language's rules, built on its first use and kept: a parse runs at every keystroke. Their global
 * RegExps are shared, so a reader sets `lastIndex` to 0 before `exec` (or uses `matchAll`).
 */
function perLanguage<T>(build: (language: Language) => T): (language: Language) => T {
  const built = new Map<Language, T>();
  return (language) => {
    if (!built.has(language)) built.set(language, build(language));
    return built.get(language) as T;
  };
}

/** Month names and their short forms, January first (a regular expression's source each). */
export const MONTH_NAMES: Record<Language, readonly string[]> = {
  en: [
    'jan(?:uary)?',
    'feb(?:ruary)?',
    'mar(?:ch)?',
    'apr(?:il)?',
    'may',
    'june?',
    'july?',
    'aug(?:ust)?',
    'sep(?:t(?:ember)?)?',
    'oct(?:ober)?',
    'nov(?:ember)?',
    'dec(?:ember)?',
  ],
  fr: [
    'janv(?:ier)?',
    'f[ée]v(?:rier)?',
    'mars',
    'avr(?:il)?',
    'mai',
    'juin',
    'juil(?:let)?',
    'ao[uû]t',
    'sept(?:embre)?',
    'oct(?:obre)?',
    'nov(?:embre)?',
    'd[ée]c(?:embre)?',
  ],
};

/** Weekday names, Sunday first (chrono's numbering: 0 = Sunday). */
const WEEKDAYS: Record<Language, readonly string[]> = {
  en: [
    'sun(?:day)?',
    'mon(?:day)?',
    'tue(?:s|sday)?',
    'wed(?:nesday)?',
    'thu(?:rs?|rsday)?',
    'fri(?:day)?',
    'sat(?:urday)?',
  ],
  fr: ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'],
};

/** The weekday number of a name matched by WEEKDAYS (null if none). */
export function weekdayOf(name: string, language: Language): number | null {
  const i = WEEKDAYS[language].findIndex((w) => new RegExp(`^(?:${w})s?$`, 'iu').test(name));
  return i < 0 ? null : i;
}

/** English weekdays in the plural ("mondays"; "tues" and "thurs" are a Tuesday and a Thursday). */
const DAYS_EN = '(?:sun|mon|tues|wednes|thurs|fri|satur)days';

const anyWeekday = (language: Language) => `(?:${WEEKDAYS[language].join('|')})`;

/** The weekdays named in a repeat's words ("every tuesday and thursday" → [2, 4]), in their order. */
export function weekdaysIn(text: string, language: Language): number[] {
  const found: number[] = [];
  for (const m of text.matchAll(word(`${anyWeekday(language)}s?`))) {
    const day = weekdayOf(m[0], language);
    if (day !== null && !found.includes(day)) found.push(day);
  }
  return found;
}

type Repeating = Exclude<Recurrence, 'none'>;

export interface RepeatRule {
  pattern: RegExp;
  /** The kind, or how to read it from the words ("every 2 weeks": weekly). */
  recurrence: Repeating | ((match: RegExpExecArray) => Repeating);
  /** Every how many days, weeks, months or years ("every other week": 2), when the words say. */
  interval?: (match: RegExpExecArray) => number;
  /** The weekdays the words stand for ("every weekend": Sunday and Saturday). */
  weekdays?: readonly number[];
  /** A monthly repeat on a weekday of a week of the month ("the first monday": week 1, -1 the last). */
  nthWeekday?: (match: RegExpExecArray) => { weekday: number; week: WeekOfMonth } | null;
  /** A monthly repeat on a day of the month ("the 1st of every month": 1), group 1. */
  dayOfMonth?: (match: RegExpExecArray) => number;
}

/** The day of the month a monthly repeat says: the first number of its words ("the 15th of each month"). */
const dayOfMonthOf = (m: RegExpExecArray) => Number(/\d+/u.exec(m[0])?.[0] ?? 1);

/** "first", "2nd", "last", "premier", "2e", "dernier": the week of the month (-1 the last). */
function weekOfMonthOf(word: string): WeekOfMonth {
  const w = word.toLowerCase();
  if (/^(?:last|derni)/u.test(w)) return -1;
  if (/^(?:first|1st|premi|1er|1re)/u.test(w)) return 1;
  if (/^(?:second|2nd|deuxi|2e|seconde?)/u.test(w)) return 2;
  if (/^(?:third|3rd|troisi|3e)/u.test(w)) return 3;
  return 4;
}

/** A repeat's unit in English or French ("weeks", "semaines") to its kind. */
function kindOfUnit(unit: string): Repeating {
  const u = unit.toLowerCase();
  if (/^(?:day|jour)/u.test(u)) return 'daily';
  if (/^(?:week|semaine)/u.test(u)) return 'weekly';
  if (/^(?:month|mois)/u.test(u)) return 'monthly';
  return 'annually';
}

const INTERVAL_WORDS: Record<string, number> = {
  other: 2,
  second: 2,
  '2nd': 2,
  third: 3,
  '3rd': 3,
  deux: 2,
  trois: 3,
  quatre: 4,
};

/** "2", "other", "third", "deux" as a number of units between two occurrences. */
function intervalOf(amount: string | undefined): number {
  const a = (amount ?? '').toLowerCase();
  return /^\d+$/u.test(a) ? Number(a) : (INTERVAL_WORDS[a] ?? 2);
}

const WEEKEND = [0, 6] as const;

/** The week and the weekday of "the first monday of the month" (groups 1 and 2). */
function nthOf(
  m: RegExpExecArray,
  language: Language,
): { weekday: number; week: WeekOfMonth } | null {
  const weekday = weekdayOf(m[2] ?? '', language);
  return weekday === null ? null : { weekday, week: weekOfMonthOf(m[1] ?? '') };
}

/**
 * Weekdays written short between slashes ("m/w/f", "mon/wed/fri", "tu/th", "lun/mer/ven", "ma/je"): each
 * abbreviation and its weekday. Letters that could be two days ("s" in English, "m" in French) are not
 * read.
 */
const SLASHED_DAYS: Record<Language, readonly [string, number][]> = {
  en: [
    ['su|sun', 0],
    ['m|mo|mon', 1],
    ['t|tu|tue|tues', 2],
    ['w|we|wed', 3],
    ['th|thu|thur|thurs|r', 4],
    ['f|fr|fri', 5],
    ['sa|sat', 6],
  ],
  fr: [
    ['d|di|dim', 0],
    ['l|lu|lun', 1],
    ['ma|mar', 2],
    ['me|mer', 3],
    ['j|je|jeu', 4],
    ['v|ve|ven', 5],
    ['sa|sam', 6],
  ],
};
function slashedDays(text: string, language: Language): RegExpExecArray | null {
  const one = `(?:${SLASHED_DAYS[language].map(([w]) => w).join('|')})`;
  // No space around the slashes: "w/ th team" is "with".
  return word(`${one}(?:/${one})+`).exec(text);
}
const slashedDay = (abbreviation: string, language: Language) =>
  SLASHED_DAYS[language].find(([w]) => new RegExp(`^(?:${w})$`, 'iu').test(abbreviation))?.[1];

/** Between two weekdays of a list: ", ", " and ", ", and ", " & ", a space / ", ", " et ", a space. */
const AND_EN = '\\s*(?:,\\s*(?:and\\s+)?|\\s+and\\s+|\\s*&\\s*|\\s+)';
const AND_FR = '\\s*(?:,\\s*(?:et\\s+)?|\\s+et\\s+|\\s+)';

/** The words of the days a repeat leaves out (exceptDaysIn), and of one of those days. */
const exceptRules = perLanguage((language: Language) => {
  const fr = language === 'fr';
  const day = `(?:${anyWeekday(language)}s?|${fr ? 'week-?ends?' : 'weekends?'})`;
  const and = fr ? `${AND_FR}(?:les?\\s+)?` : `${AND_EN}(?:on\\s+)?(?:the\\s+)?`;
  const lead = fr
    ? "(?:sauf|except[ée]|hors)\\s+(?:le\\s+|les\\s+|l['’])?"
    : '(?:except|but\\s+not|apart\\s+from|excluding|not\\s+on)\\s+(?:on\\s+)?(?:the\\s+)?';
  return { phrase: word(`${lead}${day}(?:${and}${day})*`), day: word(day) };
});

/**
 * Weekdays a repeat leaves out ("daily except fridays", "every weekday but not wednesday", "tous les jours
 * sauf le dimanche", "sauf les week-ends"): the words and the days, Sunday 0.
 */
export function exceptDaysIn(
  text: string,
  language: Language,
): { start: number; end: number; days: number[] } | null {
  const { phrase, day } = exceptRules(language);
  phrase.lastIndex = 0;
  const m = phrase.exec(text);
  if (!m) return null;
  const days = new Set<number>();
  for (const d of m[0].matchAll(day)) {
    const weekday = weekdayOf(d[0], language);
    if (weekday !== null) days.add(weekday);
    else [0, 6].forEach((w) => days.add(w));
  }
  return { start: m.index, end: m.index + m[0].length, days: [...days] };
}

/**
 * Weekdays said as a habit without a repeat word: a stretch ("mon-fri", "tuesday to thursday", "from
 * monday through friday", "du lundi au vendredi", "lundi-vendredi"), a list ("monday and wednesday",
 * "lundi et mercredi", "mon wed fri", "m/w/f", "lun/mer/ven"), or in French "le" and one weekday without its date ("foot le mardi à 17h"; not
 * "le mardi 8 décembre", "le mardi prochain", nor "pour le vendredi", a deadline). Said with a time of day
 * they are a routine (parseQuickAdd); the days, in order.
 */
export function weekdaysSaid(
  text: string,
  language: Language,
): { start: number; end: number; days: number[] } | null {
  const wd = anyWeekday(language);
  const [from, to, and] =
    language === 'fr'
      ? ['(?:du\\s+|de\\s+)?', '\\s*[-–]\\s*|\\s+(?:au|à|a)\\s+', `${AND_FR}(?:le\\s+)?`]
      : ['(?:from\\s+|on\\s+)?', '\\s*[-–]\\s*|\\s+(?:to|through|thru)\\s+', AND_EN];
  const said: { start: number; end: number; days: number[] }[] = [];
  const stretch = word(`${from}(${wd})(?:${to})(${wd})`).exec(text);
  if (stretch) {
    const first = weekdayOf(stretch[1] ?? '', language);
    const last = weekdayOf(stretch[2] ?? '', language);
    if (first !== null && last !== null && first !== last)
      said.push({ ...spanOf(stretch), days: weekdaysFromTo(first, last) });
  }
  const list = word(`(?:on\\s+|le\\s+)?${wd}(?:${and}${wd})+`).exec(text);
  const listed = list ? weekdaysIn(list[0], language) : [];
  if (list && listed.length > 1) said.push({ ...spanOf(list), days: listed });
  // Weekdays written short: in a French list ("lun, mer 18h", "lun et jeu"; not after "la": "la mer"),
  // or between slashes ("m/w/f"). Two days at least, each one read.
  const shortened = (m: RegExpExecArray | null, names: (words: string) => string[]) => {
    if (!m) return;
    const days = [
      ...new Set(names(m[0]).map((w) => weekdayOf(w, language) ?? slashedDay(w, language) ?? -1)),
    ];
    if (days.length > 1 && !days.includes(-1)) said.push({ ...spanOf(m), days });
  };
  SHORT_LIST_FR.lastIndex = 0;
  if (language === 'fr')
    shortened(SHORT_LIST_FR.exec(text), (w) => [...w.matchAll(SHORT_DAY_FR)].map((d) => d[0]));
  shortened(slashedDays(text, language), (w) => w.split('/').map((d) => d.trim()));
  const earliest = said.sort((a, b) => a.start - b.start)[0];
  if (earliest) return earliest;
  const habit = language === 'fr' ? FRENCH_HABIT(wd).exec(text) : null;
  const day = habit ? weekdayOf(habit[1] ?? '', language) : null;
  return habit && day !== null ? { ...spanOf(habit), days: [day] } : null;
}

const SHORT_DAY_FR = /(?:lun|mar|mer|jeu|ven|sam|dim)(?:di|credi|dredi|edi|anche)?/giu;
/** A list of French weekdays, one written short at least ("lun, mer", "mar. et jeu."). */
const SHORT_LIST_FR = word(
  `(?<!(?:la|de|du|en)\\s+)(?:le\\s+)?${SHORT_DAY_FR.source}\\.?(?:${AND_FR}${SHORT_DAY_FR.source}\\.?)+`,
);

const spanOf = (m: RegExpExecArray) => ({ start: m.index, end: m.index + m[0].length });

const FRENCH_HABIT = (wd: string) =>
  word(
    `(?<!(?:avant|pour|d['’]ici|tard|que|qu['’]au)\\s+)le\\s+(${wd})(?!\\s+(?:\\d{1,2}(?![\\d:]|\\s*h)|1er|prochain|suivant|dernier|d['’]apr[eè]s|en\\s+huit|qui\\s+vient))`,
  );

/** The weekdays from one to another, past Sunday if need be ("fri-mon": 5, 6, 0, 1). */
function weekdaysFromTo(first: number, last: number): number[] {
  const days = [first];
  for (let d = first; d !== last;) {
    d = (d + 1) % 7;
    days.push(d);
  }
  return days;
}

/** Tried in order; the first match wins (weekdays before daily: "every weekday" is not "every day"). */
export const repeatRules = perLanguage((language: Language): RepeatRule[] => {
  const wd = anyWeekday(language);
  if (language === 'fr') {
    return [
      {
        // "toutes les 2 semaines", "tous les deux jours"
        pattern: word(
          '(?:tous|toutes)\\s+les\\s+(\\d{1,2}|deux|trois|quatre)\\s+(jours|semaines|mois|ans|ann[ée]es)',
        ),
        recurrence: (m) => kindOfUnit(m[2] ?? ''),
        interval: (m) => intervalOf(m[1]),
      },
      {
        // "une semaine sur deux", "un jour sur trois"
        pattern: word('une?\\s+(jour|semaine|mois|an|ann[ée]e)\\s+sur\\s+(deux|trois|quatre|\\d)'),
        recurrence: (m) => kindOfUnit(m[1] ?? ''),
        interval: (m) => intervalOf(m[2]),
      },
      {
        // "un vendredi sur deux"
        pattern: word(`une?\\s+${wd}\\s+sur\\s+(deux|trois|quatre|\\d)`),
        recurrence: 'weekly',
        interval: (m) => intervalOf(m[1]),
      },
      {
        // "le premier lundi du mois", "chaque dernier vendredi du mois"
        pattern: word(
          `(?:le|chaque|tous\\s+les)\\s+(premiers?|1ers?|deuxi[èe]mes?|2es?|seconds?|troisi[èe]mes?|3es?|quatri[èe]mes?|4es?|derniers?)\\s+(${wd})s?\\s+(?:du|de\\s+chaque|de\\s+tous\\s+les)\\s+mois`,
        ),
        recurrence: 'monthly',
        nthWeekday: (m) => nthOf(m, 'fr'),
      },
      {
        // "le 1er de chaque mois", "tous les 15 du mois", "le 5 de tous les mois"
        pattern: word(
          '(?:le|tous\\s+les|chaque)\\s+(1er|\\d{1,2})\\s+(?:de\\s+chaque|du|de\\s+tous\\s+les)\\s+mois',
        ),
        recurrence: 'monthly',
        dayOfMonth: dayOfMonthOf,
      },
      {
        // "tous les 1er", "chaque 15": a day of the month said after the repeat word, without "mois"
        pattern: word(
          `(?:tous\\s+les|chaque)\\s+(?:1er|\\d{1,2})(?!\\s*(?:h|:|heures?|min(?:utes?)?|fois|jours?|semaines?|mois|ans?|années?|${wd})(?!\\p{L}))`,
        ),
        recurrence: 'monthly',
        dayOfMonth: dayOfMonthOf,
      },
      {
        pattern: word('(?:tous\\s+les|chaque)\\s+week[-\\s]?ends?'),
        recurrence: 'weekly',
        weekdays: WEEKEND,
      },
      {
        pattern: word(
          '(?:tous\\s+les|chaque)\\s+jours?\\s+(?:de\\s+(?:la\\s+)?semaine|ouvr[ée]s?|ouvrables?)|en\\s+semaine',
        ),
        recurrence: 'weekdays',
      },
      {
        // "tous les jours", "tous les soirs", "chaque matin"
        pattern: word(
          'tous\\s+les\\s+(?:jours|matins|soirs|midis|apr[eè]s-midis?)|toutes\\s+les\\s+(?:nuits|soir[ée]es|matin[ée]es)|chaque\\s+(?:jour|matin|soir|midi|apr[eè]s-midi|nuit|soir[ée]e|matin[ée]e)|quotidiennement|quotidien(?:ne)?',
        ),
        recurrence: 'daily',
      },
      {
        // "tous les mardis et jeudis", "chaque lundi, mercredi et vendredi", "les lundis et jeudis"
        pattern: word(
          `(?:tous\\s+les|chaque)\\s+${wd}s?(?:${AND_FR}(?:les\\s+)?${wd}s?)*|les\\s+${wd}s(?:${AND_FR}(?:les\\s+)?${wd}s)*`,
        ),
        recurrence: 'weekly',
      },
      {
        pattern: word(
          'toutes\\s+les\\s+semaines|chaque\\s+semaine|hebdomadaire(?:ment)?|une\\s+fois\\s+par\\s+semaine',
        ),
        recurrence: 'weekly',
      },
      {
        pattern: word(
          'tous\\s+les\\s+mois|chaque\\s+mois|mensuel(?:le)?(?:ment)?|une\\s+fois\\s+par\\s+mois',
        ),
        recurrence: 'monthly',
      },
      {
        pattern: word(
          'tous\\s+les\\s+ans|chaque\\s+ann[ée]e|chaque\\s+an|toutes\\s+les\\s+ann[ée]es|annuel(?:le)?(?:ment)?|une\\s+fois\\s+par\\s+an',
        ),
        recurrence: 'annually',
      },
    ];
  }
  return [
    {
      // "every 2 weeks", "every other day"
      pattern: word(
        '(?:every|each)\\s+(\\d{1,2}|other|second|2nd|third|3rd)\\s+(days?|weeks?|months?|years?)',
      ),
      recurrence: (m) => kindOfUnit(m[2] ?? ''),
      interval: (m) => intervalOf(m[1]),
    },
    {
      // "every other friday", "every 2 tuesdays" (not "every second monday of the month": next rule)
      pattern: word(`(?:every|each)\\s+(\\d{1,2}|other|second|third)\\s+${wd}s?(?!\\s+of\\s+)`),
      recurrence: 'weekly',
      interval: (m) => intervalOf(m[1]),
    },
    {
      // "every 3rd thursday", "every last friday": of the month, as a club or a meeting says it
      pattern: word(
        `(?:every|each)\\s+(first|1st|2nd|3rd|fourth|4th|last)\\s+(${wd})(?!\\s+of\\s+)`,
      ),
      recurrence: 'monthly',
      nthWeekday: (m) => nthOf(m, 'en'),
    },
    {
      // "every first monday of the month", "the last friday of every month"
      pattern: word(
        `(?:(?:every|each|on\\s+the|the|on)\\s+)?(first|1st|second|2nd|third|3rd|fourth|4th|last)\\s+(${wd})\\s+of\\s+(?:the|each|every)\\s+month`,
      ),
      recurrence: 'monthly',
      nthWeekday: (m) => nthOf(m, 'en'),
    },
    {
      // "every 1st", "each 15th": a day of the month, with its ordinal
      pattern: word(
        `(?:every|each)\\s+(?:the\\s+)?\\d{1,2}(?:st|nd|rd|th)(?!\\s+(?:of|weeks?|days?|months?|years?|${wd}))`,
      ),
      recurrence: 'monthly',
      dayOfMonth: dayOfMonthOf,
    },
    {
      // "on the 1st of every month", "the 15th of each month"
      pattern: word(
        '(?:on\\s+)?(?:the\\s+\\d{1,2}(?:st|nd|rd|th)?|\\d{1,2}(?:st|nd|rd|th))\\s+of\\s+(?:every|each|the)\\s+month',
      ),
      recurrence: 'monthly',
      dayOfMonth: dayOfMonthOf,
    },
    {
      pattern: word('(?:every|each)\\s+weekend|(?:on\\s+)?weekends'),
      recurrence: 'weekly',
      weekdays: WEEKEND,
    },
    {
      pattern: word(
        '(?:every|each)\\s+(?:week\\s*day|working\\s+day|business\\s+day|work\\s*day)|(?:on\\s+)?weekdays',
      ),
      recurrence: 'weekdays',
    },
    {
      // "every day", "daily", "every evening", "each morning"
      pattern: word(
        '(?:every|each)\\s*day|daily|(?:every|each)\\s+(?:morning|afternoon|evening|night)',
      ),
      recurrence: 'daily',
    },
    {
      // "every tuesday and thursday", "on mondays, wednesdays and fridays", "sunday nights"
      pattern: word(
        `(?:every|each)\\s+${wd}(?:${AND_EN}${wd})*|(?:on\\s+)?${DAYS_EN}(?:${AND_EN}${DAYS_EN})*|(?:on\\s+)?${wd}(?=\\s+(?:mornings|afternoons|evenings|nights)(?![\\p{L}]))`,
      ),
      recurrence: 'weekly',
    },
    { pattern: word('(?:every|each)\\s+week|weekly|once\\s+a\\s+week'), recurrence: 'weekly' },
    { pattern: word('(?:every|each)\\s+month|monthly|once\\s+a\\s+month'), recurrence: 'monthly' },
    {
      pattern: word('(?:every|each)\\s+year|yearly|annually|once\\s+a\\s+year'),
      recurrence: 'annually',
    },
  ];
});

export interface PriorityRule {
  pattern: RegExp;
  priority: Priority;
}

/** Marks of priority in either language, as other planners write them: "!!!" or "!1", "!!" or "!2", "!3". */
const MARKS: Record<Priority, string> = {
  high: '(?<!!)!!!(?!!)|!1',
  medium: '(?<!!)!!(?!!)|!2',
  low: '!3',
};

/** Tried in order: "not urgent" before "urgent". */
export const priorityRules = perLanguage((language: Language): PriorityRule[] => {
  const marks: PriorityRule[] = (['low', 'medium', 'high'] as const).map((priority) => ({
    pattern: word(MARKS[priority]),
    priority,
  }));
  return [...marks, ...wordsOfPriority(language)];
});

function wordsOfPriority(language: Language): PriorityRule[] {
  if (language === 'fr') {
    return [
      {
        pattern: word(
          'pas\\s+urgente?|(?:basse|faible)\\s+priorit[ée]|priorit[ée]\\s*:?\\s*(?:basse|faible)',
        ),
        priority: 'low',
      },
      {
        pattern: word(
          '(?:moyenne|normale)\\s+priorit[ée]|priorit[ée]\\s*:?\\s*(?:moyenne|normale)',
        ),
        priority: 'medium',
      },
      {
        pattern: word(
          '(?:haute|forte|grande)\\s+priorit[ée]|priorit[ée]\\s*:?\\s*(?:haute|forte|[ée]lev[ée]e)|tr[èe]s\\s+urgente?|urgente?|prioritaire|au\\s+plus\\s+vite|d[èe]s\\s+que\\s+possible|asap',
        ),
        priority: 'high',
      },
    ];
  }
  return [
    {
      pattern: word('not\\s+urgent|low\\s+priority|priority\\s*:?\\s*low|low\\s+prio|p3'),
      priority: 'low',
    },
    {
      pattern: word('(?:medium|normal)\\s+priority|priority\\s*:?\\s*(?:medium|normal)|p2'),
      priority: 'medium',
    },
    {
      pattern: word(
        '(?:high|top)\\s+priority|priority\\s*:?\\s*high|high\\s+prio|very\\s+urgent|urgent|asap|p1',
      ),
      priority: 'high',
    },
  ];
}

const NUM = '(\\d+(?:[.,]\\d+)?)';

/** A duration after its marker ("for 45 min", "pendant 1h30") or a number of minutes alone ("30 min"). */
export const durationRule = perLanguage((language: Language): RegExp => {
  const marker = language === 'fr' ? '(?:pendant|durant|dur[ée]e\\s*:?)' : '(?:for|lasting)';
  const amount =
    language === 'fr'
      ? [
          `${NUM}\\s*h(?:eures?)?\\s*(?:et\\s+)?(\\d{1,2})?\\s*(?:min(?:utes?)?)?(?:\\s+et\\s+demie)?`,
          `${NUM}\\s*min(?:utes?)?`,
          'une\\s+demi[- ]heure',
          'une\\s+heure(?:\\s+et\\s+demie)?',
          '(?:une\\s+)?journ[ée]e',
        ]
      : [
          `${NUM}\\s*(?:h|hrs?|hours?)\\s*(?:and\\s+)?(?:(\\d{1,2})\\s*(?:m|mins?|minutes?)?)?`,
          `${NUM}\\s*(?:m|mins?|minutes?)`,
          'half\\s+an\\s+hour',
          '(?:an|one)\\s+hour(?:\\s+and\\s+a\\s+half)?',
          '(?:an?|one)\\s+(?:hour\\s+and\\s+)?\\d+\\s*(?:m|mins?|minutes?)',
        ];
  // Minutes need no marker ("read 30 min every day"), unless they say when ("in 30 min", "dans 30 min"):
  // a number of minutes is never a time of day. Nor do English hours ("write essay 2 hours tomorrow");
  // French "2 heures" may be a time of day ("vendredi 15 heures").
  // English "3h" and "2h30" are lengths too ("prepare slides 3h by friday"; chrono read three hours from
  // now), but not after "at".
  const units =
    language === 'fr'
      ? 'min(?:ute)?s?'
      : 'min(?:ute)?s?|hours?|hrs?|h(?:\\s*\\d{2}(?:\\s*m(?:ins?)?)?)?';
  // Nor after "every" ("medication every 8 hours" is a frequency we do not repeat at).
  const notWhen =
    language === 'fr' ? "(?:dans|d['’]ici|en|toutes\\s+les)" : '(?:in|within|at|@|every)';
  // "2-3 hours": the longer.
  const alone = `(?<!${notWhen}\\s+)(?:\\d{1,2}\\s*[-–]\\s*)?${NUM}\\s*(?:${units})(?!\\s+(?:from|ago|later|before|after))`;
  // French "de" says a length before minutes or a few hours ("une marche de 2h", "sieste de 20 min"); before
  // a later hour, or as a range's start, it says when ("le cours de 8h", "de 2h à 4h").
  const lengthOf =
    language === 'fr'
      ? `|de\\s+(?:${NUM}\\s*min(?:utes?)?|(?:une\\s+heure|[1-4]\\s*h(?:eures?)?(?:\\s*\\d{2})?)(?!\\s*(?:à|a|et|-|jusqu)(?![\\p{L}])))`
      : '';
  // "~2h", "~ 45 min": an estimate, in either language.
  return word(`(?:${marker}\\s+|~\\s*)(?:${amount.join('|')})${lengthOf}|${alone}`);
});

/** The minutes a duration match stands for. */
export function durationMinutes(text: string): number | null {
  const t = text.toLowerCase().replace(',', '.');
  if (/demi[- ]heure|half\s+an\s+hour/u.test(t)) return 30;
  if (/journ[ée]e/u.test(t)) return 24 * 60;
  const half = /et\s+demie|and\s+a\s+half/u.test(t) ? 30 : 0;
  if (/(?:une|an|one)\s+heure|(?:an|one)\s+hour/u.test(t) && !/\d/u.test(t)) return 60 + half;
  const hours = /(\d+(?:\.\d+)?)\s*(?:h|hrs?|hours?|heures?)(?![a-z])/u.exec(t);
  const hourMatch =
    /(\d+(?:\.\d+)?)\s*(?:h|hrs?|hours?|heures?)\s*(?:and\s+|et\s+)?(\d{1,2})?/u.exec(t);
  if (hours && hourMatch) {
    const minutes = hourMatch[2] ? Number(hourMatch[2]) : 0;
    const total = Math.round(Number(hours[1]) * 60) + minutes + half;
    return total > 0 ? total : null;
  }
  const mins = /(\d+)\s*(?:m|mins?|minutes?)(?![a-z])/u.exec(t);
  if (mins) {
    // "an hour and 15 min" / "one hour 15 minutes"
    const plusHour = /(?:an|one)\s+hour/u.test(t) ? 60 : 0;
    const total = Number(mins[1]) + plusHour;
    return total > 0 ? total : null;
  }
  return null;
}

/** Words that say the date is a deadline, right before the date ("due friday", "avant vendredi"). */
export const deadlineMarker = perLanguage((language: Language): RegExp => {
  const source =
    language === 'fr'
      ? "(?:avant(?:\\s+le)?|pour(?:\\s+le)?|d'ici(?:\\s+(?:le|à))?|d’ici(?:\\s+(?:le|à))?|jusqu['’]\\s*(?:au|à)(?:\\s+(?:le|la))?|au\\s+plus\\s+tard(?:\\s+le)?|à\\s+rendre(?:\\s+(?:pour\\s+)?le)?|[ée]ch[ée]ance(?:\\s*:)?(?:\\s+le)?|deadline(?:\\s*:)?)"
      : '(?:due(?:\\s+(?:on|by|before))?|by|before|until|till|no\\s+later\\s+than|deadline(?:\\s*:)?)(?:\\s+the)?(?:\\s+(?:eod|cob|end\\s+of\\s+(?:the\\s+)?day))?';
  return new RegExp(`${B}${source}\\s*$`, 'iu');
});

/** The words before a repeat's last day ("every wednesday until june", "jusqu'au 20 juin"). */
export const untilRule = perLanguage((language: Language): RegExp => {
  return word(
    language === 'fr'
      ? "jusqu['’]\\s*(?:au|à\\s+la|à|a|en)|jusque"
      : 'until|till|through|thru|ending(?:\\s+on)?',
  );
});

/** Small words that belong to the date right after them ("at 6pm", "on the 12th of december", "first thing tomorrow", "le 3 décembre", "à 18h"). */
export const connector = perLanguage((language: Language): RegExp => {
  const source =
    language === 'fr'
      ? "(?:le|la|à|a|au|dès|vers|ce|cette|de|du|à\\s+partir\\s+(?:du|de|d['’])|à\\s+compter\\s+du)"
      : '(?:(?:on\\s+)?(?:at|@|on|the|this|around|from|for)|(?:starting|beginning)(?:\\s+(?:on|from))?|first\\s+thing(?:\\s+(?:on|in\\s+the\\s+morning))?)';
  return new RegExp(`${B}${source}\\s*$`, 'iu');
});

/** A part of the day right after a repeat ("every friday afternoon", "tous les samedis matin"): the repeat's. */
export const PART_OF_DAY_AFTER =
  /^\s+(?:in\s+the\s+|au\s+|en\s+|le\s+|la\s+)?(?:mornings?|afternoons?|evenings?|nights?|matins?|apr[eè]s-midis?|soirs?|soir[ée]es?|nuits?)(?![\p{L}\p{N}_])/iu;

/** "all day" / "toute la journée": a day without a time that is an event, not a deadline. */
export const allDayRule = perLanguage((language: Language): RegExp => {
  return word(
    language === 'fr'
      ? 'toute\\s+la\\s+journ[ée]e|(?:la\\s+)?journ[ée]e\\s+enti[èe]re'
      : 'all[\\s-]day(?:\\s+long)?|the\\s+whole\\s+day',
  );
});
