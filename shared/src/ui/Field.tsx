// A form field: label, one control, an optional hint and an error message tied to it with aria-describedby.
import { cloneElement, useId, type ReactElement, type ReactNode } from 'react';
import styles from './Field.module.css';

interface ControlProps {
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  required?: boolean;
}

export interface FieldProps {
  label: ReactNode;
  /** The control (input, select, textarea...): it gets the id, aria-describedby and aria-invalid. */
  children: ReactElement<ControlProps>;
  /** A translated error message; the control is then marked invalid. */
  error?: ReactNode;
  hint?: ReactNode;
  /** Shows a required mark (the control should carry `required` itself). */
  required?: boolean;
  className?: string;
}

export function Field({ label, children, error, hint, required = false, className }: FieldProps) {
  const generated = useId();
  const id = children.props.id ?? generated;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [
    children.props['aria-describedby'],
    hint ? hintId : null,
    error ? errorId : null,
  ]
    .filter(Boolean)
    .join(' ');
  const control = cloneElement(children, {
    id,
    'aria-describedby': describedBy || undefined,
    'aria-invalid': error ? true : children.props['aria-invalid'],
  });
  return (
    <div className={[styles.field, className ?? ''].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {control}
      {hint ? (
        // A div: a hint may be a list (the password rules).
        <div id={hintId} className={styles.hint}>
          {hint}
        </div>
      ) : null}
      {error ? (
        <span id={errorId} className={styles.error} role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}
