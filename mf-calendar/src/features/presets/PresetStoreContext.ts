// Which presets collection the components use: the page's synced singleton, or a stand-in in tests.
import { createContext, useContext } from 'react';
import type { BehaviorSubject } from 'rxjs';
import { eventPresets } from '@planner/shared/sync';
import type { Preset, PresetInput } from '@planner/shared/model';

export interface PresetStore {
  readonly items$: BehaviorSubject<readonly Preset[]>;
  create(input: PresetInput): Promise<Preset | null>;
  update(id: string, entity: PresetInput): Promise<Preset | null>;
  remove(id: string): Promise<boolean>;
}

export const PresetStoreContext = createContext<PresetStore>(eventPresets);

export function usePresetStore(): PresetStore {
  return useContext(PresetStoreContext);
}
