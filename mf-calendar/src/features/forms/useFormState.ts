// The state the event popup and the preset form both keep: values, errors that clear as their field is
// touched, saving, and a failed save (the form stays, with what was typed).
import { useState, type FormEvent } from 'react';

type Errors = Partial<Record<string, string>>;

/** What a save answers: done, or its failure's translation key (an Outcome of @planner/shared/sync fits). */
export type SaveAnswer = { ok: true } | { ok: false; messageKey: string };

export interface FormState<V, E extends Errors> {
  values: V;
  setValues: (update: (v: V) => V) => void;
  errors: E;
  /** Changes fields; their errors (and `alsoClears(patch)`'s) go away at once. */
  set: (patch: Partial<V>) => void;
  clearErrors: (...keys: (keyof E)[]) => void;
  saving: boolean;
  /** The failed save's message key (common namespace), until the next change. */
  failed: string | null;
  /** The form's onSubmit: validates, then saves unless a field has an error. */
  submit: (e: FormEvent) => Promise<void>;
}

export function useFormState<V extends object, E extends Errors>({
  initial,
  validate,
  save,
  alsoClears = () => [],
}: {
  initial: V;
  validate: (values: V) => E;
  save: (values: V) => Promise<SaveAnswer>;
  /** Other errors a change makes stale (e.g. the end date's, when a start time changes). */
  alsoClears?: (patch: Partial<V>) => (keyof E)[];
}): FormState<V, E> {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<E>({} as E);
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);

  const set = (patch: Partial<V>) => {
    setValues((v) => ({ ...v, ...patch }));
    setFailed(null);
    setErrors((e) => {
      const next = { ...e };
      for (const key of [...Object.keys(patch), ...alsoClears(patch)]) delete next[key as keyof E];
      return next;
    });
  };

  const clearErrors = (...keys: (keyof E)[]) =>
    setErrors((e) => {
      const next = { ...e };
      for (const key of keys) delete next[key];
      return next;
    });

  async function submit(e: FormEvent) {
    e.preventDefault();
    const found = validate(values);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setSaving(true);
    const answer = await save(values);
    setSaving(false);
    if (!answer.ok) setFailed(answer.messageKey);
  }

  return { values, setValues, errors, set, clearErrors, saving, failed, submit };
}
