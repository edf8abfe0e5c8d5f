// Recommended event presets generated from the lifestyle profile (pure): what to suggest, when, and why.
import type { Profile, Recurrence, SportMoment, WorkType } from '../model';

/** The profile rule that produced a recommendation (stored as Preset.source). */
export type RecommendationSource =
  | 'mealReminders.lunch'
  | 'mealReminders.dinner'
  | 'doesSport'
  | 'sleepReminders'
  | 'commute.toWork'
  | 'commute.fromWork'
  | `activeBreaks.${number}`
  | 'personalTime';

/** The rule's name, for the "why" text (one translation key per rule). */
export type RecommendationRule =
  | 'lunch'
  | 'dinner'
  | 'sport'
  | 'sleep'
  | 'commuteToWork'
  | 'commuteFromWork'
  | 'activeBreak'
  | 'relaxation';

export interface Recommendation {
  source: RecommendationSource;
  rule: RecommendationRule;
  /** Values for the "why" text (times, minutes, the sport moment, the work type...). */
  params: Record<string, string | number>;
  /** Start time of day 'HH:MM' in the user's time zone. */
  startTime: string;
  durationMin: number;
  recurrence: Recurrence;
  color: string;
  reminderMinutes: number | null;
}

/** Work hours assumed for commute blocks: the profile says how long the trip is, not when work is. */
export const WORK_START = '09:00';
export const WORK_END = '17:00';

const SPORT_START: Record<SportMoment, string> = {
  morning: '07:00',
  noon: '12:00',
  afternoon: '17:30',
  evening: '19:00',
};
export const SPORT_DURATION_MIN = 60;
export const LUNCH_DURATION_MIN = 45;
export const DINNER_DURATION_MIN = 60;
export const ACTIVE_BREAK_MIN = 5;

/** Sitting work needs moving more often than standing work, which needs it more than active work. */
const BREAK_TIMES: Record<WorkType, readonly string[]> = {
  sitting: ['10:00', '11:00', '14:30', '15:30', '16:30'],
  standing: ['10:30', '15:00'],
  active: ['15:00'],
};

const COLORS = {
  meal: '#2E7D32',
  sport: '#C62828',
  sleep: '#3949AB',
  commute: '#6D4C41',
  break: '#00838F',
  relaxation: '#8E24AA',
} as const;

