// The private subscription feed (docs/product.md section 10): the address a calendar app subscribes to, with
// Copy and "Reset link" (the old address stops working at once). Made on request, never shown to others.
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarFeed, CalendarFeedOptions } from '@planner/shared/model';
import { calendarFeed as defaultApi, type Outcome } from '@planner/shared/sync';
import { Alert, Button, ConfirmDialog } from '@planner/shared/ui';
import { NS } from '../../i18n';
import styles from '../settings/components/SettingsPage.module.css';
import { SettingsSection } from '../settings/components/SettingsSection';
import { SubscriptionsPanel } from '../subscriptions/SubscriptionsPanel';

export interface FeedApi {
  read: () => Promise<Outcome<CalendarFeed>>;
  create: () => Promise<Outcome<CalendarFeed>>;
  reset: () => Promise<Outcome<CalendarFeed>>;
  setOptions: (options: CalendarFeedOptions) => Promise<Outcome<CalendarFeed>>;
  url: (feed: CalendarFeed) => string | null;
}

type View =
  | { kind: 'loading' }
  | { kind: 'ready'; feed: CalendarFeed }
  | { kind: 'failed'; messageKey: string };

async function copyText(text: string, field: HTMLTextAreaElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // No clipboard permission (or an old browser): the address is selected for a manual copy.
    field?.select();
    return false;
  }
}

export function CalendarFeedSection({
  api = defaultApi,
  outside = <SubscriptionsPanel />,
}: {
  api?: FeedApi;
  /** The outside calendars subscribed to (docs/product.md section 10), under the private link. */
  outside?: ReactNode;
}) {
  const { t } = useTranslation(NS);
  const fieldId = useId();
  const [view, setView] = useState<View>({ kind: 'loading' });
  const [busy, setBusy] = useState(false);
  const [confirmReset, setConfirmReset] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [actionFailure, setActionFailure] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void api.read().then((outcome) => {
      if (!live) return;
      setView(
        outcome.ok
          ? { kind: 'ready', feed: outcome.data }
          : { kind: 'failed', messageKey: outcome.messageKey },
      );
    });
    return () => {
      live = false;
    };
  }, [api]);

  const run = async (call: () => Promise<Outcome<CalendarFeed>>, done: string) => {
    setBusy(true);
    setNotice(null);
    setActionFailure(null);
    const outcome = await call();
    setBusy(false);
    if (outcome.ok) {
      setView({ kind: 'ready', feed: outcome.data });
      setNotice(done);
    } else setActionFailure(t('feed.failed', { reason: t(outcome.messageKey) }));
  };

  const url = view.kind === 'ready' ? api.url(view.feed) : null;
  return (
    <SettingsSection id="settings-feed" title={t('feed.title')}>
      <p className={styles.explain}>{t('feed.explain')}</p>
      {view.kind === 'loading' ? <p className={styles.explain}>{t('feed.loading')}</p> : null}
      {view.kind === 'failed' ? (
        <Alert tone="error">{t('feed.failed', { reason: t(view.messageKey) })}</Alert>
      ) : null}
      {view.kind === 'ready' && !url ? (
        <div>
          <Button onClick={() => void run(api.create, t('feed.created'))} busy={busy}>
            {t('feed.create')}
          </Button>
        </div>
      ) : null}
      {url ? (
        <>
          <label className={styles.feedLabel} htmlFor={fieldId}>
            {t('feed.address')}
          </label>
          {/* A text area: the whole address stays visible, wrapped, on a phone too. */}
          <textarea
            id={fieldId}
            className={styles.feedUrl}
            readOnly
            rows={2}
            value={url}
            onFocus={(e) => e.currentTarget.select()}
          />
          <div className={styles.row}>
            <Button
              onClick={async () => {
                setActionFailure(null);
                const field = document.getElementById(fieldId) as HTMLTextAreaElement | null;
                setNotice((await copyText(url, field)) ? t('feed.copied') : t('feed.copyManually'));
              }}
            >
              {t('feed.copy')}
            </Button>
            <Button variant="secondary" onClick={() => setConfirmReset(true)} busy={busy}>
              {t('feed.reset')}
            </Button>
          </div>
          <p className={styles.explain}>{t('feed.private')}</p>
          {view.kind === 'ready' ? (
            <label className={styles.switch}>
              <input
                type="checkbox"
                role="switch"
                checked={view.feed.includeTasks}
                disabled={busy}
                onChange={(e) => {
                  const includeTasks = e.target.checked;
                  void run(
                    () => api.setOptions({ includeTasks }),
                    t(includeTasks ? 'feed.tasksOn' : 'feed.tasksOff'),
                  );
                }}
              />
              <span>{t('feed.includeTasks')}</span>
            </label>
          ) : null}
        </>
      ) : null}
      <div aria-live="polite">{notice ? <p className={styles.saved}>{notice}</p> : null}</div>
      {actionFailure ? <Alert tone="error">{actionFailure}</Alert> : null}
      <p className={styles.explain}>{t('feed.importHint')}</p>
      {outside}
      <ConfirmDialog
        open={confirmReset}
        title={t('feed.resetTitle')}
        message={t('feed.resetMessage')}
        confirmLabel={t('feed.reset')}
        onConfirm={async () => {
          await run(api.reset, t('feed.resetDone'));
          setConfirmReset(false);
        }}
        onCancel={() => setConfirmReset(false)}
      />
    </SettingsSection>
  );
}
