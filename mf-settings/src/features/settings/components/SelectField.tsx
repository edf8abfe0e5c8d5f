// A labelled select over the shared Field: the options' values are strings, their labels translated by the caller.
import type { ReactNode } from 'react';
import { Field } from '@planner/shared/ui';

export interface SelectFieldProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  name: string;
}

export function SelectField({
  label,
  hint,
  error,
  value,
  options,
  onChange,
  name,
}: SelectFieldProps) {
  return (
    <Field label={label} hint={hint} error={error}>
      <select name={name} value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
