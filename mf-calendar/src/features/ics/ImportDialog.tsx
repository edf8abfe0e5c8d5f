// The import's dialog: progress while the worker reads the file, then the preview (counts and the first
// titles) with Import / Cancel, then the result or a clear reason. Nothing is saved before Import.
import { useTranslation } from 'react-i18next';
import { Alert, Button, Modal } from '@planner/shared/ui';
import type { IcsCounts } from '@planner/shared/ics';
import { NS } from '../../i18n';
import type { ImportState } from './useIcsImport';
import styles from './Ics.module.css';

export interface ImportDialogProps {
  state: ImportState;
  onConfirm: () => void;
  onClose: () => void;
}

/** The counts worth a line: always events and series; the others when there are some. */
function CountList({ counts, year }: { counts: IcsCounts; year: number }) {
  const { t } = useTranslation(NS);
  const rows: Array<[string, string]> = [
    [t('ics.counts.events'), String(counts.events)],
    [t('ics.counts.series'), String(counts.series)],
  ];
  if (counts.overrides > 0) rows.push([t('ics.counts.overrides'), String(counts.overrides)]);
  if (counts.cancelled > 0) rows.push([t('ics.counts.cancelled'), String(counts.cancelled)]);
  if (counts.skipped > 0) rows.push([t('ics.counts.skipped', { year }), String(counts.skipped)]);
  if (counts.expanded > 0)
    rows.push([
      t('ics.counts.expanded'),
      t('ics.counts.expandedValue', { count: counts.expanded, events: counts.expandedEvents }),
    ]);
  if (counts.unknownZones > 0)
    rows.push([t('ics.counts.unknownZones'), String(counts.unknownZones)]);
  if (counts.errors > 0) rows.push([t('ics.counts.errors'), String(counts.errors)]);
  return (
    <dl className={styles.counts} data-testid="ics-counts">
      {rows.map(([label, value]) => (
        <div key={label} className={styles.countRow}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function ImportDialog({ state, onConfirm, onClose }: ImportDialogProps) {
  const { t } = useTranslation(NS);
  if (state.step === 'idle') return null;
  const preview = state.step === 'preview' || state.step === 'saving' ? state : null;
  const result = preview?.result ?? null;
  const year = preview?.year ?? new Date().getFullYear();
  const toSave = result?.events.length ?? 0;

  let footer = (
    <Button variant="secondary" onClick={onClose}>
      {t('common:close')}
    </Button>
  );
  if (result) {
    footer = (
      <>
        <Button variant="secondary" onClick={onClose} disabled={state.step === 'saving'}>
          {t('common:cancel')}
        </Button>
        <Button onClick={onConfirm} busy={state.step === 'saving'} disabled={toSave === 0}>
          {t('ics.import')}
        </Button>
      </>
    );
  } else if (state.step === 'reading') {
    footer = (
      <Button variant="secondary" onClick={onClose}>
        {t('common:cancel')}
      </Button>
    );
  }

  return (
    <Modal
      open
      title={t('ics.dialogTitle', { file: state.fileName })}
      onClose={state.step === 'saving' ? () => {} : onClose}
      footer={footer}
      closeOnBackdrop={false}
    >
      <div className={styles.dialogBody}>
        {state.step === 'reading' ? (
          <>
            <p id="ics-reading">{t('ics.reading')}</p>
            <progress
              className={styles.progress}
              aria-labelledby="ics-reading"
              max={100}
              value={Math.round(state.progress * 100)}
            />
          </>
        ) : null}
        {result ? (
          <>
            <CountList counts={result.counts} year={year} />
            {toSave === 0 ? (
              <Alert tone="info">{t('ics.nothing', { year })}</Alert>
            ) : (
              <>
                <p className={styles.titlesLabel}>{t('ics.firstTitles')}</p>
                <ul className={styles.titles}>
                  {result.titles.map((title) => (
                    <li key={title}>{title}</li>
                  ))}
                </ul>
              </>
            )}
            {state.step === 'saving' ? <p role="status">{t('ics.saving')}</p> : null}
          </>
        ) : null}
        {state.step === 'done' ? (
          <Alert tone="success">
            {t('ics.done', { created: state.summary.created, updated: state.summary.updated })}
          </Alert>
        ) : null}
        {state.step === 'failed' ? <Alert tone="error">{state.message}</Alert> : null}
      </div>
    </Modal>
  );
}
