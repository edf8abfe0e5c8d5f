// The event popup for "New event" from the shell's create button on screens other than the calendar (presets).
import { useState } from 'react';
import { useEventActions } from '../../events/hooks/useEventActions';
import { usePresets } from '../../presets/hooks/usePresets';
import { newEventValues, nextHour, valuesToInput, type EventFormValues } from '../eventForm';
import { useCreateRequested } from '../hooks/useCreateRequested';
import { EventPopup } from './EventPopup';

export function NewEventOnRequest() {
  const actions = useEventActions();
  const { presets } = usePresets();
  const [popup, setPopup] = useState<{ initial: EventFormValues; key: string } | null>(null);
  useCreateRequested(() => {
    const [start, end] = nextHour();
    setPopup({ initial: newEventValues(start, end, false), key: String(Date.now()) });
  });
  if (!popup) return null;
  return (
    <EventPopup
      mode="create"
      initial={popup.initial}
      formKey={popup.key}
      presets={presets}
      onSubmit={async (values) => {
        const outcome = await actions.create(valuesToInput(values, Date.now()));
        if (outcome.ok) setPopup(null);
        return outcome;
      }}
      onClose={() => setPopup(null)}
    />
  );
}
