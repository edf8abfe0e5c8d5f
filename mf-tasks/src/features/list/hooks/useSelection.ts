// The set of task ids ticked for a multi-delete; ids that leave the list leave the selection too.
import { useCallback, useMemo, useState } from 'react';
import type { Task } from '@planner/shared/model';

export interface Selection {
  selected: ReadonlySet<string>;
  set: (id: string, on: boolean) => void;
  setMany: (ids: readonly string[], on: boolean) => void;
  clear: () => void;
}

export function useSelection(tasks: readonly Task[]): Selection {
  const [raw, setRaw] = useState<ReadonlySet<string>>(() => new Set());
  // Derived, not an effect: a purged or deleted task is never counted as selected.
  const selected = useMemo(() => {
    if (raw.size === 0) return raw;
    const present = new Set(tasks.map((t) => t.id));
    const kept = [...raw].filter((id) => present.has(id));
    return kept.length === raw.size ? raw : new Set(kept);
  }, [raw, tasks]);

  const set = useCallback((id: string, on: boolean) => {
    setRaw((prev) => {
      if (prev.has(id) === on) return prev;
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  const setMany = useCallback((ids: readonly string[], on: boolean) => {
    setRaw((prev) => {
      const next = new Set(prev);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  }, []);
  const clear = useCallback(() => setRaw(new Set()), []);
  return { selected, set, setMany, clear };
}
