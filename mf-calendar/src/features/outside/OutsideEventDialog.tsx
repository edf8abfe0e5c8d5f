// An outside calendar's event opened from the calendar (click, or Enter on its focused chip): what it is,
// when, and which calendar it comes from; read-only, so only Close (docs/product.md section 10).
import { useTranslation } from 'react-i18next';
import { formatTimeRange } from '@planner/shared/domain';
import type { Language } from '@planner/shared/model';
import { Button, Modal } from '@planner/shared/ui';
import { dateTimeFormat } from '@planner/shared/intl';
import { NS } from '../../i18n';
import type { OutsideOccurrence } from './outsideEvents';
import styles from './Outside.module.css';

function whenText(item: OutsideOccurrence, language: Language, allDayText: string): string {
  const start = new Date(Date.parse(item.occurrence.start));
  const end = new Date(Date.parse(item.occurrence.end));
  const day = (d: Date) =>
    dateTimeFormat(language, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      ...(item.occurrence.event.allDay ? { timeZone: item.occurrence.event.timeZone } : {}),
    }).format(d);
  if (item.occurrence.event.allDay) {
    // The end of an all-day event is the midnight after its last day.
    const last = new Date(end.getTime() - 1);
    const first = day(start);
    const final = day(last);
    return first === final ? `${first}, ${allDayText}` : `${first} – ${final}`;
  }
  return `${day(start)}, ${formatTimeRange(start, end, language)}`;
}

export function OutsideEventDialog({
  item,
  language,
  onClose,
}: {
  item: OutsideOccurrence | null;
  language: Language;
  onClose: () => void;
}) {
  const { t } = useTranslation(NS);
  const event = item?.occurrence.event;
  return (
    <Modal
      open={item !== null}
      title={event?.title ?? ''}
      onClose={onClose}
      size="sm"
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t('common:close')}
        </Button>
      }
    >
      {item && event ? (
        <div className={styles.body}>
          <p className={styles.when}>{whenText(item, language, t('outside.allDay'))}</p>
          <p className={styles.from}>
            <span className={styles.swatch} style={{ background: item.color }} aria-hidden="true" />
            {t('outside.from', { name: item.calendarName })}
          </p>
          {event.description ? <p className={styles.description}>{event.description}</p> : null}
          <p className={styles.hint}>{t('outside.readOnly')}</p>
        </div>
      ) : null}
    </Modal>
  );
}
