// The one "Undo" toast of the signed-in area: the latest change a remote offers to take back, for 8 s.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bus, type EventBus, type UndoOffer } from '@planner/shared/bus';
import { UNDO_OFFER_MS } from '@planner/shared/model/constants';
import { Button } from '@planner/shared/ui';
import styles from './UndoToast.module.css';

type Shown =
  | { phase: 'offered' | 'undoing'; offer: UndoOffer; id: number }
  | { phase: 'done'; id: number }
  | { phase: 'failed'; message: string; id: number };

export interface UndoToastProps {
  /** The page's bus (a test passes its own). */
  source?: EventBus;
  /** How long an offer (or the answer of its undo) stays, in ms. */
  duration?: number;
}

/**
 * docs/product.md section 4, "Undo". A newer offer replaces the older one (whose undo is then gone).
 * The countdown pauses while the pointer or the focus is on the toast, so nobody loses it mid-reach.
 */
export function UndoToast({ source = bus, duration = UNDO_OFFER_MS }: UndoToastProps) {
  const { t } = useTranslation('signedIn');
  const [shown, setShown] = useState<Shown | null>(null);
  const [held, setHeld] = useState({ hover: false, focus: false });
  const seq = useRef(0);
  const dismissRef = useRef<HTMLButtonElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);

  useEffect(
    () =>
      source.on('ui:undo-offered', (offer) => {
        seq.current += 1;
        setShown({ phase: 'offered', offer, id: seq.current });
      }),
    [source],
  );

  const paused = held.hover || held.focus || shown?.phase === 'undoing';
  const id = shown?.id;
  useEffect(() => {
    if (id === undefined || paused) return;
    const timer = setTimeout(() => setShown((s) => (s?.id === id ? null : s)), duration);
    return () => clearTimeout(timer);
  }, [id, paused, duration, shown?.phase]);

  const close = useCallback(() => {
    // The focus was in the toast: it goes to the page's main area rather than the document's body.
    if (boxRef.current?.contains(document.activeElement)) document.getElementById('main')?.focus();
    setShown(null);
    setHeld({ hover: false, focus: false });
  }, []);

  const undo = async () => {
    if (shown?.phase !== 'offered') return;
    const { offer, id: offerId } = shown;
    setShown({ phase: 'undoing', offer, id: offerId });
    // The Undo button goes away with the answer: the focus stays in the toast, on its close button.
    dismissRef.current?.focus();
    const result = await offer.undo();
    setShown((s) =>
      s?.id !== offerId
        ? s
        : result.ok
          ? { phase: 'done', id: offerId }
          : { phase: 'failed', message: result.message, id: offerId },
    );
  };

  return (
    <div className={styles.region} role="status" aria-live="polite">
      {shown ? (
        <div
          ref={boxRef}
          className={`${styles.toast} ${shown.phase === 'failed' ? styles.failed : ''}`}
          data-testid="undo-toast"
          onMouseEnter={() => setHeld((h) => ({ ...h, hover: true }))}
          onMouseLeave={() => setHeld((h) => ({ ...h, hover: false }))}
          onFocus={() => setHeld((h) => ({ ...h, focus: true }))}
          onBlur={(e) => {
            if (!e.currentTarget.contains(e.relatedTarget as Node | null))
              setHeld((h) => ({ ...h, focus: false }));
          }}
          onKeyDown={(e) => {
            if (e.key === 'Escape') close();
          }}
        >
          <span className={styles.message}>
            {shown.phase === 'done'
              ? t('undo.undone')
              : shown.phase === 'failed'
                ? shown.message
                : shown.offer.message}
          </span>
          {shown.phase === 'offered' || shown.phase === 'undoing' ? (
            <Button
              variant="secondary"
              size="small"
              busy={shown.phase === 'undoing'}
              onClick={() => void undo()}
            >
              {t('undo.undo')}
            </Button>
          ) : null}
          <button
            ref={dismissRef}
            type="button"
            className={styles.dismiss}
            aria-label={t('undo.dismiss')}
            onClick={close}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ) : null}
    </div>
  );
}
