import { act, render, screen } from '@testing-library/react';
import { useMediaQuery } from './useMediaQuery';

function Probe({ id }: { id: string }) {
  const narrow = useMediaQuery('(max-width: 640px)');
  return <p data-testid={id}>{narrow ? 'narrow' : 'wide'}</p>;
}

/** A matchMedia that answers `state.matches` and lets the test fire 'change'. */
function fakeMatchMedia(state: { matches: boolean }) {
  const listeners = new Set<() => void>();
  const matchMedia = jest.fn((query: string) => ({
    get matches() {
      return state.matches;
    },
    media: query,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  }));
  return { matchMedia, change: () => act(() => listeners.forEach((l) => l())), listeners };
}

describe('useMediaQuery', () => {
  afterEach(() => {
    delete (window as Partial<Window>).matchMedia;
  });

  it('answers false where the browser has no matchMedia', () => {
    render(<Probe id="a" />);
    expect(screen.getByTestId('a')).toHaveTextContent('wide');
  });

  it('asks the browser once per query however many components render, and follows its changes', () => {
    const state = { matches: true };
    const fake = fakeMatchMedia(state);
    window.matchMedia = fake.matchMedia as unknown as typeof window.matchMedia;
    const { rerender } = render(
      <>
        <Probe id="a" />
        <Probe id="b" />
      </>,
    );
    rerender(
      <>
        <Probe id="a" />
        <Probe id="b" />
      </>,
    );
    expect(screen.getByTestId('a')).toHaveTextContent('narrow');
    expect(screen.getByTestId('b')).toHaveTextContent('narrow');
    expect(fake.matchMedia).toHaveBeenCalledTimes(1);
    // One listener on the list, for every component.
    expect(fake.listeners.size).toBe(1);

    state.matches = false;
    fake.change();
    expect(screen.getByTestId('a')).toHaveTextContent('wide');
    expect(screen.getByTestId('b')).toHaveTextContent('wide');
    expect(fake.matchMedia).toHaveBeenCalledTimes(1);
  });

  it('starts afresh when matchMedia is replaced (another test, another window)', () => {
    const first = fakeMatchMedia({ matches: true });
    window.matchMedia = first.matchMedia as unknown as typeof window.matchMedia;
    const { unmount } = render(<Probe id="a" />);
    expect(screen.getByTestId('a')).toHaveTextContent('narrow');
    unmount();
    const second = fakeMatchMedia({ matches: false });
    window.matchMedia = second.matchMedia as unknown as typeof window.matchMedia;
    render(<Probe id="a" />);
    expect(screen.getByTestId('a')).toHaveTextContent('wide');
    expect(second.matchMedia).toHaveBeenCalledTimes(1);
  });
});
