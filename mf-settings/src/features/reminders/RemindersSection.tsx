// "Reminders on this device": Web Push for this browser, with its state, an on/off switch (the browser's
// permission is asked only then) and a test reminder. Needs the cookieConsent flag; withdrawing it turns push off.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePurposeConsent } from '@planner/shared/consent';
import {
  disablePush,
  enablePush,
  readPushState,
  sendTestPush,
  type PushChange,
  type PushState,
} from '@planner/shared/sync';
import { Alert, Button } from '@planner/shared/ui';
import { NS } from '../../i18n';
import styles from '../settings/components/SettingsPage.module.css';
import { SettingsSection } from '../settings/components/SettingsSection';

type Message = { tone: 'success' | 'error'; text: string } | null;

export function RemindersSection() {
  const { t } = useTranslation(NS);
  const consent = usePurposeConsent('push');
  const [state, setState] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message>(null);

  useEffect(() => {
    let live = true;
    void (async () => {
      // Consent withdrawn: this device stops receiving pushes at once.
      if (consent !== true) await disablePush();
      // On a first visit the shell's worker comes a few seconds after the page: "Checking this device…"
      // until then, not "cannot receive" (readPushState waits for it in a production build).
      const next = await readPushState(consent);
      if (live) setState(next);
    })();
    return () => {
      live = false;
    };
  }, [consent]);

  const apply = async (change: () => Promise<PushChange>) => {
    setBusy(true);
    setMessage(null);
    const result = await change();
    setBusy(false);
    if (result.ok) setState(result.state);
    else {
      setMessage({ tone: 'error', text: t(`reminders.failed.${result.reason}`) });
      setState(await readPushState(consent));
    }
  };

  const test = async () => {
    setBusy(true);
    setMessage(null);
    const result = await sendTestPush();
    setBusy(false);
    setMessage(
      result.success
        ? { tone: 'success', text: t('reminders.testSent', { count: result.data.sent }) }
        : { tone: 'error', text: t('reminders.failed.server') },
    );
  };

  return (
    <SettingsSection id="settings-reminders" title={t('reminders.title')}>
      <p className={styles.explain}>{t('reminders.explain')}</p>
      <p className={styles.explain} role="status" data-testid="push-state">
        {state === null ? t('reminders.checking') : t(`reminders.state.${state}`)}
      </p>
      {state === 'on' || state === 'off' ? (
        <div className={styles.row}>
          <label className={styles.switch}>
            <input
              type="checkbox"
              role="switch"
              checked={state === 'on'}
              disabled={busy}
              onChange={(e) => void apply(e.target.checked ? enablePush : disablePush)}
            />
            <span>{t('reminders.switch')}</span>
          </label>
          {state === 'on' ? (
            <Button variant="secondary" size="small" disabled={busy} onClick={() => void test()}>
              {t('reminders.test')}
            </Button>
          ) : null}
        </div>
      ) : null}
      {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
    </SettingsSection>
  );
}
