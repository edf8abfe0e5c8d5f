// The dashboard's main calendar: a quick-add field, FullCalendar (lazy) over the expanded events, the popup,
// scope and delete dialogs, and ICS import (file or drop) and export.
import { Suspense, lazy, useEffect, useMemo, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFact } from '@planner/shared/bus';
import { useShownHold } from '@planner/shared/mf';
import { calendar, useList } from '@planner/shared/sync';
import type { CalendarView as ViewName } from '@planner/shared/model';
import { zonedIsoDate, type QuickAddResult } from '@planner/shared/domain';
import { useOutbox } from '@planner/shared/sync';
import { ConfirmDialog, QuickAddField, Spinner } from '@planner/shared/ui';
import { NS } from '../../../i18n';
import { useEventActions } from '../../events/hooks/useEventActions';
import { useEventState } from '../../events/hooks/useEventState';
import { cachedOccurrences } from '../../events/occurrenceCache';
import { EventPopup } from '../../popup/components/EventPopup';
import { ScopeDialog } from '../../popup/components/ScopeDialog';
import { useCreateRequested } from '../../popup/hooks/useCreateRequested';
import { usePresets } from '../../presets/hooks/usePresets';
import { IcsActions } from '../../ics/IcsActions';
import { ImportDialog } from '../../ics/ImportDialog';
import { useIcsImport } from '../../ics/useIcsImport';
import icsStyles from '../../ics/Ics.module.css';
import { useCalendarSettings } from '../hooks/useCalendarSettings';
import { useEventEditing } from '../hooks/useEventEditing';
import { useQuickAddSave } from '../hooks/useQuickAddSave';
import type { Navigation } from './CalendarView';
import { JumpToDate } from './JumpToDate';
import styles from './CalendarPage.module.css';

/**
 * The FullCalendar chunk (lazy: the presets screen and the sidebar never need it). Named 'preload-*': a
 * shell opening the dashboard fetches it with this remote's entry (the shell's earlyPreload.ts).
 */
export const loadCalendarView = () =>
  import(/* webpackChunkName: "preload-fullcalendar" */ './CalendarView');
const CalendarView = lazy(loadCalendarView);