/** Minutes since midnight of 'HH:MM'. */
export function minutesOfDay(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

/** 'HH:MM' of minutes since midnight, wrapping around the day. */
export function hhmmOf(minutes: number): string {
  const m = ((Math.round(minutes) % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/** Minutes from `from` to `to` on the clock, across midnight if needed (23:00 → 07:00 is 480). */
export function clockSpan(from: string, to: string): number {
  return (((minutesOfDay(to) - minutesOfDay(from)) % 1440) + 1440) % 1440;
}

/**
 * The presets the profile calls for. A profile that is not completed gets none (the UI invites the
 * user to complete it). Rules:
 * - mealReminders: lunch at lunchTime, dinner at dinnerTime (each only when its time is set), daily;
 * - doesSport: one hour at the sportMoment (morning 07:00, noon 12:00, afternoon 17:30, evening
 *   19:00), weekly; at noon it ends when lunch starts if lunch is earlier than 13:00; never over a
 *   commute block: it ends when the trip to work starts, or starts when the trip home ends (on a quarter
 *   hour);
 * - sleepReminders: bedtime to wakeUpTime (across midnight), daily, when both are set;
 * - commute unless transportMode is 'remote' (and the trip takes time): a block of
 *   commuteDurationMin ending at 09:00 and one starting at 17:00, on weekdays;
 * - activeBreaks: 5-minute breaks on weekdays, five for sitting work, two standing, one active;
 * - personalTime: relaxationDurationMin daily, ending 30 minutes before bedtime, else starting an
 *   hour after dinner, else at 20:30.
 */
export function recommendPresets(profile: Profile): Recommendation[] {
  if (!profile.isProfileCompleted) return [];
  const out: Recommendation[] = [];

  if (profile.mealReminders) {
    if (profile.lunchTime) {
      out.push({
        source: 'mealReminders.lunch',
        rule: 'lunch',
        params: { time: profile.lunchTime },
        startTime: profile.lunchTime,
        durationMin: LUNCH_DURATION_MIN,
        recurrence: 'daily',
        color: COLORS.meal,
        reminderMinutes: 10,
      });
    }
    if (profile.dinnerTime) {
      out.push({
        source: 'mealReminders.dinner',
        rule: 'dinner',
        params: { time: profile.dinnerTime },
        startTime: profile.dinnerTime,
        durationMin: DINNER_DURATION_MIN,
        recurrence: 'daily',
        color: COLORS.meal,
        reminderMinutes: 10,
      });
    }
  }

  if (profile.doesSport) {
    let startTime = SPORT_START[profile.sportMoment];
    if (
      profile.sportMoment === 'noon' &&
      profile.mealReminders &&
      profile.lunchTime &&
      minutesOfDay(profile.lunchTime) < 13 * 60
    ) {
      startTime = hhmmOf(minutesOfDay(profile.lunchTime) - SPORT_DURATION_MIN);
    }
    startTime = clearOfCommute(startTime, profile);
    out.push({
      source: 'doesSport',
      rule: 'sport',
      params: { moment: profile.sportMoment, time: startTime },
      startTime,
      durationMin: SPORT_DURATION_MIN,
      recurrence: 'weekly',
      color: COLORS.sport,
      reminderMinutes: 30,
    });
  }

  if (profile.sleepReminders && profile.bedtime && profile.wakeUpTime) {
    const span = clockSpan(profile.bedtime, profile.wakeUpTime);
    if (span > 0) {
      out.push({
        source: 'sleepReminders',
        rule: 'sleep',
        params: {
          bedtime: profile.bedtime,
          wakeUpTime: profile.wakeUpTime,
          hours: round1(span / 60),
        },
        startTime: profile.bedtime,
        durationMin: span,
        recurrence: 'daily',
        color: COLORS.sleep,
        reminderMinutes: 30,
      });
    }
  }

  if (profile.transportMode !== 'remote' && profile.commuteDurationMin > 0) {
    const minutes = profile.commuteDurationMin;
    const params = { minutes, mode: profile.transportMode };
    out.push(
      {
        source: 'commute.toWork',
        rule: 'commuteToWork',
        params: { ...params, time: WORK_START },
        startTime: hhmmOf(minutesOfDay(WORK_START) - minutes),
        durationMin: minutes,
        recurrence: 'weekdays',
        color: COLORS.commute,
        reminderMinutes: 5,
      },
      {
        source: 'commute.fromWork',
        rule: 'commuteFromWork',
        params: { ...params, time: WORK_END },
        startTime: WORK_END,
        durationMin: minutes,
        recurrence: 'weekdays',
        color: COLORS.commute,
        reminderMinutes: null,
      },
    );
  }

  if (profile.activeBreaks) {
    const times = BREAK_TIMES[profile.workType];
    times.forEach((time, i) => {
      out.push({
        source: `activeBreaks.${i + 1}`,
        rule: 'activeBreak',
        params: { workType: profile.workType, count: times.length, time },
        startTime: time,
        durationMin: ACTIVE_BREAK_MIN,
        recurrence: 'weekdays',
        color: COLORS.break,
        reminderMinutes: null,
      });
    });
  }

  if (profile.personalTime) {
    const minutes = profile.relaxationDurationMin;
    const startTime = profile.bedtime
      ? hhmmOf(minutesOfDay(profile.bedtime) - 30 - minutes)
      : profile.dinnerTime
        ? hhmmOf(minutesOfDay(profile.dinnerTime) + 60)
        : '20:30';
    out.push({
      source: 'personalTime',
      rule: 'relaxation',
      params: { minutes, time: startTime },
      startTime,
      durationMin: minutes,
      recurrence: 'daily',
      color: COLORS.relaxation,
      reminderMinutes: null,
    });
  }
  return out;
}

/** The sport start moved off the commute blocks (see recommendPresets), else unchanged. */
function clearOfCommute(startTime: string, profile: Profile): string {
  const minutes = profile.commuteDurationMin;
  if (profile.transportMode === 'remote' || minutes <= 0) return startTime;
  const start = minutesOfDay(startTime);
  const end = start + SPORT_DURATION_MIN;
  const toWork = minutesOfDay(WORK_START) - minutes;
  if (start < minutesOfDay(WORK_START) && end > toWork) {
    return hhmmOf(Math.floor((toWork - SPORT_DURATION_MIN) / 15) * 15);
  }
  const homeAt = minutesOfDay(WORK_END) + minutes;
  if (start < homeAt && end > minutesOfDay(WORK_END)) return hhmmOf(Math.ceil(homeAt / 15) * 15);
  return startTime;
}

function round1(x: number): number {
  return Math.round(x * 10) / 10;
}
