import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Profile } from '@planner/shared/model';
import { DEFAULT_PROFILE } from '@planner/shared/model/constants';
import { DataProvider, localDb, profile, resetAll } from '@planner/shared/sync';
import { fail, ok, setupTestApi } from '../../../../../shared/src/sync/testApi';
import { setupI18n } from '../../testing/setupTests';
import { ProfileForm } from './ProfileForm';

const api = setupTestApi({ mode: 'production' });

beforeAll(async () => {
  await setupI18n();
});
beforeEach(async () => {
  await resetAll();
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

async function loadProfile(data: Profile): Promise<void> {
  api.on('GET /profile/profile', ok(data));
  await act(async () => {
    await profile.load();
  });
}

function renderForm() {
  return render(
    <DataProvider>
      <ProfileForm />
    </DataProvider>,
  );
}

const group = (name: string) => within(screen.getByRole('group', { name }));

describe('ProfileForm', () => {
  it('opened from a link to its sleep times (#profile-sleep) shows them and focuses the bedtime', async () => {
    await loadProfile(DEFAULT_PROFILE);
    const scrolled: Element[] = [];
    // jsdom lays nothing out and has no scrollIntoView of its own.
    const own = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    window.history.replaceState(null, '', '/dashboard/profile#profile-sleep');
    try {
      renderForm();
      expect(group('Sleep').getByLabelText('I go to bed at')).toHaveFocus();
      expect(scrolled).toEqual([screen.getByRole('group', { name: 'Sleep' })]);
    } finally {
      window.history.replaceState(null, '', '/');
      Element.prototype.scrollIntoView = own;
    }
  });

  it('opened without a link to a group keeps the page where it is', async () => {
    await loadProfile(DEFAULT_PROFILE);
    renderForm();
    expect(group('Sleep').getByLabelText('I go to bed at')).not.toHaveFocus();
    expect(document.activeElement).toBe(document.body);
  });

  it('shows every field in its group with the defaults of a new profile', async () => {
    await loadProfile(DEFAULT_PROFILE);
    renderForm();
    expect(screen.getAllByRole('group').map((g) => g.querySelector('legend')?.textContent)).toEqual(
      ['Work', 'Commute', 'Meals', 'Sport', 'Sleep', 'Personal time'],
    );
    expect(group('Work').getByRole('textbox', { name: 'Job title' })).toHaveValue('');
    expect(group('Work').getByRole('combobox', { name: 'At work I am mostly' })).toHaveDisplayValue(
      'Sitting',
    );
    expect(group('Commute').getByRole('combobox', { name: 'I get to work by' })).toHaveDisplayValue(
      'Car',
    );
    const trip = group('Commute').getByRole('combobox', { name: 'My trip takes' });
    expect(trip).toHaveDisplayValue('15 to 30 minutes');
    expect(
      within(trip)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Under 15 minutes', '15 to 30 minutes', 'Over 30 minutes']);
    expect(group('Meals').getByLabelText('Lunch at')).toHaveValue('');
    expect(
      group('Meals').getByRole('checkbox', { name: 'Remind me of my meals' }),
    ).not.toBeChecked();
    expect(group('Sport').getByRole('checkbox', { name: 'I do sport' })).not.toBeChecked();
    expect(group('Sport').queryByRole('combobox', { name: 'Best moment for sport' })).toBeNull();
    expect(group('Sleep').getByLabelText('I go to bed at')).toHaveValue('');
    expect(group('Personal time').getByRole('combobox', { name: 'How long' })).toHaveDisplayValue(
      '30 minutes',
    );
    expect(screen.getByText(/not filled in yet/)).toBeInTheDocument();
  });

  it('saves the answers marked completed, without lastUpdated, and announces it', async () => {
    await loadProfile(DEFAULT_PROFILE);
    api.on('PUT /profile/update', (req) => ok((req.body as { profile: Profile }).profile));
    renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Job title' }), 'Nurse');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'At work I am mostly' }),
      'Standing',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'I get to work by' }), 'Bike');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'My trip takes' }),
      'Over 30 minutes',
    );
    await user.type(screen.getByLabelText('Lunch at'), '12:30 pm');
    await user.click(screen.getByRole('checkbox', { name: 'I do sport' }));
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Best moment for sport' }),
      'Evening',
    );
    await user.type(screen.getByLabelText('I wake up at'), '7:15 am');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'How long' }),
      '45 minutes or more',
    );
    await user.click(screen.getByRole('button', { name: 'Save my profile' }));
    expect(await screen.findByText('Profile saved.')).toBeInTheDocument();
    const body = api.requests.find((r) => r.method === 'PUT')?.body as {
      profile: Record<string, unknown>;
    };
    expect(body.profile).toEqual({
      ...DEFAULT_PROFILE,
      jobTitle: 'Nurse',
      workType: 'standing',
      transportMode: 'bike',
      commuteDurationMin: 45,
      lunchTime: '12:30',
      doesSport: true,
      sportMoment: 'evening',
      wakeUpTime: '07:15',
      relaxationDurationMin: 45,
      isProfileCompleted: true,
    });
    expect('lastUpdated' in body.profile).toBe(false);
    expect(profile.value()).toMatchObject({ jobTitle: 'Nurse', isProfileCompleted: true });
    expect(typeof profile.value().lastUpdated).toBe('number');
    expect(screen.getByText('Your profile is complete.')).toBeInTheDocument();
    await profile.copy.flush();
    expect(await localDb.profile.getItem('planner-profile')).toMatchObject({ jobTitle: 'Nurse' });
  });

  it('a failed update changes nothing and keeps the answers for another try', async () => {
    await loadProfile({ ...DEFAULT_PROFILE, jobTitle: 'Pilot' });
    api.on('PUT /profile/update', fail(500, 'error-occurred', 'boom'));
    renderForm();
    const user = userEvent.setup();
    const job = screen.getByRole('textbox', { name: 'Job title' });
    await user.clear(job);
    await user.type(job, 'Baker');
    await user.click(screen.getByRole('button', { name: 'Save my profile' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be saved');
    expect(profile.value().jobTitle).toBe('Pilot');
    expect(profile.value().isProfileCompleted).toBe(false);
    expect(job).toHaveValue('Baker');
    await profile.copy.flush();
    expect(await localDb.profile.getItem('planner-profile')).toMatchObject({ jobTitle: 'Pilot' });
  });

  it('an edit that lost a race to another device keeps the answers over the newer profile', async () => {
    await loadProfile({ ...DEFAULT_PROFILE, jobTitle: 'Pilot', version: 5 });
    const theirs = { ...DEFAULT_PROFILE, jobTitle: 'Nurse', lunchTime: '13:00', version: 9 };
    api.on('PUT /profile/update', (req) => {
      const sent = (req.body as { profile: Profile }).profile;
      return sent.version === 5
        ? fail(409, 'conflict', 'stale', theirs)
        : ok({ ...sent, version: 10 });
    });
    renderForm();
    const user = userEvent.setup();
    const job = screen.getByRole('textbox', { name: 'Job title' });
    await user.clear(job);
    await user.type(job, 'Baker');
    await user.click(screen.getByRole('button', { name: 'Save my profile' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('changed elsewhere');
    // The other device's lunch is shown; the job title typed here is kept for the next save.
    expect(screen.getByLabelText('Lunch at')).toHaveDisplayValue(/^1:00\sPM$/);
    expect(job).toHaveValue('Baker');
    expect(profile.value()).toMatchObject({ jobTitle: 'Nurse', version: 9 });
    await user.click(screen.getByRole('button', { name: 'Save my profile' }));
    expect(await screen.findByText('Profile saved.')).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'PUT').at(-1)?.body).toMatchObject({
      profile: { jobTitle: 'Baker', lunchTime: '13:00', version: 9 },
    });
    expect(profile.value()).toMatchObject({ jobTitle: 'Baker', lunchTime: '13:00', version: 10 });
  });

  it('fills in when the profile arrives after the form opened', async () => {
    api.on(
      'GET /profile/profile',
      ok({ ...DEFAULT_PROFILE, jobTitle: 'Teacher', isProfileCompleted: true }),
    );
    renderForm();
    expect(screen.getByRole('textbox', { name: 'Job title' })).toHaveValue('');
    await act(async () => {
      await profile.load();
    });
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Job title' })).toHaveValue('Teacher'),
    );
    expect(screen.getByText('Your profile is complete.')).toBeInTheDocument();
  });
});
