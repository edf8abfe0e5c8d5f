// onDemand: a dialog's code downloaded at its first render, shown as soon as it is there; a download that
// fails opens a dialog that says why (translated), with "Try again" and "Close", and leaves the page alone.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { createI18n } from '../i18n';
import { onDemand, prefetchOn } from './onDemand';

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
