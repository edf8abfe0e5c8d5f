// The proposal of "Plan my day / my week": each placement with Accept and Skip, Accept all, the tasks left out
// with their reason in words, and a warning when the day or week holds more tasks than free time.
import { useTranslation } from 'react-i18next';
import { formatDuration, formatTimeOfDay } from '@planner/shared/domain';
import type { Language, Task } from '@planner/shared/model';
import { Button } from '@planner/shared/ui';
import { NS } from '../../../i18n';
import type { Proposal } from '../hooks/usePlan';
import { formatDeadlineDay, formatSlot } from '../planText';
import styles from './PlanPanel.module.css';

export interface PlanPanelProps {
  proposal: Proposal;
  tasksById: ReadonlyMap<string, Task>;
  language: Language;
  saving: boolean;
  failure: string | null;
  accepted: number | null;
  onAccept: (taskIds: readonly string[]) => void;
  onSkip: (taskId: string) => void;
  onClose: () => void;
  /** Opens the profile, where the person says when they sleep. */
  onOpenProfile: () => void;
}

export function PlanPanel({
  proposal,
  tasksById,
  language,
  saving,
  failure,
  accepted,
  onAccept,
  onSkip,
  onClose,
  onOpenProfile,
}: PlanPanelProps) {
  const { t } = useTranslation(NS);
  const { range, placements, unplaced, overCommitted, summary, at, assumedDay } = proposal;
  const titleOf = (id: string) => tasksById.get(id)?.title ?? t('plan.unknownTask');
  // Placed most urgent first; read as a schedule, in time order (a week's days in turn; on a phone the
  // calendar shows three of them, the list all seven).
  const inTimeOrder = [...placements].sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  const nothing = placements.length === 0 && unplaced.length === 0 && accepted === null;

  return (
    <section className={styles.panel} aria-labelledby="plan-panel-title">
      <header className={styles.header}>
        <h2 id="plan-panel-title" className={styles.title}>
          {t(range === 'day' ? 'plan.titleDay' : 'plan.titleWeek')}
        </h2>
        {/* "Discard the plan" while something is proposed; "Close" once nothing is left to discard. */}
        <Button variant="secondary" onClick={onClose}>
          {t(placements.length > 0 ? 'plan.close' : 'plan.done')}
        </Button>
      </header>
      <p className={styles.status} role="status">
        {accepted !== null ? t('plan.accepted', { count: accepted }) : ''}
      </p>
      {failure && (
        <p className={styles.failure} role="alert">
          {t('plan.saveFailed', { reason: t(failure) })}
        </p>
      )}
      {overCommitted && (
        <p className={styles.warning}>
          {t(range === 'day' ? 'plan.overCommittedDay' : 'plan.overCommittedWeek', {
            wanted: formatDuration(summary.wantedMinutes),
            free: formatDuration(summary.freeMinutes),
          })}
        </p>
      )}
      {assumedDay && !nothing && (
        <div className={styles.note}>
          <p>
            {t('plan.assumedDay', {
              from: formatTimeOfDay(assumedDay.from, language),
              to: formatTimeOfDay(assumedDay.to, language),
            })}
          </p>
          <Button variant="secondary" size="small" onClick={onOpenProfile}>
            {t('plan.setSleepTimes')}
          </Button>
        </div>
      )}
      {nothing && <p className={styles.empty}>{t('plan.nothing')}</p>}
      {placements.length > 0 && (
        <>
          <ul className={styles.list} aria-label={t('plan.proposed')}>
            {inTimeOrder.map((p) => {
              const title = titleOf(p.taskId);
              return (
                <li key={p.taskId} className={styles.item} data-testid="plan-placement">
                  <span className={styles.text}>
                    <span className={styles.taskTitle}>{title}</span>
                    <span className={styles.when}>{formatSlot(p.start, p.minutes, language)}</span>
                  </span>
                  <span className={styles.actions}>
                    <Button
                      variant="secondary"
                      disabled={saving}
                      aria-label={t('plan.acceptOne', { title })}
                      onClick={() => onAccept([p.taskId])}
                    >
                      {t('plan.accept')}
                    </Button>
                    <Button
                      variant="ghost"
                      disabled={saving}
                      aria-label={t('plan.skipOne', { title })}
                      onClick={() => onSkip(p.taskId)}
                    >
                      {t('plan.skip')}
                    </Button>
                  </span>
                </li>
              );
            })}
          </ul>
          <div className={styles.footer}>
            <Button disabled={saving} onClick={() => onAccept(placements.map((p) => p.taskId))}>
              {t('plan.acceptAll', { count: placements.length })}
            </Button>
          </div>
        </>
      )}
      {unplaced.length > 0 && (
        <>
          <h3 className={styles.subtitle}>{t('plan.unplacedTitle')}</h3>
          <ul className={styles.list} aria-label={t('plan.unplacedTitle')}>
            {unplaced.map((u) => (
              <li key={u.taskId} className={styles.item} data-testid="plan-unplaced">
                <span className={styles.text}>
                  <span className={styles.taskTitle}>{titleOf(u.taskId)}</span>
                  <span className={styles.reason}>
                    {u.reason === 'deadlinePassed'
                      ? t('plan.reason.deadlinePassed', {
                          day: formatDeadlineDay(u.detail.deadline ?? '', at, language),
                        })
                      : u.reason === 'noSlotBeforeDeadline'
                        ? t('plan.reason.noSlotBeforeDeadline', {
                            minutes: u.detail.minutes,
                            day: formatDeadlineDay(u.detail.deadline ?? '', at, language),
                          })
                        : t(range === 'day' ? 'plan.reason.noSlotDay' : 'plan.reason.noSlotWeek', {
                            minutes: u.detail.minutes,
                          })}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
