// The dashboard's main calendar: a quick-add field, FullCalendar (lazy) over the expanded events, the popup,
// scope and delete dialogs, and ICS import (file or drop) and export.
import { useEffect, useId, useMemo, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFact } from '@planner/shared/bus';
import { useShownHold } from '@planner/shared/mf';
import type { CalendarView as ViewName } from '@planner/shared/model';
import { zonedIsoDate, type QuickAddResult } from '@planner/shared/domain';
import {
  calendar,
  profile as profileEntity,
  useList,
  useOutbox,
  useRecord,
  useSubscriptions,
} from '@planner/shared/sync';
import {
  Button,
  ConfirmDialog,
  NARROW_SCREEN,
  QuickAddField,
  Spinner,
  inTransition,
  prefetch,
  prefetchOn,
  useMediaQuery,
} from '@planner/shared/ui';
import { NS } from '../../../i18n';
import { useEventActions } from '../../events/hooks/useEventActions';
import { useEventState } from '../../events/hooks/useEventState';
import { cachedOccurrences } from '../../events/occurrenceCache';
import { useCreateRequested } from '../../popup/hooks/useCreateRequested';
import { useEventOpenRequested } from '../../popup/hooks/useEventOpenRequested';
import { usePresets } from '../../presets/hooks/usePresets';
import { useProfile } from '../../presets/hooks/useProfile';
import { BLOCK_CLASSES } from '../../tasks/blockClasses';
import { usePlan } from '../../tasks/hooks/usePlan';
import { useTaskScheduling } from '../../tasks/hooks/useTaskScheduling';
import { ghostBlock, taskBlock, type TaskBlockInput } from '../../tasks/taskBlocks';
import { IcsActions } from '../../ics/IcsActions';
import { outsideSource, type OutsideOccurrence } from '../../outside/outsideEvents';
import { useIcsImport } from '../../ics/useIcsImport';
import icsStyles from '../../ics/Ics.module.css';
import { useCalendarRequested } from '../hooks/useCalendarRequested';
import { useCalendarSettings } from '../hooks/useCalendarSettings';
import { useEventEditing } from '../hooks/useEventEditing';
import { useQuickAddSave } from '../hooks/useQuickAddSave';
import {
  EventPopup,
  ImportDialog,
  OutsideEventDialog,
  PlanPanel,
  ScopeDialog,
  TaskBlockDialog,
} from '../lazyDialogs';
import type { BlockChange, Navigation } from './CalendarView';
import { JumpButton, JumpToDate } from './JumpToDate';
import styles from './CalendarPage.module.css';

/**
 * The FullCalendar chunk (lazy: the presets screen and the sidebar never need it). Named
 * CALENDAR_CHUNKS.fullcalendar (@planner/shared/mf): the shell's loading plan fetches it with this remote's
 * entry when /dashboard opens. A webpackChunkName takes only a literal; the build fails if it does not
 * match the constant (tooling/webpack/createConfig.cjs NamedChunksPlugin).
 * Not React.lazy under Suspense: when the chunk came after the page's first commit, React held the
 * calendar back until 300 ms after the spinner showed, and a data update meanwhile had it build
 * FullCalendar's grid twice (docs/architecture.md "Dialogs on demand").
 */
const CalendarView = inTransition(() =>
  import(/* webpackChunkName: "preload-fullcalendar" */ './CalendarView').then((m) => m.default),
);
/** The remote's preload (lifecycles.tsx): the mount waits for it, so the first render draws the grid. */
export const loadCalendarView = CalendarView.load;

/** The local day of `at` as yyyy-mm-dd. */
function localIsoDate(at: Date): string {
  return `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, '0')}-${String(at.getDate()).padStart(2, '0')}`;
}

const NO_BLOCKS: readonly TaskBlockInput[] = [];