export function CalendarPage() {
  const { t } = useTranslation(NS);
  const language = useFact('language');
  const theme = useFact('theme');
  const settings = useCalendarSettings();
  const state = useEventState();
  const pendingEvents = useOutbox().pending.calendar;
  const actions = useEventActions();
  const { presets } = usePresets();
  const editing = useEventEditing(state, actions);
  const [view, setView] = useState<ViewName>(settings.displayRange);
  const [navigation, setNavigation] = useState<Navigation | null>(null);
  // The calendar opens in the user's default view (settings), also when the settings arrive after the
  // first render, until the person picks another view on this screen.
  const viewChosen = useRef(false);
  const defaultView = settings.displayRange;
  useEffect(() => {
    if (viewChosen.current) return;
    setNavigation((n) => ({ date: null, view: defaultView, seq: (n?.seq ?? 0) + 1 }));
  }, [defaultView]);
  // The remote counts as shown (the shell then loads what can wait) once FullCalendar is on screen.
  const shown = useShownHold();

  useCreateRequested(() => editing.openCreate());

  const saveQuickAdd = useQuickAddSave(actions);
  // A new event is shown where it starts (the view stays the one chosen).
  const showQuickAdded = (result: QuickAddResult) => {
    if (result.kind !== 'event' || !result.start) return;
    const date = zonedIsoDate(Date.parse(result.start), result.timeZone);
    setNavigation((n) => ({ date, view: null, seq: (n?.seq ?? 0) + 1 }));
  };

  // A new source per state (FullCalendar then fetches again); ranges around the shown one are
  // expanded ahead, in idle time.
  const getOccurrences = useMemo(() => cachedOccurrences(state), [state]);

  // .ics import (file picker or a file dropped on the calendar) and export (docs/product.md section 10).
  const stored = useList(calendar).value;
  const ics = useIcsImport();
  const [dragging, setDragging] = useState(false);
  const [exportFailed, setExportFailed] = useState(false);
  const hasFiles = (e: DragEvent) => Array.from(e.dataTransfer.types).includes('Files');

  const { popup, pending } = editing;
  return (
    <div
      className={`${styles.page} ${icsStyles.dropTarget}`}
      data-selected-view={view}
      onDragOver={(e) => {
        if (!hasFiles(e)) return;
        e.preventDefault();
        e.dataTransfer.dropEffect = 'copy';
        setDragging(true);
      }}
      onDragLeave={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setDragging(false);
      }}
      onDrop={(e) => {
        if (!hasFiles(e)) return;
        e.preventDefault();
        setDragging(false);
        const file = e.dataTransfer.files[0];
        if (file) ics.read(file);
      }}
    >
      {dragging ? <div className={icsStyles.dropOverlay}>{t('ics.drop')}</div> : null}
      <QuickAddField
        id="calendar-quick-add"
        className={styles.quickAdd}
        label={t('quickAdd.label')}
        placeholder={t('quickAdd.placeholder')}
        submitLabel={t('quickAdd.add')}
        onSave={saveQuickAdd}
        onSaved={showQuickAdded}
      />
      <div className={styles.toolbar}>
        <JumpToDate
          onJump={(date, v) => setNavigation((n) => ({ date, view: v, seq: (n?.seq ?? 0) + 1 }))}
        />
        <IcsActions
          events={stored}
          onFile={(file) => {
            setExportFailed(false);
            ics.read(file);
          }}
          onExportFailed={() => setExportFailed(true)}
        />
        <p
          className={[styles.status, editing.failure || exportFailed ? styles.failure : ''].join(
            ' ',
          )}
          role="status"
        >
          {editing.failure
            ? t(editing.failure.action === 'save' ? 'form.saveFailed' : 'form.deleteFailed', {
                reason: t(editing.failure.messageKey),
              })
            : exportFailed
              ? t('ics.errors.export')
              : ''}
        </p>
      </div>
      <ImportDialog state={ics.state} onConfirm={ics.confirm} onClose={ics.close} />
      <Suspense
        fallback={
          <div className={styles.loading}>
            <Spinner label={t('common:loading')} />
          </div>
        }
      >
        <CalendarView
          initialView={view}
          navigation={navigation}
          getOccurrences={getOccurrences}
          settings={settings}
          language={language}
          theme={theme}
          onDatesChange={(v) => {
            if (v !== defaultView) viewChosen.current = true;
            setView(v);
          }}
          onSelect={(start, end, allDay) => editing.openCreate(start, end, allDay)}
          onOpen={editing.openOccurrence}
          onChange={editing.move}
          onShown={shown}
          waiting={pendingEvents}
        />
      </Suspense>

      {popup && (
        <EventPopup
          mode={popup.mode}
          initial={popup.initial}
          formKey={popup.key}
          presets={presets}
          onSubmit={editing.submitPopup}
          onClose={editing.closePopup}
          onDelete={popup.mode === 'edit' ? editing.askDelete : undefined}
          keepStart={popup.mode === 'edit' || popup.fromSlot}
        />
      )}
      <ScopeDialog
        key={pending ? `${pending.action}-${pending.target.record.id}` : 'none'}
        action={pending && (pending.action === 'edit' || pending.series) ? pending.action : null}
        onChoose={editing.chooseScope}
        onCancel={editing.cancelPending}
      />
      <ConfirmDialog
        open={pending?.action === 'delete' && !pending.series}
        title={t('delete.title')}
        message={t('delete.message', { title: pending?.target.record.title ?? '' })}
        confirmLabel={t('common:delete')}
        onConfirm={editing.confirmDelete}
        onCancel={editing.cancelPending}
      />
    </div>
  );
}
