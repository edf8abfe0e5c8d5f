// To-do task: the wire format of docs/product.md section 3, "Task", shared by the client and the api.
import { z } from 'zod';
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
  description: descriptionSchema.default(''),
  priority: prioritySchema.default('medium'),
  /** Calendar date the task is due; "not in the past" is checked on create/edit (domain/deadline.ts). */
  deadline: isoDateSchema.nullable().default(null),
  /** Derived from deadline when one is set; chosen by the user otherwise. */
  deadlineRange: deadlineRangeSchema.default('moreThan5Days'),
  estimatedTimeRange: estimatedTimeRangeSchema.default('15to2Hour'),
  done: z.boolean().default(false),
  doneAt: isoDateTimeSchema.nullable().default(null),
  createdAt: isoDateTimeSchema,
  /** Time-blocking: when the task is planned on the calendar (absent = unscheduled). */
  scheduledStart: isoDateTimeSchema.optional(),
  /** Length of the block on the calendar, with scheduledStart. */
  scheduledMinutes: z
    .number()
    .int()
    .min(MIN_SCHEDULED_MINUTES)
    .max(MAX_SCHEDULED_MINUTES)
    .optional(),
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
  ctx: z.RefinementCtx,
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

export const taskInputSchema = z.object(taskFields).superRefine(checkTask);
export const taskSchema = z.object({ id: idSchema, ...taskFields }).superRefine(checkTask);

export type TaskInput = z.input<typeof taskInputSchema>;
export type Task = z.infer<typeof taskSchema>;
