// React hook: the settings as shown (saved values plus changes in flight) and a change() that saves at once.
import { useState } from 'react';
import type { CalendarSettings } from '@planner/shared/model';
import { useRecord, type RecordEntity } from '@planner/shared/sync';
import { settingsSaverFor, type SaveResult, type SettingsTarget } from './settingsSaver';

export type SaveMessage =
  | { kind: 'saved' }
  | { kind: 'invalid'; field: string }
  | { kind: 'failed'; messageKey: string }
  | null;

export function useSettingsEditor(store: RecordEntity<CalendarSettings> & SettingsTarget) {
  const saved = useRecord(store).value;
  const saver = settingsSaverFor(store);
  const [pending, setPending] = useState<Partial<CalendarSettings>>({});
  const [message, setMessage] = useState<SaveMessage>(null);

  const change = async (patch: Partial<CalendarSettings>): Promise<SaveResult> => {
    setPending((p) => ({ ...p, ...patch }));
    setMessage(null);
    const result = await saver.save(patch);
    // A refused combination stays on screen beside its message, so the person sees what to fix (it used to
    // snap back to the saved value while the message stayed under a pair that was valid again).
    if (!(result.ok === false && result.reason === 'invalid')) {
      setPending((p) => {
        const rest = { ...p };
        for (const key of Object.keys(patch) as (keyof CalendarSettings)[]) delete rest[key];
        return rest;
      });
    }
    setMessage(
      result.ok
        ? { kind: 'saved' }
        : result.reason === 'invalid'
          ? { kind: 'invalid', field: result.field }
          : { kind: 'failed', messageKey: result.failure.messageKey },
    );
    return result;
  };

  return { values: { ...saved, ...pending } as CalendarSettings, change, message };
}
