// Quick add reads every sentence a person may type while typing it, letter by letter: it never throws
// (the field would break under the person's fingers) and what it answers holds together. Sentences are
// made of pieces of real ones, mixed in orders nobody tested by hand ("sprint planning every 2 weeks monday
// 10am until march" made a span end before it started and threw), with a fixed seed so a failure repeats.
import { quickAddProblem } from '../domain/quickAdd';
import { parseQuickAdd } from './parseQuickAdd';

const now = new Date('2026-11-25T10:00:00Z');

const PIECES = {
  en: [
    'call mom',
    'tomorrow',
    'friday',
    'next monday',
    'every 2 weeks',
    'every other friday',
    'mon-fri',
    'monday and wednesday',
    'at 6pm',
    '9:30',
    '10am-11am',
    'half past 12',
    'until march',
    'until dec 20',
    'by the end of the month',
    'end of week',
    'for 45 min',
    '2 hours',
    'urgent',
    'low priority',
    'all day',
    'on the 1st of every month',
    'every 3rd thursday',
    'before christmas',
    'in january',
    'weekly',
    'every evening',
    'game night',
    '12/15',
    'the 5th',
    'dec 20 to dec 27',
    '@ 3',
    'm/w/f',
    'this week',
    'quarter to 3',
    'from jan 5',
    '9-5',
    'between 2 and 4pm',
    '12/20-12/27',
    '9 till noon',
    'next tues',
    'eod',
    '!!!',
    'wednesday at 3',
    '-',
    ',',
  ],
  fr: [
    'appeler maman',
    'demain',
    'vendredi',
    'lundi prochain',
    'toutes les 2 semaines',
    'un vendredi sur deux',
    'du lundi au vendredi',
    'lundi et mercredi',
    'à 18h',
    '9h30',
    '10h-11h',
    'midi et demi',
    "jusqu'en mars",
    "jusqu'au 20 décembre",
    'à la fin du mois',
    "d'ici la fin de la semaine",
    'pendant 45 min',
    'urgent',
    'priorité basse',
    'toute la journée',
    'le 1er de chaque mois',
    'avant noël',
    'le 30/11',
    'le 5',
    'tous les soirs',
    'le mardi',
    'du 20 au 27 décembre',
    'au plus vite',
    'lun/mer/ven',
    'cette semaine',
    '8h moins le quart',
    'à partir du 5 janvier',
    'jeudi 3',
    'entre 14h et 16h',
    'de 19h à minuit',
    '15 h',
    '20/12-3/01',
    '-',
    ',',
  ],
} as const;

/** A small deterministic generator (mulberry32): the same sentences on every run. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function sentences(language: 'en' | 'fr', count: number): string[] {
  const next = random(language === 'en' ? 20261202 : 20261203);
  const pieces = PIECES[language];
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const length = 2 + Math.floor(next() * 4);
    const words: string[] = [];
    for (let j = 0; j < length; j++) words.push(pieces[Math.floor(next() * pieces.length)]!);
    out.push(words.join(' '));
  }
  return out;
}

describe.each(['en', 'fr'] as const)('quick add on mixed sentences (%s)', (language) => {
  it('never throws, and its parts, title and times hold together', () => {
    const problems: string[] = [];
    for (const text of sentences(language, 600)) {
      // Each sentence as typed, and each of its prefixes at a word's end (what the field reads as one types).
      const prefixes = [...text.matchAll(/\S(?=\s|$)/gu)].map((m) => text.slice(0, m.index + 1));
      for (const typed of prefixes) {
        let r;
        try {
          r = parseQuickAdd(typed, { now, timeZone: 'Europe/Paris', language });
        } catch (e) {
          problems.push(`${typed}: threw ${(e as Error).message}`);
          continue;
        }
        let at = -1;
        for (const p of r.parts) {
          if (typed.slice(p.index, p.index + p.text.length) !== p.text)
            problems.push(`${typed}: part "${p.text}" is not the words at ${p.index}`);
          if (p.index < at) problems.push(`${typed}: parts overlap or are out of order`);
          at = p.index + p.text.length;
        }
        if (r.title.length > typed.length)
          problems.push(`${typed}: title longer than the sentence`);
        if (r.start && r.end && Date.parse(r.end) <= Date.parse(r.start))
          problems.push(`${typed}: ends at ${r.end}, not after ${r.start}`);
        // A repeat said to end before its start ("until dec 20 … before christmas") is refused with its
        // message, never saved as a series without a day.
        if (
          r.recurrenceEnd &&
          r.start &&
          r.recurrenceEnd < r.start.slice(0, 10) &&
          !quickAddProblem(r, now)
        )
          problems.push(
            `${typed}: repeats until ${r.recurrenceEnd}, before ${r.start}, and may be saved`,
          );
      }
    }
    expect(problems.slice(0, 10)).toEqual([]);
  });
});
