import { presetSchema } from '@planner/shared/model';
import { MemoryPresetStore } from '../testing/memoryStores';
import { createPresetActions } from './presetActions';
import { emptyPresetValues, presetValuesToInput, validatePresetForm } from './presetForm';

const stored = () =>
  presetSchema.parse({
    id: 'p1',
    kind: 'casual',
    title: 'Coffee',
    durationMin: 20,
    lastUpdated: 5,
  });

describe('preset actions', () => {
  it('creates, updates (with the version edited) and deletes', async () => {
    const store = new MemoryPresetStore([stored()]);
    const actions = createPresetActions();
    const created = await actions.create(
      presetValuesToInput(
        { ...emptyPresetValues('recurring'), title: 'Swim', startTime: '18:00' },
        1,
      ),
    );
    expect(created.ok && created.data).toMatchObject({
      kind: 'recurring',
      title: 'Swim',
      startTime: '18:00',
      recurrence: 'weekly',
    });
    const updated = await actions.update(stored(), { ...stored(), title: 'Tea' });
    expect(updated.ok && updated.data.title).toBe('Tea');
    expect(store.calls.find((c) => c.type === 'update')?.body).toMatchObject({ lastUpdated: 5 });
    await expect(actions.remove(stored())).resolves.toEqual({ ok: true, data: 'p1' });
    expect(store.items.map((p) => p.title)).toEqual(['Swim']);
  });

  it('returns null and changes nothing when a call fails', async () => {
    const store = new MemoryPresetStore([stored()]);
    store.failing = 'all';
    const actions = createPresetActions();
    await expect(
      actions.create(presetValuesToInput({ ...emptyPresetValues(), title: 'x' }, 1)),
    ).resolves.toMatchObject({ ok: false });
    await expect(actions.update(stored(), { ...stored(), title: 'Tea' })).resolves.toMatchObject({
      ok: false,
    });
    await expect(actions.remove(stored())).resolves.toMatchObject({ ok: false });
    expect(store.items).toEqual([stored()]);
  });

  it('counts a create answered without an id as failed', async () => {
    const store = new MemoryPresetStore();
    store.failing = 'no-id';
    await expect(
      createPresetActions().create(presetValuesToInput({ ...emptyPresetValues(), title: 'x' }, 1)),
    ).resolves.toMatchObject({ ok: false });
  });

  it('validates the preset form', () => {
    expect(validatePresetForm({ ...emptyPresetValues(), title: '' })).toEqual({
      title: 'form.errors.titleRequired',
    });
    expect(validatePresetForm({ ...emptyPresetValues(), title: 'x', durationMin: '0' })).toEqual({
      durationMin: 'presets.errors.duration',
    });
    expect(validatePresetForm({ ...emptyPresetValues(), title: 'x' })).toEqual({});
  });
});
