// The typed facade over RxJS: facts (BehaviorSubjects) and events (Subjects), one instance per page.
import { BehaviorSubject, Subject, type Observable } from 'rxjs';
import { DEFAULT_LANGUAGE } from '../model/constants';
import type { BusEvents, BusFacts, EventName, FactName } from './catalog';

export type Unsubscribe = () => void;

/** How long a request waits for the listener that takes it (a remote still loading on a slow machine). */
export const REQUEST_HOLD_MS = 10_000;

const initialFacts: BusFacts = {
  session: { resolved: false, user: null },
  theme: 'light',
  language: DEFAULT_LANGUAGE,
};

export class EventBus {
  private readonly facts: { [K in FactName]: BehaviorSubject<BusFacts[K]> };
  private readonly events = new Map<EventName, Subject<unknown>>();
  /** Requests not taken yet, held for listeners that subscribe soon (see request()). */
  private readonly held: { name: EventName; payload: unknown; until: number }[] = [];

  constructor(initial: BusFacts = initialFacts) {
    this.facts = {
      session: new BehaviorSubject(initial.session),
      theme: new BehaviorSubject(initial.theme),
      language: new BehaviorSubject(initial.language),
    };
  }

  /** The current value of a lasting fact. */
  get<K extends FactName>(name: K): BusFacts[K] {
    return this.facts[name].getValue();
  }

  /** Sets a lasting fact; subscribers are told only when the value changes (by reference). */
  set<K extends FactName>(name: K, value: BusFacts[K]): void {
    if (this.facts[name].getValue() !== value) this.facts[name].next(value);
  }

  /** Listens to a fact (called at once with the current value). Returns the unsubscribe. */
  watch<K extends FactName>(name: K, listener: (value: BusFacts[K]) => void): Unsubscribe {
    const sub = this.facts[name].subscribe(listener);
    return () => sub.unsubscribe();
  }

  fact$<K extends FactName>(name: K): Observable<BusFacts[K]> {
    return this.facts[name].asObservable();
  }

  publish<K extends EventName>(name: K, payload: BusEvents[K]): void {
    this.events.get(name)?.next(payload);
  }

  /**
   * A request that a screen's remote answers (create an item, open an event, focus a field): given to the
   * listeners there now and, until one takes it (its listener returns true), held for the listeners that
   * subscribe within `ms`. The remote that answers may still be loading (a click right after the page
   * opened, a widget that waits for the main area) or be on the page the shell is navigating to.
   */
  request<K extends EventName>(
    name: K,
    payload: BusEvents[K],
    ms = REQUEST_HOLD_MS,
    now = Date.now(),
  ): void {
    this.held.push({ name, payload, until: now + ms });
    this.subject(name).next(payload);
  }

  /**
   * Listens to an event from now on, and at once to a request still held. A listener returns true when it
   * takes a request: no later listener gets it. Returns the unsubscribe.
   */
  on<K extends EventName>(name: K, listener: (payload: BusEvents[K]) => unknown): Unsubscribe {
    const take = (payload: unknown) => {
      if (listener(payload as BusEvents[K]) === true) this.drop(payload);
    };
    const sub = this.subject(name).subscribe(take);
    const now = Date.now();
    for (let i = this.held.length - 1; i >= 0; i--) {
      if ((this.held[i]?.until ?? 0) < now) this.held.splice(i, 1);
    }
    for (const h of this.held.filter((e) => e.name === name)) take(h.payload);
    return () => sub.unsubscribe();
  }

  /** A request was taken: it is held no longer. */
  private drop(payload: unknown): void {
    const i = this.held.findIndex((e) => e.payload === payload);
    if (i >= 0) this.held.splice(i, 1);
  }

  event$<K extends EventName>(name: K): Observable<BusEvents[K]> {
    return this.subject(name).asObservable() as Observable<BusEvents[K]>;
  }

  private subject(name: EventName): Subject<unknown> {
    let s = this.events.get(name);
    if (!s) {
      s = new Subject<unknown>();
      this.events.set(name, s);
    }
    return s;
  }
}

/** The page's one bus. It is a singleton because @planner/shared is a federation singleton. */
export const bus = new EventBus();
