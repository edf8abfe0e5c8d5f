import type { SaveAnswer } from '../../forms/useFormState';
import { cleanup, screen, render, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { presetSchema } from '@planner/shared/model';
import { newEventValues } from '../eventForm';
import { setupI18n } from '../../testing/renderWithCalendar';
import { EventForm } from './EventForm';

beforeAll(() => setupI18n('en'));

const initial = () =>
  newEventValues(
    new Date('2026-05-04T08:00:00Z'),
    new Date('2026-05-04T09:00:00Z'),
    false,
    'Europe/Paris',
  );

function renderForm(
  onSubmit = jest.fn(async (): Promise<SaveAnswer> => ({ ok: true })),
  presets = [] as ReturnType<typeof presetSchema.parse>[],
) {
  render(
    <EventForm
      initial={initial()}
      presets={presets}
      submitLabel="Create"
      onSubmit={onSubmit}
      onCancel={() => {}}
    />,
  );
  return onSubmit;
}

describe('EventForm', () => {
  it('refuses to save without a title and says why', async () => {
    const onSubmit = renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('The title cannot be empty.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Title/)).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows 'End time must be after start time.' for an end before the start", async () => {
    const onSubmit = renderForm();
    await userEvent.type(screen.getByLabelText(/Title/), 'Dentist');
    const end = screen.getByLabelText('End time');
    await userEvent.clear(end);
    await userEvent.type(end, '9:30 am');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('End time must be after start time.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits valid values, with recurrence and its end', async () => {
    const onSubmit = renderForm();
    await userEvent.type(screen.getByLabelText(/Title/), 'Standup');
    await userEvent.selectOptions(screen.getByLabelText('Repeat'), 'weekdays');
    await userEvent.type(screen.getByLabelText(/Repeat until/), '06/30/2026');
    await userEvent.type(screen.getByLabelText(/Reminder/), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Standup',
        recurrence: 'weekdays',
        recurrenceEnd: '2026-06-30',
        reminderMinutes: '10',
        startTime: '10:00',
        endTime: '11:00',
      }),
    );
  });

  it('finds a time zone by typing, under its current name with its offset, and lists it as recent next time', async () => {
    localStorage.clear();
    const onSubmit = renderForm();
    await userEvent.type(screen.getByLabelText(/Title/), 'Call Olena');
    const search = screen.getByRole('searchbox', { name: 'Find a time zone' });
    await userEvent.type(search, 'kyiv');
    const zone = screen.getByRole('combobox', { name: 'Time zone' });
    expect(zone).toHaveValue('Europe/Kyiv');
    expect(within(zone).getByRole('option', { selected: true })).toHaveTextContent(
      /^Europe\/Kyiv \(UTC\+0[23]:00\)$/,
    );
    expect(within(zone).queryByRole('option', { name: /Kiev|Calcutta/ })).toBeNull();
    // Enter in the search picks; it does not create the event.
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ timeZone: 'Europe/Kyiv' }));
    cleanup();

    renderForm();
    const groups = within(screen.getByRole('combobox', { name: 'Time zone' })).getAllByRole(
      'group',
    );
    expect(groups.map((g) => g.getAttribute('label'))).toEqual([
      'Your time zone',
      'Recently used',
      'All time zones',
    ]);
    expect(
      within(groups[1] as HTMLElement)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([expect.stringMatching(/^Europe\/Kyiv \(UTC/)]);
  });

  it('keeps the form and says so when saving failed', async () => {
    renderForm(
      jest.fn(async (): Promise<SaveAnswer> => ({
        ok: false,
        messageKey: 'common:errors.general',
      })),
    );
    await userEvent.type(screen.getByLabelText(/Title/), 'Dentist');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(
      await screen.findByText(
        'The event could not be saved. An error has occurred. Please check your data and try again',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/Title/)).toHaveValue('Dentist');
  });

  it('starts from a preset', async () => {
    const preset = presetSchema.parse({
      id: 'p1',
      kind: 'casual',
      title: 'Coffee',
      durationMin: 20,
      startTime: '15:00',
      lastUpdated: 1,
    });
    renderForm(undefined, [preset]);
    await userEvent.selectOptions(screen.getByLabelText('Start from a preset'), 'p1');
    expect(screen.getByLabelText(/Title/)).toHaveValue('Coffee');
    expect(screen.getByLabelText('Start time')).toHaveDisplayValue(/^3:00\sPM$/);
    expect(screen.getByLabelText('End time')).toHaveDisplayValue(/^3:20\sPM$/);
    expect(
      within(screen.getByLabelText('Start from a preset')).getByRole('option', { name: 'Coffee' }),
    ).toBeInTheDocument();
  });
});
