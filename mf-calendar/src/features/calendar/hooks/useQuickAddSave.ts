// Saves what the calendar's quick-add field read (docs/product.md, "Quick add"): an event through the
// calendar's own create action (one plan, one request), a task through the shared tasks entity.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { quickAddEventInput, quickAddTaskInput, type QuickAddResult } from '@planner/shared/domain';
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
          ? await actions.create(quickAddEventInput(result, now))
          : await tasks.create(quickAddTaskInput(result, now));
      return outcome.ok ? { ok: true } : { ok: false, message: t(outcome.messageKey) };
    },
    [actions, t],
  );
}
