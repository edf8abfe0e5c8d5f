// The typed facade over RxJS: facts (BehaviorSubjects) and events (Subjects), one instance per page.
import { BehaviorSubject, Subject, type Observable } from 'rxjs';
import { DEFAULT_LANGUAGE } from '../model/constants';
import type { BusEvents, BusFacts, EventName, FactName } from './catalog';

export type Unsubscribe = () => void;

const initialFacts: BusFacts = {
  session: { resolved: false, user: null },
  theme: 'light',
  language: DEFAULT_LANGUAGE,
};

export class EventBus {
  private readonly facts: { [K in FactName]: BehaviorSubject<BusFacts[K]> };
  private readonly events = new Map<EventName, Subject<unknown>>();

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

  /** Listens to an event from now on. Returns the unsubscribe. */
  on<K extends EventName>(name: K, listener: (payload: BusEvents[K]) => void): Unsubscribe {
    const sub = this.subject(name).subscribe((p) => listener(p as BusEvents[K]));
    return () => sub.unsubscribe();
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
