// Presets recommended from the lifestyle profile, each with why it is recommended and a one-click "add to calendar".
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTimeOfDay, recommendPresets, type Recommendation } from '@planner/shared/domain';
import type { Profile } from '@planner/shared/model';
import { Button, EmptyState } from '@planner/shared/ui';
import { NS } from '../../../i18n';
import { PresetMeta } from './PresetMeta';
import styles from './Presets.module.css';

export interface RecommendedPresetsProps {
  profile: Profile;
  onAdd: (rec: Recommendation, title: string) => void;
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
      {recs.map((rec) => {
        const values = withClockTimes(rec.params, i18n.language);
        const title = t(`presets.recommended.titles.${rec.rule}`, values);
        const params = {
          ...values,
          moment: rec.params.moment ? t(`presets.moments.${rec.params.moment}`) : '',
          mode: rec.params.mode ? t(`presets.modes.${rec.params.mode}`) : '',
          workType: rec.params.workType ? t(`presets.workTypes.${rec.params.workType}`) : '',
        };
        return (
          <li
            key={rec.source}
            className={styles.card}
            style={{ ['--preset-color' as string]: rec.color }}
            data-testid="recommended-preset"
          >
            <h4 className={styles.cardTitle}>{title}</h4>
            <PresetMeta preset={{ ...rec, title }} />
            <p className={styles.reason}>
              <strong>{t('presets.recommended.why')}</strong>{' '}
              {t(`presets.recommended.reasons.${rec.rule}`, params)}
            </p>
            <div className={styles.cardActions}>
              <Button
                size="small"
                busy={busy.has(rec.source)}
                aria-label={t('presets.addNamed', { title })}
                onClick={() => onAdd(rec, title)}
              >
                {t('presets.addToCalendar')}
              </Button>
              <Button size="small" variant="secondary" onClick={() => onSave(rec, title)}>
                {t('presets.saveAsPreset')}
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
