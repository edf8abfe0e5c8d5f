// One outside calendar in the settings: its colour and name, when it was last read (and why the last read
// failed), and Show/Hide on the calendar, Refresh now and Remove (after a confirmation).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Subscription } from '@planner/shared/model';
import { Button, ConfirmDialog } from '@planner/shared/ui';
import { NS } from '../../i18n';
import type { SubscriptionActions } from './SubscriptionsPanel';
import { errorText, lastUpdatedText } from './subscriptionText';
import styles from './Subscriptions.module.css';

export function SubscriptionItem({
  subscription: s,
  actions,
  onNotice,
}: {
  subscription: Subscription;
  actions: SubscriptionActions;
  onNotice: (text: string, tone: 'done' | 'failed') => void;
}) {
  const { t, i18n } = useTranslation(NS);
  const [busy, setBusy] = useState<null | 'hide' | 'refresh'>(null);
  const [confirm, setConfirm] = useState(false);
  const headingId = `subscription-${s.id}`;

  const toggle = async () => {
    setBusy('hide');
    const outcome = await actions.update(s.id, { hidden: !s.hidden });
    setBusy(null);
    if (outcome.ok) {
      onNotice(
        t(outcome.data.hidden ? 'subscriptions.hiddenDone' : 'subscriptions.shownDone', {
          name: s.name,
        }),
        'done',
      );
    } else onNotice(t('subscriptions.changeFailed', { reason: t(outcome.messageKey) }), 'failed');
  };

  const refresh = async () => {
    setBusy('refresh');
    const outcome = await actions.refresh(s.id);
    setBusy(null);
    if (!outcome.ok) {
      onNotice(t('subscriptions.changeFailed', { reason: t(outcome.messageKey) }), 'failed');
    } else if (outcome.data.lastError) {
      onNotice(
        t('subscriptions.refreshFailed', {
          name: s.name,
          reason: errorText(t, outcome.data.lastError),
        }),
        'failed',
      );
    } else onNotice(t('subscriptions.refreshed', { name: s.name }), 'done');
  };

  return (
    <li className={styles.item} aria-labelledby={headingId}>
      <div className={styles.itemHead}>
        <span className={styles.swatch} style={{ background: s.color }} aria-hidden="true" />
        <h4 id={headingId} className={styles.itemName}>
          {s.name}
        </h4>
        {s.hidden ? <span className={styles.badge}>{t('subscriptions.hiddenBadge')}</span> : null}
      </div>
      <p className={styles.url}>{s.url}</p>
      <p className={styles.muted}>
        {lastUpdatedText(t, s.lastSuccessAt, i18n.language)}
        {' · '}
        {t('subscriptions.eventCount', { count: s.events.length })}
      </p>
      {s.lastError ? (
        <p className={styles.error}>
          {t('subscriptions.lastFailed', { reason: errorText(t, s.lastError) })}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button
          variant="secondary"
          size="small"
          busy={busy === 'hide'}
          aria-pressed={!s.hidden}
          onClick={() => void toggle()}
        >
          {t(s.hidden ? 'subscriptions.show' : 'subscriptions.hide')}
        </Button>
        <Button
          variant="secondary"
          size="small"
          busy={busy === 'refresh'}
          onClick={() => void refresh()}
        >
          {t('subscriptions.refresh')}
        </Button>
        <Button variant="ghost" size="small" onClick={() => setConfirm(true)}>
          {t('subscriptions.remove')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirm}
        title={t('subscriptions.removeTitle', { name: s.name })}
        message={t('subscriptions.removeMessage')}
        confirmLabel={t('subscriptions.remove')}
        onConfirm={async () => {
          const outcome = await actions.remove(s.id);
          setConfirm(false);
          onNotice(
            outcome.ok
              ? t('subscriptions.removed', { name: s.name })
              : t('subscriptions.changeFailed', { reason: t(outcome.messageKey) }),
            outcome.ok ? 'done' : 'failed',
          );
        }}
        onCancel={() => setConfirm(false)}
      />
    </li>
  );
}
