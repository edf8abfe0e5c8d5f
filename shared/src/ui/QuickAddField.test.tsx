import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import type { QuickAddResult } from '../domain/quickAdd';
import { createI18n } from '../i18n';
import { QuickAddField, type QuickAddSaveAnswer } from './QuickAddField';

// Wednesday 25 November 2026, 11:00 in Paris.
const now = () => new Date('2026-11-25T10:00:00Z');

beforeAll(async () => {
  await createI18n('en');
});
afterEach(async () => {
  await i18next.changeLanguage('en');
});

function setup(answer: QuickAddSaveAnswer = { ok: true }) {
  const onSave = jest.fn<Promise<QuickAddSaveAnswer>, [QuickAddResult]>(async () => answer);
  render(
    <QuickAddField
      label="Quick add"
      placeholder="Add a task…"
      submitLabel="Add"
      timeZone="Europe/Paris"
      now={now}
      onSave={onSave}
    />,
  );
  return {
    user: userEvent.setup(),
    onSave,
    input: screen.getByRole('textbox', { name: 'Quick add' }),
  };
}

describe('QuickAddField', () => {
  it('shows what the sentence says as chips while typing', async () => {
    const { user, input } = setup();
    await user.type(input, 'Dentist friday 14:30 for 45 min');
    expect(
      await screen.findByRole('button', { name: /^Remove date: Fri, Nov 27 2:30\sPM$/ }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Remove duration: 45 min' })).toBeVisible();
    expect(screen.getByText('New event')).toBeVisible();
  });

  it('saves on Enter and says what was created and when', async () => {
    const { user, input, onSave } = setup();
    await user.type(input, 'Call mum tomorrow 6pm{Enter}');
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({
      title: 'Call mum',
      kind: 'event',
      start: '2026-11-26T18:00:00+01:00',
      end: '2026-11-26T19:00:00+01:00',
    });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Event “Call mum” added on Thursday, Nov 26 at 6:00 PM',
    );
    expect(input).toHaveValue('');
    // Typing the next sentence: what the last one added is no longer said under it.
    await user.type(input, 'B');
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('keeps the next sentence typed while the last one saves', async () => {
    let answer: (a: QuickAddSaveAnswer) => void = () => {};
    const { user, input, onSave } = setup();
    onSave.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    await user.type(input, 'Call mum tomorrow 6pm{Enter}');
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    // The server has not answered yet: the field is already free, and the person goes on typing.
    expect(input).toHaveValue('');
    await user.type(input, 'Buy milk');
    await act(async () => answer({ ok: true }));
    expect(await screen.findByRole('status')).toHaveTextContent('Event “Call mum” added');
    expect(input).toHaveValue('Buy milk');
  });

  it('puts a sentence whose save failed back, unless the next one is being typed', async () => {
    let answer: (a: QuickAddSaveAnswer) => void = () => {};
    const { user, input, onSave } = setup();
    onSave.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    await user.type(input, 'Call mum tomorrow 6pm{Enter}');
    await waitFor(() => expect(input).toHaveValue(''));
    await act(async () => answer({ ok: false, message: 'The server could not be reached.' }));
    expect(input).toHaveValue('Call mum tomorrow 6pm');
    expect(
      await screen.findByRole('button', { name: /^Remove date: tomorrow 6:00\sPM$/ }),
    ).toBeVisible();

    await user.keyboard('{Enter}');
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(2));
    await user.type(input, 'Buy milk');
    await act(async () => answer({ ok: false, message: 'The server could not be reached.' }));
    expect(input).toHaveValue('Buy milk');
    // The sentence that did not go is named, since it is not back in the field.
    expect(screen.getByRole('alert')).toHaveTextContent(
      '“Call mum tomorrow 6pm” was not saved: The server could not be reached.',
    );
  });

  it('saves a sentence sent while the last one is still saving, each on its own', async () => {
    const answers: ((a: QuickAddSaveAnswer) => void)[] = [];
    const { user, input, onSave } = setup();
    onSave.mockImplementation(() => new Promise((resolve) => answers.push(resolve)));
    await user.type(input, 'Call mum tomorrow 6pm{Enter}');
    await user.type(input, 'Buy milk{Enter}');
    // Both went at once, neither waiting for the server's answer to the other.
    expect(onSave.mock.calls.map(([result]) => result.title)).toEqual(['Call mum', 'Buy milk']);
    expect(input).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Add' })).toBeDisabled();

    await act(async () => answers[0]?.({ ok: true }));
    expect(screen.getByRole('status')).toHaveTextContent('Event “Call mum” added');
    await act(async () => answers[1]?.({ ok: false, message: 'The server could not be reached.' }));
    // The second failed with the field empty: it comes back there to be sent again.
    expect(input).toHaveValue('Buy milk');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Nothing was saved: The server could not be reached.',
    );
  });

  it('sends a sentence once when Enter is pressed twice', async () => {
    const { user, input, onSave } = setup();
    await user.type(input, 'Buy milk');
    await user.keyboard('{Enter}{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent('Task “Buy milk” added');
    expect(onSave).toHaveBeenCalledTimes(1);
  });

  it('puts the words of a removed chip back into the title', async () => {
    const { user, input, onSave } = setup();
    await user.type(input, 'Call mum tomorrow 6pm');
    await user.click(
      await screen.findByRole('button', { name: /^Remove date: tomorrow 6:00\sPM$/ }),
    );
    expect(screen.queryByRole('button', { name: /^Remove date/ })).not.toBeInTheDocument();
    expect(input).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({
      title: 'Call mum tomorrow 6pm',
      kind: 'task',
      deadline: null,
    });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Task “Call mum tomorrow 6pm” added',
    );
  });

  it('refuses a sentence without a title and saves nothing', async () => {
    const { user, input, onSave } = setup();
    await user.type(input, 'tomorrow 6pm{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Add a title: this sentence only says when or how. Nothing was saved.',
    );
    expect(onSave).not.toHaveBeenCalled();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveValue('tomorrow 6pm');
  });

  it('refuses a deadline in the past', async () => {
    const { user, input, onSave } = setup();
    await user.type(input, 'Report due yesterday{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('This deadline is in the past.');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('shows the reason a save failed and keeps the sentence', async () => {
    const { user, input } = setup({ ok: false, message: 'Unable to contact the server.' });
    await user.type(input, 'Buy milk{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Nothing was saved: Unable to contact the server.',
    );
    expect(input).toHaveValue('Buy milk');
  });

  it('clears on Escape', async () => {
    const { user, input, onSave } = setup();
    await user.type(input, 'Buy milk urgent');
    expect(await screen.findByRole('button', { name: 'Remove priority: high' })).toBeVisible();
    await user.keyboard('{Escape}');
    expect(input).toHaveValue('');
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('reads and answers in French', async () => {
    await i18next.changeLanguage('fr');
    const { user, input, onSave } = setup();
    await user.type(input, "réviser l'examen avant vendredi urgent");
    expect(
      await screen.findByRole('button', { name: 'Retirer l’échéance : ven. 27 nov.' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Retirer la priorité : haute' })).toBeVisible();
    expect(screen.getByText('Nouvelle tâche')).toBeVisible();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({
      title: "réviser l'examen",
      kind: 'task',
      deadline: '2026-11-27',
      priority: 'high',
    });
    expect(await screen.findByRole('status')).toHaveTextContent(
      "Tâche « réviser l'examen » ajoutée, échéance le vendredi 27 nov.",
    );
  });

  it('shows and says the days of an event over several days, in English and French', async () => {
    const { user, input, onSave } = setup();
    await user.type(input, 'vacation dec 20 to dec 27');
    expect(
      await screen.findByRole('button', { name: 'Remove date: Sun, Dec 20 – Sun, Dec 27' }),
    ).toBeVisible();
    expect(screen.getByText('New event')).toBeVisible();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({
      title: 'vacation',
      kind: 'event',
      allDay: true,
      start: '2026-12-20T00:00:00+01:00',
      end: '2026-12-28T00:00:00+01:00',
    });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Event “vacation” added from Sunday, Dec 20 to Sunday, Dec 27, all day',
    );

    await act(() => i18next.changeLanguage('fr'));
    await user.type(input, 'vacances du 20 au 27 décembre{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Événement « vacances » ajouté du dimanche 20 déc. au dimanche 27 déc., toute la journée',
    );
  });

  it('shows and says the end of a range of hours, which a start alone does not have', async () => {
    const { user, input, onSave } = setup();
    await user.type(input, 'work 9-5 saturday');
    // The chip that holds the hours says both ends ("9-5" alone would read as 9:00 with the default hour).
    expect(
      await screen.findByRole('button', { name: /^Remove (?:date|time): .*9:00\sAM – 5:00\sPM$/ }),
    ).toBeVisible();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({
      title: 'work',
      start: '2026-11-28T09:00:00+01:00',
      end: '2026-11-28T17:00:00+01:00',
      endSaid: true,
    });
    expect(await screen.findByRole('status')).toHaveTextContent(
      /^Event “work” added on Saturday, Nov 28 from 9:00\sAM to 5:00\sPM$/,
    );

    // Past midnight, in French: "de 19h à minuit" ends at 00:00 the next day, still one evening.
    await act(() => i18next.changeLanguage('fr'));
    await user.type(input, 'garde samedi de 19h à minuit');
    expect(
      await screen.findByRole('button', {
        name: /^Retirer (?:la date|l’heure) : .*19:00 – 00:00$/,
      }),
    ).toBeVisible();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Événement « garde » ajouté le samedi 28 nov. de 19:00 à 00:00',
    );
  });

  it('shows and says the times of the events said together, in English and French', async () => {
    const { user, input, onSave } = setup();
    await user.type(input, 'take meds 8am and 8pm daily');
    // One chip for the times (removing it puts all their words back), the earliest first.
    expect(
      await screen.findByRole('button', {
        name: /^Remove time: tomorrow 8:00\sAM and 8:00\sPM$/,
      }),
    ).toBeVisible();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({
      title: 'take meds',
      start: '2026-11-26T08:00:00+01:00',
      otherStarts: ['2026-11-26T20:00:00+01:00'],
      recurrence: 'daily',
    });
    expect(await screen.findByRole('status')).toHaveTextContent(
      /^Event “take meds” added on Thursday, Nov 26 at 8:00\sAM and 8:00\sPM\. Repeats every day\.$/,
    );

    await act(() => i18next.changeLanguage('fr'));
    await user.type(input, 'médicaments 8h, 13h et 20h');
    expect(
      await screen.findByRole('button', { name: 'Retirer l’heure : demain 08:00, 13:00 et 20:00' }),
    ).toBeVisible();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Événement « médicaments » ajouté le jeudi 26 nov. à 08:00, 13:00 et 20:00',
    );
  });

  it('shows and says the days said together, in English and French', async () => {
    const { user, input, onSave } = setup();
    await user.type(input, 'meeting monday and tuesday');
    expect(
      await screen.findByRole('button', { name: 'Remove date: Mon, Nov 30 and Tue, Dec 1' }),
    ).toBeVisible();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({
      title: 'meeting',
      kind: 'event',
      allDay: true,
      start: '2026-11-30T00:00:00+01:00',
      otherStarts: ['2026-12-01T00:00:00+01:00'],
    });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Event “meeting” added on Monday, Nov 30 and Tuesday, Dec 1, all day',
    );

    await user.type(input, 'dentist dec 3 and dec 10 at 9am');
    expect(
      await screen.findByRole('button', {
        name: /^Remove date: Thu, Dec 3 and Thu, Dec 10 9:00\sAM$/,
      }),
    ).toBeVisible();
    // With its end said, each day still shows.
    await user.clear(input);
    await user.type(input, 'lab dec 3 and dec 10 9-11am');
    expect(
      await screen.findByRole('button', {
        name: /^Remove date: Thu, Dec 3 and Thu, Dec 10 9:00\sAM – 11:00\sAM$/,
      }),
    ).toBeVisible();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent(
      /^Event “lab” added on Thursday, Dec 3 and Thursday, Dec 10 from 9:00\sAM to 11:00\sAM$/,
    );

    await act(() => i18next.changeLanguage('fr'));
    await user.clear(input);
    await user.type(input, 'réunion lundi et mardi');
    expect(
      await screen.findByRole('button', { name: 'Retirer la date : lun. 30 nov. et mar. 1 déc.' }),
    ).toBeVisible();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Événement « réunion » ajouté le lundi 30 nov. et mardi 1 déc., toute la journée',
    );
  });

  it('shows the days a repeat leaves out, and says the days kept', async () => {
    const { user, input, onSave } = setup();
    await user.type(input, 'standup daily at 9:30 except fridays');
    expect(
      await screen.findByRole('button', { name: 'Remove days left out: Friday' }),
    ).toBeVisible();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({
      title: 'standup',
      recurrence: 'weekly',
      byWeekday: [0, 1, 2, 3, 4, 6],
    });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Repeats every Monday, Tuesday, Wednesday, Thursday, Saturday, and Sunday',
    );

    await act(() => i18next.changeLanguage('fr'));
    await user.type(input, 'footing tous les jours sauf le dimanche à 7h');
    expect(
      await screen.findByRole('button', { name: 'Retirer les jours exclus : dimanche' }),
    ).toBeVisible();
  });

  it('says the weekdays of a weekly event on several days', async () => {
    const { user, input, onSave } = setup();
    await user.type(input, 'yoga tuesdays and thursdays 6pm');
    expect(
      await screen.findByRole('button', { name: 'Remove repeat: every Tuesday and Thursday' }),
    ).toBeVisible();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({
      title: 'yoga',
      recurrence: 'weekly',
      byWeekday: [2, 4],
      start: '2026-11-26T18:00:00+01:00',
    });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Event “yoga” added on Thursday, Nov 26 at 6:00 PM. Repeats every Tuesday and Thursday.',
    );
    await act(() => i18next.changeLanguage('fr'));
    await user.type(input, 'piscine tous les lundis et mercredis à 7h');
    expect(
      await screen.findByRole('button', {
        name: /^Retirer la répétition : chaque lundi et mercredi$/,
      }),
    ).toBeVisible();
  });

  it('reads a stretch of weekdays with a time as a routine on those days, Monday first', async () => {
    const { user, input, onSave } = setup();
    await user.type(input, 'night shift fri-sun 10pm');
    expect(
      await screen.findByRole('button', {
        name: 'Remove repeat: every Friday, Saturday, and Sunday',
      }),
    ).toBeVisible();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({
      title: 'night shift',
      recurrence: 'weekly',
      byWeekday: [0, 5, 6],
      start: '2026-11-27T22:00:00+01:00',
    });
    await act(() => i18next.changeLanguage('fr'));
    await user.type(input, 'sport lundi-vendredi 7h');
    expect(
      await screen.findByRole('button', {
        name: 'Retirer la répétition : en semaine',
      }),
    ).toBeVisible();
  });

  it('shows and says the last day of a repeat', async () => {
    const { user, input, onSave } = setup();
    await user.type(input, 'call dad every sunday 6pm until dec 20');
    expect(
      await screen.findByRole('button', { name: 'Remove end of repeat: Sun, Dec 20' }),
    ).toBeVisible();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({
      title: 'call dad',
      recurrence: 'weekly',
      recurrenceEnd: '2026-12-20',
    });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Repeats every Sunday until Sun, Dec 20.',
    );
  });

  it('says every how many weeks a series comes back, in English and French', async () => {
    const { user, input, onSave } = setup();
    await user.type(input, 'cleaning every other week on saturday');
    expect(
      await screen.findByRole('button', { name: 'Remove repeat: every 2 weeks' }),
    ).toBeVisible();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({ recurrence: 'weekly', interval: 2 });
    await act(() => i18next.changeLanguage('fr'));
    await user.type(input, 'ménage une semaine sur deux samedi');
    expect(
      await screen.findByRole('button', {
        name: 'Retirer la répétition : toutes les 2 semaines',
      }),
    ).toBeVisible();
  });

  it('says the weekday of the month a monthly series comes back on', async () => {
    const { user, input, onSave } = setup();
    await user.type(input, 'book club every first monday of the month 7pm');
    expect(
      await screen.findByRole('button', {
        name: 'Remove repeat: every first Monday of the month',
      }),
    ).toBeVisible();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({
      recurrence: 'monthly',
      weekOfMonth: 1,
      start: '2026-12-07T19:00:00+01:00',
    });
    await act(() => i18next.changeLanguage('fr'));
    await user.type(input, 'réunion chaque dernier vendredi du mois');
    expect(
      await screen.findByRole('button', {
        name: 'Retirer la répétition : chaque dernier vendredi du mois',
      }),
    ).toBeVisible();
  });

  it('says a weekly event repeats', async () => {
    const { user, input } = setup();
    await user.type(input, 'gym every monday 7am');
    expect(
      await screen.findByRole('button', { name: 'Remove repeat: every Monday' }),
    ).toBeVisible();
    expect(
      screen.getByRole('button', { name: /^Remove time: Mon, Nov 30 7:00\sAM$/ }),
    ).toBeVisible();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Event “gym” added on Monday, Nov 30 at 7:00 AM. Repeats every Monday.',
    );
  });

  it('gives a phone-wide screen the short example, and the long one again when it widens', () => {
    const listeners = new Set<() => void>();
    const media = { matches: true };
    window.matchMedia = jest.fn((query: string) => ({
      get matches() {
        return media.matches;
      },
      media: query,
      addEventListener: (_: string, l: () => void) => listeners.add(l),
      removeEventListener: (_: string, l: () => void) => listeners.delete(l),
    })) as unknown as typeof window.matchMedia;
    try {
      render(
        <QuickAddField
          label="Quick add"
          placeholder="Add… e.g. Dentist friday 14:30 for 45 min"
          narrowPlaceholder="e.g. Dentist friday 14:30"
          submitLabel="Add"
          onSave={async () => ({ ok: true })}
        />,
      );
      const input = screen.getByRole('textbox', { name: 'Quick add' });
      expect(input).toHaveAttribute('placeholder', 'e.g. Dentist friday 14:30');
      media.matches = false;
      act(() => listeners.forEach((l) => l()));
      expect(input).toHaveAttribute('placeholder', 'Add… e.g. Dentist friday 14:30 for 45 min');
    } finally {
      delete (window as Partial<Window>).matchMedia;
    }
  });
});
