// The sentence that reads a rule back, in English and French, for each kind and refinement.
import i18next from 'i18next';
import { setupI18n } from '../testing/renderWithCalendar';
import { describeRepeat, type DescribedRule } from './repeatSentence';

const say = (rule: Partial<DescribedRule>, start: string) =>
  describeRepeat(
    { recurrence: 'weekly', recurrenceEnd: null, ...rule },
    start,
    i18next.getFixedT(null, 'calendar'),
    i18next.language,
  );

describe('describeRepeat', () => {
  it('in English', async () => {
    await setupI18n('en');
    expect(say({ recurrence: 'daily', interval: 3, count: 1 }, '2026-05-05')).toBe(
      'Every 3 days, once',
    );
    expect(say({ recurrence: 'weekdays' }, '2026-05-05')).toBe('Every weekday (Monday to Friday)');
    expect(say({ byWeekday: [4, 2] }, '2026-05-05')).toBe('Every week on Tuesday and Thursday');
    expect(say({ recurrence: 'monthly' }, '2026-05-01')).toBe('Every month on day 1');
    expect(say({ recurrence: 'monthly', monthlyBy: 'lastDay', count: 12 }, '2026-05-31')).toBe(
      'Every month on the last day, 12 times',
    );
    expect(
      say({ recurrence: 'annually', interval: 2, recurrenceEnd: '2040-12-31' }, '2026-07-14'),
    ).toBe('Every 2 years on July 14, until December 31, 2040');
  });

  it('in French', async () => {
    await setupI18n('fr');
    expect(say({ recurrence: 'daily' }, '2026-05-05')).toBe('Tous les jours');
    expect(say({ byWeekday: [1, 3, 5], interval: 2 }, '2026-05-04')).toBe(
      'Toutes les 2 semaines le lundi, le mercredi et le vendredi',
    );
    expect(say({ recurrence: 'monthly' }, '2026-05-01')).toBe('Tous les mois le 1er');
    expect(
      say({ recurrence: 'monthly', monthlyBy: 'nthWeekday', weekOfMonth: -1 }, '2026-05-29'),
    ).toBe('Tous les mois le dernier vendredi');
    expect(say({ recurrence: 'monthly', monthlyBy: 'lastDay', count: 1 }, '2026-05-31')).toBe(
      'Tous les mois le dernier jour du mois, une fois',
    );
    expect(say({ recurrence: 'annually', recurrenceEnd: '2026-12-31' }, '2026-07-14')).toBe(
      'Tous les ans le 14 juillet, jusqu’au 31 décembre',
    );
  });
});
