import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { assumedDay, planTasks } from '@planner/shared/domain';
import type { Profile, Task } from '@planner/shared/model';
import { DataProvider, tasks } from '@planner/shared/sync';
import { installMemoryApi, makeTask } from '@planner/shared/testing';
import { setupI18n } from '../../testing/renderWithCalendar';
import { usePlan, type PlanInputs } from '../hooks/usePlan';
import { PlanPanel, type PlanPanelProps } from './PlanPanel';

const task = (id: string, title: string, fields: Partial<Task> = {}): Task =>
  makeTask(id, { title, createdAt: '2026-06-01T08:00:00.000Z', ...fields });

// Tuesday 16 June 2026, 07:00 in Paris; the day's visible hours are 08:00-11:00.
const NOW = new Date('2026-06-16T07:00:00+02:00');
const TASKS = [
  task('report', 'Write the report', { priority: 'high', estimatedTimeRange: 'moreThan2Hour' }),
  task('call', 'Call the bank', { priority: 'low', deadline: '2026-06-16' }),
  task('tidy', 'Tidy the desk', { priority: 'low' }),
  task('old', 'Send the invoice', { deadline: '2026-06-15' }),
];

const SETTINGS = { slotMinTime: '08:00:00', slotMaxTime: '11:00:00' };

function proposalOf(list: Task[], profile: Partial<Profile> | null = null) {
  const result = planTasks({
    tasks: list,
    events: [],
    profile,
    settings: SETTINGS,
    startDate: '2026-06-16',
    days: 1,
    now: NOW,
    timeZone: 'Europe/Paris',
  });
  return { range: 'day' as const, ...result, at: NOW, assumedDay: assumedDay(profile, SETTINGS) };
}

/** The panel over a proposal of `list`, with no-op handlers unless given. */
function renderPanel(
  proposal: ReturnType<typeof proposalOf>,
  list: Task[],
  props: Partial<Omit<PlanPanelProps, 'proposal' | 'tasksById'>> = {},
) {
  return render(
    <PlanPanel
      proposal={proposal}
      tasksById={new Map(list.map((t) => [t.id, t]))}
      language="en"
      saving={false}
      failure={null}
      accepted={null}
      onAccept={() => {}}
      onSkip={() => {}}
      onClose={() => {}}
      onOpenProfile={() => {}}
      {...props}
    />,
  );
}

