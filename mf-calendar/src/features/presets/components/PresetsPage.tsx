// /dashboard/presets: the user's presets (recurring, casual, recommended) and the ones recommended from the profile.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Recommendation } from '@planner/shared/domain';
import type { Preset } from '@planner/shared/model';
import { PRESET_KINDS } from '@planner/shared/model/constants';
import { Button, ConfirmDialog, EmptyState, Modal } from '@planner/shared/ui';
import { NS } from '../../../i18n';
import { useEventActions } from '../../events/hooks/useEventActions';
import { NewEventOnRequest } from '../../popup/components/NewEventOnRequest';
import type { EventInput } from '@planner/shared/model';
import { presetEvent } from '../addToCalendar';
import { startsOn } from '../startsOn';
import { usePresets } from '../hooks/usePresets';
import { useProfile } from '../hooks/useProfile';
import {
  emptyPresetValues,
  presetToValues,
  presetValuesToInput,
  type PresetFormValues,
} from '../presetForm';
import { PresetForm } from './PresetForm';
import { PresetMeta } from './PresetMeta';
import { RecommendedPresets } from './RecommendedPresets';
import styles from './Presets.module.css';
import type { SaveAnswer } from '../../forms/useFormState';

type Editing =
  | null
  | { mode: 'create'; initial: PresetFormValues; source: string | null }
  | { mode: 'edit'; preset: Preset };

