// The e-mail and password fields of the sign-in, sign-up and reset forms: labelled, autofill-aware, with
// their translated error (and hint).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '@planner/shared/ui';

interface TextProps {
  value: string;
  onChange: (value: string) => void;
  error: string | null;
}

export function EmailField({
  value,
  onChange,
  error,
  onBlur,
}: TextProps & { onBlur?: () => void }) {
  const { t } = useTranslation('auth');
  return (
    <Field label={t('auth.fields.email')} error={error}>
      <input
        type="email"
        name="email"
        autoComplete="email"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        required
      />
    </Field>
  );
}

/** `current`: signing in (the browser offers the saved password); otherwise a new one (it may suggest one). */
export function PasswordField({
  label,
  name,
  current = false,
  value,
  onChange,
  error,
  hint,
}: TextProps & { label: string; name: string; current?: boolean; hint?: ReactNode }) {
  return (
    <Field label={label} error={error} hint={hint}>
      <input
        type="password"
        name={name}
        autoComplete={current ? 'current-password' : 'new-password'}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        required
      />
    </Field>
  );
}