describe('PlanPanel', () => {
  beforeAll(() => setupI18n('en'));

  it('lists the proposal, the tasks left out with their reason, and the over-commitment', async () => {
    const onAccept = jest.fn();
    const onSkip = jest.fn();
    const onOpenProfile = jest.fn();
    renderPanel(proposalOf(TASKS), TASKS, { onAccept, onSkip, onOpenProfile });
    expect(screen.getByRole('heading', { name: 'Proposed plan for today' })).toBeInTheDocument();
    const placed = screen.getAllByTestId('plan-placement');
    expect(placed.map((li) => li.textContent)).toEqual([
      expect.stringContaining('Write the report'),
    ]);
    // 08:00-10:00 in Paris, shown on the clock of the machine running the test.
    const clock = (ms: number) => {
      const d = new Date(ms);
      const h = d.getHours();
      return `${((h + 11) % 12) + 1}:${String(d.getMinutes()).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
    };
    const range = `${clock(NOW.getTime() + 3_600_000)} – ${clock(NOW.getTime() + 3 * 3_600_000)}`;
    expect(placed[0]).toHaveTextContent(`Jun 16, ${range}`);
    const left = screen.getAllByTestId('plan-unplaced').map((li) => li.textContent);
    expect(left).toEqual([
      'Send the invoiceIts deadline (Monday, June 15) has passed.',
      'Call the bankNo free 60-minute slot before its deadline on Tuesday.',
      'Tidy the deskNo free 60-minute slot left today.',
    ]);
    expect(
      screen.getByText('Your day is over-committed: 5 h of tasks for 3 h of free time.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Skip Write the report' }));
    expect(onSkip).toHaveBeenCalledWith('report');
    await userEvent.click(screen.getByRole('button', { name: 'Accept 1 task' }));
    expect(onAccept).toHaveBeenCalledWith(['report']);
    expect(screen.getByRole('button', { name: 'Discard the plan' })).toBeVisible();
    // No night in the profile: the panel says which hours it planned in and leads to the profile.
    expect(
      screen.getByText(
        'Your profile does not say when you sleep, so tasks are planned between 8:00 AM and 11:00 AM.',
      ),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Set your sleep times' }));
    expect(onOpenProfile).toHaveBeenCalledTimes(1);
  });

  it('lists the proposals in time order, whatever order they were placed in (most urgent first)', () => {
    const proposal = {
      ...proposalOf(TASKS),
      placements: [
        { taskId: 'report', start: '2026-06-17T09:05:00+02:00', minutes: 60 },
        { taskId: 'tidy', start: '2026-06-16T10:00:00+02:00', minutes: 60 },
        { taskId: 'call', start: '2026-06-16T08:00:00+02:00', minutes: 15 },
      ],
    };
    renderPanel(proposal, TASKS);
    expect(screen.getAllByTestId('plan-placement').map((li) => li.textContent)).toEqual([
      expect.stringContaining('Call the bank'),
      expect.stringContaining('Tidy the desk'),
      expect.stringContaining('Write the report'),
    ]);
  });

  it('says nothing of sleep times when the profile gives them', () => {
    renderPanel(proposalOf(TASKS, { bedtime: '23:30', wakeUpTime: '07:30' }), TASKS);
    expect(screen.getAllByTestId('plan-placement')).toHaveLength(1);
    expect(screen.queryByText(/does not say when you sleep/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Set your sleep times' })).not.toBeInTheDocument();
  });

  it('with nothing proposed there is no plan to discard: the panel says why and only closes', async () => {
    const onClose = jest.fn();
    renderPanel(proposalOf([]), [], { onClose });
    expect(screen.getByText('No open task without a time to plan.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Discard the plan' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('speaks French', async () => {
    await setupI18n('fr');
    renderPanel(proposalOf(TASKS), TASKS, { language: 'fr' });
    expect(screen.getByRole('heading', { name: 'Plan proposé pour aujourd’hui' })).toBeVisible();
    expect(
      screen.getByText('Aucun créneau libre de 60 minutes avant son échéance, mardi.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/Votre journée est surchargée : 5 h de tâches/)).toBeInTheDocument();
    expect(
      screen.getByText(
        'Votre profil ne dit pas quand vous dormez : les tâches sont placées entre 08:00 et 11:00.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Indiquer vos heures de sommeil' })).toBeVisible();
    await setupI18n('en');
  });
});

/** The panel over the plan hook and the real data layer (memory api), as the calendar page uses them. */
function Harness({ inputs }: { inputs: Omit<PlanInputs, 'tasks'> & { tasks: Task[] } }) {
  const planner = usePlan(inputs, () => NOW);
  return (
    <>
      <button type="button" onClick={() => planner.plan('day')}>
        Plan
      </button>
      {planner.proposal && (
        <PlanPanel
          proposal={planner.proposal}
          tasksById={new Map(inputs.tasks.map((t) => [t.id, t]))}
          language="en"
          saving={planner.saving}
          failure={planner.failure}
          accepted={planner.accepted}
          onAccept={(ids) => void planner.accept(ids)}
          onSkip={planner.skip}
          onClose={planner.discard}
          onOpenProfile={() => {}}
        />
      )}
    </>
  );
}

describe('accepting a plan', () => {
  beforeAll(() => setupI18n('en'));

  it('saves every accepted time in one request, skipped tasks keep none', async () => {
    const list = [
      task('a', 'First', { priority: 'high' }),
      task('b', 'Second'),
      task('c', 'Third', { priority: 'low' }),
    ];
    const api = installMemoryApi({ tasks: list });
    await act(async () => {
      await tasks.load();
    });
    const tz = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const wall = new Intl.DateTimeFormat('en-CA', { timeZone: tz }).format(NOW);
    render(
      <DataProvider>
        <Harness
          inputs={{
            tasks: list,
            events: [],
            profile: {
              ...(await import('@planner/shared/model/constants')).DEFAULT_PROFILE,
              transportMode: 'remote',
            },
            settings: { slotMinTime: '00:00:00', slotMaxTime: '24:00:00' },
          }}
        />
      </DataProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Plan' }));
    expect(screen.getAllByTestId('plan-placement')).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: 'Skip Third' }));
    await userEvent.click(screen.getByRole('button', { name: 'Accept all 2 tasks' }));
    expect(await screen.findByText('2 tasks added to the calendar.')).toBeInTheDocument();
    expect(api.calls.filter((c) => !c.startsWith('GET'))).toEqual(['POST /task/apply']);
    const stored = api.data.tasks.map((t) => [t.id, t.scheduledStart?.slice(0, 10) ?? null]);
    expect(stored).toEqual([
      ['a', wall],
      ['b', wall],
      ['c', null],
    ]);
    const panel = screen.getByRole('region', { name: 'Proposed plan for today' });
    expect(within(panel).queryAllByTestId('plan-placement')).toHaveLength(0);
  });
});
