// The calendar's editing flow: popup (create/edit), the this/following/all question, delete confirmation, moves.
// The form's code (values, validation, repeat rules, time zones) comes with the popup's chunk, on the first
// opening: the page's first download does not carry it (docs/architecture.md "Dialogs on demand").
import type { SaveAnswer } from '../../forms/useFormState';
import { useState } from 'react';
import type { EventScope, Occurrence } from '@planner/shared/domain';
import type { CalendarEvent, EventInput } from '@planner/shared/model';
import type { EventActions, EventTarget } from '../../events/eventActions';
import { seriesOf, type EventState } from '../../events/eventState';
import type { EventFormValues } from '../../popup/eventForm';
import { EventPopup, loadEventForm } from '../lazyDialogs';
import { inputOf, movedTimes } from '../eventInputs';
import type { OccurrenceChange } from '../components/CalendarView';

export type Popup =
  | null
  | { mode: 'create'; initial: EventFormValues; key: string; fromSlot: boolean }
  | {
      mode: 'edit';
      initial: EventFormValues;
      key: string;
      target: EventTarget;
      series: CalendarEvent | undefined;
    };

/** A save or delete waiting for the user's scope (or confirmation). */
type Pending =
  | null
  | {
      action: 'edit';
      target: EventTarget;
      input: EventInput;
      revert?: () => void;
      fromPopup: boolean;
    }
  | { action: 'delete'; target: EventTarget; series: boolean };

export interface EventEditing {
  popup: Popup;
  pending: Pending;
  /** The last failed write and its message key (common namespace). */
  failure: { action: 'save' | 'delete'; messageKey: string } | null;
  openCreate: (start?: Date, end?: Date, allDay?: boolean) => void;
  openOccurrence: (o: Occurrence) => void;
  closePopup: () => void;
  submitPopup: (values: EventFormValues) => Promise<SaveAnswer>;
  askDelete: () => void;
  move: (change: OccurrenceChange) => void;
  chooseScope: (scope: EventScope) => Promise<void>;
  confirmDelete: () => Promise<void>;
  cancelPending: () => void;
}

/** The form's conversions, and the popup's component with them: it then shows in the same render. */
const loadPopup = () => Promise.all([loadEventForm(), EventPopup.load()]).then(([form]) => form);

const partOfSeries = (o: { kind: Occurrence['kind'] }, series: CalendarEvent | undefined) =>
  o.kind !== 'single' && series !== undefined;

export function useEventEditing(state: EventState, actions: EventActions): EventEditing {
  const [popup, setPopup] = useState<Popup>(null);
  const [pending, setPending] = useState<Pending>(null);
  const [failure, setFailure] = useState<EventEditing['failure']>(null);
  const [seq, setSeq] = useState(0);

  // The popup's chunk could not be downloaded: the remote's error boundary says so (as for any chunk).
  const failOpening = (error: unknown) =>
    setPopup(() => {
      throw error;
    });

  const openCreate = (start?: Date, end?: Date, allDay = false) => {
    setFailure(null);
    setSeq((n) => n + 1);
    void loadPopup().then(({ newEventValues, nextHour }) => {
      const [s, e] = start && end ? [start, end] : nextHour();
      setPopup({
        mode: 'create',
        initial: newEventValues(s, e, allDay),
        key: `new-${seq}`,
        fromSlot: start !== undefined,
      });
    }, failOpening);
  };

  const openOccurrence = (o: Occurrence) => {
    const series = seriesOf(state, o.recurrenceId);
    setFailure(null);
    void loadPopup().then(
      ({ eventToValues }) =>
        setPopup({
          mode: 'edit',
          initial: eventToValues(o.event, o, series),
          key: `${o.key}:${o.event.lastUpdated}`,
          target: { record: o.event, occurrenceStart: o.originalStart },
          series: o.kind === 'single' ? undefined : series,
        }),
      failOpening,
    );
  };

  const save = async (
    target: EventTarget,
    input: EventInput,
    scope: EventScope,
    change: 'moved' | 'edited' = 'edited',
  ) => {
    const outcome = await actions.save(target, input, scope, change);
    setFailure(outcome.ok ? null : { action: 'save', messageKey: outcome.messageKey });
    return outcome;
  };

  const submitPopup = async (values: EventFormValues): Promise<SaveAnswer> => {
    if (!popup) return { ok: true };
    const { valuesToInput } = await loadEventForm();
    if (popup.mode === 'create') {
      const outcome = await actions.create(valuesToInput(values, Date.now()));
      if (outcome.ok) setPopup(null);
      return outcome;
    }
    const input = valuesToInput(values, popup.target.record.lastUpdated);
    if (popup.series) {
      setPending({ action: 'edit', target: popup.target, input, fromPopup: true });
      return { ok: true }; // the form waits: the scope dialog decides
    }
    const outcome = await save(popup.target, input, 'all');
    if (outcome.ok) setPopup(null);
    return outcome;
  };

  const askDelete = () => {
    if (popup?.mode !== 'edit') return;
    setPending({ action: 'delete', target: popup.target, series: popup.series !== undefined });
  };

  const move = ({ occurrence: o, start, end, allDay, revert }: OccurrenceChange) => {
    const series = seriesOf(state, o.recurrenceId);
    const target: EventTarget = { record: o.event, occurrenceStart: o.originalStart };
    const input: EventInput = {
      ...inputOf(o.event, o.kind === 'override' ? series : undefined),
      ...movedTimes(o.event, start, end, allDay),
    };
    if (partOfSeries(o, series)) {
      setPending({ action: 'edit', target, input, revert, fromPopup: false });
      return;
    }
    void save(target, input, 'all', 'moved').then((outcome) => {
      if (!outcome.ok) revert();
    });
  };

  const chooseScope = async (scope: EventScope) => {
    if (!pending) return;
    if (pending.action === 'edit') {
      const saved = await save(
        pending.target,
        pending.input,
        scope,
        pending.fromPopup ? 'edited' : 'moved',
      );
      if (!saved.ok) pending.revert?.();
      setPending(null);
      if (saved.ok && pending.fromPopup) setPopup(null);
      return;
    }
    const removed = await actions.remove(pending.target, scope);
    setFailure(removed.ok ? null : { action: 'delete', messageKey: removed.messageKey });
    setPending(null);
    if (removed.ok) setPopup(null);
  };

  const confirmDelete = () => chooseScope('all');

  const cancelPending = () => {
    if (pending?.action === 'edit') pending.revert?.();
    setPending(null);
  };

  return {
    popup,
    pending,
    failure,
    openCreate,
    openOccurrence,
    closePopup: () => setPopup(null),
    submitPopup,
    askDelete,
    move,
    chooseScope,
    confirmDelete,
    cancelPending,
  };
}
