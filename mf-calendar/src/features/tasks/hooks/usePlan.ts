// "Plan my day / my week": computes planTasks over the page's tasks, events, profile and visible hours, holds
// the proposal while the person adjusts it (skip, drag a ghost), and saves the accepted times in one request.
import { useCallback, useMemo, useState } from 'react';
import {
  assumedDay,
  planTasks,
  zonedIsoDate,
  type Placement,
  type PlanResult,
} from '@planner/shared/domain';
import type { CalendarEvent, CalendarSettings, Profile, Task } from '@planner/shared/model';
import { applyTaskPlan, tasks as tasksEntity } from '@planner/shared/sync';
import { formatZonedIso } from '@planner/shared/domain';
import { deviceTimeZone } from '@planner/shared/intl';

export type PlanRange = 'day' | 'week';

export interface Proposal {
  range: PlanRange;
  /** The placements still proposed (accepted and skipped ones leave). */
  placements: Placement[];
  unplaced: PlanResult['unplaced'];
  overCommitted: boolean;
  summary: PlanResult['summary'];
  /** When it was computed: reasons read "today" from it. */
  at: Date;
  /** The hours planned in when the profile does not say when the person sleeps (the panel says so). */
  assumedDay: { from: string; to: string } | null;
}

export interface PlanInputs {
  tasks: readonly Task[];
  events: readonly CalendarEvent[];
  profile: Profile;
  settings: Pick<CalendarSettings, 'slotMinTime' | 'slotMaxTime'>;
}

export interface PlanControls {
  proposal: Proposal | null;
  saving: boolean;
  /** Message key (common namespace) of the last failed save. */
  failure: string | null;
  /** How many tasks the last accept put on the calendar (for the status line). */
  accepted: number | null;
  /** Plans today, or the week from `weekStart` (the first day the calendar shows). */
  plan: (range: PlanRange, weekStart?: Date) => void;
  skip: (taskId: string) => void;
  /** A ghost dragged to another time before accepting. */
  move: (taskId: string, start: Date) => void;
  accept: (taskIds: readonly string[]) => Promise<boolean>;
  discard: () => void;
}

const systemNow = () => new Date();

export function usePlan(inputs: PlanInputs, now: () => Date = systemNow): PlanControls {
  const [proposal, setProposal] = useState<Proposal | null>(null);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [accepted, setAccepted] = useState<number | null>(null);

  const plan = useCallback(
    (range: PlanRange, weekStart?: Date) => {
      const at = now();
      const timeZone = deviceTimeZone();
      const today = zonedIsoDate(at.getTime(), timeZone);
      const first =
        range === 'week' && weekStart ? zonedIsoDate(weekStart.getTime(), timeZone) : today;
      const result = planTasks({
        tasks: inputs.tasks,
        events: inputs.events,
        profile: inputs.profile,
        settings: inputs.settings,
        // A week already begun is planned from today.
        startDate: first < today ? today : first,
        days: range === 'day' ? 1 : Math.max(1, 7 - daysBetween(first, today)),
        now: at,
        timeZone,
      });
      setFailure(null);
      setAccepted(null);
      setProposal({
        range,
        ...result,
        at,
        assumedDay: assumedDay(inputs.profile, inputs.settings),
      });
    },
    [inputs, now],
  );

  const skip = useCallback((taskId: string) => {
    setProposal((p) => p && { ...p, placements: p.placements.filter((x) => x.taskId !== taskId) });
  }, []);

  const move = useCallback((taskId: string, start: Date) => {
    const timeZone = deviceTimeZone();
    setProposal(
      (p) =>
        p && {
          ...p,
          placements: p.placements.map((x) =>
            x.taskId === taskId ? { ...x, start: formatZonedIso(start.getTime(), timeZone) } : x,
          ),
        },
    );
  }, []);

  const accept = useCallback(
    async (taskIds: readonly string[]) => {
      if (!proposal) return false;
      const chosen = proposal.placements.filter((p) => taskIds.includes(p.taskId));
      const edited = chosen.flatMap((p) => {
        const task = tasksEntity.get(p.taskId);
        return task ? [{ ...task, scheduledStart: p.start, scheduledMinutes: p.minutes }] : [];
      });
      if (edited.length === 0) return false;
      setSaving(true);
      const saved = await applyTaskPlan(edited);
      setSaving(false);
      if (!saved.ok) {
        setFailure(saved.messageKey);
        return false;
      }
      setFailure(null);
      setAccepted(edited.length);
      const done = new Set(edited.map((t) => t.id));
      setProposal(
        (p) => p && { ...p, placements: p.placements.filter((x) => !done.has(x.taskId)) },
      );
      return true;
    },
    [proposal],
  );

  const discard = useCallback(() => {
    setProposal(null);
    setFailure(null);
    setAccepted(null);
  }, []);

  return useMemo(
    () => ({ proposal, saving, failure, accepted, plan, skip, move, accept, discard }),
    [proposal, saving, failure, accepted, plan, skip, move, accept, discard],
  );
}

function daysBetween(from: string, to: string): number {
  return Math.max(
    0,
    Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000),
  );
}
