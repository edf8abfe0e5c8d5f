// Saves settings changes one after another, each on top of the last saved version (no stale-version conflicts).
import { calendarSettingsSchema, type CalendarSettings } from '@planner/shared/model';
import type { Failure, Outcome } from '@planner/shared/sync';

/** The part of the settings entity the saver uses. */
export interface SettingsTarget {
  value(): CalendarSettings;
  update(value: CalendarSettings): Promise<Outcome<CalendarSettings>>;
}

export type SaveResult =
  | { ok: true; settings: CalendarSettings }
  | { ok: false; reason: 'invalid'; field: string }
  | { ok: false; reason: 'failed'; failure: Failure };

export interface SettingsSaver {
  save: (patch: Partial<CalendarSettings>) => Promise<SaveResult>;
}

/**
 * One saver per store, whoever asks: a screen that mounts again meanwhile (a language change re-renders the
 * suite) queues behind the saves still running instead of racing them into a 409.
 */
const savers = new WeakMap<SettingsTarget, SettingsSaver>();

export function settingsSaverFor(target: SettingsTarget): SettingsSaver {
  let saver = savers.get(target);
  if (!saver) {
    saver = createSettingsSaver(target);
    savers.set(target, saver);
  }
  return saver;
}

export function createSettingsSaver(target: SettingsTarget): SettingsSaver {
  let queue: Promise<unknown> = Promise.resolve();
  const saveNow = async (patch: Partial<CalendarSettings>): Promise<SaveResult> => {
    // Applied to the value as saved by the previous change: its lastUpdated is the server's latest.
    const next = { ...target.value(), ...patch };
    const parsed = calendarSettingsSchema.safeParse(next);
    if (!parsed.success) {
      return { ok: false, reason: 'invalid', field: String(parsed.error.issues[0]?.path[0] ?? '') };
    }
    const saved = await target.update(parsed.data);
    return saved.ok
      ? { ok: true, settings: saved.data }
      : { ok: false, reason: 'failed', failure: saved };
  };
  return {
    save(patch) {
      const run = queue.then(() => saveNow(patch));
      queue = run.catch(() => undefined);
      return run;
    },
  };
}
