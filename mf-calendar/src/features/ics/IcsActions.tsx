// The calendar toolbar's "Import .ics" (a file picker) and "Export .ics" (a download of the calendar). The
// export's code and the import's dialog are downloaded on use (or when the pointer or focus reaches a button).
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarEvent } from '@planner/shared/model';
import { Button, prefetchOn } from '@planner/shared/ui';
import { NS } from '../../i18n';
import { ImportDialog } from '../calendar/lazyDialogs';
import styles from './Ics.module.css';

export interface IcsActionsProps {
  events: readonly CalendarEvent[];
  onFile: (file: File) => void;
  /** Tells the page an export failed (shown in its status line). */
  onExportFailed: () => void;
}

const loadExport = () => import(/* webpackChunkName: "ics-export" */ './exportCalendar');

export function IcsActions({ events, onFile, onExportFailed }: IcsActionsProps) {
  const { t } = useTranslation(NS);
  const input = useRef<HTMLInputElement>(null);
  const [exporting, setExporting] = useState(false);

  const exportAll = async () => {
    setExporting(true);
    try {
      const { calendarIcs, download, exportFileName } = await loadExport();
      download(await calendarIcs(events, t('ics.calendarName')), exportFileName());
    } catch {
      onExportFailed();
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className={styles.actions}>
      <input
        ref={input}
        type="file"
        accept=".ics,text/calendar"
        className={styles.fileInput}
        aria-label={t('ics.fileLabel')}
        data-testid="ics-file-input"
        tabIndex={-1}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) onFile(file);
        }}
      />
      <Button
        variant="secondary"
        size="small"
        {...prefetchOn(ImportDialog.load)}
        onClick={() => input.current?.click()}
      >
        {t('ics.importButton')}
      </Button>
      <Button
        variant="secondary"
        size="small"
        {...prefetchOn(loadExport)}
        onClick={() => void exportAll()}
        busy={exporting}
      >
        {t('ics.exportButton')}
      </Button>
    </div>
  );
}