export function PresetsPage({ navigate }: { navigate: (to: string) => void }) {
  const { t, i18n } = useTranslation(NS);
  const { presets, actions } = usePresets();
  const eventActions = useEventActions();
  const profile = useProfile();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Preset | null>(null);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());

  const withBusy = async (
    key: string,
    work: () => Promise<SaveAnswer>,
    okText: string,
    failText: string,
  ) => {
    setBusy((b) => new Set(b).add(key));
    const answer = await work();
    setBusy((b) => {
      const n = new Set(b);
      n.delete(key);
      return n;
    });
    setStatus(
      answer.ok
        ? { ok: true, text: okText }
        : { ok: false, text: `${failText} ${t(answer.messageKey)}` },
    );
  };

  /** Adds the event (a series where it recurs) and says when it starts. */
  const add = (key: string, input: EventInput) =>
    void withBusy(
      key,
      () => eventActions.create(input),
      t('presets.added', { title: input.title, when: startsOn(input, i18n.language) }),
      t('presets.addFailed'),
    );
  const addToCalendar = (preset: Preset) => add(preset.id, presetEvent(preset));
  /** A card's recommendations (the active breaks are several), one after the other; the first says when. */
  const addRecommendations = (
    items: readonly { rec: Recommendation; title: string }[],
    cardTitle: string,
  ) => {
    const inputs = items.map(({ rec, title }) => presetEvent({ ...rec, title, allDay: false }));
    const [first] = inputs;
    if (!first) return;
    void withBusy(
      items[0]?.rec.source ?? '',
      async () => {
        for (const input of inputs) {
          const answer = await eventActions.create(input);
          if (!answer.ok) return answer;
        }
        return { ok: true };
      },
      t('presets.added', { title: cardTitle, when: startsOn(first, i18n.language) }),
      t('presets.addFailed'),
    );
  };

  const saveRecommendation = (rec: Recommendation, title: string) =>
    setEditing({
      mode: 'create',
      source: rec.source,
      initial: {
        ...emptyPresetValues('recommended'),
        title,
        color: rec.color,
        startTime: rec.startTime,
        durationMin: String(rec.durationMin),
        recurrence: rec.recurrence,
        reminderMinutes: rec.reminderMinutes === null ? '' : String(rec.reminderMinutes),
      },
    });

  const submit = async (values: PresetFormValues): Promise<SaveAnswer> => {
    if (!editing) return { ok: true };
    const saved =
      editing.mode === 'edit'
        ? await actions.update(
            editing.preset,
            presetValuesToInput(values, editing.preset.lastUpdated, editing.preset.source),
          )
        : await actions.create(presetValuesToInput(values, Date.now(), editing.source));
    if (saved.ok) {
      setEditing(null);
      setStatus({ ok: true, text: t('presets.saved', { title: saved.data.title }) });
    }
    return saved;
  };

  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <p className={styles.meta}>{t('presets.intro')}</p>
        <Button
          onClick={() => setEditing({ mode: 'create', initial: emptyPresetValues(), source: null })}
        >
          {t('presets.new')}
        </Button>
      </div>
      <p
        className={styles.status}
        role="status"
        style={status && !status.ok ? { color: 'var(--color-danger)' } : undefined}
      >
        {status?.text ?? ''}
      </p>

      <section aria-labelledby="mf-calendar-recommended">
        <h3 id="mf-calendar-recommended" className={styles.sectionTitle}>
          {t('presets.recommended.title')}
        </h3>
        <RecommendedPresets
          profile={profile}
          busy={busy}
          onAdd={addRecommendations}
          onSave={saveRecommendation}
          onCompleteProfile={() => navigate('/dashboard/profile')}
        />
      </section>

      <section aria-labelledby="mf-calendar-my-presets">
        <h3 id="mf-calendar-my-presets" className={styles.sectionTitle}>
          {t('presets.mine')}
        </h3>
        {presets.length === 0 ? (
          <EmptyState title={t('presets.emptyTitle')} description={t('presets.emptyText')} />
        ) : (
          PRESET_KINDS.map((kind) => {
            const ofKind = presets.filter((p) => p.kind === kind);
            if (ofKind.length === 0) return null;
            return (
              <div key={kind}>
                <h3 className={styles.meta}>{t(`presets.kinds.${kind}`)}</h3>
                <ul className={styles.list} aria-label={t(`presets.kinds.${kind}`)}>
                  {ofKind.map((p) => (
                    <li
                      key={p.id}
                      className={styles.card}
                      style={{ ['--preset-color' as string]: p.color }}
                      data-testid="preset"
                    >
                      <h4 className={styles.cardTitle}>{p.title}</h4>
                      <PresetMeta preset={p} />
                      {p.description && <p className={styles.reason}>{p.description}</p>}
                      <div className={styles.cardActions}>
                        <Button
                          size="small"
                          busy={busy.has(p.id)}
                          aria-label={t('presets.addNamed', { title: p.title })}
                          onClick={() => addToCalendar(p)}
                        >
                          {t('presets.addToCalendar')}
                        </Button>
                        <Button
                          size="small"
                          variant="secondary"
                          onClick={() => setEditing({ mode: 'edit', preset: p })}
                        >
                          {t('common:edit')}
                        </Button>
                        <Button
                          size="small"
                          variant="secondary"
                          className={styles.deleteAction}
                          onClick={() => setDeleting(p)}
                          aria-label={t('presets.deleteNamed', { title: p.title })}
                        >
                          {t('common:delete')}
                        </Button>
                      </div>
                    </li>
                  ))}
                </ul>
              </div>
            );
          })
        )}
      </section>

      {editing && (
        <Modal
          open
          title={t(editing.mode === 'edit' ? 'presets.editTitle' : 'presets.createTitle')}
          onClose={() => setEditing(null)}
        >
          <PresetForm
            initial={editing.mode === 'edit' ? presetToValues(editing.preset) : editing.initial}
            submitLabel={t(editing.mode === 'edit' ? 'common:save' : 'form.create')}
            onSubmit={submit}
            onCancel={() => setEditing(null)}
          />
        </Modal>
      )}
      <NewEventOnRequest />
      <ConfirmDialog
        open={deleting !== null}
        title={t('presets.deleteTitle')}
        message={t('presets.deleteMessage', { title: deleting?.title ?? '' })}
        confirmLabel={t('common:delete')}
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          const removed = await actions.remove(deleting);
          setDeleting(null);
          setStatus(
            removed.ok
              ? { ok: true, text: t('presets.deleted', { title: deleting.title }) }
              : { ok: false, text: t('presets.deleteFailed', { reason: t(removed.messageKey) }) },
          );
        }}
      />
    </div>
  );
}
