// The text input behind DateField and TimeField: shows the value in the app's language, reads what is typed
// on blur or Enter, keeps the last valid value (with a message) when the text cannot be read, and steps the
// value with ArrowUp/ArrowDown.
import { useId, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toSupportedLanguage } from '../i18n';

/** The props DateField and TimeField share: those the native inputs they replace took. */
export interface FormattedFieldProps {
  /** 'YYYY-MM-DD' (DateField) or 'HH:mm' (TimeField); '' when empty. */
  value: string;
  /** Called with a new valid value (or '' when the text was cleared). */
  onChange: (value: string) => void;
  id?: string;
  name?: string;
  required?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
  className?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
}

export interface FormattedInputRules {
  format: (value: string, language: string) => string;
  parse: (text: string, language: string) => string | null;
  /** The value ArrowUp (1) or ArrowDown (-1) gives; from '' it starts somewhere sensible. */
  step: (value: string, direction: 1 | -1) => string;
}

export function useFormattedInput(props: FormattedFieldProps, rules: FormattedInputRules) {
  const { value, onChange } = props;
  const { t, i18n } = useTranslation('common');
  const language = toSupportedLanguage(i18n.language);
  const generated = useId();
  const id = props.id ?? generated;
  const errorId = `${id}-format-error`;
  const [text, setText] = useState(() => rules.format(value, language));
  const [invalid, setInvalid] = useState(false);

  // A new value from the form (or the language changed): show it, the last typed text is settled. Done
  // while rendering, as React advises for state that follows a prop.
  const shown = `${value}|${language}`;
  const [lastShown, setLastShown] = useState(shown);
  if (shown !== lastShown) {
    setLastShown(shown);
    setText(rules.format(value, language));
    setInvalid(false);
  }

  const dirty = text !== rules.format(value, language);

  /** Reads the text: a valid one becomes the value (written the language's way); else the message. */
  function commit(): boolean {
    if (text.trim() === '') {
      setInvalid(false);
      if (value !== '') onChange('');
      return true;
    }
    const parsed = rules.parse(text, language);
    if (parsed === null) {
      setInvalid(true);
      return false;
    }
    setInvalid(false);
    setText(rules.format(parsed, language));
    if (parsed !== value) onChange(parsed);
    return true;
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'Enter' && dirty) {
      // The typed text is read first; a second Enter submits the form with it.
      e.preventDefault();
      commit();
    } else if ((e.key === 'ArrowUp' || e.key === 'ArrowDown') && !e.altKey) {
      e.preventDefault();
      const from = dirty ? (rules.parse(text, language) ?? value) : value;
      const next = rules.step(from, e.key === 'ArrowUp' ? 1 : -1);
      setInvalid(false);
      setText(rules.format(next, language));
      if (next !== value) onChange(next);
    }
  }

  const describedBy =
    [props['aria-describedby'], invalid ? errorId : null].filter(Boolean).join(' ') || undefined;

  return {
    t,
    language,
    id,
    errorId,
    invalid,
    setText,
    commit,
    inputProps: {
      id,
      type: 'text' as const,
      name: props.name,
      value: text,
      required: props.required,
      disabled: props.disabled,
      autoFocus: props.autoFocus,
      autoComplete: 'off',
      spellCheck: false,
      'aria-label': props['aria-label'],
      'aria-labelledby': props['aria-labelledby'],
      'aria-describedby': describedBy,
      'aria-invalid':
        invalid || props['aria-invalid'] === true || props['aria-invalid'] === 'true'
          ? true
          : undefined,
      onChange: (e: ChangeEvent<HTMLInputElement>) => setText(e.target.value),
      onBlur: () => void commit(),
      onKeyDown,
    },
  };
}
