// Saves what the quick-add field read (docs/product.md, "Quick add"): a task through this remote's task
// actions, an event through the calendar's create path of the shared data layer (one plan, one request).
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  planEventCreate,
  quickAddEventInputs,
  quickAddTaskInput,
  type QuickAddResult,
} from '@planner/shared/domain';
import { applyEventPlan, tasks } from '@planner/shared/sync';
import type { QuickAddSaveAnswer } from '@planner/shared/ui';
import { createTaskActions } from '../taskActions';

export function useQuickAddSave(): (result: QuickAddResult) => Promise<QuickAddSaveAnswer> {
  const { t } = useTranslation('tasks');
  // Not the tracked actions: the field shows its own failure, the banner would say it twice.
  const actions = useMemo(() => createTaskActions(tasks), []);
  return useCallback(
    async (result) => {
      const now = new Date();
      let outcome;
      if (result.kind === 'task') {
        // The task actions set its creation time and open state themselves.
        outcome = await actions.create(quickAddTaskInput(result, now));
      } else {
        // One plan, one request, for the event at each time said ("8am and 8pm").
        outcome = await applyEventPlan(
          quickAddEventInputs(result, now).flatMap((input) => planEventCreate(input)),
        );
      }
      return outcome.ok ? { ok: true } : { ok: false, message: t(outcome.messageKey) };
    },
    [actions, t],
  );
}
