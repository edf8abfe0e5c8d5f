// Preset writes over the page's presets: each returns its own outcome (a failure changes nothing).
import type { Preset, PresetInput } from '@planner/shared/model';
import { eventPresets, type Outcome } from '@planner/shared/sync';

export interface PresetActions {
  create(input: PresetInput): Promise<Outcome<Preset>>;
  /** Sends the lastUpdated of the version edited (the api answers 409 to a stale one). */
  update(before: Preset, input: PresetInput): Promise<Outcome<Preset>>;
  /** The removed preset's id on success. */
  remove(preset: Preset): Promise<Outcome<string>>;
}

export function createPresetActions(): PresetActions {
  return {
    create: (input) => eventPresets.create(input),
    update: (before, input) =>
      eventPresets.update(before.id, { ...input, lastUpdated: before.lastUpdated }),
    remove: (preset) => eventPresets.remove(preset.id),
  };
}
