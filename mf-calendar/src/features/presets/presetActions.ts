// Preset writes (docs/product.md section 8: a failed preset call returns null and changes nothing).
import { logger } from '@planner/shared/logger';
import type { Preset, PresetInput } from '@planner/shared/model';
import type { PresetStore } from './PresetStoreContext';

export interface PresetActions {
  create(input: PresetInput): Promise<Preset | null>;
  /** Sends the lastUpdated of the version edited (the api answers 409 to a stale one). */
  update(before: Preset, input: PresetInput): Promise<Preset | null>;
  /** The removed preset's id, or null when the call failed. */
  remove(preset: Preset): Promise<string | null>;
}

export function createPresetActions(store: PresetStore): PresetActions {
  return {
    async create(input) {
      const created = await store.create(input);
      if (!created || !created.id) {
        logger.error('eventPresets: the preset could not be created');
        return null;
      }
      return created;
    },
    async update(before, input) {
      return store.update(before.id, { ...input, lastUpdated: before.lastUpdated });
    },
    async remove(preset) {
      return (await store.remove(preset.id)) ? preset.id : null;
    },
  };
}
