// "Custom repeat…" in the event popup: the form, its errors, the sentence that reads the rule back, in English and French.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { eventInputSchema, eventSchema } from '@planner/shared/model';
import type { SaveAnswer } from '../forms/useFormState';
import {
  eventToValues,
  newEventValues,
  valuesToInput,
  type EventFormValues,
} from '../popup/eventForm';
import { EventForm } from '../popup/components/EventForm';
import { setupI18n } from '../testing/renderWithCalendar';

// Tuesday 5 May 2026, 10:00-11:00 in Paris.
const tuesday = () =>
  newEventValues(
    new Date('2026-05-05T08:00:00Z'),
    new Date('2026-05-05T09:00:00Z'),
    false,
    'Europe/Paris',
  );

function renderForm(initial: EventFormValues = tuesday()) {
  const onSubmit = jest.fn(async (_v: EventFormValues): Promise<SaveAnswer> => ({ ok: true }));
  render(
    <EventForm
      initial={initial}
      presets={[]}
      submitLabel="Create"
      onSubmit={onSubmit}
      onCancel={() => {}}
    />,
  );
  return onSubmit;
}

/** The sentence under the Repeat select (a polite live region: screen readers hear it change). */
const readBack = () =>
  screen.getByText((_, el) => el?.tagName === 'P' && el.getAttribute('aria-live') === 'polite')
    .textContent;

describe('Custom repeat', () => {
  beforeEach(() => setupI18n('en'));

  it('every 2 weeks on Tuesday and Thursday until 30 June: read back, saved as the refinements', async () => {
    const onSubmit = renderForm();
    await userEvent.type(screen.getByLabelText(/Title/), 'Run');
    await userEvent.selectOptions(screen.getByLabelText('Repeat'), 'Custom repeat…');
    const group = screen.getByRole('group', { name: 'Custom repeat' });
    const every = within(group).getByLabelText('Repeat every');
    expect(every).toHaveFocus();
    await userEvent.clear(every);
    await userEvent.type(every, '2');
    expect(within(group).getByLabelText('Unit')).toHaveDisplayValue('weeks');
    expect(within(group).getByRole('checkbox', { name: 'Tuesday' })).toBeChecked();
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Thursday' }));
    await userEvent.click(within(group).getByRole('radio', { name: 'On' }));
    await userEvent.type(within(group).getByLabelText('End date'), '06/30/2026');
    await userEvent.tab();
    expect(readBack()).toBe('Repeats: Every 2 weeks on Tuesday and Thursday, until June 30');

    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const input = valuesToInput(onSubmit.mock.calls[0]![0], 1);
    expect(input).toMatchObject({
      recurrence: 'weekly',
      interval: 2,
      byWeekday: [2, 4],
      recurrenceEnd: '2026-06-30',
    });
    expect(eventInputSchema.safeParse({ ...input, recurrenceId: 'r' }).success).toBe(true);
  });

  it('says what is wrong: the start day left out, every 0, 1,000 times', async () => {
    const onSubmit = renderForm();
    await userEvent.type(screen.getByLabelText(/Title/), 'Run');
    await userEvent.selectOptions(screen.getByLabelText('Repeat'), 'custom');
    const group = screen.getByRole('group', { name: 'Custom repeat' });
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Tuesday' }));
    await userEvent.clear(within(group).getByLabelText('Repeat every'));
    await userEvent.type(within(group).getByLabelText('Repeat every'), '0');
    await userEvent.click(within(group).getByRole('radio', { name: 'After' }));
    const count = within(group).getByLabelText('Number of times');
    await userEvent.clear(count);
    await userEvent.type(count, '1000');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Include the day the event starts on.')).toBeInTheDocument();
    expect(screen.getByText('Enter a whole number from 1 to 99.')).toBeInTheDocument();
    expect(screen.getByText('Enter a number of times from 1 to 999.')).toBeInTheDocument();
    expect(count).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('monthly offers the day, the nth and the last weekday the start allows', async () => {
    // Tuesday 26 May 2026: the 4th Tuesday, and the last one of May.
    renderForm(
      newEventValues(
        new Date('2026-05-26T08:00:00Z'),
        new Date('2026-05-26T09:00:00Z'),
        false,
        'Europe/Paris',
      ),
    );
    await userEvent.selectOptions(screen.getByLabelText('Repeat'), 'custom');
    const group = screen.getByRole('group', { name: 'Custom repeat' });
    await userEvent.selectOptions(within(group).getByLabelText('Unit'), 'monthly');
    const on = within(group).getByLabelText('Day of the month');
    expect(
      within(on)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['on day 26', 'on the fourth Tuesday', 'on the last Tuesday']);
    await userEvent.selectOptions(on, 'on the last Tuesday');
    await userEvent.click(within(group).getByRole('radio', { name: 'After' }));
    expect(readBack()).toBe('Repeats: Every month on the last Tuesday, 10 times');
  });

  it('an existing refined series opens on its custom repeat', () => {
    const series = eventSchema.parse({
      id: 's',
      title: 'Book club',
      timeZone: 'Europe/Paris',
      lastUpdated: 1,
      recurrenceId: 'r',
      recurrence: 'monthly',
      startDate: '2026-05-12T10:00:00+02:00',
      endDate: '2026-05-12T11:00:00+02:00',
      monthlyBy: 'nthWeekday',
      weekOfMonth: 2,
      interval: 3,
      count: 4,
    });
    renderForm(eventToValues(series, { start: series.startDate, end: series.endDate }));
    expect(screen.getByLabelText('Repeat')).toHaveDisplayValue('Custom repeat…');
    expect(readBack()).toBe('Repeats: Every 3 months on the second Tuesday, 4 times');
    const values = eventToValues(series, { start: series.startDate, end: series.endDate });
    expect(valuesToInput(values, 1)).toMatchObject({
      interval: 3,
      monthlyBy: 'nthWeekday',
      weekOfMonth: 2,
      count: 4,
      recurrenceEnd: null,
    });
  });

  it('reads the rule back in French', async () => {
    await setupI18n('fr');
    expect(i18next.language).toBe('fr');
    renderForm();
    await userEvent.selectOptions(screen.getByLabelText('Répétition'), 'custom');
    const group = screen.getByRole('group', { name: 'Répétition personnalisée' });
    const every = within(group).getByLabelText('Répéter tous les');
    await userEvent.clear(every);
    await userEvent.type(every, '2');
    await userEvent.click(within(group).getByRole('checkbox', { name: 'jeudi' }));
    await userEvent.click(within(group).getByRole('radio', { name: 'Le' }));
    await userEvent.type(within(group).getByLabelText('Date de fin'), '30/06/2026');
    await userEvent.tab();
    expect(readBack()).toBe(
      'Répétition : Toutes les 2 semaines le mardi et le jeudi, jusqu’au 30 juin',
    );
  });
});
