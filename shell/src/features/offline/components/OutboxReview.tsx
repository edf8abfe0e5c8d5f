// The review of changes the server refused after a replay (docs/offline.md): an edit that met a newer
// version of the same fields shows both, field by field, and the person keeps one or mixes them; any
// other refusal shows its reason. Discarding reads the item again from the server.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { conflictingFields, pickFields } from '@planner/shared/domain';
import * as sync from '@planner/shared/sync';
import type { OutboxEntry } from '@planner/shared/sync';
import { Button, Modal } from '@planner/shared/ui';
import styles from './OutboxReview.module.css';

type Item = Record<string, unknown>;

/** The entities a refused entry can belong to, and how to read one again after a discard. */
const ENTITIES: Record<string, { load: () => Promise<unknown> }> = {
  tasks: sync.tasks,
  calendar: sync.calendar,
  eventPresets: sync.eventPresets,
  notifications: sync.notifications,
  profile: sync.profile,
  settings: sync.settings,
};

export function OutboxReview({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('signedIn');
  const { failed } = sync.useOutbox();
  return (
    <Modal
      open={open}
      title={t('outboxReview.title')}
      onClose={onClose}
      size="lg"
      footer={<Button onClick={onClose}>{t('outboxReview.close')}</Button>}
    >
      <p className={styles.intro}>{t('outboxReview.intro')}</p>
      {failed.length === 0 ? (
        <p>{t('outboxReview.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {failed.map((entry) => (
            <li key={entry.key}>
              <ReviewEntry entry={entry} />
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}

function ReviewEntry({ entry }: { entry: OutboxEntry }) {
  const { t } = useTranslation(['signedIn', 'common']);
  const [busy, setBusy] = useState(false);
  const mine = entry.shows.put[0] as Item | undefined;
  const theirs = entry.failure?.theirs as Item | undefined;
  const fields =
    mine && theirs ? conflictingFields(entry.base as Item | undefined, mine, theirs) : [];
  const [fromMine, setFromMine] = useState<ReadonlySet<string>>(() => new Set(fields));
  const title = String(mine?.title ?? theirs?.title ?? '') || t('outboxReview.untitled');
  const kind = t(`outboxReview.kinds.${entry.entity}`, { defaultValue: entry.entity });

  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  };
  const discard = () =>
    run(async () => {
      await sync.dropEntry(entry.key);
      await ENTITIES[entry.entity]?.load();
    });
  const send = (chosen: readonly string[]) =>
    run(async () => {
      if (!mine || !theirs) return;
      const picked = pickFields(mine, theirs, chosen);
      const [bodyKey] = Object.keys(entry.body as object);
      if (!bodyKey) return;
      await sync.resendEntry(entry.key, {
        body: { [bodyKey]: picked },
        shows: { put: [picked], removed: [] },
        base: theirs,
      });
    });

  // A delete made offline of an item changed elsewhere meanwhile (docs/offline.md).
  const deleteConflict = entry.op === 'remove' && theirs !== undefined;
  const deleteAnyway = () =>
    run(() =>
      sync.resendEntry(entry.key, {
        body: entry.body,
        shows: entry.shows,
        path: entry.path.replace(/\?version=\d+$/, ''),
      }),
    );

  return (
    <article className={styles.entry} aria-label={`${kind}: ${title}`}>
      <h3 className={styles.heading}>
        <span className={styles.kind}>{kind}</span> {title}
      </h3>
      <p className={styles.reason}>
        {fields.length > 0
          ? t('outboxReview.conflict')
          : deleteConflict
            ? t('outboxReview.deleteConflict')
            : t(entry.failure?.messageKey ?? '')}
      </p>
      {fields.length > 0 && mine && theirs && (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('outboxReview.field')}</th>
              <th scope="col">{t('outboxReview.mine')}</th>
              <th scope="col">{t('outboxReview.theirs')}</th>
            </tr>
          </thead>
          <tbody>
            {fields.map((field) => {
              const name = t(`outboxReview.fields.${field}`, { defaultValue: field });
              const choose = (keepMine: boolean) =>
                setFromMine((old) => {
                  const next = new Set(old);
                  if (keepMine) next.add(field);
                  else next.delete(field);
                  return next;
                });
              return (
                <tr key={field}>
                  <th scope="row">{name}</th>
                  {[true, false].map((isMine) => (
                    <td
                      key={String(isMine)}
                      data-label={isMine ? t('outboxReview.mine') : t('outboxReview.theirs')}
                    >
                      <label className={styles.choice}>
                        <input
                          type="radio"
                          name={`${entry.key}-${field}`}
                          checked={fromMine.has(field) === isMine}
                          onChange={() => choose(isMine)}
                          aria-label={`${name}: ${isMine ? t('outboxReview.mine') : t('outboxReview.theirs')}`}
                        />
                        <span>{display((isMine ? mine : theirs)[field], t)}</span>
                      </label>
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      <div className={styles.actions}>
        {fields.length > 0 && (
          <>
            <Button variant="primary" busy={busy} onClick={() => void send([...fromMine])}>
              {t('outboxReview.saveChoice')}
            </Button>
            <Button disabled={busy} onClick={() => void send(fields)}>
              {t('outboxReview.keepMine')}
            </Button>
            <Button disabled={busy} onClick={() => void send([])}>
              {t('outboxReview.keepTheirs')}
            </Button>
          </>
        )}
        {deleteConflict && (
          <>
            <Button variant="danger" busy={busy} onClick={() => void deleteAnyway()}>
              {t('outboxReview.deleteAnyway')}
            </Button>
            <Button disabled={busy} onClick={() => void discard()}>
              {t('outboxReview.keepTheirs')}
            </Button>
          </>
        )}
        {fields.length === 0 && !deleteConflict && (
          <Button variant="danger" busy={busy} onClick={() => void discard()}>
            {t('outboxReview.discard')}
          </Button>
        )}
      </div>
    </article>
  );
}

function display(value: unknown, t: (key: string) => string): string {
  if (value === null || value === undefined || value === '') return t('outboxReview.none');
  if (typeof value === 'boolean') return value ? t('outboxReview.yes') : t('outboxReview.no');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
