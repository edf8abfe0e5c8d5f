// The FullCalendar 7 view (loaded lazily: it is most of the remote's weight). Draws occurrences, reports user gestures.
import { memo, useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import FullCalendar, {
  type CalendarRef,
  type EventDropInfo,
  type EventResizeDoneInfo,
  type EventSourceFunc,
} from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import listPlugin from '@fullcalendar/react/list';
import interactionPlugin, { Draggable } from '@fullcalendar/react/interaction';
import classicTheme from '@fullcalendar/react/themes/classic';
import frLocale from '@fullcalendar/react/locales/fr';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import '@fullcalendar/react/themes/classic/palette.css';
import {
  formatClock,
  formatClockRange,
  type ClockTime,
  type Occurrence,
} from '@planner/shared/domain';
import type {
  CalendarSettings,
  CalendarView as ViewName,
  Language,
  Theme,
} from '@planner/shared/model';
import { NARROW_SCREEN, useMediaQuery } from '@planner/shared/ui';
import { FC_THREE_DAYS, FC_VIEW, fcViewOf, viewOfFc } from '../calendarViews';
import { GHOST_PREFIX, TASK_PREFIX, type TaskBlockInput } from '../../tasks/taskBlocks';
import {
  NO_OUTSIDE,
  OUTSIDE_PREFIX,
  type OutsideOccurrence,
  type OutsideSource,
} from '../../outside/outsideEvents';
import { toFullCalendarEvent } from '../toFullCalendarEvents';
import { visibleHours, type Hours } from '../visibleHours';
import styles from './CalendarView.module.css';
import { KeyboardSlot } from './KeyboardSlot';

export interface Navigation {
  /** YYYY-MM-DD to show; null keeps the current date. */
  date: string | null;
  view: ViewName | null;
  /** A new number for every request, so the same request twice still navigates. */
  seq: number;
}

export interface OccurrenceChange {
  occurrence: Occurrence;
  start: Date;
  end: Date | null;
  allDay: boolean;
  revert: () => void;
}

/** A task block or a plan's ghost moved or resized: its task and new times. */
export interface BlockChange {
  kind: 'task' | 'ghost';
  taskId: string;
  start: Date;
  end: Date | null;
  revert: () => void;
}

/**
 * Elements of any remote on the page that can be dropped on the calendar as a task (the tasks sidebar's
 * rows): FullCalendar's external dragging works across remotes because they share one document.
 */
export const TASK_DRAG_SELECTOR = '[data-planner-task-id]';

export interface CalendarViewProps {
  initialView: ViewName;
  initialDate?: string;
  navigation: Navigation | null;
  /** Occurrences of a range; a new function (state changed) makes the calendar draw again. */
  getOccurrences: (start: Date, end: Date) => Occurrence[];
  settings: Pick<
    CalendarSettings,
    'slotMinTime' | 'slotMaxTime' | 'slotDuration' | 'slotLabelInterval'
  >;
  language: Language;
  theme: Theme;
  onDatesChange?: (view: ViewName, start: Date, end: Date) => void;
  onSelect: (start: Date, end: Date, allDay: boolean) => void;
  onOpen: (occurrence: Occurrence) => void;
  onChange: (change: OccurrenceChange) => void;
  /**
   * Nothing is known of the events yet (the local copy is being read at start): the grid stays hidden
   * until they are, at most EVENTS_WAIT_MS, so that a reload never shows the week empty and then fills it.
   */
  eventsPending?: boolean;
  /** Called once the calendar is on screen (laid out and visible). */
  onShown?: () => void;
  /** Scheduled tasks and a plan's ghost blocks, drawn beside the events. */
  blocks?: readonly TaskBlockInput[];
  onBlockOpen?: (taskId: string) => void;
  onBlockChange?: (change: BlockChange) => void;
  onBlockToggle?: (taskId: string) => void;
  /** A task dragged from outside the calendar (the tasks sidebar) dropped on a time slot. */
  onTaskDrop?: (taskId: string, start: Date) => void;
  /** Ids of the events whose change waits in the outbox (docs/offline.md): marked "Waiting to sync". */
  waiting?: readonly string[];
  /** The visible outside calendars' events (read-only; a new source makes the calendar draw again). */
  outside?: OutsideSource;
  onOutsideOpen?: (item: OutsideOccurrence) => void;
}

const NO_BLOCKS: readonly TaskBlockInput[] = [];

const PLUGINS = [dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin, classicTheme];
/**
 * Both week buttons are there; the stylesheet shows the seven days' on a wide screen and the three days' on
 * a phone-wide one (FullCalendar 7 keeps the toolbar it was first given).
 */
const HEADER_TOOLBAR = {
  start: 'prev,next today',
  center: 'title',
  end: `${FC_VIEW.day},${FC_VIEW.week},${FC_THREE_DAYS},${FC_VIEW.month},${FC_VIEW.list}`,
};
/** The list shows each event's end; the phone's week is three days of the time grid. */
const VIEWS = {
  [FC_VIEW.list]: { displayEventEnd: true },
  [FC_THREE_DAYS]: { type: 'timeGrid', duration: { days: 3 } },
};

/** What FullCalendar hands a formatter function: the wall-clock fields of a time, or of a range's ends. */
interface FormatInfo {
  date: ClockTime;
  start: ClockTime;
  end?: ClockTime | null;
}

/**
 * FullCalendar's times (event chips, the list's ranges, the time axis) in the product's one format per
 * language ("6:00 PM", "18:00"), never its own ("6p", "6:00 - 7:00pm").
 */
function clockFormat(language: string) {
  return (info: FormatInfo) =>
    info.end
      ? formatClockRange(info.start, info.end, language)
      : formatClock(info.date.hour, info.date.minute, language);
}

/**
 * An event chip's time: the same, except that "6:00 PM" may go onto two lines in a narrow day column
 * (a phone's week) rather than lose its "PM" at the edge.
 */
function chipTimeFormat(language: string) {
  const format = clockFormat(language);
  return (info: FormatInfo) => format(info).replace(/\u00a0(AM|PM)/g, ' $1');
}

/** The longest the laid-out grid waits for its events (the local copy's read takes ~50 ms here). */
const EVENTS_WAIT_MS = 800;

/**
 * The longest the grid stays hidden waiting for FullCalendar's layout to settle (two frames after its
 * first datesSet, ~30 ms here): a browser that throttles frames, or a layout that never reports, still
 * shows the calendar.
 */
const SETTLE_WAIT_MS = 1000;

/** The longest "painted" waits for frames: a hidden tab draws none. */
const PAINT_WAIT_MS = 100;

/**
 * Calls `painted` once the frame that shows the calendar has been drawn: the next frame's callback (the
 * frame that shows it), the one after it, then a task; or after PAINT_WAIT_MS where no frames come.
 * Returns the cancel. Not the browser's largest-contentful-paint report, as before: on /dashboard it never
 * named the calendar (the element of its entry was gone by the time it came, and on a phone the page's
 * title stays the largest paint), so what waits for the calendar always waited for the 100 ms ceiling.
 * 8 alternated warm reloads (3 Dec 2026): the widgets' first request 104 -> 54 ms after the grid showed,
 * calendar and tasks rendered 405 -> 354 ms.
 */
function whenPainted(painted: () => void): () => void {
  let done = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const finish = () => {
    if (done) return;
    done = true;
    painted();
  };
  const cancelFrames = inTwoFrames(() => {
    timer = setTimeout(finish, 0);
  });
  const ceiling = setTimeout(finish, PAINT_WAIT_MS);
  return () => {
    done = true;
    cancelFrames();
    clearTimeout(timer);
    clearTimeout(ceiling);
  };
}

/**
 * Runs `then` in the callback of the frame after next: the next frame draws what was just changed, and
 * this one comes once that frame is done. Returns the cancel.
 */
function inTwoFrames(then: () => void): () => void {
  let frame = requestAnimationFrame(() => {
    frame = requestAnimationFrame(then);
  });
  return () => cancelAnimationFrame(frame);
}

/**
 * A wait of the grid's: over two frames after `end()` is called (what it waited for is then drawn), or
 * `ceilingMs` after the first render, whichever comes first. Never not over again.
 */
function useWaitAtMost(ceilingMs: number, overAtFirst = false): [over: boolean, end: () => void] {
  const [over, setOver] = useState(overAtFirst);
  const ending = useRef(overAtFirst);
  const end = useCallback(() => {
    if (ending.current) return;
    ending.current = true;
    inTwoFrames(() => setOver(true));
  }, []);
  useEffect(() => {
    if (over) return;
    const timer = setTimeout(() => setOver(true), ceilingMs);
    return () => clearTimeout(timer);
  }, [over, ceilingMs]);
  return [over, end];
}

/**
 * FullCalendar names the unit of its prev/next buttons in the page's language ('semaine', 'week'): our
 * own whole phrases instead, since French agrees the adjective with the noun ("semaine précédente").
 */
const UNITS: Record<string, 'day' | 'week' | 'month' | 'year'> = {
  day: 'day',
  week: 'week',
  month: 'month',
  year: 'year',
  jour: 'day',
  semaine: 'week',
  mois: 'month',
  année: 'year',
};
/** FullCalendar names no unit for a view of several days (ours: the phone's three days, calendarViews.ts). */
const unitKey = (unit: string | undefined) =>
  unit ? (UNITS[unit.toLowerCase()] ?? 'week') : 'threeDays';

/** What FullCalendar draws from; the callbacks are read from `handlers` when they fire. */
interface CalendarBodyProps extends Pick<
  CalendarViewProps,
  | 'initialView'
  | 'initialDate'
  | 'navigation'
  | 'getOccurrences'
  | 'settings'
  | 'language'
  | 'theme'
  | 'blocks'
  | 'waiting'
  | 'outside'
  | 'eventsPending'
> {
  handlers: RefObject<CalendarViewProps>;
}

/**
 * The calendar's page re-renders whenever anything around the calendar changes (the presets, the
 * profile, the outbox, a dialog): FullCalendar draws again only when what it shows changed. Each of its
 * renders is a whole grid of cells (15 to 50 ms here, four times that on a phone), and at start-up the
 * page re-rendered it about ten times (issue #20). Its initial view is read once, as FullCalendar does.
 */
export default function CalendarView(props: CalendarViewProps) {
  const handlers = useRef(props);
  useEffect(() => {
    handlers.current = props;
  });
  const [initialView] = useState(props.initialView);
  // Only the settings the grid draws with: a change to another setting does not draw it again.
  const { slotMinTime, slotMaxTime, slotDuration, slotLabelInterval } = props.settings;
  const settings = useMemo(
    () => ({ slotMinTime, slotMaxTime, slotDuration, slotLabelInterval }),
    [slotMinTime, slotMaxTime, slotDuration, slotLabelInterval],
  );
  return (
    <CalendarBody
      handlers={handlers}
      initialView={initialView}
      initialDate={props.initialDate}
      navigation={props.navigation}
      getOccurrences={props.getOccurrences}
      settings={settings}
      language={props.language}
      theme={props.theme}
      blocks={props.blocks}
      waiting={props.waiting}
      outside={props.outside}
      eventsPending={props.eventsPending}
    />
  );
}

const CalendarBody = memo(function CalendarBody(props: CalendarBodyProps) {
  // The keyboard path to a slot (docs/product.md section 4): the range shown and the slot it previews.
  const [range, setRange] = useState<{ view: ViewName; start: Date; end: Date } | null>(null);
  const keyboardPreview = useRef<number | null>(null);
  const { getOccurrences, navigation, settings, language, theme, handlers } = props;
  const blocks = props.blocks ?? NO_BLOCKS;
  const outside = props.outside ?? NO_OUTSIDE;
  const ref = useRef<CalendarRef>(null);
  const shown = useRef(new Map<string, Occurrence>());
  // Hidden until FullCalendar's layout settled (it lays its grid out twice: it measures, then sizes its
  // axis and rows; shown before, the grid jumps) and its events are known (a reload never shows the week
  // empty, then filled); each wait has its ceiling.
  const [settled, settle] = useWaitAtMost(SETTLE_WAIT_MS);
  const eventsPending = props.eventsPending ?? false;
  const [eventsReady, eventsKnown] = useWaitAtMost(EVENTS_WAIT_MS, !eventsPending);
  useEffect(() => {
    if (!eventsPending) eventsKnown();
  }, [eventsPending, eventsKnown]);
  const visible = settled && eventsReady;
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!visible) return;
    return whenPainted(() => handlers.current.onShown?.());
  }, [visible, handlers]);

  // The user's hours, stretched when an event of the shown range falls outside them (never invisible);
  // the hours outside the user's stay greyed (businessHours).
  const userHours = useMemo<Hours>(
    () => ({ slotMinTime: settings.slotMinTime, slotMaxTime: settings.slotMaxTime }),
    [settings.slotMinTime, settings.slotMaxTime],
  );
  const [hours, setHours] = useState<Hours>(userHours);
  const waitingIds = useMemo(() => new Set(props.waiting ?? []), [props.waiting]);
  // One event source for the calendar's life, reading the latest data: FullCalendar replaces a source whose
  // function changes, and a replacement during a drag left the dropped event drawn twice (the old source's
  // copy, moved, beside the new source's). A data change refetches the same source instead.
  const data = useRef({ getOccurrences, userHours, blocks, waitingIds, outside });
  const events = useCallback<EventSourceFunc>((info, success) => {
    const { getOccurrences, userHours, blocks, waitingIds, outside } = data.current;
    const occurrences = getOccurrences(info.start, info.end);
    const map = new Map<string, Occurrence>();
    for (const o of occurrences) map.set(o.key, o);
    shown.current = map;
    const outsideEvents = outside(info.start, info.end);
    // The range fetched is the range shown (lazyFetching off): a day view of a week that holds a night
    // event stretches only as far as that day needs.
    const needed = visibleHours([...occurrences, ...outsideEvents.occurrences], userHours, {
      start: info.start,
      end: info.end,
    });
    // After FullCalendar's fetch, not inside it: a state change of this component.
    queueMicrotask(() =>
      setHours((current) =>
        current.slotMinTime === needed.slotMinTime && current.slotMaxTime === needed.slotMaxTime
          ? current
          : needed,
      ),
    );
    const from = info.start.getTime();
    const to = info.end.getTime();
    const inRange = blocks.filter((b) => b.end.getTime() > from && b.start.getTime() < to);
    const events = occurrences.map((o) => {
      const event = toFullCalendarEvent(o);
      return waitingIds.has(o.event.id)
        ? { ...event, extendedProps: { ...event.extendedProps, waiting: true } }
        : event;
    });
    success([...events, ...outsideEvents.inputs, ...inRange]);
  }, []);
  // Not while an event is pressed, dragged or resized: FullCalendar keeps the dragged event as it was at the
  // start and puts it back on drop, beside the refetched copy; and a redraw between the press and the drag's
  // start (a save confirmed, a sync, another tab) replaces the pressed element, and the gesture is lost. A
  // change that lands meanwhile is drawn just after the release.
  const pressing = useRef(false);
  const dragging = useRef(false);
  const refetchAfterRelease = useRef(false);
  const refetch = useCallback(() => {
    if (pressing.current || dragging.current) refetchAfterRelease.current = true;
    else ref.current?.getApi().refetchEvents();
  }, []);
  const released = useCallback(() => {
    if (pressing.current || dragging.current || !refetchAfterRelease.current) return;
    refetchAfterRelease.current = false;
    // After the drop itself, which FullCalendar applies right after its drag-stop callback.
    setTimeout(refetch, 0);
  }, [refetch]);
  const dragStarted = useCallback(() => {
    dragging.current = true;
  }, []);
  const dragStopped = useCallback(() => {
    dragging.current = false;
    released();
  }, [released]);
  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const press = (e: PointerEvent) => {
      if ((e.target as Element | null)?.closest?.('.fc-event')) pressing.current = true;
    };
    const release = () => {
      if (!pressing.current) return;
      pressing.current = false;
      released();
    };
    element.addEventListener('pointerdown', press, true);
    window.addEventListener('pointerup', release, true);
    window.addEventListener('pointercancel', release, true);
    window.addEventListener('blur', release);
    return () => {
      element.removeEventListener('pointerdown', press, true);
      window.removeEventListener('pointerup', release, true);
      window.removeEventListener('pointercancel', release, true);
      window.removeEventListener('blur', release);
    };
  }, [released]);
  useEffect(() => {
    const latest = { getOccurrences, userHours, blocks, waitingIds, outside };
    const changed = Object.entries(latest).some(
      ([key, value]) => data.current[key as keyof typeof latest] !== value,
    );
    data.current = latest;
    if (changed) refetch();
  }, [getOccurrences, userHours, blocks, waitingIds, outside, refetch]);

  // Task rows of other remotes become draggable onto this calendar while it is shown.
  useEffect(() => {
    const draggable = new Draggable(document.body, {
      itemSelector: TASK_DRAG_SELECTOR,
      eventData: (el) => ({
        title: el.dataset.plannerTaskTitle ?? '',
        duration: { minutes: Number(el.dataset.plannerTaskMinutes) || 60 },
        create: false,
      }),
    });
    return () => draggable.destroy();
  }, []);

  // A phone-wide screen shows three days for the week (calendarViews.ts); a rotation or a resize across
  // the breakpoint swaps the two and keeps the date.
  const narrow = useMediaQuery(NARROW_SCREEN);
  const narrowRef = useRef(narrow);
  useEffect(() => {
    if (narrowRef.current === narrow) return;
    narrowRef.current = narrow;
    const api = ref.current?.getApi();
    if (api && viewOfFc(api.view.type) === 'week') api.changeView(fcViewOf('week', narrow));
  }, [narrow]);

  useEffect(() => {
    const api = ref.current?.getApi();
    if (!api || !navigation) return;
    if (navigation.view)
      api.changeView(fcViewOf(navigation.view, narrowRef.current), navigation.date ?? undefined);
    else if (navigation.date) api.gotoDate(navigation.date);
  }, [navigation]);

  const businessHours = useMemo(
    () => ({
      daysOfWeek: [0, 1, 2, 3, 4, 5, 6],
      startTime: userHours.slotMinTime,
      endTime: userHours.slotMaxTime,
    }),
    [userHours],
  );
  const { t } = useTranslation('calendar');
  const french = language === 'fr';
  // FullCalendar's own words and button names from our namespace: its French locale leaves some in English
  // ("Timed", "Close", the hints), and its English "today" button was named "This Week" (WCAG 2.5.3).
  const fullCalendarTexts = useMemo(
    () => ({
      todayText: t('fullCalendar.today'),
      timedText: t('fullCalendar.timed'),
      allDayText: t('fullCalendar.allDay'),
      closeHint: t('fullCalendar.close'),
      eventsHint: t('fullCalendar.events'),
      noEventsText: t('fullCalendar.noEvents'),
      todayHint: t('fullCalendar.today'),
      prevHint: (unit?: string) => t(`fullCalendar.prev.${unitKey(unit)}`),
      nextHint: (unit?: string) => t(`fullCalendar.next.${unitKey(unit)}`),
      viewHint: (view: string) => t('fullCalendar.viewHint', { view }),
      navLinkHint: (date: string) => t('fullCalendar.navLinkHint', { date }),
      moreLinkHint: (count: number) => t('fullCalendar.moreLink', { count }),
    }),
    // t changes with the language.
    [t],
  );
  // FullCalendar 7 names a view's button from `buttons` (its own views from their unit: "Day", "Week").
  const buttons = useMemo(
    () => ({
      [FC_VIEW.week]: { className: styles.wideScreenOnly },
      [FC_THREE_DAYS]: { text: t('views.threeDays'), className: styles.narrowScreenOnly },
    }),
    [t],
  );
  const locale = useMemo(() => (french ? [frLocale] : []), [french]);
  const timeFormat = useMemo(() => clockFormat(language), [language]);
  const eventTimeFormat = useMemo(() => chipTimeFormat(language), [language]);
  /** A drag or a resize: the occurrence's new times, or undone when it is not ours to change. */
  const moved = useCallback(
    // eslint-disable-next-line react-hooks/preserve-manual-memoization -- no React Compiler here; `handlers` is a ref, read when FullCalendar calls back
    (info: EventDropInfo | EventResizeDoneInfo) => {
      const id = info.event.id;
      // An outside calendar's event is not ours to change (it is not editable: this is a safety net).
      if (id.startsWith(OUTSIDE_PREFIX)) return info.revert();
      if (id.startsWith(TASK_PREFIX) || id.startsWith(GHOST_PREFIX)) {
        const taskId = String(info.event.extendedProps.taskId ?? '');
        if (!info.event.start || info.event.allDay || !handlers.current.onBlockChange) {
          return info.revert();
        }
        handlers.current.onBlockChange({
          kind: id.startsWith(TASK_PREFIX) ? 'task' : 'ghost',
          taskId,
          start: info.event.start,
          end: info.event.end,
          revert: info.revert,
        });
        return;
      }
      const o = shown.current.get(info.event.id);
      if (!o || !info.event.start) return info.revert();
      handlers.current.onChange({
        occurrence: o,
        start: info.event.start,
        end: info.event.end,
        allDay: info.event.allDay,
        revert: info.revert,
      });
    },
    [handlers],
  );

  // FullCalendar itself, drawn again only when what it draws changes: this component's own state (the
  // grid settling, the range noted for the keyboard) re-renders the box around it, not its whole grid.
  // Its callbacks read refs (handlers, the shown occurrences, the latest data).
  const grid = useMemo(
    // eslint-disable-next-line react-hooks/preserve-manual-memoization -- as for `moved`
    () => (
      <FullCalendar
        ref={ref}
        plugins={PLUGINS}
        locales={locale}
        locale={language}
        firstDay={french ? 1 : 0}
        eventTimeFormat={eventTimeFormat}
        slotHeaderFormat={timeFormat}
        colorScheme={theme}
        {...fullCalendarTexts}
        initialView={fcViewOf(props.initialView, narrow)}
        initialDate={props.initialDate}
        headerToolbar={HEADER_TOOLBAR}
        height="auto"
        nowIndicator
        scrollTimeReset={false}
        // A block's height already shows its end in the time grid; formatting every start-end range
        // was the most expensive part of drawing a busy week. The list view keeps the range.
        displayEventEnd={false}
        views={VIEWS}
        buttons={buttons}
        editable
        selectable
        selectMirror
        // Up to three events a day in the month view, then "+N": a count, not the cell's height (on a phone a
        // month's cell has room for its date only, and a day of two events showed just "+2").
        dayMaxEvents={3}
        eventMaxStack={3}
        // On a phone a day's number in the month and a day's name above the three days are links to that
        // day's view ("Go to December 5, 2026"): a month's chips show a word or two there, the day the
        // whole titles. Wider, the titles show and the links would put 42 more stops on the Tab key's way
        // through a month (the grid's arrow-key cursor is the keyboard's path to a day).
        navLinks={narrow}
        // Every view fetches its own range, so the hours above follow the days shown (a week fetched
        // once would keep a day view stretched to every night of that week).
        lazyFetching={false}
        slotMinTime={hours.slotMinTime}
        slotMaxTime={hours.slotMaxTime}
        businessHours={businessHours}
        slotDuration={settings.slotDuration}
        slotHeaderInterval={settings.slotLabelInterval}
        allDayHeaderInnerClass={styles.allDayLabel}
        events={events}
        eventDidMount={(info) => {
          // FullCalendar 7's classes are hashed: stable hooks for tests and styles.
          const kind = info.event.extendedProps.kind as string | undefined;
          info.el.setAttribute(
            'data-testid',
            kind === 'task'
              ? 'calendar-task'
              : kind === 'ghost'
                ? 'calendar-ghost'
                : kind === 'outside'
                  ? 'calendar-outside-event'
                  : 'calendar-event',
          );
          if (kind === 'outside') {
            // Its calendar's name on hover and for screen readers; a click or Enter opens the popup.
            const label = t('outside.tooltip', {
              title: info.event.title,
              name: String(info.event.extendedProps.calendarName ?? ''),
            });
            info.el.title = label;
            info.el.setAttribute('aria-label', label);
            info.el.setAttribute('data-readonly', 'true');
            if (!info.el.hasAttribute('tabindex')) info.el.tabIndex = 0;
          }
          info.el.setAttribute('data-event-key', info.event.id);
          // A selection drawn before it is an event (a slot chosen by mouse or by the keyboard cursor).
          if (info.isMirror) info.el.setAttribute('data-mirror', '');
          // Which view drew the chip: its layout depends on it (CalendarView.module.css).
          info.el.setAttribute('data-view', viewOfFc(info.view.type));
          // A chip of half an hour or less puts its time and title on one line: the title goes first.
          const { start, end } = info.event;
          if (start && end && end.getTime() - start.getTime() <= 30 * 60_000) {
            info.el.setAttribute('data-short', '');
          }
          if (info.event.extendedProps.waiting) {
            // Seen (a dashed outline, the words on hover) and heard (the words, for screen readers).
            info.el.setAttribute('data-waiting', 'true');
            info.el.title = `${info.event.title} (${t('event.waiting')})`;
            const mark = document.createElement('span');
            mark.className = styles.waitingMark ?? '';
            mark.textContent = t('event.waiting');
            info.el.append(mark);
          }
        }}
        eventContent={(info) => {
          const kind = info.event.extendedProps.kind as string | undefined;
          if (kind !== 'task' && kind !== 'ghost') return true;
          const taskId = String(info.event.extendedProps.taskId ?? '');
          const title = info.event.title;
          if (kind === 'ghost') {
            return (
              <span className={styles.blockContent}>
                <span className={styles.blockTag}>{t('plan.ghostTag')}</span>
                <span className={styles.blockTitle}>{title}</span>
              </span>
            );
          }
          const done = Boolean(info.event.extendedProps.done);
          return (
            <span className={styles.blockContent}>
              <input
                type="checkbox"
                className={styles.blockCheck}
                checked={done}
                aria-label={t(done ? 'taskBlock.reopenOf' : 'taskBlock.doneOf', { title })}
                onClick={(e) => e.stopPropagation()}
                onChange={() => handlers.current.onBlockToggle?.(taskId)}
              />
              <span className={styles.blockTitle}>{title}</span>
            </span>
          );
        }}
        datesSet={(info) => {
          settle();
          setRange({ view: viewOfFc(info.view.type), start: info.start, end: info.end });
          handlers.current.onDatesChange?.(viewOfFc(info.view.type), info.start, info.end);
        }}
        select={(info) => {
          // The keyboard cursor's own preview is not a choice (Enter on the cursor is).
          if (keyboardPreview.current === info.start.getTime()) return;
          ref.current?.getApi().unselect();
          handlers.current.onSelect(info.start, info.end, info.allDay);
        }}
        eventClick={(info) => {
          info.jsEvent.preventDefault();
          const kind = info.event.extendedProps.kind as string | undefined;
          if (kind === 'outside') {
            const item = data.current.outside.find(info.event.id);
            if (item) handlers.current.onOutsideOpen?.(item);
            return;
          }
          if (kind === 'task' || kind === 'ghost') {
            // A click on the block's Done checkbox is the checkbox's own (FullCalendar listens natively).
            const target = info.jsEvent.target as HTMLElement | null;
            if (target?.closest('input')) return;
            if (kind === 'task') {
              handlers.current.onBlockOpen?.(String(info.event.extendedProps.taskId ?? ''));
            }
            return;
          }
          const o = shown.current.get(info.event.id);
          if (o) handlers.current.onOpen(o);
        }}
        eventDragStart={dragStarted}
        eventDragStop={dragStopped}
        eventResizeStart={dragStarted}
        eventResizeStop={dragStopped}
        eventDrop={moved}
        eventResize={moved}
        droppable
        drop={(info) => {
          const taskId = info.draggedEl.dataset.plannerTaskId;
          if (!taskId || info.allDay) return;
          handlers.current.onTaskDrop?.(taskId, info.date);
        }}
      />
    ),
    [
      locale,
      language,
      french,
      eventTimeFormat,
      timeFormat,
      theme,
      fullCalendarTexts,
      buttons,
      narrow,
      props.initialView,
      props.initialDate,
      hours,
      businessHours,
      settings.slotDuration,
      settings.slotLabelInterval,
      events,
      t,
      settle,
      handlers,
      moved,
      dragStarted,
      dragStopped,
    ],
  );

  return (
    <div
      ref={box}
      className={styles.calendar}
      data-testid="calendar-view"
      style={visible ? undefined : { visibility: 'hidden' }}
    >
      {range && range.view !== 'list' ? (
        <KeyboardSlot
          grid={{
            view: range.view,
            rangeStart: range.start,
            rangeEnd: range.end,
            slotMinTime: hours.slotMinTime,
            slotMaxTime: hours.slotMaxTime,
            slotDuration: settings.slotDuration,
          }}
          language={language}
          onPreview={(selection) => {
            const api = ref.current?.getApi();
            if (!api) return;
            if (selection.start < range.start || selection.start >= range.end) {
              api.gotoDate(selection.start);
            }
            keyboardPreview.current = selection.start.getTime();
            api.select(selection);
          }}
          onChoose={(selection) => {
            keyboardPreview.current = null;
            ref.current?.getApi().unselect();
            handlers.current.onSelect(selection.start, selection.end, selection.allDay);
          }}
          onLeave={() => {
            keyboardPreview.current = null;
            ref.current?.getApi().unselect();
          }}
        />
      ) : null}
      {grid}
    </div>
  );
});
