import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@planner/shared/bus';
import { presetSchema, type Profile } from '@planner/shared/model';
import { DEFAULT_PROFILE } from '@planner/shared/model/constants';
import { profile } from '@planner/shared/sync';
import { renderWithCalendar, setupI18n } from '../../testing/renderWithCalendar';
import { MemoryPresetStore } from '../../testing/memoryStores';
import { PresetsPage } from './PresetsPage';

beforeAll(() => setupI18n('en'));

/** The profile screen's save: through the data layer, so every screen's cache has it. */
const saveProfile = (p: Partial<Profile>) =>
  act(async () => {
    await profile.update({ ...DEFAULT_PROFILE, ...p });
    // The cache tells its observers on the next task.
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

describe('PresetsPage', () => {
  it('invites the user to complete an incomplete profile instead of recommending', async () => {
    const navigate = jest.fn();
    renderWithCalendar(<PresetsPage navigate={navigate} />);
    await saveProfile({ isProfileCompleted: false, mealReminders: true, lunchTime: '12:00' });
    expect(screen.getByText('Complete your profile')).toBeInTheDocument();
    expect(screen.queryAllByTestId('recommended-preset')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Complete my profile' }));
    expect(navigate).toHaveBeenCalledWith('/dashboard/profile');
  });

  it('regenerates recommendations when the profile changes, with the reason of each', async () => {
    renderWithCalendar(<PresetsPage navigate={() => {}} />);
    await saveProfile({
      isProfileCompleted: true,
      transportMode: 'remote',
      mealReminders: true,
      lunchTime: '12:15',
    });
    const cards = screen.getAllByTestId('recommended-preset');
    expect(cards).toHaveLength(1);
    expect(within(cards[0] as HTMLElement).getByText('Lunch')).toBeInTheDocument();
    expect(
      within(cards[0] as HTMLElement).getByText(
        'You asked for meal reminders and usually have lunch at 12:15 PM.',
      ),
    ).toBeInTheDocument();
    await saveProfile({ isProfileCompleted: true, transportMode: 'bike', commuteDurationMin: 45 });
    const titles = screen
      .getAllByTestId('recommended-preset')
      .map((c) => c.querySelector('h4')?.textContent);
    expect(titles).toEqual(['Commute to work', 'Commute home']);
  });

  it('adds a recommendation to the calendar in one action, as a series', async () => {
    const { events } = renderWithCalendar(<PresetsPage navigate={() => {}} />);
    await saveProfile({
      isProfileCompleted: true,
      transportMode: 'remote',
      doesSport: true,
      sportMoment: 'evening',
    });
    // Named after its preset for screen readers (twelve "Add to calendar" buttons said nothing).
    await userEvent.click(screen.getByRole('button', { name: 'Add to calendar: Sport' }));
    // The message says when the series starts.
    expect(
      await screen.findByText(
        /^"Sport" was added to your calendar, from \w+day, \w+ \d+(, \d+)? at 7:00\s?PM\.$/,
      ),
    ).toBeInTheDocument();
    expect(events.items).toHaveLength(1);
    expect(events.items[0]).toMatchObject({ title: 'Sport', recurrence: 'weekly' });
    expect(events.items[0]?.recurrenceId).toBeTruthy();
    expect(events.items[0]?.startDate).toMatch(/T19:00:00/);
  });

  it('shows the active breaks as one card with their times, and adds them all at once', async () => {
    const { events } = renderWithCalendar(<PresetsPage navigate={() => {}} />);
    await saveProfile({
      isProfileCompleted: true,
      transportMode: 'remote',
      activeBreaks: true,
      workType: 'sitting',
    });
    const cards = screen.getAllByTestId('recommended-preset');
    expect(cards).toHaveLength(1);
    const card = cards[0] as HTMLElement;
    expect(within(card).getByRole('heading', { name: 'Active breaks' })).toBeInTheDocument();
    expect(card).toHaveTextContent(
      /10:00\sAM, 11:00\sAM, 2:30\sPM, 3:30\sPM, 4:30\sPM · 5 min · Every weekday \(Monday to Friday\)/,
    );
    await userEvent.click(
      within(card).getByRole('button', { name: 'Add to calendar: Active breaks' }),
    );
    expect(
      await screen.findByText(
        /^"Active breaks" was added to your calendar, from .+ at 10:00\s?AM\.$/,
      ),
    ).toBeInTheDocument();
    expect(events.items.map((e) => [e.title, e.recurrence, e.startDate.slice(11, 16)])).toEqual([
      ['Active break', 'weekdays', '10:00'],
      ['Active break', 'weekdays', '11:00'],
      ['Active break', 'weekdays', '14:30'],
      ['Active break', 'weekdays', '15:30'],
      ['Active break', 'weekdays', '16:30'],
    ]);
  });

  it('creates, edits and deletes (after confirmation) a preset', async () => {
    const presets = new MemoryPresetStore([
      presetSchema.parse({
        id: 'p1',
        kind: 'casual',
        title: 'Coffee',
        durationMin: 20,
        lastUpdated: 5,
      }),
    ]);
    renderWithCalendar(<PresetsPage navigate={() => {}} />, { presets });
    await userEvent.click(screen.getByRole('button', { name: 'New preset' }));
    const dialog = screen.getByRole('dialog', { name: 'New preset' });
    // The default start is written the language's one way, as every time is.
    expect(within(dialog).getByText('Optional: empty starts at 9:00 AM.')).toBeInTheDocument();
    await userEvent.selectOptions(within(dialog).getByLabelText('Kind'), 'recurring');
    await userEvent.type(within(dialog).getByLabelText(/Title/), 'Swim');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Preset "Swim" saved.')).toBeInTheDocument();
    expect(presets.items.map((p) => [p.kind, p.title])).toEqual([
      ['casual', 'Coffee'],
      ['recurring', 'Swim'],
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Delete Coffee' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Preset "Coffee" deleted.')).toBeInTheDocument();
    expect(presets.items.map((p) => p.title)).toEqual(['Swim']);
  });

  it('says so and keeps the list when deleting fails', async () => {
    const presets = new MemoryPresetStore([
      presetSchema.parse({
        id: 'p1',
        kind: 'casual',
        title: 'Coffee',
        durationMin: 20,
        lastUpdated: 5,
      }),
    ]);
    presets.failing = 'all';
    renderWithCalendar(<PresetsPage navigate={() => {}} />, { presets });
    await userEvent.click(screen.getByRole('button', { name: 'Delete Coffee' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(
      await screen.findByText('The preset could not be deleted. Server error.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Coffee')).toBeInTheDocument();
  });

  it("opens the event popup for the create button's 'New event' and creates the event", async () => {
    const { events } = renderWithCalendar(<PresetsPage navigate={() => {}} />);
    act(() => bus.publish('ui:create-requested', { kind: 'event' }));
    const dialog = screen.getByRole('dialog', { name: 'New event' });
    await userEvent.type(within(dialog).getByLabelText(/Title/), 'Call mum');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(screen.queryByRole('dialog', { name: 'New event' })).not.toBeInTheDocument();
    expect(events.items.map((e) => e.title)).toEqual(['Call mum']);
  });
});
