// To-do task: the wire format of docs/product.md section 3, "Task", shared by the client and the api.
import * as z from 'zod/mini';
import {
  DEADLINE_RANGES,
  ESTIMATED_TIME_RANGES,
  MAX_SCHEDULED_MINUTES,
  MIN_SCHEDULED_MINUTES,
  PRIORITIES,
} from './constants';
import {
  descriptionSchema,
  idSchema,
  isoDateSchema,
  isoDateTimeSchema,
  timestampSchema,
  titleSchema,
} from './common.schema';

export const prioritySchema = z.enum(PRIORITIES);
export const deadlineRangeSchema = z.enum(DEADLINE_RANGES);
export const estimatedTimeRangeSchema = z.enum(ESTIMATED_TIME_RANGES);
export type Priority = z.infer<typeof prioritySchema>;
export type DeadlineRange = z.infer<typeof deadlineRangeSchema>;
export type EstimatedTimeRange = z.infer<typeof estimatedTimeRangeSchema>;

const taskFields = {
  title: titleSchema,
  description: z._default(descriptionSchema, ''),
  priority: z._default(prioritySchema, 'medium'),
  /** Calendar date the task is due; "not in the past" is checked on create/edit (domain/deadline.ts). */
  deadline: z._default(z.nullable(isoDateSchema), null),
  /** Derived from deadline when one is set; chosen by the user otherwise. */
  deadlineRange: z._default(deadlineRangeSchema, 'moreThan5Days'),
  estimatedTimeRange: z._default(estimatedTimeRangeSchema, '15to2Hour'),
  /**
   * The estimate in minutes, when the person said one ("answer emails for 30 min"): plans and blocks on
   * the calendar take it as the task's length. It counts only while it falls in estimatedTimeRange (a range
   * chosen later wins; domain/taskSchedule.ts), and the score still reads the range (docs/product.md).
   */
  estimatedMinutes: z.optional(
    z.number().check(z.int(), z.minimum(1), z.maximum(MAX_SCHEDULED_MINUTES)),
  ),
  done: z._default(z.boolean(), false),
  doneAt: z._default(z.nullable(isoDateTimeSchema), null),
  createdAt: isoDateTimeSchema,
  /** Time-blocking: when the task is planned on the calendar (absent = unscheduled). */
  scheduledStart: z.optional(isoDateTimeSchema),
  /** Length of the block on the calendar, with scheduledStart. */
  scheduledMinutes: z.optional(
    z.number().check(z.int(), z.minimum(MIN_SCHEDULED_MINUTES), z.maximum(MAX_SCHEDULED_MINUTES)),
  ),
  lastUpdated: timestampSchema,
};

/** Two devices' clocks may disagree by this much: a task completed on one just after it was created on the other. */
const CLOCK_SKEW_MS = 5 * 60_000;

function checkTask(
  t: {
    done: boolean;
    doneAt: string | null;
    createdAt: string;
    scheduledStart?: string | undefined;
    scheduledMinutes?: number | undefined;
  },
  ctx: z.core.$RefinementCtx,
): void {
  if ((t.scheduledStart === undefined) !== (t.scheduledMinutes === undefined)) {
    ctx.addIssue({
      code: 'custom',
      path: [t.scheduledStart === undefined ? 'scheduledStart' : 'scheduledMinutes'],
      message: 'scheduledStart and scheduledMinutes are set together or not at all',
    });
  }
  if (t.done !== (t.doneAt !== null)) {
    ctx.addIssue({
      code: 'custom',
      path: ['doneAt'],
      message: 'doneAt is set exactly when done is true',
    });
  }
  if (t.doneAt && Date.parse(t.doneAt) < Date.parse(t.createdAt) - CLOCK_SKEW_MS) {
    ctx.addIssue({
      code: 'custom',
      path: ['doneAt'],
      message: 'A task cannot be completed before it was created',
    });
  }
}

export const taskInputSchema = z.object(taskFields).check(z.superRefine(checkTask));
export const taskSchema = z.object({ id: idSchema, ...taskFields }).check(z.superRefine(checkTask));

export type TaskInput = z.input<typeof taskInputSchema>;
export type Task = z.infer<typeof taskSchema>;
