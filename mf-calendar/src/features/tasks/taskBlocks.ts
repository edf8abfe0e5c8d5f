// Scheduled tasks and a plan's proposals as FullCalendar event inputs: their own blocks beside the events.
import { urgencyScore, type Placement } from '@planner/shared/domain';
import type { Task } from '@planner/shared/model';

/** Ids of task blocks and of a plan's ghost blocks, apart from the events' keys. */
export const TASK_PREFIX = 'task:';
export const GHOST_PREFIX = 'ghost:';

export type UrgencyLevel = 'high' | 'medium' | 'low';

/** The urgency colour's level from the score (3 to 18): 14 and above high, 9 and above medium. */
export function urgencyLevel(task: Task, now: Date): UrgencyLevel {
  const score = urgencyScore(task, now);
  return score >= 14 ? 'high' : score >= 9 ? 'medium' : 'low';
}

export interface TaskBlockInput {
  id: string;
  title: string;
  start: Date;
  end: Date;
  allDay: false;
  editable: boolean;
  durationEditable: boolean;
  className: string;
  extendedProps: {
    kind: 'task' | 'ghost';
    taskId: string;
    done: boolean;
    urgency: UrgencyLevel;
  };
}

export interface BlockClasses {
  task: string;
  ghost: string;
  done: string;
  urgency: Record<UrgencyLevel, string>;
}

/** A scheduled task's block: moved and resized like an event, in its urgency colour. */
export function taskBlock(task: Task, now: Date, classes: BlockClasses): TaskBlockInput | null {
  if (task.scheduledStart === undefined || task.scheduledMinutes === undefined) return null;
  const start = Date.parse(task.scheduledStart);
  const urgency = urgencyLevel(task, now);
  return {
    id: TASK_PREFIX + task.id,
    title: task.title,
    start: new Date(start),
    end: new Date(start + task.scheduledMinutes * 60_000),
    allDay: false,
    editable: true,
    durationEditable: true,
    className: [classes.task, classes.urgency[urgency], task.done ? classes.done : '']
      .filter(Boolean)
      .join(' '),
    extendedProps: { kind: 'task', taskId: task.id, done: task.done, urgency },
  };
}

/** A proposal of the plan, dashed and translucent; it can be dragged to another time before accepting. */
export function ghostBlock(
  placement: Placement,
  task: Task,
  now: Date,
  classes: BlockClasses,
): TaskBlockInput {
  const start = Date.parse(placement.start);
  const urgency = urgencyLevel(task, now);
  return {
    id: GHOST_PREFIX + task.id,
    title: task.title,
    start: new Date(start),
    end: new Date(start + placement.minutes * 60_000),
    allDay: false,
    editable: true,
    durationEditable: false,
    className: `${classes.ghost} ${classes.urgency[urgency]}`,
    extendedProps: { kind: 'ghost', taskId: task.id, done: false, urgency },
  };
}
