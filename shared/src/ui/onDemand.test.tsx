// onDemand: a dialog's code downloaded at its first render, shown as soon as it is there; a download that
// fails opens a dialog that says why (translated), with "Try again" and "Close", and leaves the page alone.
// inTransition: a large part of a screen shown as soon as its code is there (no Suspense reveal throttle).
import { Component, Suspense, lazy, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { createI18n } from '../i18n';
import { inTransition, onDemand, prefetchOn } from './onDemand';

interface HelloProps {
  name: string;
  onClose: () => void;
}

function Hello({ name }: HelloProps) {
  return <p>Hello {name}</p>;
}

const close = jest.fn();
let online = true;
beforeAll(async () => {
  await createI18n('en');
});
beforeEach(() => {
  close.mockClear();
  jest.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
});
afterEach(async () => {
  jest.restoreAllMocks();
  await i18next.changeLanguage('en');
});

it('renders nothing until the code is there, then the component with its props', async () => {
  let resolve: (c: typeof Hello) => void = () => {};
  const load = jest.fn(() => new Promise<typeof Hello>((r) => (resolve = r)));
  const Lazy = onDemand(load);
  const { container } = render(<Lazy name="Ada" onClose={close} />);
  expect(container).toBeEmptyDOMElement();
  resolve(Hello);
  expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
  // Downloaded once: a second use renders at once.
  render(<Lazy name="Grace" onClose={close} />);
  expect(screen.getByText('Hello Grace')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

it('offline, a failed download says it needs a connection; "Retry" asks again and shows the dialog', async () => {
  online = false;
  const load = jest
    .fn<Promise<typeof Hello>, []>()
    .mockRejectedValueOnce(new Error('ChunkLoadError: Loading chunk 370 failed.'))
    .mockResolvedValueOnce(Hello);
  const Lazy = onDemand(load);
  render(
    <>
      <p>The calendar</p>
      <Lazy name="Ada" onClose={close} />
    </>,
  );
  const failed = await screen.findByRole('alertdialog', { name: 'This could not open' });
  expect(failed).toHaveAccessibleDescription(
    'It needs a connection the first time it is used. Try again once you are back online.',
  );
  // The page under it is untouched.
  expect(screen.getByText('The calendar')).toBeInTheDocument();
  online = true;
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
  expect(close).not.toHaveBeenCalled();
});

it('online, in French: the download failed, and "Fermer" closes through the dialog’s own onClose', async () => {
  online = true;
  await i18next.changeLanguage('fr');
  const Lazy = onDemand<HelloProps>(() => Promise.reject(new Error('404')));
  render(<Lazy name="Ada" onClose={close} />);
  const failed = await screen.findByRole('alertdialog', { name: 'Ouverture impossible' });
  expect(failed).toHaveTextContent('Le chargement a échoué. Réessayez.');
  await userEvent.click(screen.getAllByRole('button', { name: 'Fermer' }).at(-1)!);
  expect(close).toHaveBeenCalledTimes(1);
});

test('pointer or focus on an opener fetches the chunk once; a failed hint is ignored and the opening asks again', async () => {
  const load = jest
    .fn<Promise<typeof Hello>, []>()
    .mockRejectedValueOnce(new Error('offline'))
    .mockResolvedValue(Hello);
  const Lazy = onDemand(load);
  const { onPointerEnter, onFocus } = prefetchOn(Lazy.load);
  onPointerEnter();
  await Promise.resolve();
  onFocus();
  render(<Lazy name="Ada" onClose={close} />);
  expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});

describe('inTransition', () => {
  function Grid({ week }: { week: string }) {
    return <p>Week of {week}</p>;
  }

  it('shows its fallback until the code is there, then the part with its props', async () => {
    let resolve: (c: typeof Grid) => void = () => {};
    const load = jest.fn(() => new Promise<typeof Grid>((r) => (resolve = r)));
    const Later = inTransition(load);
    render(<Later week="Dec 1" fallback={<p>Loading…</p>} />);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    resolve(Grid);
    expect(await screen.findByText('Week of Dec 1')).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    // Downloaded once: a second use renders at once, with no fallback.
    render(<Later week="Dec 8" fallback={<p>Loading again</p>} />);
    expect(screen.getByText('Week of Dec 8')).toBeInTheDocument();
    expect(screen.queryByText('Loading again')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows the part as soon as its code is there, not 300 ms after the fallback as React.lazy does', async () => {
    let resolveLater: (c: typeof Grid) => void = () => {};
    const Later = inTransition(() => new Promise<typeof Grid>((r) => (resolveLater = r)));
    let resolveLazy: (m: { default: typeof Grid }) => void = () => {};
    const Lazy = lazy(() => new Promise<{ default: typeof Grid }>((r) => (resolveLazy = r)));
    render(
      <>
        <Later week="Dec 1" fallback={<p>Loading…</p>} />
        <Suspense fallback={<p>Loading lazily…</p>}>
          <Lazy week="Dec 8" />
        </Suspense>
      </>,
    );
    await screen.findByText('Loading lazily…');
    const started = performance.now();
    resolveLater(Grid);
    resolveLazy({ default: Grid });
    await screen.findByText('Week of Dec 1');
    const later = performance.now() - started;
    await screen.findByText('Week of Dec 8');
    const lazily = performance.now() - started;
    expect(later).toBeLessThan(150);
    expect(lazily).toBeGreaterThanOrEqual(250);
  });

  it('throws a failed download to the error boundary, as React.lazy does', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const Later = inTransition<{ week: string }>(() =>
      Promise.reject(new Error('ChunkLoadError: Loading chunk 12 failed.')),
    );
    render(
      <Boundary>
        <Later week="Dec 1" fallback={<p>Loading…</p>} />
      </Boundary>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Loading chunk 12 failed');
  });
});

class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}
