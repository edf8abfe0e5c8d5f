// The header's connection and sync indicator: a quiet "Online" dot; an "Offline" pill; how many changes wait
// for the server, the progress of sending them, and a button to review the ones the server refused.
// A press on the indicator shows what it means in words (on a phone the pill has no room for them, and a
// `title` never shows on a touch screen); a live region announces each change of state.
import { useEffect, useId, useRef, useState } from 'react';
import { onDemand } from '@planner/shared/ui';
import { useTranslation } from 'react-i18next';
import { useOutbox } from '@planner/shared/sync';
import { useOnline } from '../useOnline';
import { useOutboxReplay } from '../useOutboxReplay';
import styles from './ConnectionStatus.module.css';

/** Loaded when a person opens it: most never need it. */
const OutboxReview = onDemand(() => import('./OutboxReview').then((m) => m.OutboxReview));

export function ConnectionStatus() {
  const { t } = useTranslation('signedIn');
  const outbox = useOutbox();
  // A change that reached the server proves it can be reached: the indicator asks again at once.
  const [seen, setSeen] = useState({ waiting: outbox.waiting, sent: 0 });
  if (outbox.waiting !== seen.waiting) {
    setSeen({ waiting: outbox.waiting, sent: seen.sent + (outbox.waiting < seen.waiting ? 1 : 0) });
  }
  const online = useOnline(undefined, seen.sent);
  useOutboxReplay(online, outbox);
  const [reviewing, setReviewing] = useState(false);
  const [explained, setExplained] = useState(false);
  const bubbleId = useId();
  const wrap = useRef<HTMLSpanElement>(null);
  // The explanation closes on Escape or a press anywhere else.
  useEffect(() => {
    if (!explained) return undefined;
    const closeOutside = (e: PointerEvent) => {
      if (!wrap.current?.contains(e.target as Node)) setExplained(false);
    };
    const closeOnEscape = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setExplained(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [explained]);

  const failed = outbox.failed.length;
  let label = online ? t('connection.online') : t('connection.offline');
  let detail = online ? t('connection.onlineDetail') : t('connection.offlineDetail');
  if (outbox.syncing && online) {
    label = t('connection.syncing', outbox.syncing);
    detail = t('connection.syncingDetail');
  } else if (outbox.waiting > 0) {
    const waiting = t('connection.waiting', { count: outbox.waiting });
    label = online ? waiting : `${label} · ${waiting}`;
    detail = t('connection.waitingDetail');
  }
  const quiet = online && !outbox.syncing && outbox.waiting === 0;

  return (
    <>
      <span ref={wrap} className={styles.wrap}>
        <button
          type="button"
          className={`${styles.status} ${quiet ? styles.online : styles.offline}`}
          aria-expanded={explained}
          aria-controls={bubbleId}
          onClick={() => setExplained((open) => !open)}
        >
          <span className={styles.dot} aria-hidden="true" />
          {/* Online, the word is for screen readers only (the shell's global visually-hidden helper). */}
          <span className={quiet ? 'visually-hidden' : styles.label}>{label}</span>
          {outbox.waiting > 0 && (
            <span className={styles.count} aria-hidden="true">
              {outbox.waiting}
            </span>
          )}
        </button>
        <span id={bubbleId} className={styles.bubble} hidden={!explained}>
          <strong>{label}</strong> {detail}
        </span>
      </span>
      <span role="status" className="visually-hidden" data-testid="connection-status">
        {`${label}: ${detail}`}
      </span>
      {failed > 0 && (
        <button
          type="button"
          className={styles.review}
          title={t('connection.needsYouDetail')}
          onClick={() => setReviewing(true)}
        >
          {t('connection.needsYou', { count: failed })}
        </button>
      )}
      {reviewing && <OutboxReview open onClose={() => setReviewing(false)} />}
    </>
  );
}
