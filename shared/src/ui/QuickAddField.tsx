// Quick add in plain words: one field that reads "Call mum tomorrow 6pm" into a task or an event, shows
// what it understood as removable chips, and saves on Enter through the caller's own create path.
// The parser (chrono-node) is the lazy @planner/shared/quickAdd subpath, loaded when the field gets focus.
import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { QuickAddKind, QuickAddOptions, QuickAddResult } from '../domain/quickAdd';
import type * as QuickAddApi from '../quickAdd';
import { quickAddProblem } from '../domain/quickAdd';
import { registerNamespace, toSupportedLanguage } from '../i18n';
import { deviceTimeZone } from '../intl';
import { partValue, savedMessage } from './quickAddText';
import { NARROW_SCREEN, useMediaQuery } from './useMediaQuery';
import styles from './QuickAddField.module.css';

type QuickAddModule = typeof QuickAddApi;

let loading: Promise<QuickAddModule> | null = null;

/** Loads the parser once (its chunk and chrono); its texts join the page's i18next as 'quickAdd'. */
export function loadQuickAdd(): Promise<QuickAddModule> {
  loading ??= import(/* webpackChunkName: "quick-add" */ '../quickAdd').then((mod) => {
    registerNamespace('quickAdd', mod.quickAddResources);
    return mod;
  });
  loading.catch(() => {
    loading = null; // a failed download can be tried again on the next focus
  });
  return loading;
}

/** What the caller's create path answered: saved, or the translated reason it was not. */
export type QuickAddSaveAnswer = { ok: true } | { ok: false; message: string };

export interface QuickAddFieldProps {
  /** The input's accessible name (shown to screen readers; the placeholder shows it on screen). */
  label: string;
  placeholder?: string;
  /** Shown instead of `placeholder` on a phone-wide screen, where a long example would be cut. */
  narrowPlaceholder?: string;
  submitLabel: string;
  /** Creates the task or event (the caller's existing create path). */
  onSave: (result: QuickAddResult) => Promise<QuickAddSaveAnswer>;
  /** Called after a save, e.g. to show the new event in the calendar. */
  onSaved?: (result: QuickAddResult) => void;
  /** IANA zone the times are read in; the browser's by default. */
  timeZone?: string;
  /** What a day without a time makes: a task due that day (default) or an all-day event (the calendar). */
  dayAlone?: QuickAddKind;
  id?: string;
  className?: string;
  maxLength?: number;
  /** The clock (tests). */
  now?: () => Date;
}

type Message = { tone: 'error' | 'success'; text: string } | null;

