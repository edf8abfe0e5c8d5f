import type { SaveAnswer } from './useFormState';
// The calendar forms' state: errors clear as their field is touched; a failed save keeps what was typed.
import { act, renderHook } from '@testing-library/react';
import type { FormEvent } from 'react';
import { useFormState } from './useFormState';

interface Values {
  title: string;
  start: string;
  end: string;
}
type Errors = Partial<Record<'title' | 'end', string>>;

const submitEvent = { preventDefault: () => undefined } as FormEvent;
const validate = (v: Values): Errors => ({
  ...(v.title ? {} : { title: 'required' }),
  ...(v.end > v.start ? {} : { end: 'after start' }),
});

function setup(save = jest.fn(async (): Promise<SaveAnswer> => ({ ok: true }))) {
  const hook = renderHook(() =>
    useFormState<Values, Errors>({
      initial: { title: '', start: '10', end: '09' },
      validate,
      save,
      alsoClears: (patch) => ('start' in patch ? ['end'] : []),
    }),
  );
  return { hook, save };
}

it('does not save with errors; a touched field, or what it settles, loses its error at once', async () => {
  const { hook, save } = setup();
  await act(() => hook.result.current.submit(submitEvent));
  expect(save).not.toHaveBeenCalled();
  expect(hook.result.current.errors).toEqual({ title: 'required', end: 'after start' });
  act(() => hook.result.current.set({ title: 'Dentist' }));
  expect(hook.result.current.errors).toEqual({ end: 'after start' });
  act(() => hook.result.current.set({ start: '08' }));
  expect(hook.result.current.errors).toEqual({});
});

it('saves valid values; a failed save is shown and keeps the values, until the next change', async () => {
  const { hook, save } = setup(
    jest.fn(async (): Promise<SaveAnswer> => ({ ok: false, messageKey: 'common:errors.general' })),
  );
  act(() => hook.result.current.set({ title: 'Dentist', end: '11' }));
  await act(() => hook.result.current.submit(submitEvent));
  expect(save).toHaveBeenCalledWith({ title: 'Dentist', start: '10', end: '11' });
  expect(hook.result.current.failed).toBe('common:errors.general');
  expect(hook.result.current.saving).toBe(false);
  expect(hook.result.current.values.title).toBe('Dentist');
  act(() => hook.result.current.set({ title: 'Dentist at 11' }));
  expect(hook.result.current.failed).toBeNull();
});
