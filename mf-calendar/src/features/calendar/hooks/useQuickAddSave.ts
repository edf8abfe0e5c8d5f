// Saves what the calendar's quick-add field read (docs/product.md, "Quick add"): an event through the
// calendar's own create action (one plan, one request, for the event at each time said), a task through the shared tasks entity.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import {
  quickAddEventInputs,
  quickAddTaskInput,
  type QuickAddResult,
} from '@planner/shared/domain';
import { tasks } from '@planner/shared/sync';
import type { QuickAddSaveAnswer } from '@planner/shared/ui';
import type { EventActions } from '../../events/eventActions';
import { NS } from '../../../i18n';

export function useQuickAddSave(
  actions: EventActions,
): (result: QuickAddResult) => Promise<QuickAddSaveAnswer> {
  const { t } = useTranslation(NS);
  return useCallback(
    async (result) => {
      const now = new Date();
      const outcome =
        result.kind === 'event'
          ? await actions.create(...quickAddEventInputs(result, now))
          : await tasks.create(quickAddTaskInput(result, now));
      return outcome.ok ? { ok: true } : { ok: false, message: t(outcome.messageKey) };
    },
    [actions, t],
  );
}
