// The event actions over the page's calendar; a save or a delete offers its undo in the shell's toast.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { bus } from '@planner/shared/bus';
import { createEventActions, type EventActions, type EventUndo } from '../eventActions';

export function useEventActions(): EventActions {
  const { t } = useTranslation('calendar');
  return useMemo(
    () =>
      createEventActions((step: EventUndo) =>
        bus.publish('ui:undo-offered', {
          message: t(`undo.${step.change}`),
          undo: async () => {
            const outcome = await step.undo();
            return outcome.ok ? { ok: true } : { ok: false, message: t(outcome.messageKey) };
          },
        }),
      ),
    [t],
  );
}
