// The stored presets and their actions, from the store in context.
import { useMemo } from 'react';
import { useItems } from '@planner/shared/sync';
import type { Preset } from '@planner/shared/model';
import { usePresetStore } from '../PresetStoreContext';
import { createPresetActions, type PresetActions } from '../presetActions';

export function usePresets(): { presets: readonly Preset[]; actions: PresetActions } {
  const store = usePresetStore();
  const presets = useItems(store);
  const actions = useMemo(() => createPresetActions(store), [store]);
  return { presets, actions };
}