export function QuickAddField({
  label,
  placeholder,
  narrowPlaceholder,
  submitLabel,
  onSave,
  onSaved,
  timeZone,
  dayAlone,
  id,
  className,
  maxLength = 500,
  now = () => new Date(),
}: QuickAddFieldProps) {
  const { t, i18n } = useTranslation('common');
  const language = toSupportedLanguage(i18n.language);
  const generated = useId();
  const inputId = id ?? `quick-add-${generated}`;
  const chipsId = `${inputId}-chips`;
  const messageId = `${inputId}-message`;
  const inputRef = useRef<HTMLInputElement>(null);
  /** Set while the parser downloads for a sentence already sent, so a second press does not send it twice. */
  const waitingForParser = useRef(false);
  const narrow = useMediaQuery(NARROW_SCREEN);
  const [text, setText] = useState('');
  const [literal, setLiteral] = useState<string[]>([]);
  const [parser, setParser] = useState<QuickAddModule | null>(null);
  const [message, setMessage] = useState<Message>(null);
  const zone = timeZone ?? deviceTimeZone();

  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  async function ensureParser(): Promise<QuickAddModule | null> {
    if (parser) return parser;
    try {
      const mod = await loadQuickAdd();
      if (mounted.current) setParser(mod);
      return mod;
    } catch {
      // Its chunk could not be downloaded: with no connection, on a first visit before the service worker
      // holds it (docs/offline.md).
      const reason = navigator.onLine ? 'quickAddUnavailable' : 'quickAddOffline';
      if (mounted.current) setMessage({ tone: 'error', text: t(`common:errors.${reason}`) });
      return null;
    }
  }

  /** How the sentence is read: the same for the chips shown while typing and for the save. */
  const readingAt = (at: Date): QuickAddOptions => ({
    now: at,
    timeZone: zone,
    language,
    literal,
    dayAlone,
  });

  /**
   * The sentence read. Should the reading ever fail on a sentence nobody foresaw, its words are all title
   * (a task), so the field and the screen around it keep working and nothing typed is lost.
   */
  const read = (mod: QuickAddModule, at: Date): QuickAddResult => {
    try {
      return mod.parseQuickAdd(text, readingAt(at));
    } catch (error) {
      // Seen by the browser's console and error reporting, as an uncaught error would be.
      globalThis.reportError?.(error);
      return mod.parseQuickAdd(text, { ...readingAt(at), literal: [text] });
    }
  };

  const parsed = useMemo(() => {
    if (!parser || text.trim() === '') return null;
    return read(parser, now());
    // `now` is read when the text changes, not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [parser, text, zone, language, literal, dayAlone]);

  function fill(next: string, nextLiteral: string[] = []) {
    setText(next);
    setLiteral(nextLiteral);
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    if (text.trim() === '') return;
    if (parser) {
      void send(parser);
      return;
    }
    // Pressed before the parser's chunk has come (it loads on focus): the sentence goes once it is here.
    if (waitingForParser.current) return;
    waitingForParser.current = true;
    void ensureParser().then((mod) => {
      waitingForParser.current = false;
      if (mod) void send(mod);
    });
  }

  /**
   * Reads the sentence and saves it. Everything before the save runs at once, in the key press: the field
   * is free for the next sentence before the server answers, and a sentence sent while another saves is
   * a save of its own. A failed save puts its sentence back in the field if the field is empty, and names
   * it in the error otherwise, so nothing typed is lost without a word.
   */
  async function send(mod: QuickAddModule) {
    const at = now();
    const result = read(mod, at);
    const problem = quickAddProblem(result, at);
    if (problem) {
      setMessage({ tone: 'error', text: t(`quickAdd:${problem}`) });
      return;
    }
    const sent = { text, literal };
    fill('');
    const answer = await onSave(result);
    if (!mounted.current) return;
    if (!answer.ok) {
      // The field as it is now (this render's `text` is the sentence sent).
      const putBack = inputRef.current?.value === '';
      if (putBack) fill(sent.text, sent.literal);
      setMessage({
        tone: 'error',
        text: putBack
          ? t('quickAdd:errors.saveFailed', { reason: answer.message })
          : t('quickAdd:errors.sentenceNotSaved', {
              sentence: sent.text.trim(),
              reason: answer.message,
            }),
      });
      return;
    }
    setMessage({ tone: 'success', text: savedMessage(result, t, language, at) });
    onSaved?.(result);
    inputRef.current?.focus();
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'Escape' && (text !== '' || message)) {
      e.preventDefault();
      e.stopPropagation();
      fill('');
      setMessage(null);
    }
  }

  function removePart(words: string) {
    setLiteral((l) => [...l, words]);
    inputRef.current?.focus();
  }

  const parts = parsed?.parts ?? [];
  const at = now();
  return (
    <form
      className={[styles.quickAdd, className ?? ''].filter(Boolean).join(' ')}
      onSubmit={(e) => void submit(e)}
      noValidate
    >
      <div className={styles.row}>
        <label htmlFor={inputId} className={styles.visuallyHidden}>
          {label}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          className={styles.input}
          value={text}
          placeholder={(narrow ? narrowPlaceholder : undefined) ?? placeholder}
          maxLength={maxLength}
          autoComplete="off"
          aria-describedby={
            [parts.length > 0 ? chipsId : '', message ? messageId : ''].filter(Boolean).join(' ') ||
            undefined
          }
          aria-invalid={message?.tone === 'error' ? true : undefined}
          onFocus={() => void ensureParser()}
          onKeyDown={onKeyDown}
          onChange={(e) => {
            setText(e.target.value);
            if (e.target.value === '') setLiteral([]);
            // What was said about the last sentence (its error, or what it added) is history once typing goes on.
            if (message) setMessage(null);
          }}
        />
        <button type="submit" className={styles.add} disabled={text.trim() === ''}>
          {submitLabel}
        </button>
      </div>
      {parsed && parts.length > 0 ? (
        <div className={styles.chips} id={chipsId}>
          <span className={styles.kind}>{t(`quickAdd:kind.${parsed.kind}`)}</span>
          <ul className={styles.chipList} aria-label={t('quickAdd:parts')}>
            {parts.map((part) => {
              const type = t(`quickAdd:type.${part.type}`);
              const value = partValue(part, parsed, t, language, at);
              return (
                <li key={`${part.type}-${part.index}`}>
                  <button
                    type="button"
                    className={styles.chip}
                    data-part={part.type}
                    aria-label={t(`quickAdd:remove.${part.type}`, { value })}
                    title={part.text}
                    onClick={() => removePart(part.text)}
                  >
                    <span className={styles.chipType}>{type}</span>
                    <span className={styles.chipValue}>{value}</span>
                    <span className={styles.chipRemove} aria-hidden="true">
                      ×
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
      <p id={messageId} className={styles.message}>
        <span role="status" className={styles.success}>
          {message?.tone === 'success' ? message.text : ''}
        </span>
        {/* Only while there is an error: an empty alert would still count as one on the page. */}
        {message?.tone === 'error' ? (
          <span role="alert" className={styles.error}>
            {message.text}
          </span>
        ) : null}
      </p>
    </form>
  );
}
