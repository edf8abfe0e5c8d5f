// Types of data.mjs for the reference page (TypeScript).
export interface ReferenceEventInput {
  title: string;
  description: string;
  color: string;
  allDay: boolean;
  startDate: string;
  endDate: string;
  timeZone: string;
  recurrence: 'none';
  recurrenceId: null;
  recurrenceEnd: null;
  reminderMinutes: null;
  presetId: null;
  lastUpdated: number;
}
export interface ReferenceTaskInput {
  title: string;
  description: string;
  priority: 'high' | 'medium' | 'low';
  deadline: null;
  deadlineRange: 'lessThan2Days' | '2to5Days' | 'moreThan5Days';
  estimatedTimeRange: 'lessThan15Min' | '15to2Hour' | 'moreThan2Hour';
  done: boolean;
  doneAt: null;
  createdAt: string;
  lastUpdated: number;
}
export function referenceEvents(now: Date, timeZone: string): ReferenceEventInput[];
export function referenceTasks(now: Date): ReferenceTaskInput[];
