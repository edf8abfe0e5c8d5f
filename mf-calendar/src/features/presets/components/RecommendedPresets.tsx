// Presets recommended from the lifestyle profile, each with why it is recommended and a one-click "add to calendar".
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTimeOfDay, recommendPresets, type Recommendation } from '@planner/shared/domain';
import type { Profile } from '@planner/shared/model';
import { Button, EmptyState } from '@planner/shared/ui';
import { NS } from '../../../i18n';
import { durationText, PresetMeta } from './PresetMeta';
import styles from './Presets.module.css';

export interface RecommendedPresetsProps {
  profile: Profile;
  /** Adds the card's recommendations (one, or the day's active breaks) under the card's title. */
  onAdd: (items: readonly { rec: Recommendation; title: string }[], cardTitle: string) => void;
  onSave: (rec: Recommendation, title: string) => void;
  onCompleteProfile: () => void;
  /** Sources of the recommendations being added or saved (their buttons are busy). */
  busy: ReadonlySet<string>;
}

/** The recommendation's values, its times of day ('12:30') written the product's way ("12:30 PM"). */
function withClockTimes(
  params: Recommendation['params'],
  language: string,
): Recommendation['params'] {
  return Object.fromEntries(
    Object.entries(params).map(([key, value]) => [
      key,
      typeof value === 'string' && /^\d{2}:\d{2}$/.test(value)
        ? formatTimeOfDay(value, language)
        : value,
    ]),
  );
}

/** One card per recommendation, except the day's active breaks: one card with their times. */
function cardsOf(recs: readonly Recommendation[]): Recommendation[][] {
  const cards: Recommendation[][] = [];
  let breaks: Recommendation[] | null = null;
  for (const rec of recs) {
    if (rec.rule !== 'activeBreak') cards.push([rec]);
    else if (breaks) breaks.push(rec);
    else cards.push((breaks = [rec]));
  }
  return cards;
}

export function RecommendedPresets({
  profile,
  onAdd,
  onSave,
  onCompleteProfile,
  busy,
}: RecommendedPresetsProps) {
  const { t, i18n } = useTranslation(NS);
  // Regenerated whenever the profile changes (it is derived, never stale).
  const recs = useMemo(() => recommendPresets(profile), [profile]);
  if (!profile.isProfileCompleted) {
    return (
      <EmptyState
        headingLevel={3}
        title={t('presets.recommended.incompleteTitle')}
        description={t('presets.recommended.incompleteText')}
        action={
          <Button onClick={onCompleteProfile}>{t('presets.recommended.completeProfile')}</Button>
        }
      />
    );
  }
  if (recs.length === 0) {
    return <p className={styles.meta}>{t('presets.recommended.none')}</p>;
  }
  return (
    <ul className={styles.list} aria-label={t('presets.recommended.title')}>
      {cardsOf(recs).map((group) => {
        const rec = group[0] as Recommendation;
        const values = withClockTimes(rec.params, i18n.language);
        const title = t(`presets.recommended.titles.${rec.rule}`, values);
        const cardTitle = group.length > 1 ? t('presets.recommended.titles.activeBreaks') : title;
        const params = {
          ...values,
          moment: rec.params.moment ? t(`presets.moments.${rec.params.moment}`) : '',
          mode: rec.params.mode ? t(`presets.modes.${rec.params.mode}`) : '',
          workType: rec.params.workType ? t(`presets.workTypes.${rec.params.workType}`) : '',
        };
        const busyNow = group.some((r) => busy.has(r.source));
        return (
          <li
            key={rec.source}
            className={styles.card}
            style={{ ['--preset-color' as string]: rec.color }}
            data-testid="recommended-preset"
          >
            <h4 className={styles.cardTitle}>{cardTitle}</h4>
            {group.length > 1 ? (
              <p className={styles.meta}>
                {[
                  group.map((r) => formatTimeOfDay(r.startTime, i18n.language)).join(', '),
                  durationText(rec.durationMin, t),
                  t(`recurrence.${rec.recurrence}`),
                ].join(' · ')}
              </p>
            ) : (
              <PresetMeta preset={{ ...rec, title }} />
            )}
            <p className={styles.reason}>
              <strong>{t('presets.recommended.why')}</strong>{' '}
              {t(`presets.recommended.reasons.${rec.rule}`, params)}
            </p>
            <div className={styles.cardActions}>
              <Button
                size="small"
                busy={busyNow}
                aria-label={t('presets.addNamed', { title: cardTitle })}
                onClick={() =>
                  onAdd(
                    group.map((r) => ({ rec: r, title })),
                    cardTitle,
                  )
                }
              >
                {t('presets.addToCalendar')}
              </Button>
              {group.length === 1 && (
                <Button size="small" variant="secondary" onClick={() => onSave(rec, title)}>
                  {t('presets.saveAsPreset')}
                </Button>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
