// React hook: the current value of a lasting bus fact, re-rendering when it changes.
import { useSyncExternalStore } from 'react';
import type { FactName, BusFacts } from './catalog';
import { bus as defaultBus, type EventBus } from './bus';

export function useFact<K extends FactName>(name: K, bus: EventBus = defaultBus): BusFacts[K] {
  return useSyncExternalStore(
    (onChange) => bus.watch(name, onChange),
    () => bus.get(name),
    () => bus.get(name),
  );
}
