import { act, render, screen } from '@testing-library/react';
import { bus } from '../bus';
import { RemoteFrame, RemoteScreen } from './RemoteFrame';

afterEach(() => bus.set('theme', 'light'));

describe('RemoteFrame', () => {
  it("carries the remote's name and the page's theme from the bus, live", () => {
    render(
      <RemoteFrame remote="profile">
        <p>mounted</p>
      </RemoteFrame>,
    );
    const frame = screen.getByText('mounted').parentElement;
    expect(frame).toHaveAttribute('data-remote-frame', 'profile');
    expect(frame).toHaveAttribute('data-theme', 'light');
    act(() => bus.set('theme', 'dark'));
    expect(frame).toHaveAttribute('data-theme', 'dark');
  });
});

describe('RemoteScreen', () => {
  it('is a section named by its title, with the title as its heading', () => {
    render(
      <RemoteScreen remote="settings" title="Settings">
        <p>content</p>
      </RemoteScreen>,
    );
    const section = screen.getByRole('region', { name: 'Settings' });
    expect(section).toHaveAttribute('data-remote', 'settings');
    expect(screen.getByRole('heading', { level: 2, name: 'Settings' })).toBeInTheDocument();
  });
});
