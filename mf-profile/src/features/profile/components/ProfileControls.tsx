// The profile form's controls: a select, a time, a text and a yes/no, each labelled and explained.
import type { ReactNode } from 'react';
import { Field, TimeField } from '@planner/shared/ui';
import { emptyToNull } from '../profileDraft';
import styles from './ProfileForm.module.css';

export function SelectControl<V extends string | number>({
  label,
  hint,
  value,
  options,
  onChange,
}: {
  label: ReactNode;
  hint?: ReactNode;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
}) {
  return (
    <Field label={label} hint={hint}>
      <select
        value={String(value)}
        onChange={(e) => {
          const chosen = options.find((o) => String(o.value) === e.target.value);
          if (chosen) onChange(chosen.value);
        }}
      >
        {options.map((o) => (
          <option key={String(o.value)} value={String(o.value)}>
            {o.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

export function TimeControl({
  label,
  hint,
  value,
  onChange,
  error,
}: {
  label: ReactNode;
  hint?: ReactNode;
  value: string | null;
  onChange: (value: string | null) => void;
  error?: ReactNode;
}) {
  return (
    <Field label={label} hint={hint} error={error}>
      <TimeField value={value ?? ''} onChange={(time) => onChange(emptyToNull(time))} />
    </Field>
  );
}

export function TextControl({
  label,
  hint,
  value,
  onChange,
  maxLength,
  error,
}: {
  label: ReactNode;
  hint?: ReactNode;
  value: string | null;
  onChange: (value: string | null) => void;
  maxLength: number;
  error?: ReactNode;
}) {
  return (
    <Field label={label} hint={hint} error={error}>
      <input
        type="text"
        value={value ?? ''}
        maxLength={maxLength}
        onChange={(e) => onChange(e.target.value === '' ? null : e.target.value)}
        onBlur={(e) => onChange(emptyToNull(e.target.value))}
      />
    </Field>
  );
}

export function YesNoControl({
  label,
  hint,
  checked,
  onChange,
}: {
  label: ReactNode;
  hint?: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className={styles.yesNo}>
      <label className={styles.checkLabel}>
        <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
        <span>{label}</span>
      </label>
      {hint ? <span className={styles.hint}>{hint}</span> : null}
    </div>
  );
}
