// The lifestyle profile form (/dashboard/profile): every field in plain words, grouped; saving marks it completed.
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Profile, StoredProfile } from '@planner/shared/model';
import {
  COMMUTE_CHOICES_MIN,
  RELAXATION_CHOICES_MIN,
  SPORT_MOMENTS,
  TRANSPORT_MODES,
  WORK_TYPES,
} from '@planner/shared/model/constants';
import { profile as defaultStore, useRecord, type RecordEntity } from '@planner/shared/sync';
import { Alert, Button } from '@planner/shared/ui';
import { NS } from '../../../i18n';
import { draftFrom, profileToSave, type ProfileGroup } from '../profileDraft';
import { SelectControl, TextControl, TimeControl, YesNoControl } from './ProfileControls';
import styles from './ProfileForm.module.css';

type Outcome = 'saved' | 'failed' | 'invalid' | null;

/** A group's id, for links to it: the calendar's plan opens `/dashboard/profile#profile-sleep`. */
const groupId = (name: ProfileGroup) => `profile-${name}`;

export function ProfileForm({
  store = defaultStore,
}: {
  store?: RecordEntity<StoredProfile, Profile>;
}) {
  const { t } = useTranslation(NS);
  const status = useRecord(store);
  const stored = status.value;
  const [failureKey, setFailureKey] = useState<string | null>(null);
  // The user's answers over the stored profile: a load that ends after the form opened still fills the rest.
  const [edits, setEdits] = useState<Partial<Profile>>({});
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [invalid, setInvalid] = useState<string[]>([]);
  const draft: Profile = { ...draftFrom(stored), ...edits };
  const formRef = useRef<HTMLFormElement>(null);

  // Opened from a link to one group (#profile-sleep): that group in view, its first field focused.
  useEffect(() => {
    const target = document.getElementById(window.location.hash.slice(1));
    if (!target || !formRef.current?.contains(target)) return;
    target.scrollIntoView({ block: 'start' });
    target.querySelector<HTMLElement>('input, select, textarea')?.focus({ preventScroll: true });
  }, []);

  const set = <K extends keyof Profile>(key: K, value: Profile[K]) => {
    setEdits((e) => ({ ...e, [key]: value }));
    setOutcome(null);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const check = profileToSave(draft);
    if (!check.ok) {
      setInvalid(check.fields);
      setOutcome('invalid');
      return;
    }
    setInvalid([]);
    setSaving(true);
    const saved = await store.update({ ...check.profile, lastUpdated: stored.lastUpdated });
    setSaving(false);
    if (!saved.ok) {
      // The stored profile is untouched; the edits stay in the form for another try.
      setFailureKey(saved.messageKey);
      setOutcome('failed');
      return;
    }
    setEdits({});
    setOutcome('saved');
  };

  const errorFor = (field: keyof Profile) =>
    invalid.includes(field)
      ? t(`invalid.${field}`, { defaultValue: t('invalid.generic') })
      : undefined;
  const group = (name: ProfileGroup, children: ReactNode) => (
    <fieldset className={styles.group} id={groupId(name)}>
      <legend className={styles.legend}>{t(`groups.${name}.title`)}</legend>
      <p className={styles.explain}>{t(`groups.${name}.explain`)}</p>
      <div className={styles.grid}>{children}</div>
    </fieldset>
  );

  return (
    <form
      ref={formRef}
      className={styles.form}
      onSubmit={(e) => void submit(e)}
      aria-label={t('formLabel')}
    >
      <p className={styles.intro}>{t('intro')}</p>
      {stored.isProfileCompleted ? (
        <p className={styles.completed}>{t('completed')}</p>
      ) : (
        <p className={styles.explain}>{t('notCompleted')}</p>
      )}
      {status.fromCache ? <Alert tone="warning">{t('offline')}</Alert> : null}
      {group(
        'work',
        <>
          <TextControl
            label={t('fields.jobTitle')}
            hint={t('hints.jobTitle')}
            value={draft.jobTitle}
            maxLength={100}
            onChange={(v) => set('jobTitle', v)}
            error={errorFor('jobTitle')}
          />
          <SelectControl
            label={t('fields.workType')}
            hint={t('hints.workType')}
            value={draft.workType}
            options={WORK_TYPES.map((v) => ({ value: v, label: t(`workTypes.${v}`) }))}
            onChange={(v) => set('workType', v)}
          />
        </>,
      )}
      {group(
        'commute',
        <>
          <SelectControl
            label={t('fields.transportMode')}
            value={draft.transportMode}
            options={TRANSPORT_MODES.map((v) => ({ value: v, label: t(`transportModes.${v}`) }))}
            onChange={(v) => set('transportMode', v)}
          />
          <SelectControl
            label={t('fields.commuteDurationMin')}
            hint={t('hints.commuteDurationMin')}
            value={draft.commuteDurationMin}
            options={COMMUTE_CHOICES_MIN.map((v) => ({
              value: v,
              label: t(`commuteChoices.${v}`),
            }))}
            onChange={(v) => set('commuteDurationMin', v)}
          />
        </>,
      )}
      {group(
        'meals',
        <>
          <TimeControl
            label={t('fields.lunchTime')}
            value={draft.lunchTime}
            onChange={(v) => set('lunchTime', v)}
            error={errorFor('lunchTime')}
          />
          <TimeControl
            label={t('fields.dinnerTime')}
            value={draft.dinnerTime}
            onChange={(v) => set('dinnerTime', v)}
            error={errorFor('dinnerTime')}
          />
          <YesNoControl
            label={t('fields.mealReminders')}
            hint={t('hints.mealReminders')}
            checked={draft.mealReminders}
            onChange={(v) => set('mealReminders', v)}
          />
        </>,
      )}
      {group(
        'sport',
        <>
          <YesNoControl
            label={t('fields.doesSport')}
            checked={draft.doesSport}
            onChange={(v) => set('doesSport', v)}
          />
          {draft.doesSport ? (
            <SelectControl
              label={t('fields.sportMoment')}
              value={draft.sportMoment}
              options={SPORT_MOMENTS.map((v) => ({ value: v, label: t(`sportMoments.${v}`) }))}
              onChange={(v) => set('sportMoment', v)}
            />
          ) : null}
          <YesNoControl
            label={t('fields.activeBreaks')}
            hint={t('hints.activeBreaks')}
            checked={draft.activeBreaks}
            onChange={(v) => set('activeBreaks', v)}
          />
        </>,
      )}
      {group(
        'sleep',
        <>
          <TimeControl
            label={t('fields.bedtime')}
            value={draft.bedtime}
            onChange={(v) => set('bedtime', v)}
            error={errorFor('bedtime')}
          />
          <TimeControl
            label={t('fields.wakeUpTime')}
            value={draft.wakeUpTime}
            onChange={(v) => set('wakeUpTime', v)}
            error={errorFor('wakeUpTime')}
          />
          <YesNoControl
            label={t('fields.sleepReminders')}
            hint={t('hints.sleepReminders')}
            checked={draft.sleepReminders}
            onChange={(v) => set('sleepReminders', v)}
          />
        </>,
      )}
      {group(
        'personal',
        <>
          <YesNoControl
            label={t('fields.personalTime')}
            hint={t('hints.personalTime')}
            checked={draft.personalTime}
            onChange={(v) => set('personalTime', v)}
          />
          <SelectControl
            label={t('fields.relaxationDurationMin')}
            value={draft.relaxationDurationMin}
            options={RELAXATION_CHOICES_MIN.map((v) => ({
              value: v,
              label: t(`relaxationChoices.${v}`),
            }))}
            onChange={(v) => set('relaxationDurationMin', v)}
          />
        </>,
      )}
      <div className={styles.actions}>
        <Button type="submit" busy={saving}>
          {t('save')}
        </Button>
        <div aria-live="polite">
          {outcome === 'saved' ? <p className={styles.saved}>{t('saved')}</p> : null}
        </div>
      </div>
      {outcome === 'failed' || outcome === 'invalid' ? (
        <Alert tone="error">
          {outcome === 'failed'
            ? `${t('saveFailed')} ${failureKey ? t(failureKey) : ''}`.trim()
            : t('invalid.summary')}
        </Alert>
      ) : null}
    </form>
  );
}
