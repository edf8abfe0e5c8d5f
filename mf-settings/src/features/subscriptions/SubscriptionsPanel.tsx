// Outside calendars in the settings' "Calendar subscription and import" (docs/product.md section 10): the
// list with each one's state and actions, and the form that adds one. Their events show read-only on the
// calendar, in their colour, while they are not hidden.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_SUBSCRIPTIONS_PER_USER } from '@planner/shared/model';
import type { Subscription, SubscriptionInput, SubscriptionUpdate } from '@planner/shared/model';
import {
  subscriptions as defaultActions,
  useSubscriptions,
  type Outcome,
  type SubscriptionFailure,
} from '@planner/shared/sync';
import { Alert } from '@planner/shared/ui';
import { NS } from '../../i18n';
import { AddSubscriptionForm } from './AddSubscriptionForm';
import { SubscriptionItem } from './SubscriptionItem';
import styles from './Subscriptions.module.css';

export interface SubscriptionActions {
  add: (input: SubscriptionInput) => Promise<Outcome<Subscription> | SubscriptionFailure>;
  update: (id: string, change: SubscriptionUpdate) => Promise<Outcome<Subscription>>;
  refresh: (id: string) => Promise<Outcome<Subscription>>;
  remove: (id: string) => Promise<Outcome<{ id: string }>>;
}

export function SubscriptionsPanel({
  actions = defaultActions,
}: {
  actions?: SubscriptionActions;
}) {
  const { t } = useTranslation(NS);
  const list = useSubscriptions();
  const [notice, setNotice] = useState<{ text: string; tone: 'done' | 'failed' } | null>(null);
  const onNotice = (text: string, tone: 'done' | 'failed') => setNotice({ text, tone });

  return (
    <div className={styles.panel} role="group" aria-labelledby="settings-subscriptions">
      <h4 id="settings-subscriptions" className={styles.title}>
        {t('subscriptions.title')}
      </h4>
      <p className={styles.muted}>{t('subscriptions.explain')}</p>
      {!list.settled && list.value.length === 0 ? (
        <p className={styles.muted}>{t('subscriptions.loading')}</p>
      ) : null}
      {list.error ? (
        <Alert tone="error">
          {t('subscriptions.loadFailed', { reason: t(list.error.messageKey) })}
        </Alert>
      ) : null}
      {list.settled && list.value.length === 0 && !list.error ? (
        <p className={styles.muted}>{t('subscriptions.empty')}</p>
      ) : null}
      {list.value.length > 0 ? (
        <ul className={styles.list} aria-label={t('subscriptions.title')}>
          {list.value.map((s) => (
            <SubscriptionItem key={s.id} subscription={s} actions={actions} onNotice={onNotice} />
          ))}
        </ul>
      ) : null}
      <div aria-live="polite">
        {notice?.tone === 'done' ? <p className={styles.done}>{notice.text}</p> : null}
      </div>
      {notice?.tone === 'failed' ? <Alert tone="error">{notice.text}</Alert> : null}
      <AddSubscriptionForm
        add={actions.add}
        disabled={list.value.length >= MAX_SUBSCRIPTIONS_PER_USER}
        onAdded={(s) => onNotice(t('subscriptions.added', { name: s.name }), 'done')}
      />
    </div>
  );
}
