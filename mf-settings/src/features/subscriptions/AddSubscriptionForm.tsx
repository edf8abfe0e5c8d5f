// Adding an outside calendar: its address (https, or webcal), a name and a colour. The address is checked
// here with the shared schema, then the api reads it at once; one it cannot read is refused with why.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { subscriptionNameSchema, subscriptionUrlSchema } from '@planner/shared/model';
import type { Subscription, SubscriptionInput } from '@planner/shared/model';
import type { Outcome, SubscriptionFailure } from '@planner/shared/sync';
import { Alert, Button, Field } from '@planner/shared/ui';
import { deviceTimeZone } from '@planner/shared/intl';
import { NS } from '../../i18n';
import { reasonText } from './subscriptionText';
import styles from './Subscriptions.module.css';

const DEFAULT_COLOR = '#2E7D32';

export function AddSubscriptionForm({
  add,
  disabled,
  onAdded,
}: {
  add: (input: SubscriptionInput) => Promise<Outcome<Subscription> | SubscriptionFailure>;
  disabled: boolean;
  onAdded: (subscription: Subscription) => void;
}) {
  const { t } = useTranslation(NS);
  const [url, setUrl] = useState('');
  const [name, setName] = useState('');
  const [color, setColor] = useState(DEFAULT_COLOR);
  const [errors, setErrors] = useState<{ url?: string; name?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const next = {
      url: subscriptionUrlSchema.safeParse(url).success ? undefined : t('subscriptions.urlInvalid'),
      name: subscriptionNameSchema.safeParse(name).success
        ? undefined
        : t('subscriptions.nameRequired'),
    };
    setErrors(next);
    if (next.url || next.name) return;
    setBusy(true);
    const timeZone = deviceTimeZone();
    const outcome = await add({ url: url.trim(), name: name.trim(), color, timeZone });
    setBusy(false);
    if (outcome.ok) {
      setUrl('');
      setName('');
      onAdded(outcome.data);
      return;
    }
    const withReason = outcome as SubscriptionFailure;
    setFailure(
      withReason.reason
        ? t('subscriptions.addFailed', {
            reason: reasonText(t, withReason.reason, withReason.upstreamStatus),
          })
        : t('subscriptions.addFailed', { reason: t(outcome.messageKey) }),
    );
  };

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
      <Field
        label={t('subscriptions.url')}
        hint={t('subscriptions.urlHint')}
        error={errors.url}
        className={styles.urlField}
        required
      >
        <input
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          required
          value={url}
          placeholder="https://"
          onChange={(e) => setUrl(e.target.value)}
        />
      </Field>
      <div className={styles.formRow}>
        <Field
          label={t('subscriptions.name')}
          error={errors.name}
          className={styles.nameField}
          required
        >
          <input
            type="text"
            required
            maxLength={100}
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        </Field>
        <Field label={t('subscriptions.color')}>
          <input
            type="color"
            className={styles.color}
            value={color}
            onChange={(e) => setColor(e.target.value.toUpperCase())}
          />
        </Field>
      </div>
      <div>
        <Button type="submit" busy={busy} disabled={disabled}>
          {t('subscriptions.add')}
        </Button>
      </div>
      {disabled ? <p className={styles.muted}>{t('subscriptions.full')}</p> : null}
      {failure ? <Alert tone="error">{failure}</Alert> : null}
    </form>
  );
}
