// Accessible modal dialog: aria-modal, labelled by its title, focus kept inside, Escape closes, focus restored.
import {
  useEffect,
  useId,
  useMemo,
  useRef,
  type KeyboardEvent as ReactKeyboardEvent,
  type MouseEvent as ReactMouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { focusableIn } from './focusable';
import styles from './Modal.module.css';

export interface ModalProps {
  open: boolean;
  title: ReactNode;
  /** Escape, the close button and a click on the backdrop call it. */
  onClose: () => void;
  children?: ReactNode;
  /** Buttons at the bottom (e.g. Cancel / Save). */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** Takes the focus on open; default: the first focusable element of the content. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** 'alertdialog' for confirmations that interrupt the user. */
  role?: 'dialog' | 'alertdialog';
  /** Id of the element describing the dialog (aria-describedby). */
  describedBy?: string;
  /** Accessible name of the close button; default common:close. */
  closeLabel?: string;
  /** A click on the backdrop closes the dialog (default true). */
  closeOnBackdrop?: boolean;
}

/** Open modals, innermost last: only the top one reacts to Escape and keeps the focus. */
const stack: HTMLElement[] = [];

export function Modal({
  open,
  title,
  onClose,
  children,
  footer,
  size = 'md',
  initialFocusRef,
  role = 'dialog',
  describedBy,
  closeLabel,
  closeOnBackdrop = true,
}: ModalProps) {
  const { t } = useTranslation('common');
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  // The control that opened the dialog, read while rendering the opening (a field inside may take the
  // focus with autoFocus before any effect runs): the focus goes back to it on close.
  const opener = useMemo(
    () => (open && document.activeElement instanceof HTMLElement ? document.activeElement : null),
    [open],
  );

  useEffect(() => {
    if (!open) return undefined;
    const dialog = dialogRef.current;
    if (!dialog) return undefined;
    const previous = opener;
    stack.push(dialog);
    // A field that took the focus itself (autoFocus, e.g. a title) keeps it.
    const focusedInside =
      document.activeElement instanceof HTMLElement && dialog.contains(document.activeElement)
        ? document.activeElement
        : null;
    const target =
      initialFocusRef?.current ??
      focusedInside ??
      focusableIn(bodyRef.current)[0] ??
      closeRef.current ??
      dialog;
    target.focus();

    const isTop = () => stack[stack.length - 1] === dialog;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isTop()) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        onCloseRef.current();
      } else if (event.key === 'Tab') {
        trapTab(event, dialog);
      }
    };
    // Focus that escapes (a click outside, a script) is brought back inside.
    const onFocusIn = (event: FocusEvent) => {
      if (isTop() && event.target instanceof Node && !dialog.contains(event.target)) {
        (focusableIn(dialog)[0] ?? dialog).focus();
      }
    };
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('focusin', onFocusIn);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('focusin', onFocusIn);
      stack.splice(stack.indexOf(dialog), 1);
      if (stack.length === 0) document.body.style.overflow = overflow;
      if (previous && previous.isConnected) previous.focus();
    };
    // initialFocusRef is read once, at opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  if (!open) return null;
  const onBackdrop = (event: ReactMouseEvent<HTMLDivElement>) => {
    if (closeOnBackdrop && event.target === event.currentTarget) onClose();
  };
  return createPortal(
    <div className={styles.backdrop} onMouseDown={onBackdrop}>
      <div
        ref={dialogRef}
        className={`${styles.dialog} ${styles[size]}`}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        onKeyDown={stopKeys}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button
            ref={closeRef}
            type="button"
            className={styles.close}
            aria-label={closeLabel ?? t('close')}
            onClick={onClose}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div ref={bodyRef} className={styles.body}>
          {children}
        </div>
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </div>
    </div>,
    document.body,
  );
}

/** Tab from the last element goes to the first, Shift+Tab from the first to the last. */
function trapTab(event: KeyboardEvent, dialog: HTMLElement): void {
  const items = focusableIn(dialog);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) {
    event.preventDefault();
    dialog.focus();
    return;
  }
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === dialog || !dialog.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

/** Keys typed in the dialog stay in it: the page's own shortcuts must not fire behind it. */
function stopKeys(event: ReactKeyboardEvent<HTMLDivElement>): void {
  if (event.key !== 'Escape' && event.key !== 'Tab') event.stopPropagation();
}
