// The server's task deadline policy: the shared deadline rules, counted in UTC with one day of slack.
import {
  deriveDeadlineRange as deriveRange,
  isDeadlineInPast as isBeforeToday,
} from '@planner/shared/domain';
import type { DeadlineRange } from '@planner/shared/model';

/**
 * The client counts from the user's local date; the server cannot know the user's zone, so it
 * counts from the UTC date and also accepts yesterday (UTC): somewhere it is still that day.
 */
const SERVER_CLOCK = { timeZone: 'UTC', slackDays: 1 } as const;

/** < 2 days: lessThan2Days; 2 to 5: 2to5Days; more than 5: moreThan5Days (from today in UTC). */
export function deriveDeadlineRange(deadline: string, now: Date): DeadlineRange {
  return deriveRange(deadline, now, SERVER_CLOCK);
}

/** A deadline before yesterday (UTC) is in the past in every time zone. */
export function isDeadlineInPast(deadline: string, now: Date): boolean {
  return isBeforeToday(deadline, now, SERVER_CLOCK);
}
