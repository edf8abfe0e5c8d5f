// The stored presets and their actions, from the page's cache.
import { useMemo } from 'react';
import type { Preset } from '@planner/shared/model';
import { eventPresets, useList } from '@planner/shared/sync';
import { createPresetActions, type PresetActions } from '../presetActions';

export function usePresets(): { presets: readonly Preset[]; actions: PresetActions } {
  const presets = useList(eventPresets).value;
  const actions = useMemo(() => createPresetActions(), []);
  return { presets, actions };
}
