// onDemand: a dialog's code downloaded at its first render, shown as soon as it is there.
import { Component, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { onDemand, prefetchOn } from './onDemand';

function Hello({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? <p>Chunk failed</p> : this.props.children;
  }
}

it('renders nothing until the code is there, then the component with its props', async () => {
  let resolve: (c: typeof Hello) => void = () => {};
  const load = jest.fn(() => new Promise<typeof Hello>((r) => (resolve = r)));
  const Lazy = onDemand(load);
  const { container } = render(<Lazy name="Ada" />);
  expect(container).toBeEmptyDOMElement();
  resolve(Hello);
  expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
  // Downloaded once: a second use renders at once.
  render(<Lazy name="Grace" />);
  expect(screen.getByText('Hello Grace')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

it('hands a failed download to the error boundary, and asks again next time', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  const load = jest
    .fn<Promise<typeof Hello>, []>()
    .mockRejectedValueOnce(new Error('offline'))
    .mockResolvedValueOnce(Hello);
  const Lazy = onDemand(load);
  const first = render(
    <Boundary>
      <Lazy name="Ada" />
    </Boundary>,
  );
  expect(await screen.findByText('Chunk failed')).toBeInTheDocument();
  first.unmount();
  render(<Lazy name="Ada" />);
  expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
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
  render(<Lazy name="Ada" />);
  expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});