export function CalendarPage({ navigate }: { navigate: (to: string) => void }) {
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
  const scheduling = useTaskScheduling();
  const { value: records, settled: eventsSettled, known: eventsKnown } = useList(calendar);
  const profile = useProfile();
  const planInputs = useMemo(
    () => ({ tasks: scheduling.items, events: records, profile, settings }),
    [scheduling.items, records, profile, settings],
  );
  const planner = usePlan(planInputs);
  const profileRead = useRecord(profileEntity);
  // A plan made before the tasks, events and profile are known would miss some of them.
  const planReady =
    scheduling.loaded && eventsSettled && (profileRead.settled || profileRead.fromCache);
  const visibleStart = useRef<Date | undefined>(undefined);
  const [openTaskId, setOpenTaskId] = useState<string | null>(null);
  const [taskBusy, setTaskBusy] = useState(false);
  const tasksById = useMemo(
    () => new Map(scheduling.items.map((task) => [task.id, task])),
    [scheduling.items],
  );
  const { proposal } = planner;
  const blocks = useMemo(() => {
    const now = new Date();
    const out: TaskBlockInput[] = [];
    for (const task of scheduling.items) {
      const block = taskBlock(task, now, BLOCK_CLASSES);
      if (block) out.push(block);
    }
    for (const p of proposal?.placements ?? []) {
      const task = tasksById.get(p.taskId);
      if (task) out.push(ghostBlock(p, task, now, BLOCK_CLASSES));
    }
    // No block is always the same list: the calendar does not draw again when the tasks change.
    return out.length === 0 ? NO_BLOCKS : out;
  }, [scheduling.items, proposal, tasksById]);
  const [navigation, setNavigation] = useState<Navigation | null>(null);
  // The calendar opens in the user's default view (settings), also when the settings arrive after the
  // first render, until the person picks another view on this screen.
  const viewChosen = useRef(false);
  const defaultView = settings.displayRange;
  // The default view FullCalendar was last given: it opens in it (initialView), so a mount draws once.
  const givenView = useRef(defaultView);
  useEffect(() => {
    if (viewChosen.current || givenView.current === defaultView) return;
    givenView.current = defaultView;
    setNavigation((n) => ({ date: null, view: defaultView, seq: (n?.seq ?? 0) + 1 }));
  }, [defaultView]);
  // The remote counts as shown (the shell then loads what can wait) once FullCalendar is on screen.
  const shown = useShownHold();

  useCreateRequested(() => editing.openCreate());
  // An opened reminder shows its event: the calendar goes to its day and opens its popup.
  useEventOpenRequested(state, eventsSettled, (o) => {
    const date = zonedIsoDate(Date.parse(o.start), o.event.timeZone);
    setNavigation((n) => ({ date, view: null, seq: (n?.seq ?? 0) + 1 }));
    editing.openOccurrence(o);
  });

  // The shell's shortcuts (t, d, w, m, p). "Plan my day" asked before the data is known waits for it.
  const planAsked = useRef(false);
  useCalendarRequested((action) => {
    if (action === 'today') {
      setNavigation((n) => ({
        date: localIsoDate(new Date()),
        view: null,
        seq: (n?.seq ?? 0) + 1,
      }));
    } else if (action === 'plan-day') {
      if (planReady) planRange('day');
      else planAsked.current = true;
    } else {
      viewChosen.current = true;
      setNavigation((n) => ({ date: null, view: action, seq: (n?.seq ?? 0) + 1 }));
    }
  });
  useEffect(() => {
    if (!planReady || !planAsked.current) return;
    planAsked.current = false;
    planRange('day');
  });

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
  // The visible outside calendars' events, read-only in their colour (docs/product.md section 10).
  // Read once the calendar is on screen: its first paint waits for none of it.
  const [calendarShown, setCalendarShown] = useState(false);
  const subscribed = useSubscriptions({ enabled: calendarShown }).value;
  const outside = useMemo(() => outsideSource(subscribed), [subscribed]);
  const [openOutside, setOpenOutside] = useState<OutsideOccurrence | null>(null);

  // .ics import (file picker or a file dropped on the calendar) and export (docs/product.md section 10).
  const ics = useIcsImport();
  const [dragging, setDragging] = useState(false);
  const [exportFailed, setExportFailed] = useState(false);
  const hasFiles = (e: DragEvent) => Array.from(e.dataTransfer.types).includes('Files');

  // On a phone the jump form opens from a button, and the file actions go under the calendar: the
  // week starts on the first screen (it began 760 px down of 844).
  const narrow = useMediaQuery(NARROW_SCREEN);
  const jumpId = useId();
  const jumpButton = useRef<HTMLButtonElement>(null);
  const [jumpOpen, setJumpOpen] = useState(false);
  function jumpTo(date: string, v: ViewName | null): void {
    setNavigation((n) => ({ date, view: v, seq: (n?.seq ?? 0) + 1 }));
  }
  function closeJump(): void {
    setJumpOpen(false);
    jumpButton.current?.focus();
  }
  const icsActions = (
    <IcsActions
      events={records}
      onFile={(file) => {
        setExportFailed(false);
        ics.read(file);
      }}
      onExportFailed={() => setExportFailed(true)}
    />
  );

  const { popup, pending } = editing;
  const scopeAction =
    pending && (pending.action === 'edit' || pending.series) ? pending.action : null;
  const openTask = openTaskId ? (tasksById.get(openTaskId) ?? null) : null;

  function planRange(range: 'day' | 'week'): void {
    planner.plan(range, view === 'week' ? visibleStart.current : undefined);
    // The proposal is shown where it lands: today (day), the week (week view).
    if (range === 'week' && view !== 'week') {
      setNavigation((n) => ({ date: null, view: 'week', seq: (n?.seq ?? 0) + 1 }));
    } else if (range === 'day') {
      const date = localIsoDate(new Date());
      setNavigation((n) => ({ date, view: null, seq: (n?.seq ?? 0) + 1 }));
    }
  }

  async function taskChange(change: BlockChange): Promise<void> {
    if (change.kind === 'ghost') {
      planner.move(change.taskId, change.start);
      return;
    }
    const minutes = change.end
      ? (change.end.getTime() - change.start.getTime()) / 60_000
      : undefined;
    const saved = await scheduling.schedule(change.taskId, change.start, minutes);
    if (!saved) change.revert();
  }

  async function withTaskBusy(work: () => Promise<boolean>, close = false): Promise<void> {
    setTaskBusy(true);
    const ok = await work();
    setTaskBusy(false);
    if (ok && close) setOpenTaskId(null);
  }
  return (
    <div
      className={`${styles.page} ${icsStyles.dropTarget}`}
      data-selected-view={view}
      // A pointer over the calendar is the likely start of a click on a slot or an event: the popup's
      // chunk is fetched ahead (it is not part of the page's first download).
      onPointerEnter={() => prefetch(EventPopup.load)}
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
        narrowPlaceholder={t('quickAdd.narrowPlaceholder')}
        submitLabel={t('quickAdd.add')}
        // Typed in the calendar, "Lea's birthday saturday" is a day on the calendar, not a task due then.
        dayAlone="event"
        onSave={saveQuickAdd}
        onSaved={showQuickAdded}
      />
      <div className={styles.toolbar}>
        {!narrow && <JumpToDate onJump={jumpTo} />}
        <div className={styles.planActions}>
          <Button
            variant="secondary"
            disabled={!planReady}
            {...prefetchOn(PlanPanel.load)}
            onClick={() => planRange('day')}
          >
            {t('plan.planDay')}
          </Button>
          <Button
            variant="secondary"
            disabled={!planReady}
            {...prefetchOn(PlanPanel.load)}
            onClick={() => planRange('week')}
          >
            {t('plan.planWeek')}
          </Button>
          {narrow && (
            <JumpButton
              buttonRef={jumpButton}
              expanded={jumpOpen}
              controls={jumpId}
              onToggle={() => setJumpOpen((open) => !open)}
            />
          )}
        </div>
        {narrow && jumpOpen && (
          <JumpToDate
            id={jumpId}
            focusOnOpen
            onJump={(date, v) => {
              jumpTo(date, v);
              closeJump();
            }}
            onCancel={closeJump}
          />
        )}
        {!narrow && icsActions}
        <p
          className={[
            styles.status,
            editing.failure || scheduling.failure || exportFailed ? styles.failure : '',
          ].join(' ')}
          role="status"
        >
          {editing.failure
            ? t(editing.failure.action === 'save' ? 'form.saveFailed' : 'form.deleteFailed', {
                reason: t(editing.failure.messageKey),
              })
            : scheduling.failure
              ? t('taskBlock.saveFailed', { reason: t(scheduling.failure) })
              : exportFailed
                ? t('ics.errors.export')
                : ''}
        </p>
      </div>
      {proposal && (
        <PlanPanel
          proposal={proposal}
          tasksById={tasksById}
          language={language}
          saving={planner.saving}
          failure={planner.failure}
          accepted={planner.accepted}
          onAccept={(ids) => void planner.accept(ids)}
          onSkip={planner.skip}
          onClose={planner.discard}
          onOpenProfile={() => navigate('/dashboard/profile#profile-sleep')}
        />
      )}
      {ics.state.step !== 'idle' && (
        <ImportDialog state={ics.state} onConfirm={ics.confirm} onClose={ics.close} />
      )}
      <CalendarView
        fallback={
          <div className={styles.loading}>
            <Spinner label={t('common:loading')} />
          </div>
        }
        initialView={view}
        navigation={navigation}
        getOccurrences={getOccurrences}
        settings={settings}
        language={language}
        theme={theme}
        onDatesChange={(v, start) => {
          if (v !== defaultView) viewChosen.current = true;
          visibleStart.current = start;
          setView(v);
        }}
        onSelect={(start, end, allDay) => editing.openCreate(start, end, allDay)}
        onOpen={editing.openOccurrence}
        onChange={editing.move}
        eventsPending={!eventsKnown}
        onShown={() => {
          shown();
          setCalendarShown(true);
        }}
        blocks={blocks}
        onBlockOpen={setOpenTaskId}
        onBlockChange={(change) => void taskChange(change)}
        onBlockToggle={(taskId) => void withTaskBusy(() => scheduling.toggleDone(taskId))}
        onTaskDrop={(taskId, start) => void scheduling.schedule(taskId, start)}
        waiting={pendingEvents}
        outside={outside}
        onOutsideOpen={setOpenOutside}
      />
      {narrow && icsActions}

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
      {openOutside && (
        <OutsideEventDialog
          item={openOutside}
          language={language}
          onClose={() => setOpenOutside(null)}
        />
      )}
      {openTask && (
        <TaskBlockDialog
          task={openTask}
          language={language}
          busy={taskBusy}
          onToggleDone={(taskId) => void withTaskBusy(() => scheduling.toggleDone(taskId))}
          onUnschedule={(taskId) => void withTaskBusy(() => scheduling.unschedule(taskId), true)}
          onClose={() => setOpenTaskId(null)}
        />
      )}
      {scopeAction && pending && (
        <ScopeDialog
          key={`${pending.action}-${pending.target.record.id}`}
          action={scopeAction}
          onChoose={editing.chooseScope}
          onClose={editing.cancelPending}
        />
      )}
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
