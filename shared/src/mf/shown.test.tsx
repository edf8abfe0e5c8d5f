import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ShownGateProvider, useShownHold } from './shown';

function Later() {
  const shown = useShownHold();
  return (
    <button type="button" onClick={shown}>
      drawn
    </button>
  );
}

function Screen({ later }: { later: boolean }) {
  return later ? <Later /> : <p>drawn at once</p>;
}

describe('a remote is shown', () => {
  it('once its first render is committed, when nothing holds it', () => {
    const onShown = jest.fn();
    render(
      <ShownGateProvider onShown={onShown}>
        <Screen later={false} />
      </ShownGateProvider>,
    );
    expect(onShown).toHaveBeenCalledTimes(1);
  });

  it('only when a screen that draws later releases it, and only once', async () => {
    const onShown = jest.fn();
    render(
      <ShownGateProvider onShown={onShown}>
        <Screen later />
      </ShownGateProvider>,
    );
    expect(onShown).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'drawn' }));
    await userEvent.click(screen.getByRole('button', { name: 'drawn' }));
    expect(onShown).toHaveBeenCalledTimes(1);
  });

  it('when the holding screen goes away without drawing (a crash, a route change)', async () => {
    const onShown = jest.fn();
    function Switch() {
      const [later, setLater] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setLater(false)}>
            leave
          </button>
          <Screen later={later} />
        </>
      );
    }
    render(
      <ShownGateProvider onShown={onShown}>
        <Switch />
      </ShownGateProvider>,
    );
    expect(onShown).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'leave' }));
    expect(onShown).toHaveBeenCalledTimes(1);
  });

  it('outside a mounted remote (a test, a standalone page), holding does nothing', async () => {
    render(<Later />);
    await userEvent.click(screen.getByRole('button', { name: 'drawn' }));
    expect(screen.getByRole('button', { name: 'drawn' })).toBeInTheDocument();
  });
});
