// The task popup's form: its values, their validation (docs/product.md section 5) and their conversion to and from a Task.
import { deriveDeadlineRange, estimatedMinutesOf, isDeadlineInPast } from '@planner/shared/domain';
import type { DeadlineRange, EstimatedTimeRange, Priority, Task } from '@planner/shared/model';
import { hasVisibleText, isYearInRange } from '@planner/shared/model/checks';
import { TITLE_MAX } from './taskTitle';

/** 'date' when the user knows the due date; 'range' when only a rough range is known. */
export type DeadlineMode = 'date' | 'range';

export interface TaskFormValues {
  title: string;
  description: string;
  priority: Priority;
  deadlineMode: DeadlineMode;
  /** yyyy-mm-dd, '' while unset. */
  deadline: string;
  deadlineRange: DeadlineRange;
  estimatedTimeRange: EstimatedTimeRange;
  /** The minutes the task was given (quick add's "for 30 min"); null once a range is picked instead. */
  estimatedMinutes: number | null;
}

/** Translation keys (tasks namespace) of the field errors. */
export interface TaskFormErrors {
  title?: 'form.errors.titleRequired' | 'form.errors.titleTooLong';
  deadline?:
    'form.errors.deadlineRequired' | 'form.errors.deadlinePast' | 'form.errors.deadlineYear';
}

/** The fields of a Task the popup edits. */
export type TaskFormFields = Pick<
  Task,
  | 'title'
  | 'description'
  | 'priority'
  | 'deadline'
  | 'deadlineRange'
  | 'estimatedTimeRange'
  | 'estimatedMinutes'
>;

export { TITLE_MAX };

export function emptyTaskForm(): TaskFormValues {
  return {
    title: '',
    description: '',
    priority: 'medium',
    deadlineMode: 'range',
    deadline: '',
    deadlineRange: 'moreThan5Days',
    estimatedTimeRange: '15to2Hour',
    estimatedMinutes: null,
  };
}

export function taskToForm(task: Task): TaskFormValues {
  return {
    title: task.title,
    description: task.description,
    priority: task.priority,
    deadlineMode: task.deadline ? 'date' : 'range',
    deadline: task.deadline ?? '',
    deadlineRange: task.deadlineRange,
    estimatedTimeRange: task.estimatedTimeRange,
    estimatedMinutes: estimatedMinutesOf(task),
  };
}

export function validateTaskForm(values: TaskFormValues, now: Date = new Date()): TaskFormErrors {
  const errors: TaskFormErrors = {};
  // The same rules as the wire schema (shared/src/model): a title someone can see, dates 1900-2200.
  if (!hasVisibleText(values.title)) errors.title = 'form.errors.titleRequired';
  else if (values.title.length > TITLE_MAX) errors.title = 'form.errors.titleTooLong';
  if (values.deadlineMode === 'date') {
    if (values.deadline === '') errors.deadline = 'form.errors.deadlineRequired';
    else if (!isYearInRange(values.deadline)) errors.deadline = 'form.errors.deadlineYear';
    else if (isDeadlineInPast(values.deadline, now)) errors.deadline = 'form.errors.deadlinePast';
  }
  return errors;
}

export function hasErrors(errors: TaskFormErrors): boolean {
  return errors.title !== undefined || errors.deadline !== undefined;
}

/** The task fields to save. With a date, deadlineRange is derived from it (never chosen). */
export function formToFields(values: TaskFormValues, now: Date = new Date()): TaskFormFields {
  const withDate = values.deadlineMode === 'date' && values.deadline !== '';
  return {
    title: values.title.trim(),
    description: values.description,
    priority: values.priority,
    deadline: withDate ? values.deadline : null,
    deadlineRange: withDate ? deriveDeadlineRange(values.deadline, now) : values.deadlineRange,
    estimatedTimeRange: values.estimatedTimeRange,
    // Absent (not null) when a range was picked: an edit of the task drops the minutes it had.
    estimatedMinutes: values.estimatedMinutes ?? undefined,
  };
}
